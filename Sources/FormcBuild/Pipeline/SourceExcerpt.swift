import FormcCore

/// The lines of a file that human diagnostics show, and nothing else: a `SourceFile` with the
/// same line numbers whose other lines are empty. A lint of thousands of files keeps these
/// rather than every file's text; `HumanRenderer` reads only the lines diagnostics start on.
enum SourceExcerpt {
    /// `source` reduced to the start lines of `diagnostics` (nil when there are none).
    static func make(_ source: SourceFile, for diagnostics: some Sequence<Diagnostic>) -> SourceFile? {
        // Diagnostics come mostly in line order: a line like the one before is not hashed again.
        var lines = Set<Int>()
        var previous = 0
        for diagnostic in diagnostics {
            guard let line = diagnostic.range?.start.line, line != previous, line >= 1, line <= source.lineStarts.count else { continue }
            lines.insert(line)
            previous = line
        }
        guard let last = lines.max() else { return nil }
        var bytes: [UInt8] = []
        for line in 1...last {
            if lines.contains(line) { bytes += source.lineBytes(line) }
            bytes.append(0x0A)
        }
        return SourceFile(path: source.path, bytes: bytes)
    }
}
