import Foundation
import Testing
@testable import FormcCore

/// The writer must be byte-for-byte predictable and its output must parse back to the same
/// value. Expected texts spell special characters with `\u{…}` escapes so no editor can
/// change what is written.
@Suite("JSONWriter")
struct JSONWriterTests {
    private func literal(_ s: String) -> String {
        var out = TextBuffer()
        JSONWriter.writeString(s, into: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    @Test func plainTextIsWrittenAsIs() {
        #expect(literal("pet") == "\"pet\"")
        #expect(literal("") == "\"\"")
    }

    @Test func quotesAndBackslashesAreEscaped() {
        #expect(literal("say \"hi\"") == #""say \"hi\"""#)
        #expect(literal(#"C:\dir\"#) == #""C:\\dir\\""#)
        #expect(literal(#"\""#) == #""\\\"""#)
    }

    @Test func namedControlCharactersUseShortEscapes() {
        #expect(literal("a\nb") == #""a\nb""#)
        #expect(literal("a\rb") == #""a\rb""#)
        #expect(literal("a\tb") == #""a\tb""#)
        #expect(literal("a\u{08}b") == #""a\bb""#)
        #expect(literal("a\u{0C}b") == #""a\fb""#)
    }

    @Test func otherControlCharactersUseLowercaseUnicodeEscapes() {
        #expect(literal("\u{00}") == #""\u0000""#)
        #expect(literal("\u{01}\u{1B}[31m") == #""\u0001\u001b[31m""#)
        #expect(literal("\u{1F}") == #""\u001f""#)
        #expect(literal("\u{0B}") == #""\u000b""#)
    }

    @Test func characterJustPastTheControlRangeIsNotEscaped() {
        #expect(literal(" ") == "\" \"")
        // DEL and the C1 controls are legal in JSON strings; the writer leaves them.
        #expect(literal("\u{7F}\u{85}") == "\"\u{7F}\u{85}\"")
    }

    @Test func nonASCIIIsLeftUnescapedInUTF8() {
        let text = "\u{BC18}\u{B824}\u{B3D9}\u{BB3C} \u{1F436}"  // 반려동물 🐶
        let out = literal(text)
        #expect(out == "\"" + text + "\"")
        #expect(!out.contains("\\u"))
        // The dog is one non-BMP scalar, written as 4 UTF-8 bytes, not as a surrogate pair.
        #expect(Array("\u{1F436}".utf8) == [0xF0, 0x9F, 0x90, 0xB6])
        #expect(out.utf8.count == 2 + text.utf8.count)
    }

    @Test func nonBMPNextToEscapesKeepsBothIntact() {
        let text = "\u{1F600}\n\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\"\u{10FFFF}"
        #expect(literal(text) == "\"\u{1F600}\\n\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\\\"\u{10FFFF}\"")
    }

    @Test func keysAreEscapedLikeValues() {
        let value = JSONValue.object([.init("a\"b\n", .string("x"))])
        #expect(JSONWriter.compact(value) == #"{"a\"b\n":"x"}"#)
    }

    @Test func prettyFormUsesTwoSpacesAndATrailingNewline() {
        let value = JSONValue.object([
            .init("$schema", .string("s")),
            .init("list", .array([.int(1), .bool(true), .null])),
            .init("empty", .object([])),
            .init("none", .array([])),
        ])
        let expected = """
        {
          "$schema": "s",
          "list": [
            1,
            true,
            null
          ],
          "empty": {},
          "none": []
        }

        """
        #expect(JSONWriter.pretty(value) == expected)
    }

    /// The byte buffer form (files) and the `String` form (reports) are one writer: the same
    /// bytes for every kind of value, escapes and non-ASCII text included.
    @Test(arguments: [
        "plain", "\"", "a\"\\\n\u{1F600}\u{07}", "\u{00}\u{1F}", "\u{BC18}\u{B824} e\u{301}", "",
    ])
    func bytesAreThePrettyText(_ text: String) {
        let value = JSONValue.object([
            .init(text, .array([.string(text), .int(-3), .number("1e3"), .bool(false), .null, .object([]), .array([])])),
            .init("nested", .object([.init("deep", .array([.object([.init(text, .string(text))])]))])),
        ])
        #expect(JSONWriter.prettyBytes(value) == Array(JSONWriter.pretty(value).utf8))
        #expect(JSONWriter.prettyBytes(.string(text), capacity: 0) == Array(JSONWriter.pretty(.string(text)).utf8))
    }

    @Test func keyOrderIsTheOrderGiven() {
        let value = JSONValue.object([.init("z", .int(1)), .init("a", .int(2)), .init("m", .int(3))])
        #expect(JSONWriter.compact(value) == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test func objectBuilderDropsNilPairsAndKeepsOrder() {
        let value = JSONValue.object(["b": .int(1), "gone": nil, "a": .string("x")])
        #expect(JSONWriter.compact(value) == #"{"b":1,"a":"x"}"#)
    }

    @Test func doublesWithoutFractionAreWrittenAsIntegers() {
        #expect(JSONWriter.compact(.double(10)) == "10")
        #expect(JSONWriter.compact(.double(0.5)) == "0.5")
        #expect(JSONWriter.compact(.double(-0.25)) == "-0.25")
    }

    /// Every string survives a round trip through an independent parser, whatever it holds.
    @Test(arguments: [
        "plain", "\"", "\\", "\u{00}", "\u{1F}", "\t\r\n", "\u{7F}", "\u{2028}\u{2029}",
        "\u{1F436}", "\u{10000}", "\u{10FFFF}", "e\u{301}", "\u{1F1F0}\u{1F1F7}", "a\"\\\n\u{1F600}\u{07}",
        "</script>", "zero\u{FEFF}width",
    ])
    func roundTripsThroughFoundation(_ text: String) throws {
        let document = JSONValue.object([.init(text, .array([.string(text)]))])
        for written in [JSONWriter.pretty(document), JSONWriter.compact(document)] {
            let parsed = try JSONSerialization.jsonObject(with: Data(written.utf8))
            let object = try #require(parsed as? [String: Any])
            #expect(object.count == 1)
            let key = try #require(object.keys.first)
            #expect(key.unicodeScalars.elementsEqual(text.unicodeScalars))
            let items = try #require(object[key] as? [String])
            #expect(items.count == 1)
            #expect(items.first.map { $0.unicodeScalars.elementsEqual(text.unicodeScalars) } == true)
        }
    }
}
