/// What a change to a spec breaks (spec-language.md §14), as `buf breaking` groups its rules in
/// categories and oasdiff ranks changes by level: a rule belongs to one or more classes, and a
/// project chooses which classes fail its CI (`.formc.yaml`'s `diff.fail-on`).
public enum ChangeClass: String, Hashable, Sendable, CaseIterable, Comparable {
    /// A result stored or sent under the old result schema may be rejected by the new one.
    case results
    /// The generated Swift changes shape: code written against the old types may not compile.
    case code
    /// Nothing that reads results or the generated types has to change: how the sheet looks,
    /// what it says, how it is presented.
    case presentation

    /// How reports name the class.
    public var title: String {
        switch self {
        case .results: "breaking for stored results"
        case .code: "breaking for generated code"
        case .presentation: "presentation only"
        }
    }

    /// Whether a change of this class breaks something (the first two).
    public var isBreaking: Bool { self != .presentation }

    public static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
