/// Terminal display width of text, in cells, measured per grapheme cluster (`Character`).
///
/// Rules, applied to each grapheme cluster:
/// - **Emoji** are 2 cells as one unit: a scalar with `Emoji_Presentation`, any emoji followed
///   by VS16 (U+FE0F), keycaps (`1️⃣`, also without VS16), ZWJ sequences (`👨‍👩‍👧`),
///   regional-indicator flags (`🇰🇷`), tag flags and skin-tone modifier sequences (`👍🏽`).
/// - **VS15** (U+FE0E, text presentation) makes an emoji-presentation emoji 1 cell (`⌚︎`, `☺︎`).
///   A base that is not emoji-by-default keeps its own width (`〰︎` stays 2: it is a wide
///   CJK symbol).
/// - **East Asian Wide (W) and Fullwidth (F)** code points are 2 cells (Hangul syllables and
///   conjoining-jamo syllables, CJK ideographs, kana, fullwidth Latin `ＡＢ` …), per
///   `EastAsianWidthTable` (generated from the Unicode Character Database).
/// - **Zero width**: C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F, including
///   TAB, LF and CRLF: expand or escape them first, e.g. with `SafeText.escaped`), nonspacing
///   and enclosing combining marks (Mn, Me) and default-ignorable code points (ZWJ, ZWSP,
///   variation selectors, soft hyphen, tags …) when they stand alone. Inside a cluster they
///   add nothing, so `e` + U+0301 is 1.
/// - **Everything else is 1**, including East Asian Ambiguous (A) characters (`α`, `①`) and
///   spacing combining marks (Mc), which advance the cursor.
///
/// A multi-scalar cluster is as wide as its widest scalar, never the sum, except for the
/// emoji rules above (which can only make it 2) and VS15 (which can make it 1).
///
/// Stateless and `Sendable`: the only data is the immutable generated table.
public enum DisplayWidth {
    /// The ellipsis `truncated(_:toWidth:)` appends when it cuts (1 cell).
    public static let ellipsis: Character = "…"

