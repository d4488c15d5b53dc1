import FormcCore
import FormcDiff
import FormcGeometry

/// `formc diff --format markdown`: a pull-request comment. A summary line, then per changed
/// screen a table of its changes (each with its verdict, rule, what changed and its classes),
/// the witnesses of changes that break stored results, and the mockups before and after side
/// by side at the detents whose drawing changed, changed rows marked. Spec text is escaped as
/// in the review pages: Markdown's characters backslash-escaped, ids in code spans.
public enum DiffMarkdownReport {
    public static func render(_ run: DiffRun, policy: DiffPolicy, devices: [Device] = [.default]) -> String {
        let entries = run.entries(policy)
        var out = "## formc diff\n\n"
        out += Markdown.text(run.summary(policy)) + "\n"
        if entries.contains(where: \.fails) {
            out += "\n**\(Plural.count(entries.filter(\.fails).count, "change")) fail\(entries.filter(\.fails).count == 1 ? "s" : "")** "
            out += "(\(policy.strict ? "--strict: every change fails" : "fail-on: " + policy.failOn.sorted().map(\.rawValue).joined(separator: ", ")))\n"
        }
        for screen in run.diff.screens {
            out += "\n### " + Markdown.code(screen.id)
            if let title = (screen.head ?? screen.base)?.title?.value { out += " — " + Markdown.text(title) }
            out += "\n\n"
            let rows = entries.filter { $0.screen.id == screen.id }.map { entry in
                [verdict(entry), Markdown.code(entry.change.rule.id, inTable: true), Markdown.text(entry.change.message),
                 entry.change.classes.map(\.title).joined(separator: ", ")]
            }
            out += Markdown.table(header: ["", "rule", "change", "classes"], rows: rows)
            let notes = entries.filter { $0.screen.id == screen.id }.compactMap(note)
            if !notes.isEmpty { out += "\n" + notes.map { "- " + $0 + "\n" }.joined() }
            for pair in DiffMockups.changed(base: screen.base, head: screen.head, devices: devices) {
                out += "\n" + Markdown.code(pair.detent) + " on " + Markdown.text(pair.device) + " (changed rows marked `>`):\n\n"
                out += Markdown.fencedBlock(DiffMockups.sideBySide(pair).joined(separator: "\n") + "\n")
            }
        }
        if !run.unusedAllowances.isEmpty {
            out += "\n### allow-breaking comments that accept nothing\n\n"
            for (comment, problem) in run.unusedAllowances {
                out += "- " + Markdown.code(comment.file) + " line \(comment.line): " + Markdown.text(problem) + "\n"
            }
        }
        return out
    }

    private static func verdict(_ entry: DiffEntry) -> String {
        if entry.acceptedBy != nil { return "accepted" }
        if entry.fails { return "❌ fails" }
        return entry.change.isBreaking ? "⚠️ breaking" : "presentation"
    }

    /// The witness of a change, or the reason it was accepted.
    private static func note(_ entry: DiffEntry) -> String? {
        let rule = Markdown.code(entry.change.rule.id)
        if let allowance = entry.acceptedBy { return rule + " accepted: " + Markdown.text(allowance.reason ?? "") }
        guard let witness = entry.change.witness else { return nil }
        let shown = witness.isSmall ? Markdown.code(JSONWriter.compact(witness.result)) : Markdown.text(witness.shown)
        return rule + ": " + shown + " is a valid result before and rejected now"
    }
}
