import FormcCore
import Testing

/// `Markdown.appendCode` writes into a page's bytes what `Markdown.code` returns, for every kind
/// of text a code span can hold.
@Suite("Markdown code spans appended")
struct MarkdownAppendTests {
    static let samples = [
        "", "id", "취업/이직", "a|b", "`", "``x`", "a`b", "x`", "`x", "line\nbreak", "\u{1B}[31m", "\u{202E}rlo",
        "|", "||", "a b", " ", "emoji 👩‍💻", "back\\slash", "<b>&amp;</b>",
    ]

    @Test("Every sample, in and out of a table, after other text")
    func sameAsCode() {
        for raw in Self.samples {
            for inTable in [false, true] {
                var out = TextBuffer()
                out.append("| ")
                Markdown.appendCode(raw, inTable: inTable, to: &out)
                #expect(out.text == "| " + Markdown.code(raw, inTable: inTable), "\(raw) \(inTable)")
            }
        }
    }
}
