import FormcCore
import FormcServer
import Testing

struct JSONParserTests {
    func parse(_ text: String) -> JSONValue? { try? JSONParser.parse(Array(text.utf8)) }

    @Test func valuesKeepOrderAndNumbersStayText() {
        #expect(parse(#" {"b": [1, -0.5e3, true, null], "a": "x\u00e9\n"} "#) == .object([
            .init("b", .array([.number("1"), .number("-0.5e3"), .bool(true), .null])), .init("a", .string("xé\n")),
        ]))
    }

    @Test func surrogatePairsJoinAndLoneSurrogatesBecomeReplacementCharacters() {
        #expect(parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(parse(#""\ud83d x""#) == .string("\u{FFFD} x"))
        #expect(parse(#""\ude00""#) == .string("\u{FFFD}"))
        #expect(parse(#""\ud83d\u0041""#) == .string("\u{FFFD}A"))
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"\u{01}\"", "\"\\x\"", "\"\\u12\"", "{} x", "nan", "[1 2]", "'a'",
    ])
    func invalidJSONIsAnError(text: String) {
        #expect(throws: JSONParser.ParseError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test(arguments: [[0xFF, 0xFE], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80]])
    func bytesThatAreNotUTF8AreAnErrorEvenInAString(bytes: [UInt8]) {
        do {
            let value = try JSONParser.parse([UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")])
            Issue.record("read as \(value)")
        } catch {
            #expect(error.description == "invalid JSON at byte 1: bytes that are not UTF-8")
        }
        #expect(parse("\"한국 😀\"") == .string("한국 😀"))
    }

    @Test func nestingIsBoundedInsteadOfExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.ParseError.self) { try JSONParser.parse(Array(deep.utf8)) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(parse(fine) != nil)
    }
}
