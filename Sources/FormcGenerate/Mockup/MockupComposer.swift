import FormcCore

/// Puts drawings side by side: frames in, lines out. Used for a screen's detents in a row
/// (the review pages, `formc render --side-by-side`) and for any pair of drawings a tool wants
/// to compare (before and after).
public enum MockupComposer {
    /// The width rows of frames stay within unless one frame alone is wider: three portrait
    /// iPhones (51 columns each) fit, and a landscape one (107) fits with nothing beside it.
    public static let defaultWidth = 160
    /// Blank columns between two frames.
    public static let defaultGutter = 3

    /// The frames (each a drawing's lines) left to right in rows of at most `width` columns,
    /// wrapping to a new row, rows separated by a blank line. A frame is as wide as its widest
    /// line; shorter lines and shorter frames are padded (frames are top-aligned). No line ends
    /// in a space; the result has no trailing newline.
    public static func sideBySide(_ frames: [[String]], width: Int = defaultWidth, gutter: Int = defaultGutter) -> [String] {
        var out: [String] = []
        layOut(frames, lineWidths: frames.map { $0.map { DisplayWidth.of($0) } }, width: width, gutter: gutter) { line in
            out.append(line.map { trimmedTrailingSpaces($0.text) } ?? "")
        }
        return out
    }

    /// `sideBySide(frames.map(\.textLines), width:, gutter:)` joined by newlines, appended to
    /// `out`: the same bytes, measuring only the lines around the drawings (every line of the
    /// device's frame is `width` cells wide).
    public static func sideBySide(
        _ frames: [MockupFrame], width: Int = defaultWidth, gutter: Int = defaultGutter, into out: inout TextBuffer
    ) {
        let lineWidths = frames.map { frame in
            frame.lines.map { line in
                switch line.kind {
                case .heading, .footer: DisplayWidth.of(line.text)
                case .deviceEdge, .screen, .gap: frame.width
                }
            }
        }
        var first = true
        layOut(frames.map(\.textLines), lineWidths: lineWidths, width: width, gutter: gutter) { line in
            if !first { out.append(ascii: 0x0A) }
            first = false
            if let line { appendTrimmed(line, to: &out) }
        }
    }

    /// The layout of `sideBySide`: hands each line to `emit` as it is made, padded, and nil
    /// for the blank line between two rows.
    private static func layOut(
        _ frames: [[String]], lineWidths: [[Int]], width: Int, gutter: Int, emit: (TextBuffer?) -> Void
    ) {
        let widths = lineWidths.map { $0.reduce(0, max) }
        var rowStart = 0
        var text = TextBuffer()
        while rowStart < frames.count {
            var rowEnd = rowStart + 1
            var used = widths[rowStart]
            while rowEnd < frames.count, used + gutter + widths[rowEnd] <= width {
                used += gutter + widths[rowEnd]
                rowEnd += 1
            }
            if rowStart > 0 { emit(nil) }
            let height = frames[rowStart..<rowEnd].reduce(0) { max($0, $1.count) }
            for line in 0..<height {
                text.removeAll()
                for index in rowStart..<rowEnd {
                    if index > rowStart { text.append(ascii: 0x20, count: gutter) }
                    if line < frames[index].count {
                        text.append(frames[index][line])
                        text.append(ascii: 0x20, count: widths[index] - lineWidths[index][line])
                    } else {
                        text.append(ascii: 0x20, count: widths[index])
                    }
                }
                emit(text)
            }
            rowStart = rowEnd
        }
    }

    /// `text` without the spaces it ends with, appended to `out`.
    private static func appendTrimmed(_ text: TextBuffer, to out: inout TextBuffer) {
        let simple = text.withBytes { bytes -> Bool in
            var end = bytes.count
            while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
            // After ASCII (or nothing) each space is a cluster of its own (see `trimmedTrailingSpaces`).
            guard end == bytes.count || end == 0 || bytes[end - 1] < 0x80 else { return false }
            out.append(utf8: UnsafeBufferPointer(rebasing: bytes[..<end]))
            return true
        }
        if !simple { out.append(trimmedTrailingSpaces(text.text)) }
    }

    /// `text` without the spaces it ends with (`trimmedTrailingSpaces`), appended to `out`.
    public static func appendTrimmed(_ text: String, to out: inout TextBuffer) {
        var text = text
        let simple = text.withUTF8 { bytes -> Bool in
            var end = bytes.count
            while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
            guard end == bytes.count || end == 0 || bytes[end - 1] < 0x80 else { return false }
            out.append(utf8: UnsafeBufferPointer(rebasing: bytes[..<end]))
            return true
        }
        if !simple { out.append(trimmedTrailingSpaces(text)) }
    }

    /// `text` without the spaces it ends with.
    public static func trimmedTrailingSpaces(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.last == 0x20 else { return text }
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x20 { end = utf8.index(before: end) }
        // After ASCII (or nothing) each space is a cluster of its own; after other text the
        // first might belong to the cluster before it (a prepended sign), so count clusters.
        guard end == utf8.startIndex || utf8[utf8.index(before: end)] < 0x80 else { return trimmedTrailingSpaceClusters(text) }
        return String(text[..<end])
    }

    /// `text` without the clusters it ends with that are a lone space.
    private static func trimmedTrailingSpaceClusters(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            guard text[before] == " " else { break }
            end = before
        }
        return String(text[..<end])
    }
}
