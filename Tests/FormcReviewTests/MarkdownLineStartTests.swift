import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// Spec text on the Markdown page starts no block (spec-language.md §11): whatever a line of it
/// begins with, CommonMark reads a paragraph line holding the text as written.
@Suite("Markdown line starts")
struct MarkdownLineStartTests {
    /// Each line as `Markdown.text` writes it (checked by hand with a CommonMark renderer:
    /// every one renders as a paragraph of the literal text, alone and after a text line).
    static let cases: [(raw: String, escaped: String)] = [
        ("---", "\\---"),
        ("- - -", "\\- - -"),
        ("-- -  ", "\\-- -  "),
        ("-", "\\-"),
        ("===", "\\==="),
        ("=", "\\="),
        ("= not an underline", "= not an underline"),
        ("    indented code", "&#32;   indented code"),
        ("  ---", "&#32; ---"),
        (" # heading", "&#32;\\# heading"),
        ("\tcode", "\\\\tcode"),
        ("# heading", "\\# heading"),
        ("> quote", "\\> quote"),
        ("+ item", "\\+ item"),
        ("- item", "\\- item"),
        ("* item", "\\* item"),
        ("1. item", "1\\. item"),
        ("12) item", "12\\) item"),
        ("<div>", "\\<div\\>"),
        ("***", "\\*\\*\\*"),
        ("___", "\\_\\_\\_"),
        ("```", "\\`\\`\\`"),
        ("~~~", "\\~\\~\\~"),
        ("1.5 stays", "1.5 stays"),
        ("-1 stays", "-1 stays"),
        ("plain", "plain"),
    ]

    @Test("Each line start that CommonMark reads as block markup is escaped")
    func lineStarts() {
        for (raw, escaped) in Self.cases {
            #expect(Markdown.text(raw) == escaped, "\(raw)")
        }
    }

    @Test("A description's later lines start no block either: no setext heading, break or code")
    func descriptionLines() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let spec = try tmp.write("specs/lines.yaml", """
            formc: 1
            screen: lines
            description: "abc\\n---\\n    indented code\\nx\\n===\\n- - -"
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }

            """)
        let result = CapturingTerminal.run(["build", spec, "--out", tmp.url("out")])
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let page = try #require(tmp.read("out/lines.review.md"))
        #expect(page.contains("abc\\\n\\---\\\n&#32;   indented code\\\nx\\\n\\===\\\n\\- - -\n\n"))
    }
}
