import FormcCore
import FormcFormat
import Testing

/// The canonical layout, rule by rule (docs/spec-language.md, "Formatting").
@Suite struct LayoutTests {
    func format(_ text: String) -> String? {
        guard case .formatted(let bytes) = SpecFormatter.format(SourceFile(path: "t.yaml", bytes: Array(text.utf8))) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func keysFollowTheReferenceOrderAndUnknownKeysFollowAsWritten() {
        let text = """
            zeta: 1
            fields:
            - type: choice
              options: [a, b]
              id: f
            screen: s
            alpha: 2
            formc: 1
            sheet:
              grabber: true
              presentation: sheet

            """
        #expect(format(text) == """
            formc: 1
            screen: s
            sheet:
              presentation: sheet
              grabber: true
            fields:
              - id: f
                type: choice
                options: [a, b]
            zeta: 1
            alpha: 2

            """)
    }

    @Test func shortCollectionsOfScalarsGoOnOneLineLongOnesDoNot() {
        let long = (0..<30).map { "option\($0)" }
        let text = "formc: 1\nscreen: s\nsheet:\n  backdrop:\n    dim: 0.5\nfields:\n  - id: f\n    options:\n" + long.map { "      - \($0)\n" }.joined()
        let out = format(text) ?? ""
        #expect(out.contains("  backdrop: { dim: 0.5 }\n"))
        // Too long for one line: filled over several, indented under the key.
        #expect(out.contains("    options: [option0, option1, "))
        #expect(out.split(separator: "\n").allSatisfy { $0.count <= 80 })
        // The top-level mapping's sections stay in block style, short or not.
        #expect(format("sheet: { grabber: true }\n") == "sheet:\n  grabber: true\n")
    }

    @Test func quotesOnlyWhereNeededOrWhereAPlainScalarReadsDifferently() {
        let text = """
            a: 'plain'
            b: "no"
            c: '1e2'
            d: '010'
            e: 'yes'
            f: "a: b"
            g: 'it''s'
            h: "tab\\there"
            i: no
            j: 1e2
            k: ''
            l: '#x'
            m: "~"

            """
        #expect(format(text) == """
            a: plain
            b: 'no'
            c: '1e2'
            d: '010'
            e: 'yes'
            f: 'a: b'
            g: it's
            h: "tab\\there"
            i: no
            j: 1e2
            k: ''
            l: '#x'
            m: '~'

            """)
    }

    @Test func commentsStayWithTheirNodes() {
        let text = """
            # the file
            screen: s  # the id
            formc: 1
            fields:
              - options: [
                  a,  # first
                  b,
                ]
                # the field's id
                id: f

            """
        #expect(format(text) == """
            # the file
            formc: 1
            screen: s # the id
            fields:
              # the field's id
              - id: f
                options:
                  - a # first
                  - b

            """)
    }

    @Test func aBlockScalarMovesWithItsIndentation() {
        let text = "a:\n    b: |\n        line one\n          indented\n\n        three\n    c: >-\n       folded\n       text\n"
        #expect(format(text) == "a:\n  b: |\n    line one\n      indented\n\n    three\n  c: >-\n    folded\n    text\n")
    }

    /// Found by FuzzFormat: a clipped block scalar at the end of a file without a final line
    /// break has none in its text, which the formatted file's final break would add.
    @Test func aBlockScalarAtTheEndOfAFileWithoutALineBreak() {
        #expect(format("k: >\n 1\n  \n   \n # c") == "k: \"1\\n \\n  \\n# c\"\n")
        #expect(format("k: |-\n  a") == "k: |-\n  a\n")
        // A comment above a list item's first entry leads the item, in a flow list too (FuzzFormat).
        #expect(format("- [\n\t\n #oao\n\tb\t \t \"\n\n ]\n") == "#oao\n- [\"b\\t \\t \\\"\"]\n")
        // A key that starts with a combining mark is one Character with the space before it (FuzzFormat).
        #expect(format("- [\r\r?\u{61A}\n  ]\n") == "- - \u{61A}:\n")
        // A block scalar written quoted is a scalar like any other in a short list (FuzzFormat).
        #expect(format("- - |1-\n") == "- ['']\n")
        // Tabs after the indentation of a blank line are text (FuzzFormat).
        #expect(format(">\n ab\n \t \t\n\n gh\n") == ">\n  ab\n  \t \t\n\n  gh\n")
    }

    /// Found by FuzzFormat: a plain scalar holding `! 'q` reads to formc's comment scanner as
    /// the start of a quoted one, which hides the comment after it in the output; the file is
    /// left as written rather than written with a comment formc cannot see.
    @Test func aFileWhoseCommentsTheScannerWouldMisreadIsLeftAsWritten() {
        let text = "b  \n!\n   'q\n# MappInt whe 'q\n# Mappinn whey ise"
        guard case .commentsNotKept = SpecFormatter.format(SourceFile(path: "t.yaml", bytes: Array(text.utf8))) else {
            Issue.record("formatted")
            return
        }
    }

    @Test func lineBreaksAndByteOrderMarkAreKeptAndTheFileEndsWithOneNewline() {
        let crlf = Array("\u{FEFF}b: 1\r\na:   [x,y]\r\n\r\n\r\n".utf8)
        guard case .formatted(let bytes) = SpecFormatter.format(SourceFile(path: "t.yaml", bytes: crlf)) else {
            Issue.record("not formatted")
            return
        }
        #expect(bytes == Array("\u{FEFF}b: 1\r\na: [x, y]\r\n".utf8))
        #expect(format("a: 1") == "a: 1\n")
        #expect(format("") == "")
        #expect(format("# only a comment\n\n\n") == "# only a comment\n")
    }

    @Test func documentsKeepTheirSeparatorsAndEmptyOnes() {
        #expect(format("a: 1\n---\nb: 2\n...\n") == "a: 1\n---\nb: 2\n")
        #expect(format("---\n---\nb: 2\n") == "---\n---\nb: 2\n")
        // An empty document's comments go to the next document's top (FuzzFormat).
        #expect(format("---   #-font\n--- foo  #--- foo  # c") == "---\n---\n#-font\nfoo #--- foo  # c\n")
    }

    @Test func filesThatDoNotLoadOrUseAnchorsAreLeftAsWritten() {
        if case .loadErrors(let found) = SpecFormatter.format(SourceFile(path: "t.yaml", bytes: Array("a: [1, 2\nb: 3\n".utf8))) {
            #expect(!found.isEmpty)
        } else {
            Issue.record("a syntax error was formatted")
        }
        for text in ["a: &x 1\nb: *x\n", "a: !!str 1\n", "? [a]\n: 1\n", "%YAML 1.1\n---\na: 1\n", "? \"\(String(repeating: "\\u0001", count: 300))\"\n: 1\n"] {
            guard case .unsupported = SpecFormatter.format(SourceFile(path: "t.yaml", bytes: Array(text.utf8))) else {
                Issue.record("formatted: \(text)")
                continue
            }
        }
    }

    @Test func anIgnoreCommentKeepsItsListOnItsLine() {
        let text = "fields:\n  - options: [yes, no, 'a fairly long option that would not fit', 'and another long one']  # formc: ignore[W507]\n    id: f\n"
        let out = format(text) ?? ""
        #expect(out.contains("  - options: [yes, no, a fairly long option that would not fit, and another long one] # formc: ignore[W507]\n") == false)
        #expect(out.contains("    options: [yes, no, a fairly long option that would not fit, and another long one] # formc: ignore[W507]\n"))
    }
}
