@testable import FormcBuild
import FormcCore
import Testing

/// The cache's lines are written byte by byte (`CacheLine`); these pin them to the text the
/// cache has always held, so a cache written by an earlier formc reads the same.
@Suite("Build cache: lines written byte by byte")
struct CacheLineTests {
    /// The cache's field as it was first written: scalar by scalar, in a String.
    static func referenceField(_ text: String) -> String {
        var out = "="
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == " " || scalar.value < 0x20 || scalar.value == 0x7F {
                out += "%" + String(repeating: "0", count: scalar.value < 0x10 ? 1 : 0) + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func written(_ write: (inout CacheLine) -> Void) -> String {
        var line = CacheLine()
        write(&line)
        return String(decoding: line.bytes, as: UTF8.self)
    }

    /// Text of every kind a field escapes or keeps, made from a fixed start.
    static func randomTexts(count: Int) -> [String] {
        let pieces: [String] = ["a", "Z", "0", " ", "%", "%2", "\u{0}", "\u{1}", "\t", "\n", "\r\n", "\u{1F}", "\u{7F}", "\u{80}",
                                "\u{85}", "\u{A0}", "선택", "완료", "é", "e\u{301}", "👩‍👩‍👧", "🇰🇷", "\u{202E}", "\u{FEFF}", "=", "-", "/", "~"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    @Test("A field is the text with %, space, control characters and DEL as %xx, as it always was")
    func fieldMatchesTheFirstEncoding() {
        let fixed = ["", " ", "%", "a b", "\u{0}\u{1F}\u{7F}", "선택 완료", "specs/여행 계획.yaml", "100% sure", "\u{85}\u{A0}"]
        for text in fixed + Self.randomTexts(count: 2_000) {
            #expect(Self.written { $0.field(text) } == Self.referenceField(text), "\(Array(text.unicodeScalars))")
        }
        #expect(Self.written { $0.field("a b%\u{7F}\u{1}") } == "=a%20b%25%7f%01")
        #expect(Self.written { $0.field(nil as String?) } == "-")
    }

    @Test("A begun line puts one space before each field and ends with a line feed; outside a line, none")
    func lineSeparatesItsFields() {
        let range = SourceRange(start: SourceLocation(line: 7, column: 14, offset: 120), end: SourceLocation(line: 7, column: 21, offset: 127))
        let written = Self.written { line in
            line.begin("diag")
            line.plain("W506")
            line.range(range)
            line.field("a b")
            line.field(nil as String?)
            line.absent()
            line.flag(true)
            line.number(12)
            line.hex(255)
            line.end()
            line.field("c")
            line.flag(false)
        }
        #expect(written == "diag W506 7:14:120-7:21:127 =a%20b - - 1 12 00000000000000ff\n=c0")
    }

    @Test("A field reads back as the text it was written from")
    func fieldRoundTrips() {
        for text in Self.randomTexts(count: 500) {
            let bytes = Array((Self.written { $0.field(text) } + " end").utf8)
            var reader = CacheReader(bytes)
            reader.split(0..<bytes.count)
            #expect(reader.fields.count == 2)
            #expect(reader.text(0) == text)
        }
    }

    @Test("Numbers, hashes and ranges are written as String(_:), StableHash.hex and the range's text were")
    func numbersHashesRanges() {
        for value in [0, 7, -1, 42, -12_345, Int.max, Int.min] {
            #expect(Self.written { $0.number(value) } == String(value))
        }
        var state: UInt64 = 1
        for _ in 0..<1_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = state >> (state % 64)
            #expect(Self.written { $0.hex(value) } == StableHash.hex(value))
        }
        #expect(Self.written { $0.hex(0) } == "0000000000000000")
        #expect(Self.written { $0.hex(.max) } == "ffffffffffffffff")
        let range = SourceRange(start: SourceLocation(line: 7, column: 14, offset: 120), end: SourceLocation(line: 7, column: 21, offset: 127))
        #expect(Self.written { $0.range(range) } == "7:14:120-7:21:127")
        #expect(Self.written { $0.range(nil as SourceRange?) } == "-")
    }
}
