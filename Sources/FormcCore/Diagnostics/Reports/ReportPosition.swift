/// The numbers every machine-readable format prints for a diagnostic's place, computed once so
/// JSON, SARIF and GitHub lines can never disagree on a position.
///
/// Lines and columns are 1-based; columns count Unicode scalars (as libyaml does, SARIF's
/// `unicodeCodePoints`); the end is exclusive (the column after the last marked character), so
/// `pets` at column 14 ends at column 18, as in the JSON example of spec-language.md.
public struct ReportPosition: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    /// nil when the diagnostic has no place.
    public init?(_ range: SourceRange?) {
        guard let range else { return nil }
        line = max(1, range.start.line)
        column = max(1, range.start.column)
        // A range never ends before it starts, whatever a producer computed.
        let end = max(range.end, range.start)
        endLine = max(line, end.line)
        endColumn = endLine == line ? max(column, end.column) : max(1, end.column)
    }
}

/// Human text (messages, help, notes) as every machine format prints it: escaped by `SafeText`,
/// which leaves already escaped text as it is, so a spec's control characters or bidi overrides
/// reach no terminal or log through a report.
enum ReportText {
    static func clean(_ text: String) -> String { SafeText.escaped(text) }
}
