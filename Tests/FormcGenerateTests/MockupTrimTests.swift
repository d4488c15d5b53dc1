import FormcCore
import FormcGenerate
import Testing

/// `trimmedTrailingSpaces` drops the clusters a line ends with that are a lone space, reading
/// bytes where that is exact and clusters where a space could belong to the cluster before it.
@Suite("Mockup trailing spaces")
struct MockupTrimTests {
    @Test("Spaces after ASCII, after other text, and after a prepended sign")
    func trimmed() {
        #expect(MockupComposer.trimmedTrailingSpaces("ab  ") == "ab")
        #expect(MockupComposer.trimmedTrailingSpaces("ab") == "ab")
        #expect(MockupComposer.trimmedTrailingSpaces("   ") == "")
        #expect(MockupComposer.trimmedTrailingSpaces("") == "")
        #expect(MockupComposer.trimmedTrailingSpaces(" a b ") == " a b")
        #expect(MockupComposer.trimmedTrailingSpaces("\u{D55C}\u{2502}  ") == "\u{D55C}\u{2502}")
        // U+0600 (a prepended sign) and the space after it are one cluster: that space stays.
        #expect(MockupComposer.trimmedTrailingSpaces("\u{600}  ").unicodeScalars.elementsEqual("\u{600} ".unicodeScalars))
        // A space with a combining mark is no lone space.
        #expect(MockupComposer.trimmedTrailingSpaces("a \u{301}") == "a \u{301}")
    }

    @Test("Appended to a byte buffer, a line is trimmed as trimmedTrailingSpaces trims it", arguments: [
        "ab  ", "ab", "   ", "", " a b ", "\u{D55C}\u{2502}  ", "\u{600}  ", "a \u{301}", "\u{2502} \u{600} ",
    ])
    func appendedTrimmed(_ line: String) {
        var out = TextBuffer()
        out.append("x")
        MockupComposer.appendTrimmed(line, to: &out)
        #expect(out.bytes == Array(("x" + MockupComposer.trimmedTrailingSpaces(line)).utf8))
    }
}
