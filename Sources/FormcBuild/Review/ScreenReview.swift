import FormcCore
import FormcGeometry
import FormcSpec

/// One screen's section of the review printout.
struct ScreenReview {
    var entry: ReviewEntry
    private var screen: Screen { entry.screen }

    func render() -> String {
        var out = "## \(screen.id.value)\n\n"
        if let title = screen.title { out += "**\(Markdown.text(title.value))**\n\n" }
        if let description = screen.description {
            let lines = description.value.split(separator: "\n", omittingEmptySubsequences: false)
            out += lines.map { Markdown.text(String($0)) }.joined(separator: "  \n") + "\n\n"
        }
        out += "Source: \(Markdown.code(screen.file))"
        if screen.documentIndex > 0 { out += " (document \(screen.documentIndex + 1))" }
        out += " · result schema: [\(OutputNames.schema(screen.id.value))](\(OutputNames.schema(screen.id.value)))"
        out += " · mockups: [\(OutputNames.mockup(screen.id.value))](\(OutputNames.mockup(screen.id.value)))\n\n"
        out += fields()
        out += sheet()
        out += actions()
        out += tabBar()
        out += warnings()
        out += mockups()
        return out
    }

    private func fields() -> String {
        var out = "### Fields\n\n"
        for field in screen.fields {
            out += "#### \(Markdown.code(field.id.value))"
            if let label = field.label { out += " · \(Markdown.text(label.value))" }
            out += "\n\n"
            var facts = [field.kind.value.rawValue, "layout " + field.layout.value.rawValue]
            if let columns = field.columns { facts.append("\(columns.value) columns") }
            facts.append(field.required.value ? "required" : "optional")
            facts.append("commit " + field.commit.value.rawValue)
            if field.kind.value == .multiChoice { facts.append("select \(field.effectiveMin)…\(field.effectiveMax)") }
            out += facts.joined(separator: " · ")
            if let placeholder = field.placeholder { out += " · placeholder “\(Markdown.text(placeholder.value))”" }
            out += "\n\n"
            // The same selection the mockup draws (ids compared by code points).
            let initial = Set(InitialSelection.indexes(of: field))
            out += Markdown.table(
                header: ["id", "title", "section", "initial"],
                rows: field.options.enumerated().map { index, option in
                    let section = field.sectionTitle(of: option)
                    return [
                        Markdown.code(option.id.value, inTable: true),
                        Markdown.text(option.title.value) + (option.disabled.value ? " *(disabled)*" : ""),
                        section.map(Markdown.text) ?? "",
                        initial.contains(index) ? "✓" : "",
                    ]
                })
            out += "\n"
        }
        return out
    }

    private func sheet() -> String {
        let sheet = screen.sheet
        func row(_ key: String, _ value: String, _ explicit: Bool) -> [String] {
            [Markdown.code(key, inTable: true), Markdown.text(value), explicit ? "spec" : "default"]
        }
        let rows: [[String]] = [
            row("presentation", sheet.presentation.value.rawValue, sheet.presentation.isExplicit),
            row("detents", sheet.detents.map(ReviewValues.detent).joined(separator: ", "), !sheet.detents.isEmpty && sheet.detents.allSatisfy { $0.id.isExplicit }),
            row("initial-detent", sheet.initialDetent.value, sheet.initialDetent.isExplicit),
            row("max-height", ReviewValues.number(sheet.maxHeight.value), sheet.maxHeight.isExplicit),
            row("grabber", ReviewValues.bool(sheet.grabber.value), sheet.grabber.isExplicit),
            row("corner-radius", ReviewValues.number(sheet.cornerRadius.value) + " pt", sheet.cornerRadius.isExplicit),
            row("backdrop.dim", ReviewValues.number(sheet.backdrop.dim.value), sheet.backdrop.dim.isExplicit),
            row("backdrop.undimmed-through", ReviewValues.undimmedThrough(sheet.backdrop.undimmedThrough.value), sheet.backdrop.undimmedThrough.isExplicit),
            row("backdrop.tap", sheet.backdrop.tap.value.rawValue, sheet.backdrop.tap.isExplicit),
            row("dismiss.swipe", ReviewValues.bool(sheet.dismiss.swipe.value), sheet.dismiss.swipe.isExplicit),
            row("dismiss.close-button", ReviewValues.bool(sheet.dismiss.closeButton.value), sheet.dismiss.closeButton.isExplicit),
            row("scrolling-expands", ReviewValues.bool(sheet.scrollingExpands.value), sheet.scrollingExpands.isExplicit),
            row("edge-attached-in-compact-height", ReviewValues.bool(sheet.edgeAttachedInCompactHeight.value), sheet.edgeAttachedInCompactHeight.isExplicit),
            row("width-follows-preferred-content-size", ReviewValues.bool(sheet.widthFollowsPreferredContentSize.value), sheet.widthFollowsPreferredContentSize.isExplicit),
        ]
        return "### Sheet\n\n" + Markdown.table(header: ["setting", "value", "from"], rows: rows) + "\n"
    }

    private func actions() -> String {
        guard !screen.actions.isEmpty else { return "" }
        let rows = screen.actions.map { action in
            [Markdown.code(action.id.value, inTable: true), Markdown.text(action.title.value), action.role?.value.rawValue ?? ""]
        }
        return "### Actions\n\n" + Markdown.table(header: ["id", "title", "role"], rows: rows) + "\n"
    }

    private func tabBar() -> String {
        guard let tabBar = screen.tabBar else { return "" }
        let rows = tabBar.items.enumerated().map { index, item in
            [
                Markdown.code(item.id.value, inTable: true), Markdown.text(item.title.value),
                item.icon.map { Markdown.code($0.value, inTable: true) } ?? "",
                index == tabBar.selectedIndex ? "✓" : "",
            ]
        }
        return "### Tab bar\n\n" + Markdown.table(header: ["id", "title", "icon", "selected"], rows: rows) + "\n"
    }

    private func warnings() -> String {
        var out = "### Warnings\n\n"
        guard !entry.warnings.isEmpty else { return out + "None.\n\n" }
        for warning in entry.warnings {
            let place = warning.range.map { "\(warning.file):\($0.start.line):\($0.start.column)" } ?? warning.file
            out += "- **\(warning.code.id)** \(Markdown.code(place)): \(Markdown.text(warning.message))"
            if let help = warning.help { out += " — \(Markdown.text(help))" }
            out += "\n"
        }
        return out + "\n"
    }

    private func mockups() -> String {
        guard !entry.mockups.isEmpty else { return "" }
        return "### Mockups\n\n" + entry.mockups.map { Markdown.fencedBlock($0) }.joined(separator: "\n") + "\n"
    }
}
