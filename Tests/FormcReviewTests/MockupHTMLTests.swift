import FormcCore
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
@testable import FormcReview
import Testing

/// A drawing as HTML, on lines made by hand: text whose scalars are each a cluster (read
/// scalar by scalar) and text with clusters of several scalars (read cluster by cluster) give
/// the same markup for the same cells.
@Suite("Mockup HTML")
struct MockupHTMLTests {
    @Test("Runs: ASCII as is and escaped, wide clusters boxed alone, other clusters boxed by run (one cell by the stylesheet)")
    func runs() {
        #expect(MockupHTML.runs("a<\u{D55C}\u{2713}\u{2026}b") ==
            "a&lt;<span class=\"w\">\u{D55C}</span><span class=\"c\" style=\"width:2ch\">\u{2713}\u{2026}</span>b")
        // A cluster of two scalars (e + combining acute) is one cell of a run.
        #expect(MockupHTML.runs("e\u{301}x") == "<span class=\"c\">e\u{301}</span>x")
        #expect(MockupHTML.runs("\u{2502}x\u{2500}\u{2500}\u{2500}") ==
            "<span class=\"c\">\u{2502}</span>x<span class=\"c\" style=\"width:3ch\">\u{2500}\u{2500}\u{2500}</span>")
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
        // The edge's class is the line's: its cells need no span of their own.
        let edge = "<span class=\"c\">\u{2502}</span>"
        #expect(figure("\u{2502}ab\u{D55C}\u{2502}") == "<figure><pre class=\"mockup\"><span class=\"l e\">" + edge
            + "<span class=\"bc\">a</span><span class=\"sh\">b<span class=\"w\">\u{D55C}</span></span>" + edge
            + "</span>\n</pre></figure>\n")
        #expect(figure("\u{2502}e\u{301}b\u{D55C}\u{2502}") == "<figure><pre class=\"mockup\"><span class=\"l e\">" + edge
            + "<span class=\"bc\"><span class=\"c\">e\u{301}</span></span>"
            + "<span class=\"sh\">b<span class=\"w\">\u{D55C}</span></span>" + edge + "</span>\n</pre></figure>\n")
    }

    @Test("The device's lines carry the edge's class, the heading and the footer do not")
    func edgeClassOnLines() {
        let lines = [
            MockupFrame.Line(text: "s \u{00B7} medium", kind: .heading),
            MockupFrame.Line(text: "\u{256D}\u{2500}\u{2500}\u{256E}", kind: .deviceEdge),
            MockupFrame.Line(text: "|ab|", kind: .gap(rows: 2, sheet: 1..<3)),
            MockupFrame.Line(text: "a: b", kind: .footer),
        ]
        let frame = MockupFrame(
            screenID: "s", device: "d", detent: "medium", charset: .unicode, width: 4, lines: lines, shade: 1, marks: [])
        for readsBytes in [true, false] {
            var out = TextBuffer()
            MockupHTML.figure(frame, into: &out, readsBytes: readsBytes)
            #expect(out.text == "<figure><pre class=\"mockup\">"
                + "<span class=\"l\">s <span class=\"c\">\u{00B7}</span> medium</span>\n"
                + "<span class=\"l e\"><span class=\"c\" style=\"width:4ch\">\u{256D}\u{2500}\u{2500}\u{256E}</span></span>\n"
                + "<span class=\"l e\">|<span class=\"gp\">ab</span>|</span>\n"
                + "<span class=\"l\">a: b</span>\n</pre></figure>\n")
        }
    }

    @Test("The byte path writes the markup of the cluster path, line for line")
    func bytePathAgrees() throws {
        // Every example drawing folded, and random rows of ASCII (markup included), frame glyphs,
        // shades, Hangul, emoji and a zero-width soft hyphen cut into regions anywhere.
        var frames = Spec.exampleScreens.flatMap { MockupRenderer.frames($0, devices: Device.all) }
        frames += frames.map { $0.folded() }
        let alphabet: [String] = ["a", " ", "<", "&", "\"", "'", ">", "\u{2502}", "\u{2500}", "\u{2591}", "\u{2593}",
                                  "\u{D55C}", "\u{1F491}", "\u{00AD}", "\u{2713}", "\u{2248}"]
        var random = SplitMix(seed: 15)
        for index in 0..<200 {
            let width = 4 + random.next(below: 30)
            let rows = (0..<4).map { _ in
                let text = (0..<width).map { _ in alphabet[random.next(below: alphabet.count)] }.joined()
                let start = random.next(below: width), end = random.next(below: width + 2)
                let sheet = random.next(below: 3) == 0 ? nil : min(start, end)..<max(start, end)
                return MockupFrame.Line(text: text, kind: index % 2 == 0
                    ? .screen(sheet: sheet, isTabBar: random.next(below: 2) == 0) : .gap(rows: 2, sheet: sheet))
            }
            frames.append(MockupFrame(
                screenID: "s", device: "d", detent: "medium", charset: .unicode, width: width,
                lines: rows + [MockupFrame.Line(text: rows[0].text, kind: .heading)],
                shade: index % 6 == 5 ? nil : index % 6, marks: []))
        }
        for frame in frames {
            var bytes = TextBuffer(), clusters = TextBuffer()
            MockupHTML.figure(frame, into: &bytes)
            MockupHTML.figure(frame, into: &clusters, readsBytes: false)
            #expect(bytes.text == clusters.text, "\(frame.screenID) \(frame.device) \(frame.detent)")
        }
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

    @Test("A page writes each distinct line of its drawings once and copies it for the others")
    func linesWrittenOnce() throws {
        let screen = try #require(Spec.example("my-place"))
        let frames = MockupRenderer.frames(screen, devices: Device.all).map { $0.folded() }
        var lines = MockupHTMLLines()
        var shared = TextBuffer(), alone = TextBuffer()
        for frame in frames {
            MockupHTML.figure(frame, into: &shared, lines: &lines)
            MockupHTML.figure(frame, into: &alone)
        }
        #expect(shared.text == alone.text)
        struct Drawn: Hashable {
            var text: String
            var kind: MockupFrame.Line.Kind
            var width: Int
            var shade: Int?
        }
        let distinct = Set(frames.flatMap { frame in
            frame.lines.map { Drawn(text: $0.text, kind: $0.kind, width: frame.width, shade: frame.shade) }
        })
        let total = frames.reduce(0) { $0 + $1.lines.count }
        #expect(lines.written == distinct.count)
        #expect(lines.copied == total - distinct.count)
        #expect(lines.copied > 0)
        // The same text in another kind of line, or in a drawing of another shade, is written again.
        let row = MockupFrame.Line(text: "|ab|", kind: .screen(sheet: 1..<3, isTabBar: false))
        let gap = MockupFrame.Line(text: "|ab|", kind: .gap(rows: 2, sheet: 1..<3))
        var small = MockupHTMLLines()
        var out = TextBuffer()
        for shade in [0, 1, 0] {
            let frame = MockupFrame(
                screenID: "s", device: "d", detent: "medium", charset: .ascii, width: 4, lines: [row, gap, row], shade: shade, marks: [])
            MockupHTML.figure(frame, into: &out, lines: &small)
        }
        #expect(small.written == 4)
        #expect(small.copied == 5)
    }

    @Test("Lines whose digests collide are told apart by their bytes, kind, width and shade")
    func collidingDigests() throws {
        let screen = try #require(Spec.example("my-place"))
        let frames = MockupRenderer.frames(screen, devices: Device.all).map { $0.folded() }
        var lines = MockupHTMLLines(), colliding = MockupHTMLLines(everyDigestAlike: true)
        var shared = TextBuffer(), chained = TextBuffer()
        for frame in frames {
            MockupHTML.figure(frame, into: &shared, lines: &lines)
            MockupHTML.figure(frame, into: &chained, lines: &colliding)
        }
        #expect(chained.text == shared.text)
        // Past the chain's limit, lines are written again rather than compared with more lines.
        #expect(colliding.stored == DigestChains.limit && lines.stored > DigestChains.limit)
        #expect(colliding.written + colliding.copied == lines.written + lines.copied)
        #expect(colliding.copied > 0)
        // A composed and a decomposed é are other texts, though canonically equal.
        var out = TextBuffer(), one = MockupHTMLLines(everyDigestAlike: true)
        for text in ["|\u{E9}|", "|e\u{301}|", "|\u{E9}|"] {
            let frame = MockupFrame(
                screenID: "s", device: "d", detent: "medium", charset: .unicode, width: 3,
                lines: [MockupFrame.Line(text: text, kind: .screen(sheet: nil, isTabBar: false))], shade: 0, marks: [])
            MockupHTML.figure(frame, into: &out, lines: &one)
        }
        #expect(one.written == 2 && one.copied == 1)
    }
}

/// A small seeded generator (SplitMix64), so that the random rows are the same every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
