import FormcCore
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import FormcValidate
import Testing

/// E407, W500 and W502 from the geometry, at the exact place in the spec.
@Suite("Device rules")
struct DeviceRulesTests {
    /// The device-rule diagnostics of a marked spec, and the markers' places.
    func check(_ marked: String) throws -> (diagnostics: [Diagnostic], text: MarkedText) {
        let text = MarkedText(marked)
        let screen = try #require(Spec.screen(text.text), "\(Spec.problems(text.text))")
        return (DeviceRules.diagnostics(for: screen), text)
    }

    @Test("E407: medium listed after large is shorter on every portrait device; compact height skips it")
    func detentsDescending() throws {
        let (diagnostics, text) = try check("""
            formc: 1
            screen: order
            sheet:
              detents: [large, 1️⃣medium]
            fields:
              - { id: f, type: choice, options: [a, b] }
            """)
        #expect(diagnostics.map(\.code) == [.E407])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range?.start == text["1️⃣"])
        #expect(diagnostic.pointer == "/sheet/detents/1")
        #expect(diagnostic.message == "detent 'medium' (333.5 pt) is shorter than 'large' (637 pt) listed before it,"
            + " on iphone-se (also iphone-15, iphone-15-pro-max)")
    }

    @Test("E407 on one device only: 0.53 × large passes medium on the SE alone")
    func detentsDescendingOnOneDevice() throws {
        // SE: 0.53 × 637 = 337.6 > 333.5; iphone-15: 415.0 < 426; Pro Max: 457.4 < 466.
        let (diagnostics, text) = try check("""
            formc: 1
            screen: order
            sheet:
              detents:
                - { id: most, fraction: 0.53 }
                - 1️⃣medium
            fields:
              - { id: f, type: choice, options: [a, b] }
            """)
        #expect(diagnostics.map(\.code) == [.E407])
        #expect(diagnostics.first?.range?.start == text["1️⃣"])
        #expect(diagnostics.first?.message == "detent 'medium' (333.5 pt) is shorter than 'most' (337.6 pt) listed before it,"
            + " on iphone-se")
        // Ascending everywhere: nothing.
        let (fine, _) = try check("""
            formc: 1
            screen: order
            sheet:
              detents: [{ id: peek, height: 140 }, medium, large]
            fields:
              - { id: f, type: choice, options: [a, b] }
            """)
        #expect(fine.isEmpty)
    }

    @Test("W500: a grid title that fits on wide phones is cut on narrow ones")
    func gridTitleCut() throws {
        // 3 columns: cells of 13 (SE), 14 (15), 16 (Pro Max), 29 (landscape); title room 9, 10, 12, 25.
        let (diagnostics, text) = try check("""
            formc: 1
            screen: cells
            fields:
              - id: f
                type: choice
                layout: grid
                columns: 3
                options:
                  - { id: ten, title: 1️⃣abcdefghij }
                  - { id: twelve, title: 2️⃣abcdefghijkl }
                  - { id: short, title: abc }
            """)
        #expect(diagnostics.map(\.code) == [.W500, .W500])
        #expect(diagnostics.map(\.range?.start) == [text["1️⃣"], text["2️⃣"]])
        #expect(diagnostics.map(\.pointer) == ["/fields/0/options/0/title", "/fields/0/options/1/title"])
        #expect(diagnostics[0].message == "title of option 'ten' needs 10 cells but its grid cell has 9 on iphone-se;"
            + " the mockup shows 'abcdefgh…'")
        #expect(diagnostics[1].message == "title of option 'twelve' needs 12 cells but its grid cell has 9 on iphone-se"
            + " (also iphone-15); the mockup shows 'abcdefgh…'")
    }

    @Test("W500: a chip wider than a whole line")
    func chipTitleCut() throws {
        let long = String(repeating: "x", count: 60)
        let (diagnostics, text) = try check("""
            formc: 1
            screen: chips
            fields:
              - id: f
                type: choice
                options: [1️⃣\(long), short]
            """)
        #expect(diagnostics.map(\.code) == [.W500])
        #expect(diagnostics.first?.range?.start == text["1️⃣"])
        #expect(diagnostics.first?.message.hasPrefix("title of option '\(long.prefix(39))…' needs 60 cells but a line of chips"
            + " has 39 on iphone-se (also iphone-15, iphone-15-pro-max)") == true)
    }

    /// A list of `count` options under no header, then a submit button, starting at medium.
    func listThenSubmit(_ count: Int) -> String {
        """
        formc: 1
        screen: fold
        sheet: { detents: [medium, large], initial-detent: medium }
        fields:
          - { id: f, type: choice, layout: list, options: [\((1...count).map { "o\($0)" }.joined(separator: ", "))] }
        actions:
          - 1️⃣{ id: go, title: Go, role: submit }
        """
    }

    @Test("W502: the submit button below the fold at the initial detent")
    func submitBelowFold() throws {
        // Content ends at row 2k + 5 for k options; the content limit at medium is 20 on the SE,
        // 24 on iphone-15 and 26 on the Pro Max; in landscape the sheet, not edge-attached, is
        // full screen (limit 23).
        let (seven, _) = try check(listThenSubmit(7))
        #expect(seven.isEmpty)
        let (eight, text) = try check(listThenSubmit(8))
        #expect(eight.map(\.code) == [.W502])
        #expect(eight.first?.range?.start == text["1️⃣"])
        #expect(eight.first?.pointer == "/actions/0")
        #expect(eight.first?.message == "submit action 'go' is below the fold at the initial detent 'medium' (21 rows)"
            + " on iphone-se")
        let (nine, _) = try check(listThenSubmit(9))
        #expect(nine.first?.message == "submit action 'go' is below the fold at the initial detent 'medium' (21 rows)"
            + " on iphone-se")
    }

    @Test("the rules and the drawing agree: a W502 device draws the button cut, the others whole")
    func rulesMatchDrawing() throws {
        let screen = try #require(Spec.screen(MarkedText(listThenSubmit(8)).text))
        for device in Device.all {
            let geometry = SheetGeometry(screen: screen, device: device)
            let viewport = try #require(geometry.initialViewport)
            let button = try #require(geometry.layout.element(action: 0))
            let warned = DeviceRules.diagnostics(for: screen, devices: [device]).contains { $0.code == .W502 }
            #expect(warned == !viewport.shows(button), "\(device.name)")
            // The drawing shows the button's title exactly when the rule finds it above the fold.
            let drawing = MockupRenderer.render(screen, detent: "medium", device: device, charset: .unicode)
            #expect(drawing.contains(" Go ") == !warned, "\(device.name)")
        }
    }

    @Test("the example specs raise no device diagnostics on any device")
    func examplesAreClean() {
        #expect(!Spec.exampleScreens.isEmpty)
        for screen in Spec.exampleScreens {
            let codes = DeviceRules.diagnostics(for: screen).map(\.code)
            #expect(codes.isEmpty, "\(screen.id.value): \(codes)")
        }
    }
}
