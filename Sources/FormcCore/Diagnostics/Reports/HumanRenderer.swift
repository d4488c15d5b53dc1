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
        var out = ReportBytes()
        write(report) { out.append(contentsOf: $0) }
        return out.string
    }

    /// The report in pieces of about `ReportBytes.chunkSize` bytes, each handed to `sink` as
    /// it is full: a report of many diagnostics is never held whole as text.
    public func write(_ report: DiagnosticReport, to sink: (ReportBytes) -> Void) {
        var out = ReportBytes()
        // Diagnostics come grouped by file: its source and escaped name are found once a file.
        var file: (name: String, escaped: String, source: SourceFile?)?
        for diagnostic in report.diagnostics {
            if file?.name != diagnostic.file {
                file = (diagnostic.file, SafeText.escaped(diagnostic.file), report.sources[diagnostic.file])
            }
            render(diagnostic, source: file?.source, escapedFile: file?.escaped, into: &out)
            out.append("\n")
            if out.isFull {
                sink(out)
                out.removeAll()
            }
        }
        if !out.isEmpty { sink(out) }
    }

    public func render(_ d: Diagnostic, source: SourceFile?) -> String {
        var out = ReportBytes()
        render(d, source: source, into: &out)
        return out.string
    }

    /// `escapedFile` is `SafeText.escaped(d.file)` when the caller has it already.
    func render(_ d: Diagnostic, source: SourceFile?, escapedFile: String? = nil, into out: inout ReportBytes) {
        // A path is text from outside too (a file can be named with an escape sequence).
        let file = escapedFile ?? SafeText.escaped(d.file)
        painted(.bold, into: &out) { out in
            out.append(file)
            if let range = d.range { appendPosition(of: range, into: &out) }
            out.append(":")
        }
        out.append(" ")
        painted(d.severity == .error ? .red : .yellow, into: &out) { out in
            out.append(d.severity.rawValue)
            out.append("[")
            out.append(d.code.id)
            out.append("]")
        }
        painted(.bold, into: &out) { out in
            out.append(": ")
            out.append(d.message)
        }
        out.append("\n")
        // An empty source (a file that could not be read, or an empty one) has no line to show.
        if let range = d.range, let source, !source.bytes.isEmpty, range.start.line >= 1, range.start.line <= source.lineStarts.count {
            snippet(range, source: source, severity: d.severity, into: &out)
        }
        // The gutter's width: the digits of the line number, and one.
        let pad = ReportBytes.decimalCount(d.range?.start.line ?? 0) + 1
        for note in d.notes {
            out.appendRepeating(0x20, count: pad)
            paint("= note: ", .blue, into: &out)
            out.append(note.message)
            if let range = note.range {
                out.append(" (")
                out.append(note.file.map { $0 == d.file ? file : SafeText.escaped($0) } ?? file)
                appendPosition(of: range, into: &out)
                out.append(")")
            }
            out.append("\n")
        }
        if let help = d.help {
            out.appendRepeating(0x20, count: pad)
            paint("= help: ", .blue, into: &out)
            out.append(help)
            out.append("\n")
        }
    }

    /// The line of `range` and its carets, painted in the colour of `severity` (red for an
    /// error, yellow for a warning), as the severity word is.
    func snippet(_ range: SourceRange, source: SourceFile, severity: Severity = .error, into out: inout ReportBytes) {
        let bytes = source.lineBytes(range.start.line)
        let window = Self.window(range, source: source)
        if window.markByte == nil {
            if let plain = PlainLine(bytes, range: range) {
                excerpt(range, caretColumn: plain.caretColumn, caretCount: plain.caretCount, severity: severity, into: &out) { $0.append(bytes: bytes) }
                return
            }
        } else if let shown = ASCIILine(window, range: range) {
            // A long line: its window, when printable ASCII, laid out from its bytes.
            excerpt(range, caretColumn: shown.caretColumn, caretCount: shown.caretCount, severity: severity, into: &out) { shown.writeLine(into: &$0) }
            return
        }
        let (scalars, startColumn, endColumn) = Self.markedLine(range, window: window)
        guard let shown = SimpleLine(scalars, mark: startColumn..<endColumn) else {
            out.append(snippet(range, scalars: scalars, startColumn: startColumn, endColumn: endColumn, severity: severity))
            return
        }
        excerpt(range, caretColumn: shown.caretColumn, caretCount: shown.caretCount, severity: severity, into: &out) { shown.writeLine(into: &$0) }
    }

    /// The gutter, the line `writeLine` writes, and the carets under it.
    private func excerpt(_ range: SourceRange, caretColumn: Int, caretCount: Int, severity: Severity, into out: inout ReportBytes,
                         writeLine: (inout ReportBytes) -> Void) {
        let digits = ReportBytes.decimalCount(range.start.line)
        painted(.blue, into: &out) { out in
            out.appendRepeating(0x20, count: digits)
            out.append(" |")
        }
        out.append("\n")
        painted(.blue, into: &out) { out in
            out.appendDecimal(range.start.line)
            out.append(" |")
        }
        out.append(" ")
        writeLine(&out)
        out.append("\n")
        painted(.blue, into: &out) { out in
            out.appendRepeating(0x20, count: digits)
            out.append(" |")
        }
        out.append(" ")
        out.appendRepeating(0x20, count: caretColumn)
        painted(Self.caretColor(severity), into: &out) { $0.appendRepeating(UInt8(ascii: "^"), count: caretCount) }
        out.append("\n")
    }

    /// The excerpt as the general path alone makes it, whatever the line (what `SimpleLine` must agree with).
    func generalSnippet(_ range: SourceRange, source: SourceFile) -> String {
        let (scalars, startColumn, endColumn) = Self.markedLine(range, source: source)
        return snippet(range, scalars: scalars, startColumn: startColumn, endColumn: endColumn)
    }

    /// The excerpt of any line: tabs, escapes and grapheme clusters measured as they come.
    /// `SimpleLine` gives the same text, faster, for lines whose characters stand alone.
    func snippet(_ range: SourceRange, scalars: [Unicode.Scalar], startColumn: Int, endColumn: Int, severity: Severity = .error) -> String {
        let lineNumber = String(range.start.line)
        let pad = String(repeating: " ", count: lineNumber.count)
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
            + paint(String(repeating: "^", count: caretCount), Self.caretColor(severity)) + "\n"
        return out
    }

    /// The colour of the carets: the severity's, as its word is painted.
    private static func caretColor(_ severity: Severity) -> Style { severity == .error ? .red : .yellow }

    /// The scalars of the mark's line and where the mark starts and ends among them (to the end
    /// of the line for a mark over several lines).
    private static func markedLine(_ range: SourceRange, source: SourceFile) -> (scalars: [Unicode.Scalar], start: Int, end: Int) {
        markedLine(range, window: window(range, source: source))
    }

    private static func markedLine(_ range: SourceRange, window: LineWindow) -> (scalars: [Unicode.Scalar], start: Int, end: Int) {
        let (scalars, start) = lineAroundMark(range, window: window)
        let mark = mark(range, start: start, count: scalars.count)
        return (scalars, mark.lowerBound, mark.upperBound)
    }

    /// The mark among the `count` scalars of its line, from `start`: to its end column, or to
    /// the end of the line for a mark over several lines.
    static func mark(_ range: SourceRange, start: Int, count: Int) -> Range<Int> {
        let end = range.end.line == range.start.line
            ? max(start, min(start + range.end.column - range.start.column, count))
            : count
        return start..<end
    }

    /// The bytes of the mark's line an excerpt is made from: the whole line or, for a line
    /// longer than `maxLineBytes`, a window around the mark (`clipped`: an ellipsis stands for
    /// what is cut before it), so many diagnostics on one huge line cost O(window) each, not
    /// O(line). `markByte` is the mark's byte in a window (nil for a whole line, whose mark is
    /// found by its column).
    struct LineWindow {
        var bytes: ArraySlice<UInt8>
        var clipped: Bool
        var markByte: Int?
    }

    static func window(_ range: SourceRange, source: SourceFile) -> LineWindow {
        let bytes = source.lineBytes(range.start.line)
        guard bytes.count > maxLineBytes else { return LineWindow(bytes: bytes, clipped: false, markByte: nil) }
        // Found by its column: a lint's source keeps only the lines it shows (`SourceExcerpt`),
        // at other offsets than the file's.
        let mark = max(bytes.startIndex, min(source.byteOffset(line: range.start.line, column: range.start.column), bytes.endIndex))
        var from = max(bytes.startIndex, mark - maxLineBytes * 3 / 8)
        while from > bytes.startIndex, bytes[from] & 0xC0 == 0x80 { from -= 1 }
        var to = min(bytes.endIndex, mark + maxLineBytes * 3 / 4)
        while to < bytes.endIndex, bytes[to] & 0xC0 == 0x80 { to += 1 }
        return LineWindow(bytes: bytes[from..<to], clipped: from > bytes.startIndex, markByte: mark)
    }

    /// The scalars of the window and the mark's index among them.
    private static func lineAroundMark(_ range: SourceRange, window: LineWindow) -> ([Unicode.Scalar], Int) {
        let bytes = window.bytes
        guard let mark = window.markByte else {
            let scalars = Self.scalars(bytes)
            return (scalars, max(0, min(range.start.column - 1, scalars.count)))
        }
        var scalars: [Unicode.Scalar] = window.clipped ? ["…"] : []
        scalars += Self.scalars(bytes[..<mark])
        let column = scalars.count
        scalars += Self.scalars(bytes[mark...])
        return (scalars, column)
    }

    /// The scalars of UTF-8 text (U+FFFD for a broken sequence); ASCII without decoding.
    private static func scalars(_ bytes: ArraySlice<UInt8>) -> [Unicode.Scalar] {
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes.map { Unicode.Scalar($0) } }
        return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
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

    /// `:LINE:COLUMN` of where a range starts, as it follows a file name.
    private func appendPosition(of range: SourceRange, into out: inout ReportBytes) {
        out.append(":")
        out.appendDecimal(range.start.line)
        out.append(":")
        out.appendDecimal(range.start.column)
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    private func paint(_ text: String, _ style: Style, into out: inout ReportBytes) {
        painted(style, into: &out) { $0.append(text) }
    }

    /// What `body` appends, in `style` when colouring.
    private func painted(_ style: Style, into out: inout ReportBytes, _ body: (inout ReportBytes) -> Void) {
        if color {
            out.append("\u{1B}[")
            out.append(style.rawValue)
            out.append("m")
        }
        body(&out)
        if color { out.append("\u{1B}[0m") }
    }
}
