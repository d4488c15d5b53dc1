/// The rustc-style human form of diagnostics (spec-language.md §7):
///
///     specs/category.yaml:14:14: error[E312]: initial option 'pets' is not an option of field 'category'
///        |
///     14 |     initial: pets
///        |              ^^^^
///        = help: did you mean 'pet'?
///
/// The caret is placed by display width, so it stays under its text after Hangul, emoji and
/// tabs; text from the spec is escaped so it cannot drive the terminal.
public struct HumanRenderer: Sendable {
    public var color: Bool
    /// Tabs in source lines are shown as spaces to the next multiple of this.
    public static let tabWidth = 4
    /// Longer source lines are shown as a window around the caret.
    public static let maxLineWidth = 120

    public init(color: Bool) { self.color = color }

    public func render(_ report: DiagnosticReport) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += render(diagnostic, source: report.sources[diagnostic.file])
            out += "\n"
        }
        return out
    }

    public func render(_ d: Diagnostic, source: SourceFile?) -> String {
        var out = ""
        // A path is text from outside too (a file can be named with an escape sequence).
        let file = SafeText.escaped(d.file)
        let place = d.range.map { "\(file):\($0.start.line):\($0.start.column)" } ?? file
        let label = d.severity.rawValue + "[\(d.code.id)]"
        out += paint(place + ":", .bold) + " " + paint(label, d.severity == .error ? .red : .yellow) + paint(": " + d.message, .bold) + "\n"
        // An empty source (a file that could not be read, or an empty one) has no line to show.
        if let range = d.range, let source, !source.bytes.isEmpty, range.start.line >= 1, range.start.line <= source.lineStarts.count {
            out += snippet(range, source: source)
        }
        for note in d.notes {
            var where_ = ""
            if let range = note.range { where_ = " (\(SafeText.escaped(note.file ?? d.file)):\(range.start.line):\(range.start.column))" }
            out += gutterPad(for: d.range) + paint("= note: ", .blue) + note.message + where_ + "\n"
        }
        if let help = d.help {
            out += gutterPad(for: d.range) + paint("= help: ", .blue) + help + "\n"
        }
        return out
    }

    private func gutterPad(for range: SourceRange?) -> String {
        String(repeating: " ", count: String(range?.start.line ?? 0).count + 1)
    }

    private func snippet(_ range: SourceRange, source: SourceFile) -> String {
        let lineNumber = String(range.start.line)
        let pad = String(repeating: " ", count: lineNumber.count)
        let (scalars, startColumn) = Self.lineAroundMark(range, source: source)
        let endColumn = range.end.line == range.start.line
            ? max(startColumn, min(startColumn + range.end.column - range.start.column, scalars.count))
            : scalars.count
        var before = display(scalars[0..<startColumn], startingAt: 0)
        var marked = display(scalars[startColumn..<endColumn], startingAt: DisplayWidth.of(before))
        var after = display(scalars[endColumn...], startingAt: DisplayWidth.of(before) + DisplayWidth.of(marked))
        // Window very long lines around the mark.
        if DisplayWidth.of(before) > Self.maxLineWidth / 2 {
            before = "…" + Self.suffix(before, width: Self.maxLineWidth / 2 - 1)
        }
        if DisplayWidth.of(marked) > Self.maxLineWidth / 2 {
            marked = DisplayWidth.truncated(marked, toWidth: Self.maxLineWidth / 2)
            after = ""
        }
        if DisplayWidth.of(after) > Self.maxLineWidth / 2 {
            after = DisplayWidth.truncated(after, toWidth: Self.maxLineWidth / 2)
        }
        let caretCount = max(1, DisplayWidth.of(marked))
        var out = paint(pad + " |", .blue) + "\n"
        out += paint(lineNumber + " |", .blue) + " " + before + marked + after + "\n"
        out += paint(pad + " |", .blue) + " " + String(repeating: " ", count: DisplayWidth.of(before))
            + paint(String(repeating: "^", count: caretCount), .red) + "\n"
        return out
    }

    /// The scalars of the mark's line and the mark's index among them. A line longer than
    /// `maxLineBytes` is cut to a window around the mark before it is decoded, so many
    /// diagnostics on one huge line cost O(window) each, not O(line).
    private static func lineAroundMark(_ range: SourceRange, source: SourceFile) -> ([Unicode.Scalar], Int) {
        let bytes = source.lineBytes(range.start.line)
        guard bytes.count > maxLineBytes else {
            let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            return (scalars, max(0, min(range.start.column - 1, scalars.count)))
        }
        let mark = max(bytes.startIndex, min(range.start.offset, bytes.endIndex))
        var from = max(bytes.startIndex, mark - maxLineBytes * 3 / 8)
        while from > bytes.startIndex, bytes[from] & 0xC0 == 0x80 { from -= 1 }
        var to = min(bytes.endIndex, mark + maxLineBytes * 3 / 4)
        while to < bytes.endIndex, bytes[to] & 0xC0 == 0x80 { to += 1 }
        var scalars: [Unicode.Scalar] = from > bytes.startIndex ? ["…"] : []
        scalars += String(decoding: bytes[from..<mark], as: UTF8.self).unicodeScalars
        let column = scalars.count
        scalars += String(decoding: bytes[mark..<to], as: UTF8.self).unicodeScalars
        return (scalars, column)
    }

    /// Lines longer than this many bytes are windowed before decoding: enough for the
    /// `maxLineWidth` cells shown, so that many diagnostics on one long line stay cheap.
    static let maxLineBytes = 512

    /// Source text as shown: tabs expanded from display column `column`, controls escaped.
    private func display(_ scalars: ArraySlice<Unicode.Scalar>, startingAt column: Int) -> String {
        var out = ""
        var col = column
        var pending = String.UnicodeScalarView()
        func flush() {
            guard !pending.isEmpty else { return }
            let text = SafeText.escaped(String(pending))
            out += text
            col += DisplayWidth.of(text)
            pending = String.UnicodeScalarView()
        }
        for scalar in scalars {
            if scalar == "\t" {
                flush()
                let spaces = Self.tabWidth - col % Self.tabWidth
                out += String(repeating: " ", count: spaces)
                col += spaces
            } else {
                pending.append(scalar)
            }
        }
        flush()
        return out
    }

    /// The end of `text` that fits in `width` cells, whole clusters only.
    private static func suffix(_ text: String, width: Int) -> String {
        var kept: [Character] = []
        var used = 0
        for c in text.reversed() {
            used += DisplayWidth.of(c)
            if used > width { break }
            kept.append(c)
        }
        return String(kept.reversed())
    }

    private enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", blue = "1;34"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
