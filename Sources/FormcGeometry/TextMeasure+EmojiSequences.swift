import FormcCore

/// The path `TextMeasure.width` takes for text whose only joining scalars are those of emoji
/// sequences: a presentation selector (VS15, VS16), a keycap, a skin tone, a ZWJ or a regional
/// indicator (`☕️`, `1️⃣`, `👍🏽`, `👨‍👩‍👧`, `🇰🇷`), every other scalar standing alone. Such text is
/// broken into clusters here, by the few grapheme rules these scalars take part in, and read byte
/// by byte in one pass, without the standard library's grapheme breaking, which costs far more.
/// Each cluster adds what `TextMeasure.graphemeWidth` adds for it, so the result is the same
/// `Double` (a test holds it to `clusterWidth` bit for bit, and its scalar classes to the
/// standard library's segmentation); other text, or a join these classes cannot decide, gives nil.
extension TextMeasure {
    static func sequenceWidth(_ text: String, column: [UInt16]) -> Double? {
        var text = text
        return text.withUTF8 { utf8 -> Double? in
            var sum = ClusterSum(column: column)
            // The cluster being read, and what the grapheme rules need of it.
            var cluster = SequenceCluster(start: 0)
            // `Extended_Pictographic Extend*` ends the cluster so far: a ZWJ then an emoji joins it (GB11).
            var pictographic = Pictographic.no
            // The scalar before was a ZWJ, and whether the sequence before that could join.
            var joinerAfter: Pictographic?
            // The cluster is one regional indicator, which the next one pairs with (GB12, GB13).
            var lonePairable = false
            var index = 0
            let count = utf8.count
            while index < count {
                let start = index
                let scalar = Self.decode(utf8, at: &index)
                switch SequenceClass(scalar) {
                case .other:
                    return nil
                case .extend:
                    // GB9: an Extend joins whatever comes before it (a leading one starts a cluster).
                    if cluster.isEmpty { pictographic = .no }
                    cluster.add(scalar)
                    joinerAfter = nil
                    lonePairable = false
                case .joiner:
                    // GB9: so does a ZWJ; whether what follows joins too is GB11's.
                    joinerAfter = cluster.isEmpty ? Pictographic.no : pictographic
                    pictographic = .no
                    cluster.add(scalar)
                    lonePairable = false
                case .regionalIndicator:
                    if lonePairable {
                        cluster.add(scalar)
                        lonePairable = false
                    } else {
                        sum.add(cluster, of: utf8, end: start)
                        cluster = SequenceCluster(start: start)
                        cluster.add(scalar)
                        lonePairable = true
                    }
                    pictographic = .no
                    joinerAfter = nil
                case .base:
                    let kind = Pictographic(scalar)
                    if let before = joinerAfter {
                        // GB11: `Extended_Pictographic Extend* ZWJ × Extended_Pictographic`.
                        switch (before, kind) {
                        case (.yes, .yes):
                            cluster.add(scalar)
                            pictographic = .yes
                            joinerAfter = nil
                            continue
                        case (.no, _), (_, .no):
                            break
                        default:
                            return nil
                        }
                    }
                    sum.add(cluster, of: utf8, end: start)
                    cluster = SequenceCluster(start: start)
                    cluster.add(scalar)
                    pictographic = kind
                    joinerAfter = nil
                    lonePairable = false
                }
            }
            sum.add(cluster, of: utf8, end: count)
            return sum.width
        }
    }

