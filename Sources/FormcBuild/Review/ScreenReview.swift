import FormcCore
import FormcGenerate
import FormcGeometry
import FormcSpec

/// A screen's review page (`<screen>.review.md`): its title, description and source, a table of
/// every field's options, the sheet's settings, its actions and tab bar, its warnings, and its
/// mockups, device by device, the detents side by side with repeated rows folded and a legend
/// of the marks they use.
public struct ScreenReview: Sendable {
    public var entry: ReviewEntry
    private var screen: Screen { entry.screen }

    public init(entry: ReviewEntry) {
        self.entry = entry
    }

    public func render() -> String {
        let id = screen.id.value
        let facts = ScreenFacts(screen)
        var out = "[Sheet review](\(OutputNames.index)) › \(Markdown.code(id))\n\n"
        out += "# \(screen.title.map { Markdown.text($0.value) } ?? Markdown.text(id))\n\n"
        if let description = screen.description {
            let lines = description.value.split(separator: "\n", omittingEmptySubsequences: false)
            // A backslash hard break, not two trailing spaces: no line of the page ends in a space.
            out += lines.map { Markdown.text(String($0)) }.joined(separator: "\\\n") + "\n\n"
        }
        out += "Source: \(Markdown.code(screen.file))"
        if screen.documentIndex > 0 { out += " (document \(screen.documentIndex + 1))" }
        out += " · screen \(Markdown.code(id))"
        out += " · result schema: [\(OutputNames.schema(id))](\(OutputNames.schema(id)))"
        out += " · mockups: [\(OutputNames.mockup(id))](\(OutputNames.mockup(id)))"
        out += " · to print: [\(OutputNames.reviewHTML(id))](\(OutputNames.reviewHTML(id)))\n\n"
        out += "## Fields\n\n"
        for field in facts.fields {
            out += "### \(Markdown.code(field.id))"
            if let label = field.label { out += " · \(Markdown.text(label))" }
            out += "\n\n" + field.summary
            if let placeholder = field.placeholder { out += " · placeholder “\(Markdown.text(placeholder))”" }
            out += "\n\n" + table(field.options) + "\n"
        }
        out += "## Sheet\n\n" + table(facts.sheet) + "\n"
        if let actions = facts.actions { out += "## Actions\n\n" + table(actions) + "\n" }
        if let tabBar = facts.tabBar { out += "## Tab bar\n\n" + table(tabBar) + "\n" }
        out += warnings()
        out += mockups()
        return out
    }

    private func table(_ table: ScreenFacts.Table) -> String {
        Markdown.table(header: table.header, rows: table.rows.map { $0.map(Self.cell) })
    }

    private static func cell(_ pieces: [ReviewInline]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): Markdown.text(text)
            case .code(let text): Markdown.code(text, inTable: true)
            case .note(let text): text == " (disabled)" ? " *(disabled)*" : text
            }
        }.joined()
    }

    private func warnings() -> String {
        var out = "## Warnings\n\n"
        guard !entry.warnings.isEmpty else { return out + "None.\n\n" }
        for warning in entry.warnings {
            out += "- **\(warning.code.id)** \(Markdown.code(ReviewValues.place(of: warning))): \(Markdown.text(warning.message))"
            if let help = warning.help { out += " — \(Markdown.text(help))" }
            out += "\n"
        }
        return out + "\n"
    }

    private func mockups() -> String {
        guard !entry.mockups.isEmpty else { return "" }
        var out = "## Mockups\n\n"
        let folded = entry.foldedMockups
        for device in ReviewMockups.byDevice(folded) {
            out += "### \(Markdown.code(device.name))\n\n"
            out += Markdown.fencedBlock(MockupComposer.sideBySide(device.frames.map(\.textLines)).joined(separator: "\n")) + "\n"
        }
        let legend = ReviewMockups.legend(folded)
        guard !legend.isEmpty else { return out }
        out += "Legend:\n\n"
        for entry in legend { out += "- \(Markdown.code(entry.mark)) \(Markdown.text(entry.meaning))\n" }
        return out + "\n"
    }
}

/// A screen's drawings grouped as its pages show them.
enum ReviewMockups {
    /// The frames by device, devices in the order given, detents in order within each.
    static func byDevice(_ frames: [MockupFrame]) -> [(name: String, frames: [MockupFrame])] {
        var out: [(name: String, frames: [MockupFrame])] = []
        for frame in frames {
            if let last = out.indices.last, out[last].name == frame.device {
                out[last].frames.append(frame)
            } else {
                out.append((frame.device, [frame]))
            }
        }
        return out
    }

    /// The legend of every mark the frames use.
    static func legend(_ frames: [MockupFrame]) -> [MockupLegend.Entry] {
        guard let first = frames.first else { return [] }
        let marks = frames.reduce(into: MockupMarks()) { $0.formUnion($1.marks) }
        return MockupLegend.entries(for: marks, charset: first.charset)
    }
}
