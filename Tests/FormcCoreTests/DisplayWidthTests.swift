@testable import FormcCore
import FormcTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("DisplayWidth")
struct DisplayWidthTests {
    /// One hand-checked width. Non-ASCII text is spelled with `\u{…}` escapes so no editor or
    /// normalization step can change what is measured.
    struct WidthCase: Sendable, CustomTestStringConvertible {
        let text: String
        let width: Int
        let note: String

        init(_ text: String, _ width: Int, _ note: String) {
            self.text = text
            self.width = width
            self.note = note
        }

        var testDescription: String { "\(note) = \(width)" }
    }

    // MARK: - Hand-checked cases

    static let handChecked: [WidthCase] = [
        // The cases from the spec.
        WidthCase("\u{D55C}\u{AE00}", 4, "한글 (Hangul syllables)"),
        WidthCase("e\u{301}", 1, "e + U+0301 combining acute"),
        WidthCase("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2, "👨‍👩‍👧 ZWJ family"),
        WidthCase("1\u{FE0F}\u{20E3}", 2, "1️⃣ keycap"),
        WidthCase("\u{263A}\u{FE0E}", 1, "☺︎ VS15 text presentation"),
        WidthCase("\u{2764}\u{FE0F}", 2, "❤️ VS16"),
        WidthCase("\u{1F1F0}\u{1F1F7}", 2, "🇰🇷 flag"),
        WidthCase("\u{1F44D}\u{1F3FD}", 2, "👍🏽 skin tone"),
        WidthCase("\u{FF21}\u{FF22}", 4, "ＡＢ fullwidth Latin"),
        WidthCase("abc", 3, "abc"),
        WidthCase("\u{2615}\u{FE0F}", 2, "☕️ VS16 on a wide emoji"),
        WidthCase("\u{1FAD6}", 2, "🫖 teapot (Unicode 13)"),
        WidthCase("\u{1F4BC}\u{C9C1}\u{C7A5}\u{C778} \u{ACF5}\u{AC10}", 13, "💼직장인 공감 = 2+6+1+4"),
        // Zero width: controls (documented choice), lone marks, default-ignorables.
        WidthCase("", 0, "empty"),
        WidthCase("\u{07}", 0, "BEL (C0 control)"),
        WidthCase("\t", 0, "TAB (C0 control)"),
        WidthCase("\r\n", 0, "CRLF (one cluster of controls)"),
        WidthCase("\u{7F}", 0, "DEL"),
        WidthCase("\u{85}", 0, "NEL (C1 control)"),
        WidthCase("\u{301}", 0, "lone combining acute"),
        WidthCase("\u{3099}", 0, "lone combining kana voiced mark (Mn, EAW W)"),
        WidthCase("\u{200B}", 0, "zero width space"),
        WidthCase("\u{200D}", 0, "lone ZWJ"),
        WidthCase("\u{AD}", 0, "soft hyphen (default-ignorable)"),
        WidthCase("\u{FE0F}", 0, "lone VS16"),
        // Emoji presentation and text presentation.
        WidthCase("\u{231A}", 2, "⌚ Emoji_Presentation"),
        WidthCase("\u{231A}\u{FE0E}", 1, "⌚︎ VS15"),
        WidthCase("\u{3030}\u{FE0E}", 2, "〰︎ VS15 on a wide CJK symbol keeps 2"),
        WidthCase("\u{263A}", 1, "☺ text-default emoji"),
        WidthCase("\u{2764}", 1, "❤ text-default emoji"),
        WidthCase("#\u{FE0F}\u{20E3}", 2, "#️⃣ keycap"),
        WidthCase("1\u{20E3}", 2, "unqualified keycap"),
        WidthCase("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", 2, "🏳️‍🌈 ZWJ flag"),
        WidthCase("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", 2, "England tag flag"),
        WidthCase("\u{261D}\u{1F3FD}", 2, "☝🏽 text-default base + skin tone"),
        WidthCase("\u{1F441}\u{200D}\u{1F5E8}", 2, "👁‍🗨 minimally-qualified ZWJ"),
        WidthCase("\u{1F1F0}", 2, "lone regional indicator (Emoji_Presentation)"),
        WidthCase("x\u{FE0F}", 1, "VS16 on a non-emoji"),
        WidthCase("1\u{200D}", 1, "digit + trailing ZWJ is no ZWJ sequence"),
        WidthCase("a\u{200D}b", 2, "ZWJ between letters joins nothing (GB11 joins pictographs only)"),
        WidthCase("\u{200D}z", 1, "leading ZWJ: zero width, the letter after it still one cell"),
        WidthCase(
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F1F0}\u{1F1F7}\u{1F44D}\u{1F3FD}", 6,
            "family + flag + thumbs up"),
        // East Asian Width.
        WidthCase("\u{1112}\u{1161}\u{11AB}", 2, "한 as conjoining jamo"),
        WidthCase("\u{3042}", 2, "あ hiragana"),
        WidthCase("\u{4E00}", 2, "一 CJK ideograph"),
        WidthCase("\u{20000}", 2, "plane 2 ideograph"),
        WidthCase("\u{3000}", 2, "ideographic space"),
        WidthCase("\u{FF71}", 1, "ｱ halfwidth katakana"),
        WidthCase("\u{3B1}", 1, "α ambiguous"),
        WidthCase("\u{2460}", 1, "① ambiguous"),
        WidthCase("\u{915}\u{93F}", 1, "कि consonant + spacing vowel sign"),
        WidthCase("a\u{D55C}b", 4, "mixed ASCII and Hangul"),
    ]

