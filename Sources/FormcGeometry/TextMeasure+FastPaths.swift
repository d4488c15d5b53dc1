import FormcCore

/// The paths `TextMeasure.width` takes before grapheme breaking, which costs far more than
/// reading bytes. Each gives exactly what the reference `TextMeasure.clusterWidth` (kept in the tests) gives (a test holds them to
/// it, bit for bit, on thousands of generated strings).
extension TextMeasure {
    /// The table's index of each ASCII code point, -1 for those outside it (controls).
    static let asciiIndexes: [Int] = (0..<128).map { tableIndex(of: UInt32($0)) ?? -1 }

    /// The width in em of text made only of scalars that are each a cluster of their own
    /// (`DisplayWidth.isStandalone`: printable ASCII, Latin-1 and Latin Extended, Greek and
    /// Cyrillic, the symbol blocks, Hangul syllables, CJK ideographs, single-scalar emoji), read
    /// byte by byte in one pass; nil for any other text (a combining mark, a selector, a joiner,
    /// a skin tone, a regional indicator, a control), which `clusterWidth` measures. Each scalar
    /// adds what `clusterWidth`'s scalar-by-scalar branch adds for it, in the same order, so the
    /// two give the same `Double`: a table scalar its advance, any other its
    /// `standaloneAdvance` (Hangul syllables without a lookup).
    static func standaloneWidth(_ text: String, column: [UInt16]) -> Double? {
        var text = text
        // Read once, not once per byte (a lazy global is checked at every read).
        let ascii = asciiIndexes
        return text.withUTF8 { utf8 -> Double? in
            var units = 0
            var ems = 0.0
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = utf8[index]
                if byte < 0x80 {
                    let table = ascii[Int(byte)]
                    guard table >= 0 else { return nil }
                    units += Int(column[table])
                    index += 1
                    continue
                }
                // Valid UTF-8 (a `String`'s): the lead byte gives the length.
                let value: UInt32
                if byte < 0xE0 {
                    guard index + 1 < count else { return nil }
                    value = (UInt32(byte) & 0x1F) << 6 | (UInt32(utf8[index + 1]) & 0x3F)
                    index += 2
                } else if byte < 0xF0 {
                    guard index + 2 < count else { return nil }
                    value = (UInt32(byte) & 0x0F) << 12 | (UInt32(utf8[index + 1]) & 0x3F) << 6 | (UInt32(utf8[index + 2]) & 0x3F)
                    index += 3
                    if (0xAC00...0xD7A3).contains(value) {
                        ems += wideAdvance
                        continue
                    }
                } else {
                    guard index + 3 < count else { return nil }
                    value = (UInt32(byte) & 0x07) << 18 | (UInt32(utf8[index + 1]) & 0x3F) << 12
                        | (UInt32(utf8[index + 2]) & 0x3F) << 6 | (UInt32(utf8[index + 3]) & 0x3F)
                    index += 4
                }
                guard let scalar = Unicode.Scalar(value), DisplayWidth.isStandalone(scalar) else { return nil }
                if let table = tableIndex(of: value) {
                    units += Int(column[table])
                } else {
                    ems += standaloneAdvance(scalar, column: column)
                }
            }
            return Double(units) / AdvanceWidthTable.unitsPerEm + ems
        }
    }

    /// The width in em of any text, grapheme breaking only where a scalar may join its
    /// neighbours. Between two scalars that are each `DisplayWidth.isStandalone` there is always
    /// a cluster boundary, so the text is cut there into pieces: a piece of one standalone scalar
    /// is a cluster of its own, measured as `graphemeWidth` measures a one-scalar cluster; any
    /// other piece (a selector, a joiner, a skin tone, a flag's pair with their neighbours) is
    /// broken into clusters on its own. Every cluster adds whole font units or a whole or quarter
    /// em, so the sums are exact in any order and equal `graphemeWidth`'s.
    static func segmentedWidth(_ text: String, column: [UInt16]) -> Double {
        var units = 0
        var ems = 0.0
        let scalars = text.unicodeScalars
        var pieceStart = scalars.startIndex
        var pieceIsOneStandalone = false
        var previousIsStandalone = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let standalone = DisplayWidth.isStandalone(scalar)
            if index == pieceStart {
                pieceIsOneStandalone = standalone
            } else if standalone && previousIsStandalone {
                // A boundary: the piece before it ends here.
                if pieceIsOneStandalone {
                    addOneScalarCluster(scalars[pieceStart], column: column, units: &units, ems: &ems)
                } else {
                    addClusters(Substring(scalars[pieceStart..<index]), column: column, units: &units, ems: &ems)
                }
                pieceStart = index
                pieceIsOneStandalone = true
            } else {
                pieceIsOneStandalone = false
            }
            previousIsStandalone = standalone
            index = scalars.index(after: index)
        }
        if pieceStart < scalars.endIndex {
            if pieceIsOneStandalone {
                addOneScalarCluster(scalars[pieceStart], column: column, units: &units, ems: &ems)
            } else {
                addClusters(Substring(scalars[pieceStart...]), column: column, units: &units, ems: &ems)
            }
        }
        return Double(units) / AdvanceWidthTable.unitsPerEm + ems
    }

    /// What `graphemeWidth` adds for a cluster of the one scalar `scalar`.
    static func addOneScalarCluster(_ scalar: Unicode.Scalar, column: [UInt16], units: inout Int, ems: inout Double) {
        if let index = tableIndex(of: scalar.value) {
            units += Int(column[index])
            return
        }
        switch scalar.value {
        // Hangul syllables and CJK ideographs: wide, and never emoji (no property lookup).
        case 0xAC00...0xD7A3, 0x3400...0x4DBF, 0x4E00...0x9FFF:
            ems += wideAdvance
            return
        default:
            break
        }
        switch DisplayWidth.width(of: scalar) {
        case 0: break
        case 2: ems += EmojiProperties.isEmojiPresentation(scalar) ? emojiAdvance : wideAdvance
        default:
            if let index = tableIndex(of: fallbackCodePoint) { units += Int(column[index]) }
        }
    }

    /// What `graphemeWidth` adds for each cluster of `piece`.
    private static func addClusters(_ piece: Substring, column: [UInt16], units: inout Int, ems: inout Double) {
        for character in piece {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { continue }
            if scalars.count == 1 {
                addOneScalarCluster(first, column: column, units: &units, ems: &ems)
                continue
            }
            switch DisplayWidth.of(character) {
            case 0:
                continue
            case 2:
                ems += isEmoji(scalars) ? emojiAdvance : wideAdvance
            default:
                if let index = tableIndex(of: first.value) ?? tableIndex(of: fallbackCodePoint) { units += Int(column[index]) }
            }
        }
    }
}