    /// Width of one grapheme cluster in terminal cells: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard iterator.next() != nil else { return width(of: first) }
        return clusterWidth(scalars, first: first)
    }

    /// Width of a string: the sum over its grapheme clusters.
    /// A string made only of printable ASCII (U+0020–U+007E) is as wide as its UTF-8 count.
    public static func of(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        // Most text (Hangul, CJK, Latin, frame glyphs, emoji without selectors) is made of
        // scalars that are each a cluster of their own: sum them without grapheme breaking,
        // which costs far more. Any scalar that can join a cluster sends the text to the exact path.
        var total = 0
        for scalar in text.unicodeScalars {
            guard isStandalone(scalar) else { return clusterSum(text) }
            total += width(of: scalar)
        }
        return total
    }

    /// The exact width: the sum over grapheme clusters.
    private static func clusterSum(_ text: String) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// `text` cut to at most `width` cells. When it has to cut, the result ends with `…`
    /// (1 cell) and is `width - 1` or `width` cells wide; it never splits a grapheme
    /// cluster, so a 2-cell cluster that does not fit is dropped whole. Text that already
    /// fits is returned unchanged; a `width` of 0 or less gives `""` unless `text` is empty
    /// or zero-width.
    /// `ellipsis` (1 cell) replaces `…` where only ASCII may be drawn.
    public static func truncated(_ text: String, toWidth width: Int, ellipsis: Character = ellipsis) -> String {
        let limit = max(0, width)
        if isPrintableASCII(text) {
            // One byte = one cluster = one cell.
            if text.utf8.count <= limit { return text }
            guard limit > 0 else { return "" }
            return String(text.prefix(limit - 1)) + String(ellipsis)
        }
        guard let kept = keptLength(text, limit: limit) else { return text }
        guard limit > 0 else { return "" }
        return String(decoding: text.utf8.prefix(kept), as: UTF8.self) + String(ellipsis)
    }

    /// The UTF-8 length of what `truncated` keeps of `text` (its clusters up to the first that
    /// does not fit in `limit - 1` cells) when `text` is wider than `limit` cells; nil when it
    /// fits. Text is read only until it is found too wide: a long title cut to a chip's width
    /// is not measured to its end.
    private static func keptLength(_ text: String, limit: Int) -> Int? {
        // Scalars that are each a cluster of their own (`of`'s fast path) are measured without
        // grapheme breaking. A scalar is its own cluster when it and the scalar after it are
        // both standalone; at the first that is not, the text is measured again by clusters.
        var cut = Cut(limit: limit)
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        var standalone = true
        while let scalar = next {
            next = scalars.next()
            guard isStandalone(scalar), next.map(isStandalone) ?? true else {
                standalone = false
                break
            }
            if cut.isTooWide(adding: width(of: scalar), bytes: UTF8.width(scalar)) { return cut.kept }
        }
        if standalone { return nil }
        cut = Cut(limit: limit)
        for character in text where cut.isTooWide(adding: of(character), bytes: character.utf8.count) { return cut.kept }
        return nil
    }

    /// `truncated`'s cut, cluster by cluster: the cells used, the bytes read, and the length
    /// kept once a cluster does not fit before the ellipsis.
    private struct Cut {
        let limit: Int
        var used = 0, offset = 0
        var kept: Int?

        init(limit: Int) { self.limit = limit }

        /// Adds a cluster `cells` wide and `bytes` long; true once the text is found wider
        /// than `limit` (`kept` is then set: `limit - 1` cells are left for text).
        mutating func isTooWide(adding cells: Int, bytes: Int) -> Bool {
            if kept == nil, used + cells > limit - 1 { kept = offset }
            used += cells
            if used > limit { return true }
            offset += bytes
            return false
        }
    }

    /// `text` followed by spaces up to `width` cells. Text already `width` cells or wider
    /// is returned unchanged (use `fitted(_:toWidth:)` to also cut it).
    public static func padded(_ text: String, toWidth width: Int) -> String {
        let cells = of(text)
        guard cells < width else { return text }
        return text + String(repeating: " ", count: width - cells)
    }

    /// `text` truncated (with `…`) and then padded so it is exactly `width` cells wide
    /// (for `width` ≥ 0), e.g. for a table column.
    public static func fitted(_ text: String, toWidth width: Int, ellipsis: Character = ellipsis) -> String {
        padded(truncated(text, toWidth: width, ellipsis: ellipsis), toWidth: width)
    }

    // MARK: - Scalars

    /// Width of a scalar standing alone as its own cluster: 0, 1 or 2 (see `isStandalone`).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }  // C0 controls: 0
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        if value < 0x300 { return value == 0xAD ? 0 : 1 }  // Latin-1 and Latin Extended; U+00AD soft hyphen is default-ignorable
        // Fast paths for big blocks without marks or ignorables, and a table for the symbol
        // blocks frames are drawn with, skipping the property lookups (a test checks both
        // against `propertyWidth` for every scalar they cover).
        switch value {
        case 0x370...0x482: return 1  // Greek and Cyrillic letters
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2FFFD, 0x30000...0x3FFFD: return 2  // Hangul syllables, CJK
        case symbolBlocks: return Int(symbolWidths[Int(value - symbolBlocks.lowerBound)])
        // The emoji blocks hold no marks or ignorables: a wide one (most of them) is 2 from the
        // East Asian Width table alone, without the property lookups.
        case 0x1F300...0x1FAFF where isEastAsianWide(value): return 2
        default: return propertyWidth(of: scalar)
        }
    }

    /// General punctuation up to the CJK symbols and kana: arrows, maths, box drawing, shades,
    /// geometric shapes, dingbats (`✓`, `✕`, `≈`, `▾`, `…`).
    static let symbolBlocks: ClosedRange<UInt32> = 0x2000...0x30FF

    /// `propertyWidth` of every scalar of `symbolBlocks`: 2 in the East Asian Width table's wide
    /// ranges, 0 in `symbolZeroWidth`, else 1. Filled from ranges, not from 4,352 lookups of
    /// Unicode properties (a test checks every entry against `propertyWidth`).
    static let symbolWidths: [UInt8] = {
        var widths = [UInt8](repeating: 1, count: symbolBlocks.count)
        func fill(_ range: ClosedRange<UInt32>, with width: UInt8) {
            guard range.overlaps(symbolBlocks) else { return }
            let clamped = range.clamped(to: symbolBlocks)
            let base = symbolBlocks.lowerBound
            for index in Int(clamped.lowerBound - base)...Int(clamped.upperBound - base) { widths[index] = width }
        }
        let wide = EastAsianWidthTable.wideRanges
        for start in stride(from: 0, to: wide.count - 1, by: 2) { fill(wide[start]...wide[start + 1], with: 2) }
        for range in symbolZeroWidth { fill(range, with: 0) }
        return widths
    }()

    /// The nonspacing and enclosing marks and default-ignorable code points of `symbolBlocks`
    /// (zero-width spaces and joiners, bidi controls, combining marks for symbols, Coptic,
    /// Tifinagh and Cyrillic-extended marks, ideographic tone marks, kana voicing marks).
    static let symbolZeroWidth: [ClosedRange<UInt32>] = [
        0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0x20D0...0x20F0, 0x2CEF...0x2CF1, 0x2D7F...0x2D7F,
        0x2DE0...0x2DFF, 0x302A...0x302D, 0x3099...0x309A,
    ]

    /// The width rules, from the scalar's Unicode properties and the East Asian Width table.
    static func propertyWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return 0
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        if isEastAsianWide(value) { return 2 }
        // Emoji_Presentation scalars newer than the table's Unicode version are still wide.
        if properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Whether `scalar` is a grapheme cluster of its own beside any other such scalar: it
    /// never extends the one before it or joins the one after (no mark, joiner, selector,
    /// prepended sign, regional indicator, conjoining jamo, CR or LF). Text made only of
    /// such scalars has one cluster per scalar, so it can be measured and cut scalar by
    /// scalar. The ranges are a conservative subset; a test checks each of their scalars.
    public static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x370...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF,
             0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x1F300...0x1F3FA, 0x1F400...0x1FAFF:
            true
        default:
            false
        }
    }

    /// Whether `value` is East_Asian_Width W or F: binary search in the generated ranges.
    static func isEastAsianWide(_ value: UInt32) -> Bool {
        let table = EastAsianWidthTable.wideRanges
        guard let lowest = table.first, value >= lowest else { return false }
        var low = 0
        var high = table.count / 2  // search ranges [low, high)
        while low < high {
            let middle = (low + high) / 2
            if value < table[2 * middle] {
                high = middle
            } else if value > table[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    // MARK: - Clusters

    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let textPresentationSelector: UInt32 = 0xFE0E  // VS15
    private static let emojiPresentationSelector: UInt32 = 0xFE0F  // VS16
    private static let combiningEnclosingKeycap: UInt32 = 0x20E3

    /// Width of a cluster of two or more scalars.
    private static func clusterWidth(_ scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> Int {
        var widest = 0
        var hasVS16 = false
        var hasVS15 = false
        var hasKeycap = false
        var joinsEmoji = false  // ZWJ followed by an emoji
        var afterJoiner = false
        for scalar in scalars {
            switch scalar.value {
            case emojiPresentationSelector:
                hasVS16 = true
            case textPresentationSelector:
                hasVS15 = true
            case combiningEnclosingKeycap:
                hasKeycap = true
            case zeroWidthJoiner:
                afterJoiner = true
                continue
            default:
                if afterJoiner && scalar.properties.isEmoji { joinsEmoji = true }
                widest = max(widest, width(of: scalar))
            }
            afterJoiner = false
        }
        // Flags (two regional indicators), tag flags, skin tones and emoji ZWJ sequences made
        // of Emoji_Presentation scalars are already 2 through `widest`.
        let firstProperties = first.properties
        if firstProperties.isEmoji {
            if hasVS16 || hasKeycap || joinsEmoji { return 2 }
            if hasVS15 { return firstProperties.isEmojiPresentation ? 1 : width(of: first) }
        }
        return widest
    }

    // MARK: - ASCII fast path

    /// Whether every UTF-8 byte of `text` is printable ASCII (0x20–0x7E).
    public static func isPrintableASCII(_ text: String) -> Bool {
        let utf8 = text.utf8
        if let contiguous = utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.allSatisfy { $0 &- 0x20 < 0x5F }
        }) {
            return contiguous
        }
        return utf8.allSatisfy { $0 &- 0x20 < 0x5F }
    }
}
