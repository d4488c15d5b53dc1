@testable import FormcBuild
import FormcGenerate
import FormcPipelineTestSupport
import Testing

/// A drawing as HTML, on lines made by hand: text whose scalars are each a cluster (read
/// scalar by scalar) and text with clusters of several scalars (read cluster by cluster) give
/// the same markup for the same cells.
@Suite("Mockup HTML")
struct MockupHTMLTests {
    @Test("Runs: ASCII as is and escaped, wide clusters boxed alone, other clusters boxed by run")
    func runs() {
        #expect(MockupHTML.runs("a<\u{D55C}\u{2713}\u{2026}b") ==
            "a&lt;<span class=\"w\">\u{D55C}</span><span class=\"c\" style=\"width:2ch\">\u{2713}\u{2026}</span>b")
        // A cluster of two scalars (e + combining acute) is one cell of a run.
        #expect(MockupHTML.runs("e\u{301}x") == "<span class=\"c\" style=\"width:1ch\">e\u{301}</span>x")
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(MockupHTML.runs(family + "&") == "<span class=\"w\">\(family)</span>&amp;")
        #expect(MockupHTML.runs("\u{301}") == "<span class=\"c\" style=\"width:0ch\">\u{301}</span>")
        #expect(MockupHTML.runs("") == "")
    }

    @Test("A screen row is cut into edge, backdrop and sheet by cells, whatever its clusters")
    func regions() {
        func figure(_ text: String) -> String {
            let line = MockupFrame.Line(text: text, kind: .screen(sheet: 2..<4, isTabBar: false))
            let frame = MockupFrame(
                screenID: "s", device: "d", detent: "medium", charset: .unicode, width: 6, lines: [line], shade: nil, marks: [])
            return MockupHTML.figure(frame)
        }
        let edge = "<span class=\"e\"><span class=\"c\" style=\"width:1ch\">\u{2502}</span></span>"
        #expect(figure("\u{2502}ab\u{D55C}\u{2502}") == "<figure><pre class=\"mockup\"><span class=\"l\">" + edge
            + "<span class=\"bc\">a</span><span class=\"sh\">b<span class=\"w\">\u{D55C}</span></span>" + edge
            + "</span>\n</pre></figure>\n")
        #expect(figure("\u{2502}e\u{301}b\u{D55C}\u{2502}") == "<figure><pre class=\"mockup\"><span class=\"l\">" + edge
            + "<span class=\"bc\"><span class=\"c\" style=\"width:1ch\">e\u{301}</span></span>"
            + "<span class=\"sh\">b<span class=\"w\">\u{D55C}</span></span>" + edge + "</span>\n</pre></figure>\n")
    }

    @Test("Both review pages show the drawings folded once, and again when the drawings change")
    func foldedOnce() throws {
        let rows = (0..<6).map { _ in MockupFrame.Line(text: "|....|", kind: .screen(sheet: nil, isTabBar: false)) }
        let frame = MockupFrame(
            screenID: "s", device: "d", detent: "medium", charset: .ascii, width: 6, lines: rows, shade: 0, marks: [])
        let screen = try #require(Spec.example("my-place"))
        var entry = ReviewEntry(screen: screen, warnings: [], mockups: [frame])
        #expect(entry.foldedMockups == [frame.folded()])
        #expect(entry.foldedMockups[0].lines.count == 2)
        entry.mockups = [frame, frame]
        #expect(entry.foldedMockups == [frame.folded(), frame.folded()])
    }
}
