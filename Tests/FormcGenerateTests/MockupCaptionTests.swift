import FormcCore
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// The text around a drawing shows all of itself: a footer wider than the drawing wraps, never cut.
@Suite("Mockup: captions wrap")
struct MockupCaptionTests {
    @Test("a selection footer wider than the frame wraps, indented, and keeps every title")
    func footerWraps() throws {
        let yaml = """
            formc: 1
            screen: langs
            fields:
              - id: language
                type: multi-choice
                commit: on-select
                initial: [korean, english, german]
                options:
                  - { id: korean, title: Korean language }
                  - { id: english, title: English language }
                  - { id: german, title: German language of the northern regions }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let text = MockupRenderer.render(screen, detent: nil, device: .iphoneSE, charset: .unicode)
        let lines = text.split(separator: "\n").map(String.init)
        let bottom = try #require(lines.lastIndex { $0.hasPrefix("└") })
        let footer = Array(lines[(bottom + 1)...])
        #expect(footer == [
            "selected: language (min 0, max 3) = Korean",
            "  language, English language, German language of",
            "  the northern regions (initial)",
        ])
        #expect(footer.allSatisfy { DisplayWidth.of($0) <= Device.iphoneSE.columns + 2 })
        // The footer cuts nothing (the chip of the long title is cut in the drawing: W500).
        #expect(!footer.joined().contains("…"))
    }

    @Test("WrappedText breaks at spaces, splits a word wider than a line between clusters, and indents")
    func wrappedText() {
        #expect(WrappedText.lines("one two three", width: 7) == ["one two", "three"])
        #expect(WrappedText.lines("one two three", width: 7, indent: 2) == ["one two", "  three"])
        #expect(WrappedText.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(WrappedText.lines("가나다라마", width: 5) == ["가나", "다라", "마"])
        #expect(WrappedText.lines("a  b", width: 10) == ["a b"])
        // No room for an indent and a 2-cell cluster: the indent is left out.
        #expect(WrappedText.lines("x 가나다", width: 3, indent: 2) == ["x", "가", "나", "다"])
        #expect(WrappedText.lines("x 가나다", width: 5, indent: 1) == ["x", " 가나", " 다"])
        #expect(WrappedText.lines("", width: 5) == [""])
        // Every line fits, and nothing is lost.
        let text = "selected: field = 대한민국 서울특별시 강남구 테헤란로 광역버스 🚌, an-id-wider-than-any-line-of-the-frame (initial)"
        for width in 3...30 {
            let lines = WrappedText.lines(text, width: width, indent: 2)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width)")
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "width \(width)")
        }
    }
}
