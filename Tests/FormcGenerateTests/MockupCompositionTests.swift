import FormcCore
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// The review layers over the drawings: folding repeated rows, putting frames side by side,
/// the legend of the marks used, and buttons by role.
@Suite("Mockup composition")
struct MockupCompositionTests {
    @Test("Side by side: frames in a row while they fit the width, then a new row; no line ends in a space")
    func sideBySide() {
        let a = ["aa", "aaaa", "a"], b = ["bbb"], c = ["c", "cc"]
        #expect(MockupComposer.sideBySide([a, b, c], width: 20, gutter: 2) == [
            "aa    bbb  c", "aaaa       cc", "a",
        ])
        // 4 + 2 + 3 = 9 fits in 10, c does not: it starts a row of its own after a blank line.
        #expect(MockupComposer.sideBySide([a, b, c], width: 10, gutter: 2) == ["aa    bbb", "aaaa", "a", "", "c", "cc"])
        // A frame wider than the width stands alone.
        #expect(MockupComposer.sideBySide([["x"], [String(repeating: "w", count: 30)]], width: 10) == ["x", "", String(repeating: "w", count: 30)])
        // Wide characters count two cells: the next frame starts at the same column on every line.
        #expect(MockupComposer.sideBySide([["가나", "ab  "], ["|"]], width: 20, gutter: 1) == ["가나 |", "ab"])
    }

    @Test("Three portrait iPhones fit in a row of 160 columns; landscape ones stand alone")
    func defaultWidth() throws {
        let screen = try #require(Spec.example("my-place"))
        for (device, perRow) in [(Device.iphone15, 3), (Device.iphone15Landscape, 1)] {
            let frames = MockupRenderer.frames(screen, devices: [device]).map { $0.folded() }
            #expect(frames.count == 3)
            let lines = MockupComposer.sideBySide(frames.map(\.textLines))
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= MockupComposer.defaultWidth })
            let captions = lines.filter { $0.hasPrefix("my-place · ") }
            #expect(captions.count == 3 / perRow, "\(device.name)")
        }
    }

    @Test("Folding keeps every line as wide as the frame, marks each gap with the rows it stands for, and loses no row")
    func folding() throws {
        for screen in Spec.exampleScreens {
            for frame in MockupRenderer.frames(screen, devices: Device.all) {
                let folded = frame.folded()
                #expect(folded.lines.allSatisfy { DisplayWidth.of($0.text) == frame.width })
                var rows = 0
                for line in folded.lines {
                    switch line.kind {
                    case .screen: rows += 1
                    case .gap(let count, _): rows += count
                    default: break
                    }
                }
                let original = frame.lines.filter { if case .screen = $0.kind { true } else { false } }.count
                #expect(rows == original, "\(screen.id.value) \(frame.device) \(frame.detent)")
                #expect(folded.lines.count <= frame.lines.count)
                #expect(folded.marks.contains(.folded) == (folded.lines.count < frame.lines.count))
            }
        }
    }

    @Test("A tall detent's blank rows and the backdrop fold into marked gaps")
    func foldsBlankRows() throws {
        let screen = try #require(Spec.example("travel-category"))
        let frames = MockupRenderer.frames(screen, devices: [.iphone15])
        let place = try #require(Spec.example("my-place"))
        let large = try #require(MockupRenderer.frames(place, devices: [.iphone15]).first { $0.detent == "large" }).folded()
        let gaps = large.lines.compactMap { line -> Int? in if case .gap(let rows, _) = line.kind { rows } else { nil } }
        #expect(gaps.count == 1 && gaps[0] > 20)
        #expect(large.textLines.contains { $0.contains("≈ \(gaps[0]) rows folded ≈") })
        let medium = try #require(frames.first { $0.detent == "medium" }).folded()
        // Above the sheet: the backdrop folded on both sides of its note.
        let backdropGaps = medium.lines.filter { if case .gap(_, nil) = $0.kind { true } else { false } }
        #expect(backdropGaps.count == 2)
        #expect(medium.textLines.contains { $0.contains("presenting screen") })
    }

    @Test("The legend lists exactly the marks a drawing uses, in the charset's glyphs")
    func legend() throws {
        let screen = try #require(Spec.example("travel-category"))
        let frame = try #require(MockupRenderer.frames(screen, devices: [.iphone15]).first).folded()
        // Nothing is selected initially, so no check mark.
        #expect(frame.marks.isSuperset(of: [.shade0, .grabber, .submitAction, .folded]) && !frame.marks.contains(.selected))
        #expect(!frame.marks.contains(.hiddenRows) && !frame.marks.contains(.passThrough))
        let unicode = MockupLegend.entries(for: frame.marks, charset: .unicode).map(\.mark)
        #expect(unicode == ["░░░", "━━━", "╔═╗", "≈ … ≈"])
        let ascii = MockupLegend.entries(for: frame.marks, charset: .ascii).map(\.mark)
        #expect(ascii.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(Set(ascii).count == ascii.count)
    }

    @Test("In ASCII the check, the close button and the disabled mark are three different characters")
    func asciiMarksAreDistinct() throws {
        let yaml = """
            formc: 1
            screen: marks
            sheet: { dismiss: { close-button: true } }
            fields:
              - id: f
                type: multi-choice
                options: [{ id: a, title: A }, { id: b, title: B, disabled: true }, { id: c, title: C }]
                initial: [a]
            actions:
              - { id: ok, title: OK, role: submit }
              - { id: no, title: Cancel, role: cancel }
              - { id: rm, title: Remove, role: destructive }
            """
        let screen = try #require(Spec.screen(yaml), Comment(rawValue: Spec.problems(yaml)))
        let ascii = MockupRenderer.render(screen, detent: "large", device: .iphone15, charset: .ascii)
        // The mark takes the chip's first cell, its title centred after it: `[*A ]`, or a list's `[*] A`.
        #expect(ascii.range(of: #"\[\* *A *\]"#, options: .regularExpression) != nil || ascii.contains("[*] A"))
        #expect(ascii.contains("x"))
        #expect(!ascii.contains("[x") && !ascii.contains("(x"))
        let unicode = MockupRenderer.render(screen, detent: "large", device: .iphone15, charset: .unicode)
        // Submit in the heavier box, cancel plain, destructive marked.
        #expect(unicode.contains("╔") && unicode.contains("║") && unicode.contains("OK"))
        #expect(unicode.contains("! Remove"))
        let cancelLine = try #require(unicode.split(separator: "\n").first { $0.contains("Cancel") })
        #expect(cancelLine.contains("│") && !cancelLine.contains("║") && !cancelLine.contains("!"))
    }
}
