/// The source line of a human diagnostic that is shown as the file has it: valid UTF-8 whose
/// every character stands alone (`SimpleLine.standsAlone`), no tab, and no part of it wider than
/// the window `SimpleLine` cuts long lines to. Then the line shown is its bytes, and only the
/// caret's place and width are measured — no scalars decoded into an array, none encoded again
/// (the text `SimpleLine` and the general path give, byte for byte). Most spec lines are such.
struct PlainLine {
    /// Cells before the mark: where the carets start.
    let caretColumn: Int
    /// Carets under the mark (at least one).
    let caretCount: Int

    /// nil when `bytes` (one line) is not such a line. The mark is `range` as
    /// `HumanRenderer.markedLine` places it: from its start column to its end column on the
    /// same line, or to the end of the line.
    init?(_ bytes: ArraySlice<UInt8>, range: SourceRange) {
        // The mark's first and end scalar indexes, before they are clamped to the line.
        let start = max(0, range.start.column - 1)
        let length = range.end.line == range.start.line ? max(0, range.end.column - range.start.column) : Int.max
        let end = start.addingReportingOverflow(length).overflow ? Int.max : start + length
        var widthBeforeStart: Int?
        var widthBeforeEnd: Int?
        var width = 0
        var scalarIndex = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if scalarIndex == start { widthBeforeStart = width }
            if scalarIndex == end { widthBeforeEnd = width }
            guard let (scalar, next) = Self.decode(bytes, at: index), SimpleLine.standsAlone(scalar) else { return nil }
            width += DisplayWidth.width(of: scalar)
            scalarIndex += 1
            index = next
        }
        let before = widthBeforeStart ?? width
        let upToEnd = widthBeforeEnd ?? width
        let half = HumanRenderer.maxLineWidth / 2
        guard before <= half, upToEnd - before <= half, width - upToEnd <= half else { return nil }
        caretColumn = before
        caretCount = max(1, upToEnd - before)
    }

    /// The scalar whose UTF-8 starts at `index`, and the index after it; nil for a sequence
    /// that is not well-formed (a lone or missing continuation byte, an overlong form, a
    /// surrogate, or a value past U+10FFFF).
    static func decode(_ bytes: ArraySlice<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), index + 1) }
        let count: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (count, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (count, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (count, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard bytes.endIndex - index >= count else { return nil }
        for offset in 1..<count {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // The shortest form only (no overlong three- or four-byte sequence).
        let shortest = value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
        guard shortest == count, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + count)
    }
}
