import FormcCore
import FormcGenerate
import FormcGeometry
import FormcProject
import FormcSpec

/// A screen's review page (`<screen>.review.md`): its title, description and source, a table of
/// every field's options, the sheet's settings, its actions and tab bar, its warnings, and its
/// mockups, device by device, the detents side by side with repeated rows folded and a legend
/// of the marks they use.
public struct ScreenReview: Sendable {
    public var entry: ReviewEntry
    /// The kinds the build writes: the page links the screen's result schema and mockup file
    /// only when they are written beside it.
    public var emitted: Set<OutputKind>
    private var screen: Screen { entry.screen }

    public init(entry: ReviewEntry, emitted: Set<OutputKind> = OutputKind.defaultSet) {
        self.entry = entry
        self.emitted = emitted
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
        var out = TextBuffer(capacity: 12_288)
        out.append("[Sheet review](\(OutputNames.index)) › \(Markdown.code(id))\n\n")
        out.append("# \(screen.title.map { Markdown.text($0.value) } ?? Markdown.text(id))\n\n")
        if let description = screen.description {
            let lines = ReviewValues.lines(of: description.value)
            // A backslash hard break, not two trailing spaces: no line of the page ends in a space.
            out.append(lines.map { Markdown.text(String($0)) }.joined(separator: "\\\n") + "\n\n")
        }
        out.append("Source: \(Markdown.code(screen.file))")
        if screen.documentIndex > 0 { out.append(" (document \(screen.documentIndex + 1))") }
        out.append(" · screen \(Markdown.code(id))")
        if emitted.contains(.schema) { out.append(" · result schema: [\(OutputNames.schema(id))](\(OutputNames.schema(id)))") }
        if emitted.contains(.mockup) { out.append(" · mockups: [\(OutputNames.mockup(id))](\(OutputNames.mockup(id)))") }
        out.append(" · to print: [\(OutputNames.reviewHTML(id))](\(OutputNames.reviewHTML(id)))\n\n")
        // A screen of content alone has no fields to head.
        if !facts.fields.isEmpty { out.append("## Fields\n\n") }
        for field in facts.fields {
            out.append("### ")
            Markdown.appendCode(field.id, to: &out)
            if let label = field.label {
                out.append(" · ")
                out.append(Markdown.text(label))
            }
            out.append("\n\n")
            out.append(field.summary)
            if let placeholder = field.placeholder { out.append(" · placeholder “\(Markdown.text(placeholder))”") }
            out.append("\n\n")
            table(field.options, into: &out)
            out.append("\n")
        }
        if let content = facts.content {
            out.append("## Content\n\n")
            table(content, into: &out)
            out.append("\n")
        }
        out.append("## Sheet\n\n")
        table(facts.sheet, into: &out)
        out.append("\n")
        if let actions = facts.actions {
            out.append("## Actions\n\n")
            table(actions, into: &out)
            out.append("\n")
        }
        if let tabBar = facts.tabBar {
            out.append("## Tab bar\n\n")
            table(tabBar, into: &out)
            out.append("\n")
        }
        warnings(into: &out)
        mockups(into: &out)
        return out.bytes
    }

    /// A GitHub-flavoured table of the facts' pieces (`Markdown.table`'s lines).
    private func table(_ table: ScreenFacts.Table, into out: inout TextBuffer) {
        out.append(Markdown.tableHead(table.header))
        for row in table.rows {
            out.append("| ")
            for (index, cell) in row.enumerated() {
                if index > 0 { out.append(" | ") }
                Self.cell(cell, into: &out)
            }
            out.append(" |\n")
        }
    }

    private static func cell(_ pieces: [ReviewInline], into out: inout TextBuffer) {
        for piece in pieces {
            switch piece {
            case .text(let text): out.append(Markdown.text(text))
            case .code(let text): Markdown.appendCode(text, inTable: true, to: &out)
            case .note(let text): out.append(text == " (disabled)" ? " *(disabled)*" : text)
            }
        }
    }

    private func warnings(into out: inout TextBuffer) {
        out.append("## Warnings\n\n")
        guard !entry.warnings.isEmpty else {
            out.append("None.\n\n")
            return
        }
        for warning in entry.warnings {
            out.append("- **\(warning.code.id)** \(Markdown.code(ReviewValues.place(of: warning))): \(Markdown.text(warning.message))")
            if let help = warning.help { out.append(" — \(Markdown.text(help))") }
            out.append("\n")
        }
        out.append("\n")
    }

    private func mockups(into out: inout TextBuffer) {
        guard !entry.mockups.isEmpty else { return }
        out.append("## Mockups\n\n")
        let folded = entry.foldedMockups
        var body = TextBuffer()
        for device in ReviewMockups.byDevice(folded) {
            out.append("### \(Markdown.code(device.name))\n\n")
            body.removeAll()
            MockupComposer.sideBySide(device.frames, into: &body)
            Markdown.fencedBlock(body, into: &out)
            out.append("\n")
        }
        let legend = ReviewMockups.legend(folded, sheet: screen.sheet)
        guard !legend.isEmpty else { return }
        out.append("Legend:\n\n")
        for entry in legend { out.append("- \(Markdown.code(entry.mark)) \(Markdown.text(entry.meaning))\n") }
        out.append("\n")
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

    /// The legend of every mark the frames use. A screen's backdrop has one dim, so each shade
    /// it draws says that dim (not the range of dims the shade stands for elsewhere).
    static func legend(_ frames: [MockupFrame], sheet: Sheet) -> [(mark: String, meaning: String)] {
        guard let first = frames.first else { return [] }
        let marks = frames.reduce(into: MockupMarks()) { $0.formUnion($1.marks) }
        var shadeMarks: Set<String> = []
        for index in 0..<4 where marks.contains(.shade(index)) {
            for entry in MockupLegend.entries(for: .shade(index), charset: first.charset) { shadeMarks.insert(entry.mark) }
        }
        let dim = switch sheet.presentation.value {
        case .popup: "backdrop, dimmed at \(ReviewValues.number(sheet.backdrop.dim.value)) (backdrop.dim)"
        case .sheet, .fullScreen: "backdrop, the system's dim of a page sheet"
        }
        return MockupLegend.entries(for: marks, charset: first.charset).map { entry in
            (entry.mark, shadeMarks.contains(entry.mark) ? dim : entry.meaning)
        }
    }
}
