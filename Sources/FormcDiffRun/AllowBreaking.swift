import FormcCore
import FormcDiff
import FormcLoad
import FormcProject

/// `# formc: allow-breaking[OPTION_REMOVED] -- reason` in the new version of a spec: accepts a
/// change of that rule whose place in the new version is on the line the comment targets (its
/// own line when it ends a line, the next one when it stands alone), as ignore comments do
/// (spec-language.md §7). The reason is required: accepting a breaking change is a decision a
/// reviewer reads in the diff. A change that points at a block list (something removed from
/// `options:`) is also accepted on the list's key line, and `RULE:ID` names the one option,
/// field or action it accepts (`allow-breaking[OPTION_REMOVED:tea]`): the others stay failures.
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

    /// Whether it accepts `change`: well formed, with a reason, naming its rule (and its subject,
    /// when it names one), on its line or on the key line of the list it points at (`keyLine`).
    func accepts(_ change: Change, keyLine: (Change.Site) -> Int? = { _ in nil }) -> Bool {
        guard wellFormed, reason != nil, let head = change.head, head.file == file else { return false }
        guard head.range.start.line == targetLine || keyLine(head) == targetLine else { return false }
        return rules.contains { named in
            let (rule, subject) = Self.split(named)
            return rule == change.rule.id && (subject == nil || subject == Self.subject(of: change))
        }
    }

    /// `RULE` and the id after `:` in `RULE:ID`, if any.
    static func split(_ named: String) -> (rule: String, subject: String?) {
        guard let colon = named.firstIndex(of: ":") else { return (named, nil) }
        return (String(named[..<colon]), String(named[named.index(after: colon)...]))
    }

    /// What a change is about, as `RULE:ID` names it: its option, else its field.
    static func subject(of change: Change) -> String? { change.option ?? change.headField ?? change.baseField }

    /// The line of the key whose value is the block list at `site` (the `options:` above its
    /// first `- item`), found in the text of `source`; nil when the site is no block list.
    static func keyLine(of site: Change.Site, in source: SourceFile) -> Int? {
        let start = site.range.start
        guard start.offset < source.bytes.count, source.bytes[start.offset] == UInt8(ascii: "-") else { return nil }
        var line = start.line - 1
        while line >= 1 {
            let text = source.lineBytes(line).drop { $0 == 0x20 || $0 == 0x09 }
            if text.isEmpty || text.first == UInt8(ascii: "#") {
                line -= 1
                continue
            }
            return text.contains(UInt8(ascii: ":")) ? line : nil
        }
        return nil
    }

    /// Why it accepted nothing, for the report.
    func problem(among changes: [Change], keyLine: (Change.Site) -> Int? = { _ in nil }) -> String? {
        if !wellFormed { return "does not follow the syntax '# formc: allow-breaking[RULE] -- reason'" }
        if reason == nil { return "needs a reason after ' -- '" }
        if let unknown = rules.map({ Self.split($0).rule }).first(where: { DiffRules.rule(id: $0) == nil }) {
            return "'\(unknown)' is not a rule of formc diff" + Suggestions.didYouMean(unknown, among: DiffRules.all.map(\.id))
        }
        return changes.contains(where: { accepts($0, keyLine: keyLine) }) ? nil
            : "accepts nothing: no change of \(rules.joined(separator: ", ")) on line \(targetLine)"
    }
}
