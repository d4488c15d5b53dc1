import FormcCore
import FormcDiff
import FormcLoad
import FormcProject

/// `# formc: allow-breaking[OPTION_REMOVED] -- reason` in the new version of a spec: accepts a
/// change of that rule whose place in the new version is on the line the comment targets (its
/// own line when it ends a line, the next one when it stands alone), as ignore comments do
/// (spec-language.md §7). The reason is required: accepting a breaking change is a decision a
/// reviewer reads in the diff.
public struct AllowBreaking: Hashable, Sendable {
    public var file: String
    /// 1-based line of the comment, and of the line it targets.
    public var line: Int
    public var targetLine: Int
    public var rules: [String]
    public var reason: String?
    /// False when the comment does not follow the syntax.
    public var wellFormed: Bool

    /// The allow comments of `source`, in order.
    static func all(in source: SourceFile) -> [AllowBreaking] {
        CommentScanner.comments(in: source.bytes).compactMap { comment in
            IgnoreComment.parse(comment, in: source, directive: "allow-breaking").map { parsed in
                AllowBreaking(file: source.path, line: source.lineIndex(containingByte: comment.start) + 1,
                              targetLine: parsed.targetLine + 1, rules: parsed.codes.map(\.id), reason: parsed.reason,
                              wellFormed: parsed.wellFormed)
            }
        }
    }

    /// Whether it accepts `change`: well formed, with a reason, naming its rule, on its line.
    func accepts(_ change: Change) -> Bool {
        guard wellFormed, reason != nil, let head = change.head else { return false }
        return head.file == file && head.range.start.line == targetLine && rules.contains(change.rule.id)
    }

    /// Why it accepted nothing, for the report.
    func problem(among changes: [Change]) -> String? {
        if !wellFormed { return "does not follow the syntax '# formc: allow-breaking[RULE] -- reason'" }
        if reason == nil { return "needs a reason after ' -- '" }
        if let unknown = rules.first(where: { DiffRules.rule(id: $0) == nil }) {
            return "'\(unknown)' is not a rule of formc diff" + Suggestions.didYouMean(unknown, among: DiffRules.all.map(\.id))
        }
        return changes.contains(where: accepts) ? nil : "accepts nothing: no change of \(rules.joined(separator: ", ")) on line \(targetLine)"
    }
}
