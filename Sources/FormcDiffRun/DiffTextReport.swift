import FormcCore
import FormcDiff

/// `formc diff` for a terminal: the changes screen by screen, each on a line like a
/// diagnostic — place, level and rule, what changed, its classes — with the witness of a
/// change that breaks stored results and the reason of an accepted one. A failing change is
/// an `error`, a breaking one that the project does not fail on a `warning`, the rest `note`s.
public enum DiffTextReport {
    public static func render(_ run: DiffRun, policy: DiffPolicy) -> String {
        var out = ""
        var screen: String?
        for entry in run.entries(policy) {
            if screen != entry.screen.id {
                if screen != nil { out += "\n" }
                screen = entry.screen.id
                out += "screen '\(SafeText.escaped(entry.screen.id))'\n"
            }
            let change = entry.change
            out += "  \(place(change)): \(level(entry))[\(change.rule.id)]: \(SafeText.escaped(change.message))"
            out += " (\(change.classes.map(\.title).joined(separator: ", ")))\n"
            if let witness = change.witness {
                out += "    = witness: \(SafeText.escaped(witness.shown)) is valid before, rejected now\n"
            }
            if let allowance = entry.acceptedBy {
                out += "    = accepted at \(SafeText.escaped(allowance.file)):\(allowance.line): \(SafeText.escaped(allowance.reason ?? ""))\n"
            }
        }
        for (comment, problem) in run.unusedAllowances {
            if !out.isEmpty { out += "\n" }
            out += "\(SafeText.escaped(comment.file)):\(comment.line): warning: allow-breaking \(problem)\n"
        }
        return out
    }

    /// `file:line:col` in the new version, or in the old one (marked) for what has no place now.
    static func place(_ change: Change) -> String {
        if let head = change.head { return "\(SafeText.escaped(head.file)):\(head.range.start.line):\(head.range.start.column)" }
        if let base = change.base {
            return "\(SafeText.escaped(base.file)):\(base.range.start.line):\(base.range.start.column) (before)"
        }
        return "-"
    }

    static func level(_ entry: DiffEntry) -> String {
        if entry.acceptedBy != nil { return "accepted" }
        if entry.fails { return "error" }
        return entry.change.isBreaking ? "warning" : "note"
    }
}
