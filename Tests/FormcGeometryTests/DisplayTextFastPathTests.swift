import FormcCore
import FormcTestSupport
#if canImport(Glibc)
import Glibc
#endif
@testable import FormcGeometry
import Testing

/// `DisplayText.clean` returns text made only of scalars that stand alone without splitting it
/// into clusters. These tests check, scalar by scalar over every block the shortcut accepts,
/// that the exact path would have returned the same text.
@Suite("Geometry: cleaning text without splitting it into clusters")
struct DisplayTextFastPathTests {
    /// The blocks `DisplayText.standsAlone` accepts.
    static let blocks: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1F3FA, 0x1F400...0x1FAFF,
    ]

    static var acceptedScalars: [Unicode.Scalar] {
        blocks.flatMap { block in block.compactMap(Unicode.Scalar.init) }
    }

    @Test("every accepted scalar is left as it is by the exact path, alone and between spaces")
    func acceptedScalarsNeedNoWork() {
        var checked = 0
        for scalar in Self.acceptedScalars {
            let alone = String(scalar)
            #expect(DisplayText.standsAlone(alone))
            #expect(DisplayText.isolatingClusters(of: alone) == alone, "U+\(String(scalar.value, radix: 16))")
            #expect(DisplayText.isolatingClusters(of: " " + alone + " ") == " " + alone + " ", "U+\(String(scalar.value, radix: 16))")
            checked += 1
        }
        #expect(checked > 40_000)
    }

    @Test("an accepted scalar never joins a cluster with another accepted scalar")
    func acceptedScalarsNeverJoin() {
        // Each block's first and last scalar, and the kinds that join most: a Hangul syllable
        // (LV and LVT), an emoji, a letter.
        var probes = Self.blocks.flatMap { [$0.lowerBound, $0.upperBound] }
        probes += [0xAC01, 0x1F600, 0x1F436, 0x41, 0x25CC]
        let probeText = probes.compactMap(Unicode.Scalar.init).map(String.init)
        for scalar in Self.acceptedScalars {
            let alone = String(scalar)
            for probe in probeText {
                #expect((alone + probe).count == 2, "U+\(String(scalar.value, radix: 16)) before \(probe.unicodeScalars.map(\.value))")
                #expect((probe + alone).count == 2, "U+\(String(scalar.value, radix: 16)) after \(probe.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test("the width measured while checking that text stands alone is its display width")
    func standaloneWidthIsTheWidth() {
        var mismatches: [UInt32] = []
        for scalar in Self.acceptedScalars where DisplayText.standaloneWidth(String(scalar)) != DisplayWidth.of(String(scalar)) {
            mismatches.append(scalar.value)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        for text in ["여행 👶 선택 ← Ωж", "캠핑65 ─┼─ 漢字", ""] {
            #expect(DisplayText.standaloneWidth(text) == DisplayWidth.of(text))
            #expect(DisplayText.measured(text) == (text, DisplayWidth.of(text)))
        }
        for raw in ["\u{301}abc", "x\u{0600}", "a\nb", "👍🏽 한글", "\u{00AD}x"] { #expect(DisplayText.standaloneWidth(raw) == nil) }
    }

    /// Clusters of several scalars (a ZWJ family, a keycap, a flag, a skin tone, an emoji with
    /// VS16 or VS15, an accent, a jamo syllable, an Indic conjunct) and scalars that need work
    /// (a leading mark, a control, a prepended sign).
    static let clusters = [
        "👨\u{200D}👩\u{200D}👧", "1\u{FE0F}\u{20E3}", "#\u{20E3}", "🇰🇷", "🇰🇷🇯🇵", "🇰", "👍🏽", "☕\u{FE0F}", "❤\u{FE0F}",
        "⌚\u{FE0E}", "✨", "e\u{301}", "\u{1100}\u{1161}", "\u{1100}", "\u{915}\u{94D}\u{937}", "\u{301}", "\u{200D}",
        "\u{FE0F}", "\u{1F3FB}", "\n", "\u{202E}", "\u{600}", "\u{AD}", "🏳\u{FE0F}\u{200D}🌈",
    ]

    @Test("text cut into runs at certain breaks measures and cleans as the exact path does")
    func runsMatchTheExactPath() {
        // Each cluster alone, between standalone text and against each other, so that runs
        // start and end at every kind of neighbour.
        let around = ["", "가", "a", " ", "👶", "漢", "→"]
        var texts: [String] = []
        for cluster in Self.clusters {
            for before in around {
                for after in around { texts.append(before + cluster + after) }
            }
            for other in Self.clusters { texts.append(cluster + other) }
            texts.append("여행 " + cluster + " 선택 " + cluster)
        }
        var fast = 0
        for text in texts {
            let clean = DisplayText.clean(text)
            let measured = DisplayText.measured(text)
            #expect(measured.text == clean && measured.width == DisplayWidth.of(clean), "\(text.unicodeScalars.map(\.value))")
            if let width = DisplayText.runsWidth(text) {
                #expect(clean == text && width == DisplayWidth.of(text), "\(text.unicodeScalars.map(\.value))")
                fast += 1
            }
        }
        #expect(fast > texts.count / 2, "\(fast) of \(texts.count)")
    }

    @Test("every emoji sequence of emoji-test.txt, in text, measures and cleans as the exact path does")
    func emojiTestFileSequences() throws {
        let file = #filePath
        let directory = file[..<(file.lastIndex(of: "/") ?? file.startIndex)]
        let path = directory + "/../FormcCoreTests/Fixtures/unicode/emoji-test.txt"
        let data = try #require(readTextFile(String(path)), "\(path) is missing")
        var sequences: [String] = []
        for line in data.split(separator: "\n") {
            let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: ";")
            guard fields.count == 2 else { continue }
            var text = ""
            for hex in fields[0].split(separator: " ") {
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
            if !text.isEmpty { sequences.append(text) }
        }
        #expect(sequences.count > 4_000)
        var byRuns = 0
        for (index, sequence) in sequences.enumerated() {
            let next = sequences[(index + 1) % sequences.count]
            for text in [sequence, "가" + sequence + " a", sequence + sequence, sequence + next + "漢"] {
                let clean = DisplayText.clean(text)
                let measured = DisplayText.measured(text)
                #expect(measured.text == clean && measured.width == DisplayWidth.of(clean), "\(text.unicodeScalars.map(\.value))")
                if let width = DisplayText.emojiWidth(text.unicodeScalars[...]) {
                    #expect(width == DisplayWidth.of(text), "\(text.unicodeScalars.map(\.value))")
                    byRuns += 1
                }
            }
        }
        // Most sequences are measured without grapheme breaking.
        #expect(byRuns > sequences.count * 3, "\(byRuns) of \(4 * sequences.count)")
    }

    @Test("a ZWJ joins every pictograph `joinsSequence` accepts to the one before it, and the one after it")
    func sequencePictographsJoin() {
        var checked = 0
        for value in Array(UInt32(0x2190)...0x2BFF) + Array(UInt32(0x1F300)...0x1FAFF) {
            guard let scalar = Unicode.Scalar(value), DisplayText.joinsSequence(scalar) else { continue }
            let alone = String(scalar)
            #expect(("👨\u{200D}" + alone).count == 1 && (alone + "\u{200D}👩").count == 1, "U+\(String(value, radix: 16))")
            #expect((alone + "\u{FE0F}\u{200D}👩").count == 1 && (alone + "\u{1F3FD}\u{200D}👩").count == 1)
            checked += 1
        }
        #expect(checked > 1_000)
    }

    @Test("a title with an emoji sequence is measured without splitting all of it into clusters")
    func emojiSequencesTakeTheRuns() {
        for text in ["영화 드라이브 👨\u{200D}👩\u{200D}👧 선택", "여행 ☕\u{FE0F}", "1\u{FE0F}\u{20E3} 번", "🇰🇷 서울", "👍🏽👍🏽", "✨ 별"] {
            #expect(DisplayText.runsWidth(text) == DisplayWidth.of(text), "\(text)")
        }
        // What needs escaping or a base is left to the exact path.
        for text in ["a\nb 👍🏽", "\u{301}가 👍🏽", "가 \u{600}"] { #expect(DisplayText.runsWidth(text) == nil, "\(text)") }
    }

    @Test("text with a scalar outside the blocks takes the exact path, and gets its work done")
    func otherScalarsTakeTheExactPath() {
        let cases: [(raw: String, clean: String)] = [
            ("\u{301}abc", "\u{25CC}\u{301}abc"),
            ("x\u{0600}", "x\u{0600}\u{25CC}"),
            ("a\nb\u{2028}", "a\\nb\\u{2028}"),
            ("e\u{301}", "e\u{301}"),
            ("👍🏽 한글", "👍🏽 한글"),
            ("\u{00AD}x", "\u{00AD}x"),
            ("1️⃣", "1️⃣"),
        ]
        for (raw, clean) in cases {
            #expect(!DisplayText.standsAlone(raw))
            #expect(DisplayText.clean(raw) == clean)
        }
        #expect(DisplayText.standsAlone("여행 👶 선택 ← Ωж"))
        #expect(DisplayText.clean("여행 👶 선택 ← Ωж") == "여행 👶 선택 ← Ωж")
    }
}

