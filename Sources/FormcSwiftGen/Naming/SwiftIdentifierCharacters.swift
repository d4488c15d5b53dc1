/// Which Unicode scalars a Swift identifier may hold, from The Swift Programming Language,
/// "Lexical Structure — Identifiers" (grammar of an identifier: `identifier-head`,
/// `identifier-character`). formc keeps a scalar of a spec's id only when the grammar allows it
/// *and* it is a letter, a digit or a combining mark (general category L, N, Mn or Mc), so that a
/// generated name never holds an emoji, a symbol or an invisible character that the grammar
/// happens to allow.
enum SwiftIdentifierCharacters {
    /// `identifier-head` beyond ASCII letters and `_`.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]
    /// What `identifier-character` adds to the head: digits and combining marks.
    private static let continuationRanges: [ClosedRange<UInt32>] = [
        0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// Whether `scalar` may start a name: an ASCII letter, or a letter the grammar allows.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        if isHangulSyllable(scalar) { return true }
        return isLetter(scalar) && inRanges(scalar, headRanges)
    }

    /// A Hangul syllable (U+AC00–U+D7A3): a letter (Lo) in the head ranges, answered without
    /// looking its properties up (ids in Korean are made of them).
    static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
        hangulSyllables.contains(scalar.value)
    }

    /// The Hangul syllables' scalar values, for the byte paths that decode values themselves.
    static let hangulSyllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// Whether `scalar` may continue a name: a head, a digit, or a combining mark the grammar allows.
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isHead(scalar) || ("0"..."9").contains(scalar) }
        if isHangulSyllable(scalar) { return true }
        if scalar.properties.isVariationSelector { return false }
        let category = scalar.properties.generalCategory
        let kept = isLetter(scalar) || [.decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark].contains(category)
        return kept && (inRanges(scalar, headRanges) || inRanges(scalar, continuationRanges))
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }

    private static func inRanges(_ scalar: Unicode.Scalar, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        ranges.contains { $0.contains(scalar.value) }
    }
}
