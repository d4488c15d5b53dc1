import FormcCore
@testable import FormcGenerate
import Testing

/// The shortcuts the renderer takes give what the long way gives: caption text that needs no
/// wrapping is not wrapped, and a row is only shared with the row above it when it holds
/// exactly the same cells.
@Suite("Mockup shortcuts")
struct MockupShortcutTests {
    @Test("Caption text that fits and folds no space is its own line; other text wraps as WrappedText does")
    func wrapped() {
        let texts = [
            "", "selected: a = b", "selected: a  = b", " selected", "selected ", "한국어 텍스트 💑 e\u{301}",
            "a \u{301}b", "word", String(repeating: "x", count: 30), "one two three four five six",
        ]
        for text in texts {
            for width in [0, 1, 5, 12, 40] {
                #expect(MockupCaption.wrapped(text, width: width, indent: 2) == WrappedText.lines(text, width: width, indent: 2),
                        "\(text) \(width)")
            }
        }
    }

    @Test("Rows are equal when their cells are; never while the canvas holds a multi-scalar cluster")
    func rowEquals() {
        var canvas = Canvas(width: 6, height: 4)
        canvas.repeatGlyph("░", row: 0, column: 0, count: 6)
        canvas.repeatGlyph("░", row: 1, column: 0, count: 6)
        #expect(canvas.rowEquals(1, 0))
        #expect(!canvas.rowEquals(2, 1))
        canvas.put("가", row: 1, column: 2)
        #expect(!canvas.rowEquals(1, 0))
        canvas.put("가", row: 0, column: 2)
        #expect(canvas.rowEquals(1, 0))
        #expect(!canvas.rowEquals(4, 0))
        canvas.put("e\u{301}", row: 3, column: 0)
        #expect(!canvas.rowEquals(1, 0))
        #expect(canvas.line(1) == canvas.line(0))
    }

    @Test("A row without clusters is written from its leads, beside a row with one, as cell by cell")
    func rowsWithAndWithoutClusters() {
        var canvas = Canvas(width: 8, height: 3)
        canvas.put("a│가💑é", row: 0, column: 0)
        canvas.put("x e\u{301} 가", row: 1, column: 1)
        canvas.put("👩\u{200D}👧 ok", row: 2, column: 0)
        #expect(canvas.line(0) == "a│가💑é ")
        #expect(canvas.line(1) == " x e\u{301} 가 ")
        #expect(canvas.line(2) == "👩\u{200D}👧 ok   ")
        // A zero-width scalar rides with the cell before it, standalone or not.
        var marks = Canvas(width: 4, height: 1)
        marks.put("a\u{AD}b", row: 0, column: 0)
        #expect(marks.line(0) == "a\u{AD}b  ")
    }

    @Test("A row drawn again shares the text made the first time; other bytes make their own")
    func rowTextsShared() {
        // With every digest alike too: each lookup then walks a chain of collisions.
        for everyDigestAlike in [false, true] {
            var rows = RowTexts(everyDigestAlike: everyDigestAlike)
            var row = TextBuffer()
            var texts: [String] = []
            for text in ["│░░가│", "│░░가│", "│░░나│", "", "│░░가│", "e\u{301}", "\u{E9}"] {
                row.removeAll()
                row.append(text)
                texts.append(rows.text(of: row))
            }
            #expect(texts.map { Array($0.utf8) } == ["│░░가│", "│░░가│", "│░░나│", "", "│░░가│", "e\u{301}", "\u{E9}"].map { Array($0.utf8) })
            #expect(rows.made == 5, "every digest alike: \(everyDigestAlike)")
            // Five distinct texts under one digest: the fifth is made but not kept.
            #expect(rows.stored == (everyDigestAlike ? DigestChains.limit : 5))
        }
    }
}
