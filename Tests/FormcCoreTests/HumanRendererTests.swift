import FormcCore
import FormcTestSupport
import Testing

/// The human form: header, source line, caret under the right cells, notes and help.
@Suite struct HumanRendererTests {
    /// A code as a stage would define it; the renderer reads only its id and severity.
    static func code(_ id: String, _ severity: Severity) -> DiagnosticCode {
        DiagnosticCode(id, severity, summary: "s", explanation: Explanation(meaning: "m", example: "e", fix: "f", fixed: nil))
    }

    func render(_ marked: String, code: DiagnosticCode = code("E312", .error), message: String = "m", help: String? = nil,
                notes: [Diagnostic.Note] = []) throws -> String {
        let m = MarkedText(marked)
        let start = try #require(m["1️⃣"])
        let end = m["2️⃣"] ?? start
        let source = m.source(path: "specs/a.yaml")
        let d = Diagnostic(code, message, file: "specs/a.yaml", range: SourceRange(start: start, end: end), help: help, notes: notes)
        return HumanRenderer(color: false).render(d, source: source)
    }

    @Test func contractShape() throws {
        let text = try render("a: 1\nb: 2\nc: 3\nd: 4\ne: 5\nf: 6\ng: 7\nh: 8\ni: 9\nj: 10\nk: 11\nl: 12\nm: 13\n    initial: 1️⃣pets2️⃣\n",
                              message: "initial option 'pets' is not an option of field 'category'", help: "did you mean 'pet'?")
        #expect(text == """
            specs/a.yaml:14:14: error[E312]: initial option 'pets' is not an option of field 'category'
               |
            14 |     initial: pets
               |              ^^^^
               = help: did you mean 'pet'?

            """)
    }

    @Test func caretAfterHangulAndEmoji() throws {
        let text = try render("title: 한글 😀 1️⃣값2️⃣\n")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // "title: " 7 + "한글" 4 + " " 1 + "😀" 2 + " " 1 = 15 cells before the mark.
        #expect(lines[2] == "1 | title: 한글 😀 값")
        #expect(lines[3] == "  | " + String(repeating: " ", count: 15) + "^^")
    }

    @Test func caretAfterTabsAndZWJ() throws {
        let text = try render("k:\t👨‍👩‍👧\t1️⃣x2️⃣\n")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // "k:" 2, tab → 4, family 2 → 6, tab → 8.
        #expect(lines[2] == "1 | k:  👨‍👩‍👧  x")
        #expect(lines[3] == "  |         ^")
    }

    @Test func controlCharactersInTheSourceAreEscaped() throws {
        let text = try render("a: \u{1B}[31m1️⃣x2️⃣\n")
        #expect(!text.contains("\u{1B}"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "1 | a: \\u{1B}[31mx")
        #expect(lines[3] == "  |              ^")
    }

    @Test func emptyRangeGetsOneCaret() throws {
        let text = try render("a: [1\n1️⃣")
        #expect(text.contains("2 | \n  | ^\n"))
    }

    @Test func multiLineRangeUnderlinesToTheEndOfTheFirstLine() throws {
        let text = try render("a: 1️⃣|\n  x\n  y2️⃣\n")
        #expect(text.contains("1 | a: |\n  |    ^\n"))
    }

    @Test func notesAndWarnings() throws {
        let note = Diagnostic.Note("first defined here", file: "specs/a.yaml",
                                   range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)))
        let text = try render("a: 1\n1️⃣a2️⃣: 2\n", code: Self.code("W506", .warning), message: "dup", notes: [note])
        #expect(text.hasPrefix("specs/a.yaml:2:1: warning[W506]: dup\n"))
        #expect(text.contains("  = note: first defined here (specs/a.yaml:1:1)\n"))
    }

    @Test func diagnosticWithoutRange() {
        let d = Diagnostic(Self.code("E100", .error), "cannot read 'x.yaml': No such file or directory", file: "x.yaml", range: nil)
        #expect(HumanRenderer(color: false).render(d, source: nil) == "x.yaml: error[E100]: cannot read 'x.yaml': No such file or directory\n")
    }

    @Test func anEmptySourceShowsNoExcerpt() {
        // An unreadable file is reported at 1:1 with an empty source: no blank excerpt under it.
        let d = Diagnostic(Self.code("E100", .error), "cannot read 'x.yaml': Permission denied", file: "x.yaml",
                           range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)), help: "check that the file exists and is readable")
        let text = HumanRenderer(color: false).render(d, source: SourceFile(path: "x.yaml", bytes: []))
        #expect(text == "x.yaml:1:1: error[E100]: cannot read 'x.yaml': Permission denied\n  = help: check that the file exists and is readable\n")
    }

    @Test func colorOnlyWhenAsked() throws {
        let d = Diagnostic(Self.code("E100", .error), "m", file: "x.yaml", range: nil)
        #expect(HumanRenderer(color: true).render(d, source: nil).contains("\u{1B}[1;31m"))
        #expect(!HumanRenderer(color: false).render(d, source: nil).contains("\u{1B}"))
    }

    @Test func longLinesAreWindowedAroundTheMark() throws {
        let long = String(repeating: "가", count: 500)
        let text = try render("a: \(long) 1️⃣x2️⃣ \(long)\n")
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= HumanRenderer.maxLineWidth + 10)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let caretColumn = try #require(lines[3].firstIndex(of: "^"))
        let sourceLine = String(lines[2])
        // The character above the caret is the marked one.
        let cellsBefore = lines[3].distance(from: lines[3].startIndex, to: caretColumn)
        var cells = 0
        var above: Character?
        for c in sourceLine {
            if cells == cellsBefore { above = c; break }
            cells += DisplayWidth.of(c)
        }
        #expect(above == "x")
    }
}

extension HumanRendererTests {
    /// The carets take the severity's colour, as its word does: yellow for a warning, on every
    /// path a line takes (plain ASCII, a long line's window, text that needs measuring).
    @Test func caretsOfAWarningAreYellow() throws {
        let yellowCarets = "\u{1B}[1;33m^", redCarets = "\u{1B}[1;31m^"
        for line in ["    options: 1️⃣[a]2️⃣\n", "    title: 1️⃣한글 😀2️⃣\n", "x: " + String(repeating: "a", count: 300) + " 1️⃣b2️⃣\n",
                     "    title: 1️⃣a\tb2️⃣\n"] {
            let m = MarkedText(line)
            let start = try #require(m["1️⃣"])
            let range = SourceRange(start: start, end: m["2️⃣"] ?? start)
            let source = m.source(path: "a.yaml")
            let warning = Diagnostic(Self.code("W506", .warning), "m", file: "a.yaml", range: range)
            let error = Diagnostic(Self.code("E312", .error), "m", file: "a.yaml", range: range)
            let warned = HumanRenderer(color: true).render(warning, source: source)
            #expect(warned.contains(yellowCarets) && !warned.contains(redCarets), "\(line)")
            #expect(HumanRenderer(color: true).render(error, source: source).contains(redCarets), "\(line)")
        }
    }
}
