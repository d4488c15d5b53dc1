/// The stable codes of the contract (spec-language.md §7). A code never changes meaning.
public enum DiagnosticCode: String, CaseIterable, Sendable, Comparable {
    case E100, E101, E102, E103, E104
    case E200, E201, E202, E203, E204, E205, E206
    case E300, E301, E302, E303, E304, E305
    case E310, E311, E312, E313
    case E400, E401, E402, E403, E404, E405, E406, E407, E408, E409
    case W500, W501, W502, W503, W504, W505, W506, W507

    /// Errors fail a run; warnings fail it only under `--strict`.
    public var severity: Severity { rawValue.hasPrefix("W") ? .warning : .error }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// One line that names the problem (SARIF `shortDescription`, `explain` heading, GitHub title).
    public var summary: String {
        switch self {
        case .E100: "file cannot be read"
        case .E101: "YAML syntax error"
        case .E102: "input is not UTF-8"
        case .E103: "duplicate key in a mapping"
        case .E104: "alias expansion or nesting over the limit"
        case .E200: "unknown key"
        case .E201: "missing required key"
        case .E202: "wrong type"
        case .E203: "value not one of the allowed words"
        case .E204: "number out of range"
        case .E205: "malformed id"
        case .E206: "unsupported formc version"
        case .E300: "screen id used twice in the build"
        case .E301: "option id used twice in a field"
        case .E302: "field id used twice"
        case .E303: "detent id used twice"
        case .E304: "tab id used twice"
        case .E305: "action id used twice"
        case .E310: "initial-detent names no detent"
        case .E311: "undimmed-through names no detent"
        case .E312: "initial names no option (or a disabled one)"
        case .E313: "tab-bar.selected names no tab"
        case .E400: "min is greater than max"
        case .E401: "max or min exceeds the number of options"
        case .E402: "initial breaks the cardinality"
        case .E403: "columns on a non-grid layout, or grid without columns"
        case .E404: "commit: on-apply but no submit action"
        case .E405: "the sheet can never be dismissed"
        case .E406: "backdrop tap dismisses while the backdrop passes touches through at every detent"
        case .E407: "detents not in ascending height on some device"
        case .E408: "a field with no options"
        case .E409: "a screen with no fields"
        case .W500: "a title does not fit its grid cell or chip row on some device"
        case .W501: "more than 5 tabs"
        case .W502: "the submit action is below the fold at the initial detent"
        case .W503: "medium is the only detent"
        case .W504: "initial selects fewer than min"
        case .W505: "width-follows-preferred-content-size without edge attachment"
        case .W506: "a choice with a single option"
        case .W507: "a plain scalar that other YAML tools read as another type"
        }
    }
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
