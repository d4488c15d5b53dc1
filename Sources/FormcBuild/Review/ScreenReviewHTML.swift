import FormcCore
import FormcGenerate
import FormcSpec

/// A screen's page of the printable edition (`<screen>.review.html`): what its Markdown page
/// says, in one self-contained file (stylesheet inline, no script, no other file needed), laid
/// out to print on one page where it fits: the heading and mockups first, the tables after.
public struct ScreenReviewHTML: Sendable {
    public var entry: ReviewEntry
    private var screen: Screen { entry.screen }

    public init(entry: ReviewEntry) {
        self.entry = entry
    }

    public func render() -> String {
        let id = screen.id.value
        let title = screen.title?.value ?? id
        let facts = ScreenFacts(screen)
        var body = "<nav><a href=\"\(OutputNames.indexHTML)\">Sheet review</a> › <code>\(HTML.text(id))</code></nav>\n"
        body += "<section class=\"screen\" id=\"\(HTML.text(id))\">\n"
        body += "<h1>\(HTML.text(title))</h1>\n"
        if let description = screen.description {
            let lines = description.value.split(separator: "\n", omittingEmptySubsequences: false)
            body += "<p>" + lines.map { HTML.text(String($0)) }.joined(separator: "<br>\n") + "</p>\n"
        }
        var meta = "screen <code>\(HTML.text(id))</code> · source <code>\(HTML.text(screen.file))</code>"
        if screen.documentIndex > 0 { meta += " (document \(screen.documentIndex + 1))" }
        meta += " · \(Plural.count(screen.fields.count, "field")) · \(Plural.count(entry.warnings.count, "warning"))"
        body += "<p class=\"meta\">\(meta)</p>\n"
        body += mockups()
        body += "<div class=\"details\">\n"
        for field in facts.fields {
            body += "<div><h3><code>\(HTML.text(field.id))</code>"
            if let label = field.label { body += " · \(HTML.text(label))" }
            body += "</h3>\n<p class=\"meta\">\(HTML.escaped(field.summary))"
            if let placeholder = field.placeholder { body += " · placeholder “\(HTML.text(placeholder))”" }
            body += "</p>\n" + table(field.options) + "</div>\n"
        }
        body += "<div><h3>Sheet</h3>\n" + table(facts.sheet) + "</div>\n"
        if let actions = facts.actions { body += "<div><h3>Actions</h3>\n" + table(actions) + "</div>\n" }
        if let tabBar = facts.tabBar { body += "<div><h3>Tab bar</h3>\n" + table(tabBar) + "</div>\n" }
        body += "</div>\n" + warnings()
        body += "</section>\n"
        return HTML.page(title: HTML.text(title) + " · sheet review", body: body)
    }

    private func table(_ table: ScreenFacts.Table) -> String {
        HTML.table(header: table.header.map(HTML.escaped), rows: table.rows.map { $0.map(Self.cell) })
    }

    private static func cell(_ pieces: [ReviewInline]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): HTML.text(text)
            case .code(let text): "<code>\(HTML.text(text))</code>"
            case .note(let text): "<em>\(HTML.escaped(text))</em>"
            }
        }.joined()
    }

    private func warnings() -> String {
        guard !entry.warnings.isEmpty else { return "" }
        var out = "<h2>Warnings</h2>\n<ul class=\"warn\">\n"
        for warning in entry.warnings {
            out += "<li><b>\(HTML.escaped(warning.code.id))</b> <code>\(HTML.text(ReviewValues.place(of: warning)))</code>: \(HTML.text(warning.message))"
            if let help = warning.help { out += " — \(HTML.text(help))" }
            out += "</li>\n"
        }
        return out + "</ul>\n"
    }

    /// The drawings device by device, detents side by side (the page's width wraps them),
    /// folded, then the legend.
    private func mockups() -> String {
        guard !entry.mockups.isEmpty else { return "" }
        let folded = entry.foldedMockups
        var out = TextBuffer()
        for device in ReviewMockups.byDevice(folded) {
            out.append("<h2>Mockups · <code>\(HTML.text(device.name))</code></h2>\n<div class=\"mockups\">\n")
            for frame in device.frames { MockupHTML.figure(frame, into: &out) }
            out.append("</div>\n")
        }
        let legend = ReviewMockups.legend(folded)
        if !legend.isEmpty {
            out.append("<ul class=\"legend\">\n")
            for entry in legend {
                out.append("<li><code>\(HTML.escaped(entry.mark))</code> \(HTML.escaped(entry.meaning))</li>\n")
            }
            out.append("</ul>\n")
        }
        return out.text
    }
}
