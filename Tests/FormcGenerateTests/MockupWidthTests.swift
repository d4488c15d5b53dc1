import FormcCore
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import Testing

/// The mockup's invariant (contract §9): every line inside the device's frame has the same
/// display width — the device's columns plus the frame — whatever the titles hold, and no
/// line ends in a space.
@Suite("Mockup: every line the same width")
struct MockupWidthTests {
    /// Checks one rendering of `screen`; returns the number of drawings checked.
    @discardableResult
    func expectAligned(_ screen: Screen, on device: Device, charset: Charset, context: String) -> Int {
        let text = MockupRenderer.render(screen, detent: nil, device: device, charset: charset)
        let drawings = MockupFixtures.drawings(text)
        #expect(drawings.count == screen.sheet.detents.count, "\(context)")
        for lines in drawings {
            // The frame has exactly the screen's rows between its top and bottom edges, every
            // one as wide as the screen plus the edges; heading and footer are no wider, and no
            // line ends in a space (they are not padded).
            let frameLines = lines.filter { $0.hasPrefix(charset == .unicode ? "│" : "|") }
            #expect(frameLines.count == device.rows, "\(context)")
            let widths = lineWidths(frameLines)
            #expect(widths == [device.columns + 2], "\(context): widths \(widths.sorted())\n\(lines.joined(separator: "\n"))")
            #expect(lineWidths(lines).allSatisfy { $0 <= device.columns + 2 }, "\(context)")
            #expect(!lines.contains { $0.hasSuffix(" ") }, "\(context)")
            // Nothing from a title reaches the terminal raw.
            #expect(!lines.contains { $0.unicodeScalars.contains { SafeText.needsEscape($0) } }, "\(context)")
        }
        return drawings.count
    }

    @Test("every example screen × every detent × every device × both charsets")
    func examples() {
        #expect(Spec.exampleScreens.count >= 5)
        for screen in Spec.exampleScreens {
            for device in Device.all {
                for charset in Charset.allCases {
                    expectAligned(screen, on: device, charset: charset, context: "\(screen.id.value) \(device.name) \(charset)")
                }
            }
        }
    }

    @Test("random screens with Hangul, CJK, emoji, combining marks and fullwidth titles", arguments: 0..<4)
    func random(batch: Int) {
        var random = SeededRandom(start: 0x5EED_F0A3 &+ UInt64(batch))
        var drawings = 0
        for index in 0..<40 {
            let screen = MockupRandomScreens.screen(&random, index: index)
            for device in Device.all {
                let charset: Charset = index % 2 == 0 ? .unicode : .ascii
                drawings += expectAligned(screen, on: device, charset: charset, context: "batch \(batch) screen \(index) \(device.name)")
            }
        }
        #expect(drawings > 160)
    }

    @Test("titles are isolated so a drawn cluster never merges with its neighbour")
    func isolatedClusters() {
        // A leading combining mark would join `[ ` and a trailing prepended mark the ` ]`.
        #expect(DisplayText.clean("\u{301}abc") == "\u{25CC}\u{301}abc")
        #expect(DisplayText.clean("x\u{0600}") == "x\u{0600}\u{25CC}")
        #expect(DisplayText.clean("a\nb\u{2028}") == "a\\nb\\u{2028}")
        #expect(DisplayText.clean("한글 😀") == "한글 😀")
        for raw in ["\u{301}", "\u{1F3FD}x", "\u{200D}", "e\u{301}", "\u{0903}a", "\u{0600}"] {
            let clean = DisplayText.clean(raw)
            #expect(DisplayWidth.of("[ " + clean + " ]") == 4 + DisplayWidth.of(clean), "\(raw.unicodeScalars.map(\.value))")
        }
    }
}
