import FormcCore
import FormcDiff

/// `formc diff --format github`: a workflow command per change, which GitHub Actions shows as
/// an annotation on the changed line of the new version (a removed screen: on its old place).
/// A failing change is an `error`, another breaking one a `warning`, the rest `notice`s. Escaped
/// as lint's GitHub lines are, so a spec cannot inject a workflow command.
public enum DiffGitHubReport {
    public static func render(_ run: DiffRun, policy: DiffPolicy) -> String {
        var out = ""
        for entry in run.entries(policy) {
            let change = entry.change
            var properties: [(String, String)] = []
            if let site = change.head ?? change.base {
                properties.append(("file", SafeText.escaped(site.file)))
                if let position = ReportPosition(site.range) {
                    properties += [("line", String(position.line)), ("col", String(position.column)),
                                   ("endLine", String(position.endLine)), ("endColumn", String(position.endColumn))]
                }
            }
            properties.append(("title", change.rule.id))
            var message = SafeText.escaped(change.message) + " (" + change.classes.map(\.title).joined(separator: ", ") + ")"
            if let witness = change.witness { message += "\n= witness: " + SafeText.escaped(witness.shown) + " is valid before, rejected now" }
            if let allowance = entry.acceptedBy { message += "\n= accepted: " + SafeText.escaped(allowance.reason ?? "") }
            let command = entry.fails ? "error" : entry.acceptedBy == nil && change.isBreaking ? "warning" : "notice"
            let props = properties.map { "\($0.0)=\(GitHubReport.escapeProperty($0.1))" }.joined(separator: ",")
            out += "::\(command) \(props)::\(GitHubReport.escapeData(message))\n"
        }
        for (comment, problem) in run.unusedAllowances {
            let props = [("file", SafeText.escaped(comment.file)), ("line", String(comment.line)), ("title", "allow-breaking")]
                .map { "\($0.0)=\(GitHubReport.escapeProperty($0.1))" }.joined(separator: ",")
            out += "::warning \(props)::\(GitHubReport.escapeData("allow-breaking " + problem))\n"
        }
        return out
    }
}
