import FormcCore

/// One replacement in a file's bytes: `range` (byte offsets into the text the fix was made
/// of) replaced by `text`. An empty range inserts.
public struct SpecEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var text: String

    public init(_ range: Range<Int>, _ text: String) {
        self.range = range
        self.text = text
    }
}

/// The fix of one diagnostic as edits of the file it is in: what a code declares
/// (`DiagnosticCode.fix`) made concrete for one finding. The language server offers it as a
/// code action, `formc lint --fix` applies it; both read it from `DeclaredFixes`.
public struct SpecFix: Hashable, Sendable {
    /// What an editor shows ("Replace with 'presentation'").
    public var title: String
    public var applicability: CodeFix.Applicability
    /// Sorted by offset, none overlapping another.
    public var edits: [SpecEdit]
    /// The code of the diagnostic it resolves.
    public var code: DiagnosticCode

    public init(title: String, applicability: CodeFix.Applicability, edits: [SpecEdit], code: DiagnosticCode) {
        self.title = title
        self.applicability = applicability
        self.edits = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        self.code = code
    }

    /// The bytes the fix touches, from its first edit's start to its last edit's end.
    public var span: Range<Int> {
        guard let first = edits.first, let last = edits.last else { return 0..<0 }
        return first.range.lowerBound..<max(first.range.lowerBound, last.range.upperBound)
    }
}
