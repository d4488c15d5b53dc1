import FormcCore
import FormcSpec

/// The width of text in points at a font size and weight: the measure function the point layout
/// calls for every part whose size depends on its text (spec-language.md §9, "Text in points").
///
/// Widths are Inter's advances (`AdvanceWidthTable`, generated from the kept copy of its metrics),
/// Inter standing in for the system font, measured per grapheme cluster:
/// - a cluster whose first scalar is in the table takes that scalar's advance (combining marks
///   and selectors after it add nothing);
/// - an emoji cluster (a flag, a keycap, a ZWJ sequence, a skin-tone sequence: any cluster
///   `DisplayWidth` draws as an emoji) takes `emojiAdvance` em, once;
/// - any other wide cluster (Hangul, CJK ideographs, kana, fullwidth forms) takes
///   `wideAdvance` em;
/// - a zero-width cluster takes nothing, and anything else the advance of `n`, an average
///   lowercase letter.
///
/// No kerning and no tracking are applied. Pure and O(length of the text).
public enum TextMeasure {
    /// A wide (CJK) cluster's advance in em: Hangul and ideographs are set on a square body.
    public static let wideAdvance = 1.0
    /// An emoji's advance in em (the colour emoji font's glyphs are wider than their em).
    public static let emojiAdvance = 1.25
    /// The advance a cluster outside the table takes, in font units of `n`.
    static let fallbackCodePoint: UInt32 = 0x6E

    /// The width of `text` in points at `font`.
    public static func width(_ text: String, font: FontSpec) -> Double {
        guard font.size.isFinite, font.size > 0 else { return 0 }
        let column = AdvanceWidthTable.advances[font.weight.tableIndex]
        if let ems = standaloneWidth(text, column: column) { return ems * font.size }
        // Emoji sequences (a selector, a keycap, a skin tone, a ZWJ, a flag) are broken into
        // clusters by their own few rules (`sequenceWidth`); for any other scalar that may join
        // its neighbours, only the clusters around it are found by grapheme breaking (`segmentedWidth`).
        if let ems = sequenceWidth(text, column: column) { return ems * font.size }
        return segmentedWidth(text, column: column) * font.size
    }

    /// The width in em of any text, grapheme cluster by grapheme cluster.
    static func graphemeWidth(_ text: String, column: [UInt16]) -> Double {
        var units = 0.0
        var ems = 0.0
        for character in text {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { continue }
            if scalars.count == 1, let index = tableIndex(of: first.value) {
                units += Double(column[index])
                continue
            }
            switch DisplayWidth.of(character) {
            case 0:
                continue
            case 2:
                ems += isEmoji(scalars) ? emojiAdvance : wideAdvance
            default:
                if let index = tableIndex(of: first.value) {
                    units += Double(column[index])
                } else if let index = tableIndex(of: fallbackCodePoint) {
                    units += Double(column[index])
                }
            }
        }
        return units / AdvanceWidthTable.unitsPerEm + ems
    }

    /// The advance in em of a standalone scalar outside the table, as its one-scalar cluster.
    static func standaloneAdvance(_ scalar: Unicode.Scalar, column: [UInt16]) -> Double {
        switch scalar.value {
        // Hangul syllables, kana, CJK ideographs: wide, and never emoji (no property lookup).
        case 0xAC00...0xD7A3, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0x20000...0x3FFFD: return wideAdvance
        default: break
        }
        switch DisplayWidth.width(of: scalar) {
        case 0: return 0
        case 2: return EmojiProperties.isEmojiPresentation(scalar) ? emojiAdvance : wideAdvance
        default:
            guard let index = tableIndex(of: fallbackCodePoint) else { return 0 }
            return Double(column[index]) / AdvanceWidthTable.unitsPerEm
        }
    }

    /// The width of `text` at `size` points and `weight`.
    public static func width(_ text: String, size: Double, weight: FontWeight) -> Double {
        width(text, font: FontSpec(size: size, weight: weight))
    }

    /// Whether a two-cell cluster is drawn as an emoji rather than as a CJK character.
    static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        // A sequence of an emoji (a flag, a keycap, a selector, a ZWJ sequence); conjoining
        // Hangul jamo are wide sequences too, but not emoji.
        if scalars.count > 1 { return EmojiProperties.isEmoji(first) }
        return EmojiProperties.isEmojiPresentation(first)
    }

    /// The index of `value` in the table's code points: binary search.
    static func tableIndex(of value: UInt32) -> Int? {
        let codes = AdvanceWidthTable.codePoints
        // Past the last (Latin and punctuation end the table): no emoji, Hangul or CJK searches.
        guard let last = codes.last, value <= last else { return nil }
        var low = 0, high = codes.count
        while low < high {
            let middle = low + (high - low) / 2
            if codes[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < codes.count && codes[low] == value ? low : nil
    }

    /// The advance of one code point in font units at `weight`, nil outside the table: for the
    /// tests that hold the table to the kept metrics.
    public static func tableAdvance(of codePoint: UInt32, weight: FontWeight) -> Int? {
        tableIndex(of: codePoint).map { Int(AdvanceWidthTable.advances[weight.tableIndex][$0]) }
    }

    /// Font units per em of the table.
    public static var unitsPerEm: Double { AdvanceWidthTable.unitsPerEm }
}