    @Test("hand-checked widths", arguments: handChecked)
    func handCheckedWidth(_ testCase: WidthCase) {
        #expect(
            DisplayWidth.of(testCase.text) == testCase.width,
            "\(testCase.note): \(scalarList(testCase.text))")
        if testCase.text.count == 1, let character = testCase.text.first {
            #expect(DisplayWidth.of(character) == testCase.width, "\(testCase.note) as a Character")
        }
    }

    @Test("a string's width is the sum of its clusters' widths, ASCII fast path included")
    func sumOfClusters() {
        var random = SeededRandom(start: 0xA5C11)
        for byte in UInt8(0)...UInt8(0x7F) {
            let text = String(decoding: [byte], as: UTF8.self)
            let expected = byte >= 0x20 && byte < 0x7F ? 1 : 0
            #expect(DisplayWidth.of(text) == expected, "byte 0x\(String(byte, radix: 16))")
        }
        for _ in 0..<500 {
            let length = random.next(below: 20)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next(below: 0x80)) }
            let text = String(decoding: bytes, as: UTF8.self) + (random.next(below: 2) == 0 ? "" : "\u{D55C}")
            let perCluster = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == perCluster, "\(scalarList(text))")
        }
    }

    // MARK: - Fast paths

    @Test("the fast paths and the symbol table give the property rules' width for every scalar they cover")
    func fastPathsMatchProperties() {
        var mismatches: [String] = []
        var checked = 0
        for value in UInt32(0)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            checked += 1
            let fast = DisplayWidth.width(of: scalar)
            let exact = DisplayWidth.propertyWidth(of: scalar)
            if fast != exact, mismatches.count < 30 {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): \(fast), rules say \(exact)")
            }
        }
        #expect(checked > 250_000)
        #expect(DisplayWidth.symbolWidths.count == DisplayWidth.symbolBlocks.count)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test("a standalone scalar never joins a cluster with a standalone neighbour")
    func standaloneScalars() {
        // Grapheme breaking only joins an Extend, ZWJ or SpacingMark to what is before it, a
        // Prepend to what follows, a CR to an LF, and pairs of regional indicators or of
        // conjoining jamo: `a` + s catches the first, s + `a` the second, s + s the others.
        var joining: [String] = []
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), DisplayWidth.isStandalone(scalar) else { continue }
            checked += 1
            let alone = String(scalar)
            if ("a" + alone).count != 2 || (alone + "a").count != 2 || (alone + alone).count != 2, joining.count < 30 {
                joining.append("U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(checked > 40_000)
        #expect(joining.isEmpty, "these join a neighbour: \(joining.joined(separator: " "))")
        for joiner: Unicode.Scalar in ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F1F0}", "\u{1100}", "\u{1161}", "\u{11AB}", "\r", "\n", "\u{600}"] {
            #expect(!DisplayWidth.isStandalone(joiner), "U+\(String(joiner.value, radix: 16, uppercase: true))")
        }
    }

    // MARK: - Unicode data files

    @Test("every fully-qualified and component emoji in emoji-test.txt is one 2-cell cluster")
    func emojiTestFile() throws {
        let path = unicodeDataDirectory + "/emoji-test.txt"
        let contents = try #require(readTextFile(path), "\(path) is missing")

        var checked = 0
        var failures: [String] = []
        for (index, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";")
            guard fields.count == 2 else { continue }
            let status = fields[1].trimmingSpaces
            guard status == "fully-qualified" || status == "component" else { continue }
            var text = ""
            for hex in fields[0].split(separator: " ") {
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                    Issue.record("line \(index + 1): bad code point \(hex)")
                    continue
                }
                text.unicodeScalars.append(scalar)
            }
            checked += 1
            let width = DisplayWidth.of(text)
            if width != 2 || text.count != 1 {
                failures.append("line \(index + 1): \(scalarList(text)) width \(width), \(text.count) cluster(s)")
            }
        }
        #expect(checked > 3000, "only \(checked) fully-qualified/component lines found in \(path)")
        let allTwoCellClusters = failures.isEmpty
        #expect(allTwoCellClusters, "\(failures.count) of \(checked) emoji failed:\n\(failures.prefix(30).joined(separator: "\n"))")
    }

    @Test("the generated table matches EastAsianWidth.txt")
    func eastAsianWidthFile() throws {
        let path = unicodeDataDirectory + "/EastAsianWidth.txt"
        let contents = try #require(readTextFile(path), "\(path) is missing")
        let header = contents.prefix { $0 != "\n" }
        #expect(
            header == "# EastAsianWidth-\(EastAsianWidthTable.unicodeVersion).txt",
            "table is Unicode \(EastAsianWidthTable.unicodeVersion) but \(path) starts \(header): run python3 scripts/generate-width-tables.py")

        var mismatches: [String] = []
        var wideSeen = 0
        for line in contents.split(separator: "\n") {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";")
            guard fields.count == 2 else { continue }
            let bounds = fields[0].trimmingSpaces.split(separator: ".", omittingEmptySubsequences: true)
            guard let low = bounds.first.flatMap({ UInt32($0, radix: 16) }),
                let high = bounds.last.flatMap({ UInt32($0, radix: 16) })
            else {
                Issue.record("cannot parse \(line)")
                continue
            }
            let isWide = ["W", "F"].contains(fields[1].trimmingSpaces)
            for value in low...high {
                if isWide { wideSeen += 1 }
                if DisplayWidth.isEastAsianWide(value) != isWide, mismatches.count < 30 {
                    mismatches.append("U+\(String(value, radix: 16, uppercase: true)) should\(isWide ? "" : " not") be wide")
                }
                // The rules on top of the table: wide scalars are 2 unless zero-width.
                guard isWide, let scalar = Unicode.Scalar(value) else { continue }
                let properties = scalar.properties
                let zeroWidth =
                    properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark
                    || properties.isDefaultIgnorableCodePoint
                if DisplayWidth.of(Character(scalar)) != (zeroWidth ? 0 : 2), mismatches.count < 30 {
                    mismatches.append("U+\(String(value, radix: 16, uppercase: true)) has width \(DisplayWidth.of(Character(scalar)))")
                }
            }
        }
        #expect(wideSeen > 100_000, "only \(wideSeen) W/F code points parsed from \(path)")
        let tableMatchesFile = mismatches.isEmpty
        #expect(tableMatchesFile, "\(mismatches.joined(separator: "\n"))")
    }

    @Test("the generated table is sorted, disjoint and merged")
    func tableShape() {
        let table = EastAsianWidthTable.wideRanges
        #expect(table.count % 2 == 0)
        #expect(table.count > 100)
        for index in stride(from: 0, to: table.count - 1, by: 2) {
            #expect(table[index] <= table[index + 1], "range \(index / 2) is reversed")
            if index + 2 < table.count {
                #expect(table[index + 1] + 1 < table[index + 2], "ranges \(index / 2) and \(index / 2 + 1) overlap or touch")
            }
        }
        #expect(!DisplayWidth.isEastAsianWide(0x10FFFF))
        #expect(!DisplayWidth.isEastAsianWide(0x10FF))
        #expect(DisplayWidth.isEastAsianWide(0x1100))
    }

    // MARK: - Truncation and padding

    @Test("truncated never splits a cluster and fits the width")
    func truncationProperty() {
        var random = SeededRandom(start: 0x5EED_F0C)
        var cutCount = 0
        for _ in 0..<1500 {
            let pieceCount = random.next(below: 14)
            var text = ""
            for _ in 0..<pieceCount {
                text += Self.pieces[random.next(below: Self.pieces.count)]
            }
            let full = DisplayWidth.of(text)
            let clusters = Array(text)
            for limit in -1...(full + 1) {
                let result = DisplayWidth.truncated(text, toWidth: limit)
                let resultWidth = DisplayWidth.of(result)
                let context = "\(scalarList(text)) to \(limit)"
                #expect(resultWidth <= max(0, limit), "width \(resultWidth): \(context)")
                if full <= max(0, limit) {
                    #expect(result == text, "fitting text changed: \(context)")
                    continue
                }
                cutCount += 1
                if limit <= 0 {
                    #expect(result.isEmpty, "\(context)")
                    continue
                }
                let resultClusters = Array(result)
                #expect(resultClusters.last == DisplayWidth.ellipsis, "no ellipsis: \(context)")
                let kept = resultClusters.dropLast()
                // Whole clusters of the original, scalar for scalar.
                let keptScalars = kept.flatMap { Array($0.unicodeScalars) }
                let originalScalars = clusters.prefix(kept.count).flatMap { Array($0.unicodeScalars) }
                #expect(keptScalars == originalScalars, "split a cluster: \(context) gave \(scalarList(result))")
                // Greedy: at most one cell is left unused (a 2-cell cluster that did not fit).
                #expect(resultWidth >= limit - 1, "gave up too early: \(context) gave \(scalarList(result))")

                let fitted = DisplayWidth.fitted(text, toWidth: limit)
                #expect(DisplayWidth.of(fitted) == limit, "fitted: \(context)")
            }
        }
        #expect(cutCount > 1000)
    }

    /// The cut as first written: the whole text measured, then clusters kept while they fit.
    static func truncatedByWholeMeasure(_ text: String, toWidth width: Int) -> String {
        let limit = max(0, width)
        guard DisplayWidth.of(text) > limit else { return text }
        guard limit > 0 else { return "" }
        var result = "", used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > limit - 1 { break }
            result.append(character)
            used += cells
        }
        result.append(DisplayWidth.ellipsis)
        return result
    }

    @Test("truncated reads a text only until it is too wide, and cuts where measuring all of it cuts")
    func truncationMatchesWholeMeasure() {
        var random = SeededRandom(start: 0x7A11_C0DE)
        var compared = 0
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<random.next(below: 24) { text += Self.pieces[random.next(below: Self.pieces.count)] }
            for limit in -1...(DisplayWidth.of(text) + 1) {
                let expected = Self.truncatedByWholeMeasure(text, toWidth: limit)
                let result = DisplayWidth.truncated(text, toWidth: limit)
                // Compared scalar for scalar: `==` on strings would accept a canonical equivalent.
                #expect(Array(result.unicodeScalars) == Array(expected.unicodeScalars), "\(scalarList(text)) to \(limit)")
                compared += 1
            }
        }
        #expect(compared > 20_000)
    }

    @Test("truncated and padded on fixed examples")
    func truncationExamples() {
        #expect(DisplayWidth.truncated("abcdef", toWidth: 4) == "abc…")
        #expect(DisplayWidth.truncated("abcdef", toWidth: 6) == "abcdef")
        #expect(DisplayWidth.truncated("abcdef", toWidth: 1) == "…")
        #expect(DisplayWidth.truncated("abcdef", toWidth: 0) == "")
        #expect(DisplayWidth.truncated("\u{D55C}\u{AE00}\u{D55C}\u{AE00}", toWidth: 5) == "\u{D55C}\u{AE00}…")
        #expect(DisplayWidth.truncated("\u{D55C}\u{AE00}\u{D55C}\u{AE00}", toWidth: 4) == "\u{D55C}…")
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(DisplayWidth.truncated("a" + family + "b", toWidth: 3) == "a…")
        #expect(DisplayWidth.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2).unicodeScalars.elementsEqual("e\u{301}…".unicodeScalars))
        #expect(DisplayWidth.padded("\u{D55C}", toWidth: 4) == "\u{D55C}  ")
        #expect(DisplayWidth.padded("abc", toWidth: 2) == "abc")
        #expect(DisplayWidth.fitted("\u{D55C}\u{AE00}x", toWidth: 4) == "\u{D55C}… ")
    }

    /// Pieces for the property test: every kind of cluster the rules care about.
    static let pieces: [String] = [
        "\u{D55C}", "\u{AE00}", "\u{AC00}",  // Hangul syllables
        "\u{1112}\u{1161}\u{11AB}",  // conjoining jamo
        "\u{6F22}", "\u{5B57}", "\u{20000}", "\u{3042}",  // CJK, kana
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F469}\u{200D}\u{1F4BB}",  // ZWJ
        "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
        "\u{1F1F0}\u{1F1F7}", "\u{1F1EF}\u{1F1F5}",  // flags
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        "\u{1F44D}\u{1F3FD}", "\u{261D}\u{1F3FF}",  // skin tones
        "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}",  // keycaps
        "\u{2764}\u{FE0F}", "\u{2615}\u{FE0F}",  // VS16
        "\u{263A}\u{FE0E}", "\u{231A}\u{FE0E}",  // VS15
        "e\u{301}", "a\u{300}\u{316}", "\u{301}",  // combining marks
        "\u{FF21}", "\u{FF57}",  // fullwidth Latin
        "a", "Z", " ", "\u{FF71}", "\u{3B1}", "\u{200B}", "\u{2026}", "\u{1FAD6}",
    ]
}

// MARK: - Helpers

/// `U+0065 U+0301` for `é`, for readable failure messages.
fileprivate func scalarList(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}

/// The Unicode data files the width table is generated from and checked against, kept with
/// the tests (Unicode 15.0.0; see the README there).
fileprivate let unicodeDataDirectory: String = {
    let file = #filePath
    return file[..<(file.lastIndex(of: "/") ?? file.startIndex)] + "/Fixtures/unicode"
}()

extension Substring {
    /// Without leading and trailing spaces.
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
