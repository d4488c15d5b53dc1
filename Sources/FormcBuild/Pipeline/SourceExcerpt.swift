import FormcCore

/// The lines of a file that human diagnostics show, and nothing else: a `SourceFile` with the
/// same line numbers whose other lines are empty. A lint of thousands of files keeps these
/// rather than every file's text; `HumanRenderer` reads only the lines diagnostics start on.
enum SourceExcerpt {
    /// `source` reduced to the start lines of `diagnostics` (nil when there are none).
    static func make(_ source: SourceFile, for diagnostics: [Diagnostic]) -> SourceFile? {
        let lines = Set(diagnostics.compactMap { $0.range?.start.line }.filter { $0 >= 1 && $0 <= source.lineStarts.count })
        guard let last = lines.max() else { return nil }
        var bytes: [UInt8] = []
        for line in 1...last {
            if lines.contains(line) { bytes += source.lineBytes(line) }
            bytes.append(0x0A)
        }
        return SourceFile(path: source.path, bytes: bytes)
    }
}
