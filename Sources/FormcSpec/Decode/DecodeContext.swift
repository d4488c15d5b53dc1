import FormcCore
import FormcLoad

/// The decoder's running state for one document: the file and the problems found so far.
struct DecodeContext {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    mutating func report(_ message: DecodeMessage, at range: SourceRange, pointer: JSONPointer, notes: [Diagnostic.Note] = []) {
        diagnostics.append(message.diagnostic(file: file, range: range, pointer: pointer, notes: notes))
    }

    /// Errors other than unknown keys: a screen with one of these is not handed to the
    /// validator, so one mistake does not cascade into misleading reports.
    var hasBlockingErrors: Bool {
        diagnostics.contains { $0.severity == .error && $0.code != .E200 }
    }
}

/// A decoder message, declared beside the code that reports it.
typealias DecodeMessage = DiagnosticMessage

extension Node {
    /// The range to underline when something is missing from this mapping: the mapping when
    /// it is on one line, else its first entry (the start of the mapping, not all of it).
    var headRange: SourceRange {
        guard range.start.line != range.end.line, let first = mapping?.first else { return range }
        let end = first.value.range.start.line == first.key.range.start.line && first.value.range.end.line == first.key.range.start.line
            ? first.value.range.end : first.key.range.end
        return SourceRange(start: range.start, end: end)
    }
}
