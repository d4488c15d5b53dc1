import FormcCore

/// The lines of a file that human diagnostics show, and nothing else: a `SourceFile` with the
/// same line numbers whose other lines are empty. A lint of thousands of files keeps these
/// rather than every file's text; `HumanRenderer` reads only the lines diagnostics start on.
enum SourceExcerpt {
    /// `source` reduced to the start lines of `diagnostics` (nil when there are none).
    static func make(_ source: SourceFile, for diagnostics: some Sequence<Diagnostic>) -> SourceFile? {
        // A file with no text (unreadable, over the size limit) has no line to show.
        guard !source.bytes.isEmpty else { return nil }
        // Diagnostics come mostly in line order: a line like the one before is not listed again.
        var lines: [Int] = []
        var previous = 0
        for diagnostic in diagnostics {
            guard let line = diagnostic.range?.start.line, line != previous, line >= 1, line <= source.lineStarts.count else { continue }
            lines.append(line)
            previous = line
        }
        guard !lines.isEmpty else { return nil }
        // In line order, each line once, the lines between them empty: no line is looked up.
        lines.sort()
        var bytes: [UInt8] = []
        var next = 1
        for line in lines where line >= next {
            bytes.append(contentsOf: repeatElement(0x0A, count: line - next))
            bytes += source.lineBytes(line)
            bytes.append(0x0A)
            next = line + 1
        }
        return SourceFile(path: source.path, bytes: bytes)
    }
}
