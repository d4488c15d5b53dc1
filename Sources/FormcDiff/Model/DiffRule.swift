/// One kind of change `formc diff` reports, with a stable id (`OPTION_REMOVED`, spelled as
/// `buf breaking` spells its rules), the classes it belongs to, and why. Every rule is declared
/// once, beside the comparison that reports it (`static let rules`), and documented in
/// spec-language.md §14; `DiffRules.all` lists them in that order.
public struct DiffRule: Hashable, Sendable, CustomStringConvertible {
    /// `SCREAMING_SNAKE_CASE`, never reused for another meaning.
    public let id: String
    /// Most severe first; never empty. `[.presentation]` for a change that breaks nothing.
    public let classes: [ChangeClass]
    /// What changed, in a few words ("an option id is gone").
    public let summary: String
    /// Why it is in its classes.
    public let reason: String

    init(_ id: String, _ classes: [ChangeClass], _ summary: String, reason: String) {
        self.id = id
        self.classes = classes.sorted()
        self.summary = summary
        self.reason = reason
    }

    public var description: String { id }

    /// The rule's page, as `formc explain RULE` prints it.
    public var page: String {
        """
        \(id): \(summary)
        class: \(classes.map(\.title).joined(separator: ", "))

        \(reason)

        Reported by 'formc diff' (spec-language.md §14). Accept one such change deliberately with
        '# formc: allow-breaking[\(id)] -- reason' on its line in the new version.

        """
    }

    /// Whether the rule breaks stored results or generated code.
    public var isBreaking: Bool { classes.contains { $0.isBreaking } }
}

/// Every rule, in the order of spec-language.md §14.
public enum DiffRules {
    public static let all: [DiffRule] =
        ScreenComparison.rules + FieldComparison.rules + OptionComparison.rules + SwiftNameComparison.rules
        + SheetComparison.rules + ContentComparison.rules + StyleComparison.rules

    /// The rule with this id, if any.
    public static func rule(id: String) -> DiffRule? { all.first { $0.id == id } }
}
