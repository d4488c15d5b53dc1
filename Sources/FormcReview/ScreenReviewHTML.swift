import FormcCore
import FormcGenerate
import FormcGeometry
import FormcProject
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
        String(decoding: renderBytes(), as: UTF8.self)
    }

    /// `render()` as UTF-8 bytes, for a caller that writes them (no second check of the UTF-8).
    public func renderBytes() -> [UInt8] {
        renderBytes(facts: ScreenFacts(screen))
    }

    /// `renderBytes()` with the screen's facts made already (both pages render the same).
    package func renderBytes(facts: ScreenFacts) -> [UInt8] {
        let id = screen.id.value
        let title = screen.title?.value ?? id
        var out = TextBuffer(capacity: 32_768)
        HTML.appendPageHead(title: HTML.text(title) + " · sheet review", to: &out)
        out.append("<nav><a href=\"\(OutputNames.indexHTML)\">Sheet review</a> › <code>\(HTML.text(id))</code></nav>\n")
        out.append("<section class=\"screen\" id=\"\(HTML.text(id))\">\n")
        out.append("<h1>\(HTML.text(title))</h1>\n")
        if let description = screen.description {
            let lines = ReviewValues.lines(of: description.value)
            out.append("<p>" + lines.map { HTML.text(String($0)) }.joined(separator: "<br>\n") + "</p>\n")
        }
        var meta = "screen <code>\(HTML.text(id))</code> · source <code>\(HTML.text(screen.file))</code>"
        if screen.documentIndex > 0 { meta += " (document \(screen.documentIndex + 1))" }
        meta += " · \(Plural.count(screen.fields.count, "field")) · \(Plural.count(entry.warnings.count, "warning"))"
        out.append("<p class=\"meta\">\(meta)</p>\n")
        out.append("<div class=\"page\">\n")
        mockups(into: &out)
        out.append("<div class=\"details\">\n")
        for field in facts.fields {
            out.append("<div><h3><code>")
            out.append(HTML.text(field.id))
            out.append("</code>")
            if let label = field.label {
                out.append(" · ")
                out.append(HTML.text(label))
            }
            out.append("</h3>\n<p class=\"meta\">")
            out.append(HTML.escaped(field.summary))
            if let placeholder = field.placeholder { out.append(" · placeholder “\(HTML.text(placeholder))”") }
            out.append("</p>\n")
            table(field.options, into: &out)
            out.append("</div>\n")
        }
        if let content = facts.content {
            out.append("<div><h3>Content</h3>\n")
            table(content, into: &out)
            out.append("</div>\n")
        }
        out.append("<div><h3>Sheet</h3>\n")
        table(facts.sheet, into: &out)
        out.append("</div>\n")
        if let actions = facts.actions {
            out.append("<div><h3>Actions</h3>\n")
            table(actions, into: &out)
            out.append("</div>\n")
        }
        if let tabBar = facts.tabBar {
            out.append("<div><h3>Tab bar</h3>\n")
            table(tabBar, into: &out)
            out.append("</div>\n")
        }
        out.append("</div>\n</div>\n")
        warnings(into: &out)
        out.append("</section>\n")
        out.append(HTML.pageTail)
        return out.bytes
    }

    /// `HTML.table` of the facts' pieces, written piece by piece.
    private func table(_ table: ScreenFacts.Table, into out: inout TextBuffer) {
        out.append("<table><thead><tr>")
        for header in table.header {
            out.append("<th>")
            out.append(HTML.escaped(header))
            out.append("</th>")
        }
        out.append("</tr></thead>\n<tbody>\n")
        for row in table.rows {
            out.append("<tr>")
            for cell in row {
                out.append("<td>")
                for piece in cell {
                    switch piece {
                    case .text(let text):
                        HTML.appendText(text, to: &out)
                    case .code(let text):
                        out.append("<code>")
                        HTML.appendText(text, to: &out)
                        out.append("</code>")
                    case .note(let text):
                        out.append("<em>")
                        out.append(HTML.escaped(text))
                        out.append("</em>")
                    }
                }
                out.append("</td>")
            }
            out.append("</tr>\n")
        }
        out.append("</tbody></table>\n")
    }

    private func warnings(into out: inout TextBuffer) {
        guard !entry.warnings.isEmpty else { return }
        out.append("<h2>Warnings</h2>\n<ul class=\"warn\">\n")
        for warning in entry.warnings {
            out.append("<li><b>\(HTML.escaped(warning.code.id))</b> <code>\(HTML.text(ReviewValues.place(of: warning)))</code>: \(HTML.text(warning.message))")
            if let help = warning.help { out.append(" — \(HTML.text(help))") }
            out.append("</li>\n")
        }
        out.append("</ul>\n")
    }

    /// The drawings in points device by device, detents side by side at one scale, then the
    /// legend of what they show.
    private func mockups(into out: inout TextBuffer) {
        guard !entry.devices.isEmpty else { return }
        ScreenDrawings(screen: screen, sheets: entry.sheets ?? DeviceSheet.sheets(of: screen, on: entry.devices)).write(into: &out)
    }
}
