import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import Testing

/// Golden mockups of every example screen at every detent, on the SE and the iPhone 15, plus a
/// few other charsets and devices. `RECORD_SNAPSHOTS=1` rewrites them (and fails loudly).
@Suite("Mockup: golden drawings")
struct MockupGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var screen: String
        var device: String
        var charset: Charset = .unicode
        var file: String { "\(screen).\(device)" + (charset == .ascii ? ".ascii" : "") + ".txt" }
        var testDescription: String { file }
    }

    static let screens = ["travel-category", "vehicle-picker", "animal-picker", "touch-pass-panel", "touch-block-panel",
                          "interests", "my-place"]

    static let cases: [Case] = screens.flatMap { screen in
        ["iphone-se", "iphone-15"].map { Case(screen: screen, device: $0) }
    } + [
        Case(screen: "travel-category", device: "iphone-15", charset: .ascii),
        Case(screen: "my-place", device: "iphone-15-landscape"),
        Case(screen: "interests", device: "iphone-15-pro-max"),
    ]

    @Test("every example screen is drawn in a golden file")
    func coversExamples() {
        #expect(Set(Spec.exampleScreens.map(\.id.value)) == Set(Self.screens))
    }

    @Test("drawing matches its golden file", arguments: cases)
    func golden(_ testCase: Case) throws {
        let screen = try #require(Spec.example(testCase.screen))
        let device = try #require(Device.named(testCase.device))
        let text = MockupRenderer.render(screen, detent: "all", device: device, charset: testCase.charset)
        let outcome = Snapshot.check(text, named: testCase.file, in: MockupFixtures.snapshots)
        #expect(outcome == .matched, "\(outcome.failure ?? "")")
    }

    @Test("one detent draws one drawing; renderAll draws every detent on every device given")
    func selection() throws {
        let screen = try #require(Spec.example("my-place"))
        let one = MockupRenderer.render(screen, detent: "medium", device: .iphone15, charset: .unicode)
        #expect(MockupFixtures.drawings(one).count == 1)
        #expect(one.hasPrefix("my-place · medium · iphone-15"))
        #expect(MockupRenderer.render(screen, detent: "nope", device: .iphone15, charset: .unicode).isEmpty)
        let all = MockupRenderer.renderAll(screen, devices: [.iphoneSE, .iphone15])
        #expect(MockupFixtures.drawings(all).count == 6)
        // Device by device, as `render` draws each one.
        let perDevice = [Device.iphoneSE, .iphone15].map { MockupRenderer.render(screen, detent: nil, device: $0, charset: .unicode) }
        #expect(all == perDevice.joined(separator: "\n"))
    }

    @Test("the cut says what it hides, in both charsets; the heading says when it has no room")
    func cutMarker() throws {
        let screen = try #require(Spec.example("touch-pass-panel"))
        let unicode = MockupRenderer.render(screen, detent: nil, device: .iphoneSE, charset: .unicode)
        // 20 rows of 44 pt (880 pt) under a fold at 0.7 × 667 = 466.9 pt: 413.1 pt hidden.
        #expect(unicode.contains("││╌╌╌╌╌╌╌╌╌╌╌╌ ▾ 413.1 pt hidden ▾ ╌╌╌╌╌╌╌╌╌╌╌╌││"))
        let ascii = MockupRenderer.render(screen, detent: nil, device: .iphoneSE, charset: .ascii)
        #expect(ascii.contains("||------------ v 413.1 pt hidden v ------------||"))
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })

        let hidden = try #require(Spec.screen("""
            formc: 1
            screen: flat
            sheet: { detents: [{ id: flat, height: 1 }] }
            fields:
              - { id: f, type: choice, layout: list, options: [a, b] }
            tab-bar:
              items: [{ id: one, title: One }, { id: two, title: Two }]
            """))
        let drawing = MockupRenderer.render(hidden, detent: nil, device: .iphone15, charset: .unicode)
        // The 35 pt sheet is all under the tab bar: the fold is at its top, and both rows (from 20 pt,
        // 44 pt each) are hidden: 108 pt.
        #expect(drawing.contains("108 pt hidden: 2 options"), "\(drawing)")
        #expect(drawing.contains("▸Two◂") == false && drawing.contains("▸One◂"))
    }
}
