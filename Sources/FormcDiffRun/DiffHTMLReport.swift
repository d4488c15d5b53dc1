import FormcCore
import FormcDiff
import FormcGeometry
import FormcReview

/// `formc diff --format html`: the Markdown report's content as one self-contained page (the
/// review's stylesheet, no script, nothing from the network), with the drawings before and after
/// as the review draws them, in points (SVG), at the detents whose drawing changed. Spec text is
/// escaped as in the review pages.
public enum DiffHTMLReport {
    /// Millimetres per point of the drawings: two iPhones side by side fit a printed page.
    static let scale = "0.1mm"

    public static func render(_ run: DiffRun, policy: DiffPolicy, devices: [Device] = [.default]) -> String {
        let entries = run.entries(policy)
        var body = "<section class=\"diff\">\n<h1>formc diff</h1>\n<p class=\"meta\">" + DrawingFigures.text(run.summary(policy)) + "</p>\n"
        let failing = entries.filter(\.fails).count
        if failing > 0 {
            body += "<p><b>\(Plural.count(failing, "change")) fail\(failing == 1 ? "s" : "")</b> ("
            body += DrawingFigures.escaped(policy.strict ? "--strict: every change fails"
                                           : "fail-on: " + policy.failOn.sorted().map(\.rawValue).joined(separator: ", ")) + ")</p>\n"
        }
        for screen in run.diff.screens {
            body += "<h2><code>" + DrawingFigures.text(screen.id) + "</code>"
            if let title = (screen.head ?? screen.base)?.title?.value { body += " — " + DrawingFigures.text(title) }
            body += "</h2>\n<table><thead><tr><th></th><th>rule</th><th>change</th><th>classes</th></tr></thead>\n<tbody>\n"
            for entry in entries where entry.screen.id == screen.id {
                body += "<tr><td>" + DrawingFigures.escaped(verdict(entry)) + "</td><td><code>" + DrawingFigures.text(entry.change.rule.id)
                body += "</code></td><td>" + DrawingFigures.text(entry.change.message) + "</td><td>"
                body += DrawingFigures.escaped(entry.change.classes.map(\.title).joined(separator: ", ")) + "</td></tr>\n"
            }
            body += "</tbody></table>\n"
            let notes = entries.filter { $0.screen.id == screen.id }.compactMap(note)
            if !notes.isEmpty { body += "<ul>\n" + notes.map { "<li>" + $0 + "</li>\n" }.joined() + "</ul>\n" }
            for pair in DiffMockups.changed(base: screen.base, head: screen.head, devices: devices) {
                guard let device = devices.first(where: { $0.name == pair.device }) else { continue }
                body += "<h3><code>" + DrawingFigures.text(pair.detent) + "</code> on <code>" + DrawingFigures.text(pair.device) + "</code></h3>\n"
                body += "<div class=\"device\" style=\"--pt: \(scale)\">\n"
                for (side, screen) in [("before", screen.base), ("after", screen.head)] {
                    if let screen, let figure = DrawingFigures.figure(of: screen, device: device, detent: pair.detent, caption: side) {
                        body += figure
                    } else {
                        body += "<p class=\"meta\">\(side): no such detent</p>\n"
                    }
                }
                body += "</div>\n"
            }
        }
        if !run.unusedAllowances.isEmpty {
            body += "<h2>allow-breaking comments that accept nothing</h2>\n<ul>\n"
            for (comment, problem) in run.unusedAllowances {
                body += "<li><code>" + DrawingFigures.text(comment.file) + "</code> line \(comment.line): " + DrawingFigures.text(problem) + "</li>\n"
            }
            body += "</ul>\n"
        }
        body += "</section>\n"
        return DrawingFigures.page(title: "formc diff", body: body)
    }

    private static func verdict(_ entry: DiffEntry) -> String {
        if entry.acceptedBy != nil { return "accepted" }
        if entry.fails { return "❌ fails" }
        return entry.change.isBreaking ? "⚠️ breaking" : "presentation"
    }

    /// The witness of a change, or the reason it was accepted (escaped).
    private static func note(_ entry: DiffEntry) -> String? {
        let rule = "<code>" + DrawingFigures.text(entry.change.rule.id) + "</code>"
        if let allowance = entry.acceptedBy { return rule + " accepted: " + DrawingFigures.text(allowance.reason ?? "") }
        guard let witness = entry.change.witness else { return nil }
        let shown = witness.isSmall ? "<code>" + DrawingFigures.text(JSONWriter.compact(witness.result)) + "</code>" : DrawingFigures.text(witness.shown)
        return rule + ": " + shown + " is a valid result before and rejected now"
    }
}
