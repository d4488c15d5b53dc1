import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import FormcValidate
import Testing

/// Device geometry is computed once per screen and device, not once per rule or per detent:
/// the sheets laid out (`DeviceSheet`: a layout and every detent's height) are counted by a
/// task-local `GeometryWork` while every device rule reports something.
@Suite("Counted geometry work")
struct GeometryWorkTests {
    /// A screen each device rule reports on: detents out of order (E407), a grid title cut on
    /// narrow phones (W500), a submit button below the fold at the initial detent (W502); five
    /// detents, so work per detent would show too.
    static let spec = """
        formc: 1
        screen: work
        sheet:
          detents: [large, medium, { id: peek, height: 140 }, { id: tall, height: 600 }, { id: half, fraction: 0.5 }]
          initial-detent: medium
        fields:
          - { id: f, type: choice, layout: list, options: [o1, o2, o3, o4, o5, o6, o7, o8, o9, o10, o11, o12] }
          - id: g
            type: choice
            layout: grid
            columns: 3
            options:
              - { id: twelve, title: abcdefghijkl }
              - { id: short, title: abc }
        actions:
          - { id: go, title: Go, role: submit }
        """

    /// `work` run under a fresh counter: what it returned and the sheets it laid out.
    func counting<T>(_ work: () -> T) -> (T, Int) {
        let counter = GeometryWork()
        let result = GeometryWork.$current.withValue(counter) { work() }
        return (result, counter.sheetsLaidOut)
    }

    @Test("The validator lays out one sheet per device for all four device rules")
    func validatorOncePerDevice() throws {
        let screen = try #require(Spec.screen(Self.spec), "\(Spec.problems(Self.spec))")
        let (diagnostics, sheets) = counting { Validator.validate(screen) }
        // Every device rule read the sheets.
        #expect(Set(diagnostics.map(\.code)).isSuperset(of: [.E407, .W500, .W502]), "\(diagnostics.map(\.code.id))")
        #expect(sheets == Device.checked.count)
        let (_, onOne) = counting { Validator.validate(screen, devices: [.default]) }
        #expect(onOne == 1)
        // W512 reads the same sheets: the example whose pinned button covers its chips on the SE.
        let covered = try #require(Spec.example("travel-category"))
        let (found, laidOut) = counting { Validator.validate(covered) }
        #expect(found.map(\.code).contains(.W512) && laidOut == Device.checked.count)
    }

    @Test("A file checked through every stage lays out one sheet per screen and device")
    func checkOncePerScreenAndDevice() {
        let two = Self.spec + "\n---\n" + Self.spec.replacingOccurrences(of: "screen: work", with: "screen: other")
        let (checked, sheets) = counting { Spec.check(two) }
        #expect(checked.screens.count == 2)
        #expect(sheets == 2 * Device.checked.count)
    }

    @Test("The mockups of every detent on every device lay out one sheet per device")
    func mockupsOncePerDevice() throws {
        let screen = try #require(Spec.screen(Self.spec))
        let (drawings, sheets) = counting { MockupRenderer.drawings(screen, devices: Device.checked) }
        #expect(drawings.count == 5 * Device.checked.count)
        #expect(sheets == Device.checked.count)
    }

    @Test("No counter is bound outside a counted task")
    func unboundOutside() {
        #expect(GeometryWork.current == nil)
    }
}
