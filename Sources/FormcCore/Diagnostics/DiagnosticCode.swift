/// A diagnostic code: its stable id (`E312`), how bad it is, the line that names the problem
/// and the page `formc explain` prints. Each code is defined once, as a static member of this
/// type, beside what reports it — the loader's codes in FormcLoad, the language's in FormcSpec,
/// each rule's beside its rule — and a `DiagnosticRegistry` collects them (ruff's rule
/// registry). Codes are equal, hashed and ordered by id alone; an id never changes meaning.
public struct DiagnosticCode: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The code's fields, held once and shared by every diagnostic of the code: a diagnostic
    /// carries one reference, not four strings and a page to copy, retain and release.
    private final class Definition: Sendable {
        let id: String
        let severity: Severity
        let summary: String
        let explanation: Explanation
        let fix: CodeFix?

        init(id: String, severity: Severity, summary: String, explanation: Explanation, fix: CodeFix?) {
            self.id = id
            self.severity = severity
            self.summary = summary
            self.explanation = explanation
            self.fix = fix
        }
    }

    private let definition: Definition

    /// `E` for errors or `W` for warnings, then three digits.
    public var id: String { definition.id }
    /// Errors fail a run; warnings fail it only under `--strict`.
    public var severity: Severity { definition.severity }
    /// One line that names the problem (SARIF `shortDescription`, `explain` heading, GitHub title).
    public var summary: String { definition.summary }
    /// The page of `formc explain`, with an example and the fix.
    public var explanation: Explanation { definition.explanation }
    /// How a diagnostic of this code is fixed, when it can be (the editor's quick fix).
    public var fix: CodeFix? { definition.fix }

    public init(_ id: String, _ severity: Severity, summary: String, explanation: Explanation, fix: CodeFix? = nil) {
        definition = Definition(id: id, severity: severity, summary: summary, explanation: explanation, fix: fix)
    }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.definition === rhs.definition || lhs.id == rhs.id
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id < rhs.id }
    public var description: String { id }

    /// The page as `formc explain` prints it.
    public var page: String { explanation.page(for: self) }
}

/// How bad a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
