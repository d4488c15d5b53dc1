import FormcCore
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

    @Test("the byte-level and segmented paths measure as the cluster path does, to the bit; the byte-level one leaves every other text to the segmented one")
    func standaloneFastPath() {
        // Scalars each a cluster of their own (ASCII, Latin, Greek, symbols, Hangul, CJK, single
        // emoji, emoji without emoji presentation) and scalars that join (combining marks,
        // jamo, selectors, ZWJ, skin tones, keycaps, regional indicators, tags, controls).
        let pieces = [
            "a", "W", " ", "1", "/", "~", "é", "ŉ", "ſ", "ǅ", "Ω", "ж", "–", "…", "‰", "→", "✨", "❤", "☕", "★", "가", "힣", "캠핑",
            "漢", "㐀", "🐶", "🛫", "🌈", "💑", "🫖", "🌡", "🏳", "🗺", "\u{301}", "\u{11A8}", "\u{1100}", "\u{FE0F}", "\u{FE0E}", "\u{200D}",
            "\u{1F3FD}", "\u{20E3}", "\u{1F1F0}", "\u{1F1F7}", "\u{E0067}", "\u{1}", "\u{7F}", "\u{AD}", "\u{200B}", "\u{3000}", "ｱ", "Ａ",
            // Emoji that join a ZWJ sequence, and scalars of the emoji blocks that are no emoji.
            "👨", "👩", "🔥", "\u{1F9B0}", "#", "\u{A9}", "\u{1F53E}", "\u{1F700}", "\u{1FA7D}", "\u{2B74}",
        ]
        var texts = ["", "캠핑65", "HR", "선택 완료", "취업/이직", "Hello, World!", "영화 운동 👨‍👩‍👧 선택", "운동 🇰🇷", "데이터 ❤️", "👍🏽 좋아요",
                     "1️⃣ 하나", "이직 ✨", "💼운동 🌈", "Ça va — très bien…", "❤️‍🔥 불", "🇰🇷🇯🇵🇺", "👨🏽‍👩🏽‍👧", "👩‍\u{200D}👩", "a\u{200D}👩",
                     "\u{FE0F}가", "\u{200D}👨", "🇰\u{FE0F}🇷"]
        for a in pieces { for b in pieces { texts.append(a + b) } }
        var generator = SplitMix(seed: 37)
        for _ in 0..<3000 {
            let length = Int(generator.next() % 7) + 1
            texts.append((0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        var fast = 0, sequences = 0, slow = 0
        for weight in [FontWeight.regular, .bold] {
            let column = AdvanceWidthTable.advances[weight.tableIndex]
            for text in texts {
                let reference = TextMeasure.clusterWidth(text, column: column)
                let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
                if let quick = TextMeasure.standaloneWidth(text, column: column) {
                    #expect(quick == reference, "\(scalars)")
                    #expect(text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone), "\(scalars)")
                    fast += 1
                } else {
                    #expect(TextMeasure.segmentedWidth(text, column: column) == reference, "\(scalars)")
                    #expect(!text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone), "\(scalars)")
                    slow += 1
                    // Asked only of text the byte-level path leaves (as `width` asks it).
                    if let quick = TextMeasure.sequenceWidth(text, column: column) {
                        #expect(quick == reference, "\(scalars)")
                        sequences += 1
                    }
                }
                #expect(TextMeasure.width(text, font: FontSpec(size: 17, weight: weight)) == reference * 17, "\(scalars)")
            }
        }
        #expect(fast > 2000)
        #expect(slow > 2000)
        #expect(sequences > 1000)
    }

    @Test("the emoji-sequence path's classes are the standard library's: its extenders join, its emoji join a ZWJ sequence and its non-pictographs do not")
    func sequenceClassesMatchSegmentation() {
        // Grapheme_Cluster_Break=Extend: each joins the letter before it (GB9).
        for value: UInt32 in [0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB, 0x1F3FC, 0x1F3FD, 0x1F3FE, 0x1F3FF] {
            let scalar = Unicode.Scalar(value)!
            #expect("a\(scalar)".count == 1, "\(String(value, radix: 16))")
        }
        // Every scalar standing alone that the path calls pictographic joins a ZWJ sequence on
        // either side (GB11); every one it calls not pictographic does not.
        var yes = 0, no = 0
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x2FF, 0x370...0x482, 0x2010...0x205E, 0x2190...0x2BFF, 0xAC00...0xD7A3,
                                             0x3400...0x4DBF, 0x4E00...0x9FFF, 0x1F300...0x1FAFF]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), DisplayWidth.isStandalone(scalar), value != 0xAD else { continue }
                switch TextMeasure.Pictographic(scalar) {
                case .yes:
                    #expect("👨\u{200D}\(scalar)".count == 1, "\(String(value, radix: 16))")
                    #expect("\(scalar)\u{200D}👨".count == 1, "\(String(value, radix: 16))")
                    yes += 1
                case .no:
                    #expect("👨\u{200D}\(scalar)".count == 2, "\(String(value, radix: 16))")
                    #expect("\(scalar)\u{200D}👨".count == 2, "\(String(value, radix: 16))")
                    no += 1
                case .unknown:
                    break
                }
            }
        }
        #expect(yes > 1000)
        #expect(no > 30000)
    }
}

extension TextMeasureTests {
    @Test("the emoji ranges are the Unicode properties of every scalar of their blocks")
    func emojiRangesMatchProperties() {
        func ranges(_ property: (Unicode.Scalar.Properties) -> Bool) -> [UInt32] {
            var pairs: [UInt32] = []
            for block in EmojiProperties.blocks {
                var start: UInt32?
                for value in block.lowerBound...block.upperBound + 1 {
                    let on = value <= block.upperBound && Unicode.Scalar(value).map { property($0.properties) } == true
                    if on, start == nil { start = value }
                    if !on, let first = start {
                        pairs += [first, value - 1]
                        start = nil
                    }
                }
            }
            return pairs
        }
        let hex = { (pairs: [UInt32]) in pairs.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ") }
        let presentation = ranges(\.isEmojiPresentation), emoji = ranges(\.isEmoji)
        #expect(EmojiProperties.presentationRanges == presentation, "keep: \(hex(presentation))")
        #expect(EmojiProperties.emojiRanges == emoji, "keep: \(hex(emoji))")
        var checked = 0
        for block in EmojiProperties.blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(EmojiProperties.isEmojiPresentation(scalar) == scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
                #expect(EmojiProperties.isEmoji(scalar) == scalar.properties.isEmoji, "U+\(String(value, radix: 16))")
                checked += 1
            }
        }
        #expect(checked == 0x2C00 - 0x2000 + 0x1FB00 - 0x1F000)
        // Outside the blocks, the properties are asked.
        #expect(EmojiProperties.isEmoji("#") && !EmojiProperties.isEmojiPresentation("#"))
        #expect(!EmojiProperties.isEmoji("가"))
    }
}

/// A small deterministic generator of test strings (SplitMix64).
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// The kept Inter metrics, beside the generator's other inputs.
fileprivate let interDirectory: String = {
    let file = #filePath
    let tests = file[..<(file.lastIndex(of: "/") ?? file.startIndex)]
    let root = tests[..<(tests.lastIndex(of: "/") ?? tests.startIndex)]
    return root + "/FormcGenerateTests/Fixtures/inter"
}()
