import FormcProject
import FormcCore
import FormcLoad

/// The fix that silences a warning where it is reported (section 7 of the language reference):
/// the code added to an ignore comment that already targets the warning's line, else
/// `# formc: ignore[CODE]` at the end of that line, else — when the line ends inside a scalar
/// that goes on below it, or already ends with another comment — the comment alone on the line
/// above, at the line's indentation. Never for an error (a warning raised to one by `rules`
/// included), nor for what the ignores themselves report (W508, W509), which no comment silences.
///
/// Made once per document: its comments and its scalars that span lines are found in one pass
/// each, so each warning's fix costs a lookup.
struct IgnoreFixes {
    private let document: TextDocument
    private let source: SourceFile
    private let encoding: PositionEncoding
    /// The first well-formed ignore targeting each line (0-based, lines as the loader counts them).
    private let ignores: [Int: IgnoreComment]
    /// Lines that end with a comment.
    private let commentedLines: Set<Int>
    /// The byte ranges of scalars written over several lines, sorted.
    private let multiLineScalars: [Range<Int>]
    /// False when the analysis was made of other bytes than the document's (no fix then).
    private let matches: Bool

    init(document: TextDocument, analysis: DocumentAnalysis, encoding: PositionEncoding) {
        self.document = document
        self.source = analysis.source
        self.encoding = encoding
        // A project config takes no ignore comments: lint does not read them there.
        matches = analysis.source.bytes == document.bytes && analysis.projectConfig == nil
        var ignores: [Int: IgnoreComment] = [:]
        for ignore in IgnoreComment.all(in: analysis.source) where ignore.wellFormed && ignores[ignore.targetLine] == nil {
            ignores[ignore.targetLine] = ignore
        }
        self.ignores = ignores
        commentedLines = Set(CommentScanner.comments(in: analysis.source.bytes).filter { !$0.ownLine }.map {
            analysis.source.lineIndex(containingByte: $0.start)
        })
        multiLineScalars = Self.multiLineScalars(in: analysis.documents)
    }

    func fix(for diagnostic: Diagnostic) -> Fix? {
        guard matches, diagnostic.severity == .warning, diagnostic.code.severity == .warning,
              !Suppressions.codes.contains(diagnostic.code), let range = diagnostic.range else { return nil }
        let line = range.start.line - 1
        guard line >= 0, line < source.lineStarts.count else { return nil }
        let code = diagnostic.code.id
        let title = "Ignore \(code) on this line"
        if let ignore = ignores[line], let last = ignore.codes.last {
            return fix(title, replacing: last.end, last.end, with: ", " + code)
        }
        let lineStart = source.lineStarts[line]
        let contentEnd = source.lineBytes(line + 1).endIndex
        if !commentedLines.contains(line), !isInsideScalar(contentEnd) {
            var end = contentEnd
            while end > lineStart, source.bytes[end - 1] == 0x20 || source.bytes[end - 1] == 0x09 { end -= 1 }
            return fix(title, replacing: end, contentEnd, with: "  # formc: ignore[\(code)]")
        }
        guard !isInsideScalar(lineStart) else { return nil }
        var indent = lineStart
        while indent < contentEnd, source.bytes[indent] == 0x20 { indent += 1 }
        let text = String(repeating: " ", count: indent - lineStart) + "# formc: ignore[\(code)]" + lineBreak(after: line)
        return fix(title, replacing: lineStart, lineStart, with: text)
    }

    private func fix(_ title: String, replacing start: Int, _ end: Int, with text: String) -> Fix {
        Fix(title: title, edits: [TextEdit(range: document.range(start, end, encoding: encoding), newText: text)], isPreferred: false)
    }

    /// The break that ends `line` (or the line before, for a last line without one).
    private func lineBreak(after line: Int) -> String {
        for index in [line, line - 1] where index >= 0 && index + 1 < source.lineStarts.count {
            let end = source.lineBytes(index + 1).endIndex
            return String(decoding: source.bytes[end..<source.lineStarts[index + 1]], as: UTF8.self)
        }
        return "\n"
    }

    /// Whether byte `offset` lies strictly inside a scalar that spans lines.
    private func isInsideScalar(_ offset: Int) -> Bool {
        // The last range starting before `offset`: ranges do not overlap (scalars are leaves).
        var lo = 0, hi = multiLineScalars.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if multiLineScalars[mid].lowerBound < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && offset < multiLineScalars[lo - 1].upperBound
    }

    private static func multiLineScalars(in documents: [Document]) -> [Range<Int>] {
        var found = Set<Range<Int>>()
        var stack = documents.map(\.root)
        while let node = stack.popLast() {
            switch node.kind {
            case .scalar:
                if node.range.start.line != node.range.end.line, node.range.start.offset < node.range.end.offset {
                    found.insert(node.range.start.offset..<node.range.end.offset)
                }
            case .sequence(let items):
                stack += items
            case .mapping(let entries):
                for entry in entries { stack += [entry.key, entry.value] }
            }
        }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }
}
