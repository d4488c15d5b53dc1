@testable import FormcGeometry
import FormcSpec
import Testing

/// Text measured in points (`TextMeasure`): the table agrees with the kept metrics, and the
/// widths follow the rules of spec-language.md §9.
@Suite("Geometry: text in points")
struct TextMeasureTests {
    @Test("the generated table is the kept advances file, line by line")
    func tableMatchesKeptMetrics() throws {
        let text = try String(contentsOfFile: interDirectory + "/advances.tsv", encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            try #require(fields.count == FontWeight.allCases.count + 1)
            let code = try #require(UInt32(fields[0], radix: 16))
            for (weight, value) in zip(FontWeight.allCases, fields.dropFirst()) {
                #expect(TextMeasure.tableAdvance(of: code, weight: weight) == Int(value), "U+\(fields[0]) \(weight)")
            }
            checked += 1
        }
        #expect(checked > 300)
        #expect(TextMeasure.unitsPerEm == 2816)
    }

    @Test("Latin is proportional: i is narrower than M, and widths add up")
    func proportionalLatin() {
        let font = FontSpec(size: 17, weight: .regular)
        #expect(TextMeasure.width("i", font: font) < TextMeasure.width("M", font: font))
        let hello = TextMeasure.width("Hello", font: font)
        #expect(abs(hello - (TextMeasure.width("He", font: font) + TextMeasure.width("llo", font: font))) < 1e-9)
        // Inter's advances: H 2084, e 1640, l 668, o 1680 units of 2816 per em.
        #expect(abs(hello - Double(2084 + 1640 + 668 * 2 + 1680) / 2816 * 17) < 1e-9)
        #expect(TextMeasure.width("", font: font) == 0)
    }

    @Test("width scales with size, and bold is wider than regular")
    func sizeAndWeight() {
        let text = "Favorites"
        let at10 = TextMeasure.width(text, size: 10, weight: .medium)
        let at20 = TextMeasure.width(text, size: 20, weight: .medium)
        #expect(abs(at20 - 2 * at10) < 1e-9)
        #expect(TextMeasure.width(text, size: 16, weight: .bold) > TextMeasure.width(text, size: 16, weight: .regular))
        #expect(TextMeasure.width(text, size: 16, weight: .black) > TextMeasure.width(text, size: 16, weight: .ultralight))
    }

    @Test("Hangul and CJK are one em, an emoji cluster one and a quarter, once")
    func wideAndEmoji() {
        #expect(TextMeasure.width("가나다", size: 16, weight: .bold) == 48)
        #expect(TextMeasure.width("漢字", size: 14, weight: .regular) == 28)
        #expect(TextMeasure.width("🐶", size: 16, weight: .regular) == 20)
        #expect(TextMeasure.width("👨‍👩‍👧", size: 16, weight: .regular) == 20)  // one ZWJ sequence
        #expect(TextMeasure.width("🇰🇷", size: 16, weight: .regular) == 20)
        #expect(TextMeasure.width("1️⃣", size: 16, weight: .regular) == 20)
        // Conjoining jamo make one syllable: wide, not an emoji.
        #expect(TextMeasure.width("\u{1100}\u{1161}", size: 16, weight: .regular) == 16)
        // A combining mark adds nothing to its base.
        #expect(TextMeasure.width("e\u{301}", size: 16, weight: .regular) == TextMeasure.width("e", size: 16, weight: .regular))
    }

    @Test("a broken size measures nothing instead of trapping")
    func brokenSizes() {
        #expect(TextMeasure.width("abc", size: .nan, weight: .regular) == 0)
        #expect(TextMeasure.width("abc", size: -3, weight: .regular) == 0)
    }

    @Test("the byte-level path for ASCII and Hangul measures as the cluster path does, and leaves every other text to it")
    func asciiAndHangulFastPath() {
        let pieces = ["a", "W", " ", "1", "/", "~", "가", "힣", "캠핑", "\u{301}", "\u{11A8}", "é", "🐶", "☕️", "\u{1}", "漢", "1\u{FE0F}\u{20E3}"]
        var texts = ["", "캠핑65", "HR", "선택 완료", "취업/이직", "Hello, World!"]
        for a in pieces { for b in pieces { for c in pieces { texts.append(a + b + c) } } }
        var fast = 0
        for weight in [FontWeight.regular, .bold] {
            let column = AdvanceWidthTable.advances[weight.tableIndex]
            for text in texts {
                let slow = TextMeasure.clusterWidth(text, column: column)
                if let quick = TextMeasure.asciiAndHangulWidth(text, column: column) {
                    #expect(abs(quick - slow) < 1e-12, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                    fast += 1
                } else {
                    #expect(text.unicodeScalars.contains { !($0.value >= 0x20 && $0.value < 0x7F) && !(0xAC00...0xD7A3).contains($0.value) })
                }
            }
        }
        #expect(fast > 500)
    }
}

/// The kept Inter metrics, beside the generator's other inputs.
fileprivate let interDirectory: String = {
    let file = #filePath
    let tests = file[..<(file.lastIndex(of: "/") ?? file.startIndex)]
    let root = tests[..<(tests.lastIndex(of: "/") ?? tests.startIndex)]
    return root + "/FormcGenerateTests/Fixtures/inter"
}()