    /// The scalar whose UTF-8 starts at `index` of a `String`'s bytes (well-formed: the lead
    /// byte gives the length), `index` moved past it.
    @inline(__always)
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Unicode.Scalar {
        let byte = utf8[index]
        let value: UInt32
        if byte < 0x80 {
            value = UInt32(byte)
            index += 1
        } else if byte < 0xE0, index + 1 < utf8.count {
            value = (UInt32(byte) & 0x1F) << 6 | (UInt32(utf8[index + 1]) & 0x3F)
            index += 2
        } else if byte < 0xF0, index + 2 < utf8.count {
            value = (UInt32(byte) & 0x0F) << 12 | (UInt32(utf8[index + 1]) & 0x3F) << 6 | (UInt32(utf8[index + 2]) & 0x3F)
            index += 3
        } else if index + 3 < utf8.count {
            value = (UInt32(byte) & 0x07) << 18 | (UInt32(utf8[index + 1]) & 0x3F) << 12
                | (UInt32(utf8[index + 2]) & 0x3F) << 6 | (UInt32(utf8[index + 3]) & 0x3F)
            index += 4
        } else {
            // Not reached for a `String`'s bytes; the replacement character is no sequence scalar.
            index = utf8.count
            return "\u{FFFD}"
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// What a scalar is to the grapheme rules of emoji sequences.
    private enum SequenceClass {
        /// A scalar that stands alone (`DisplayWidth.isStandalone`), but for the soft hyphen (a
        /// control to the grapheme rules, which nothing joins).
        case base
        /// VS15, VS16, the keycap and the skin tones: Grapheme_Cluster_Break=Extend.
        case extend
        case joiner
        case regionalIndicator
        /// Anything else: left to the standard library.
        case other

        init(_ scalar: Unicode.Scalar) {
            switch scalar.value {
            case 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF: self = .extend
            case 0x200D: self = .joiner
            case 0x1F1E6...0x1F1FF: self = .regionalIndicator
            case 0xAD: self = .other
            default: self = DisplayWidth.isStandalone(scalar) ? .base : .other
            }
        }
    }

    /// Whether a scalar that stands alone is Extended_Pictographic, where it can be told without
    /// the property tables: every emoji is, but for the regional indicators, the skin tones and
    /// the ASCII keycap bases (`#`, `*`, digits); no letter before U+2000, Hangul syllable or
    /// CJK ideograph is. The rest (other symbols, unassigned emoji code points) is unknown.
    enum Pictographic {
        case yes, no, unknown

        init(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            switch value {
            case 0..<0x80, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: self = .no
            case 0xA9, 0xAE: self = .yes
            case 0x80..<0x2000, 0xAC00...0xD7A3, 0x3400...0x4DBF, 0x4E00...0x9FFF: self = .no
            default: self = EmojiProperties.isEmoji(scalar) ? .yes : .unknown
            }
        }
    }

    /// One grapheme cluster as `DisplayWidth.of(_: Character)` reads it (a copy of its cluster
    /// branch, held to it by the tests): the first scalar, how many, and which selectors,
    /// keycaps and joined emoji it holds. The widest of its other scalars, which most emoji
    /// sequences do not need, is read from its bytes only when asked (`displayWidth`).
    private struct SequenceCluster {
        /// Where its bytes start.
        let start: Int
        var first: Unicode.Scalar = " "
        var count = 0
        var hasVS16 = false
        var hasVS15 = false
        var hasKeycap = false
        /// A ZWJ followed by an emoji.
        var joinsEmoji = false
        var afterJoiner = false

        init(start: Int) { self.start = start }

        var isEmpty: Bool { count == 0 }

        mutating func add(_ scalar: Unicode.Scalar) {
            if count == 0 { first = scalar }
            count += 1
            switch scalar.value {
            case 0xFE0F: hasVS16 = true
            case 0xFE0E: hasVS15 = true
            case 0x20E3: hasKeycap = true
            case 0x200D:
                afterJoiner = true
                return
            default:
                if afterJoiner && EmojiProperties.isEmoji(scalar) { joinsEmoji = true }
            }
            afterJoiner = false
        }

        /// `DisplayWidth.of` the cluster of more than one scalar, whose bytes end at `end`.
        func displayWidth(of utf8: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
            if EmojiProperties.isEmoji(first) {
                if hasVS16 || hasKeycap || joinsEmoji { return 2 }
                if hasVS15 { return EmojiProperties.isEmojiPresentation(first) ? 1 : DisplayWidth.width(of: first) }
            }
            var widest = 0
            var index = start
            while index < end {
                let scalar = TextMeasure.decode(utf8, at: &index)
                switch scalar.value {
                case 0xFE0F, 0xFE0E, 0x20E3, 0x200D: continue
                case 0x1F1E6...0x1F1FF:
                    widest = Swift.max(widest, TextMeasure.regionalIndicatorWidths[Int(scalar.value - 0x1F1E6)])
                default: widest = Swift.max(widest, DisplayWidth.width(of: scalar))
                }
            }
            return widest
        }
    }

    /// `DisplayWidth.width(of:)` of each regional indicator (a flag is two), U+1F1E6 first:
    /// looked up in the property tables once per process rather than twice per flag.
    private static let regionalIndicatorWidths: [Int] = (UInt32(0x1F1E6)...0x1F1FF).map { value in
        Unicode.Scalar(value).map { DisplayWidth.width(of: $0) } ?? 0
    }

    /// Font units and ems added cluster by cluster, as `graphemeWidth` adds them.
    private struct ClusterSum {
        let column: [UInt16]
        let ascii = TextMeasure.asciiIndexes
        var units = 0
        var ems = 0.0

        init(column: [UInt16]) { self.column = column }

        /// Adds `cluster`, whose bytes end at `end`.
        mutating func add(_ cluster: SequenceCluster, of utf8: UnsafeBufferPointer<UInt8>, end: Int) {
            guard cluster.count > 0 else { return }
            let first = cluster.first
            if cluster.count == 1 {
                // What `standaloneWidth` adds for a scalar standing alone, the same as
                // `graphemeWidth` adds for a one-scalar cluster.
                let value = first.value
                if value < 0x80, ascii[Int(value)] >= 0 {
                    units += Int(column[ascii[Int(value)]])
                } else if (0xAC00...0xD7A3).contains(value) {
                    ems += TextMeasure.wideAdvance
                } else {
                    TextMeasure.addOneScalarCluster(first, column: column, units: &units, ems: &ems)
                }
                return
            }
            switch cluster.displayWidth(of: utf8, end: end) {
            case 0:
                return
            case 2:
                ems += EmojiProperties.isEmoji(first) ? TextMeasure.emojiAdvance : TextMeasure.wideAdvance
            default:
                if let index = TextMeasure.tableIndex(of: first.value) ?? TextMeasure.tableIndex(of: TextMeasure.fallbackCodePoint) {
                    units += Int(column[index])
                }
            }
        }

        var width: Double { Double(units) / AdvanceWidthTable.unitsPerEm + ems }
    }
}
