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
        let half = HumanRenderer.maxLineWidth / 2
        // Printable ASCII: each byte one scalar one cell wide, so widths are byte counts.
        if ASCIILine.isPrintableASCII(bytes) {
            let before = min(start, bytes.count), upToEnd = min(end, bytes.count)
            guard before <= half, upToEnd - before <= half, bytes.count - upToEnd <= half else { return nil }
            caretColumn = before
            caretCount = max(1, upToEnd - before)
            return
        }
        var widthBeforeStart: Int?
        var widthBeforeEnd: Int?
        var width = 0
        var scalarIndex = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if scalarIndex == start { widthBeforeStart = width }
            if scalarIndex == end { widthBeforeEnd = width }
            // Printable ASCII stands alone, one cell wide, and needs no decoding.
            if bytes[index] >= 0x20, bytes[index] < 0x7F {
                width += 1
                scalarIndex += 1
                index += 1
                continue
            }
            guard let (scalar, next) = UTF8Scalar.decode(bytes, at: index), SimpleLine.standsAlone(scalar) else { return nil }
            width += DisplayWidth.width(of: scalar)
            scalarIndex += 1
            index = next
        }
        let before = widthBeforeStart ?? width
        let upToEnd = widthBeforeEnd ?? width
        guard before <= half, upToEnd - before <= half, width - upToEnd <= half else { return nil }
        caretColumn = before
        caretCount = max(1, upToEnd - before)
    }
}
