import FormcCore
import FormcGeometry
import FormcSpec

/// A piece of a review table's cell or line: spec text, an id or value shown as code, or a
/// note of formc's own. Both editions (Markdown, HTML) render the same pieces, each escaping
/// them its own way.
enum ReviewInline: Hashable, Sendable {
    case text(String)
    case code(String)
    case note(String)
}

/// What a screen's review page says, as data: the Markdown page and the HTML page render it.
package struct ScreenFacts {
    struct Table {
        var header: [String]
        var rows: [[[ReviewInline]]]
    }

    struct FieldFacts {
        var id: String
        var label: String?
        /// `choice · layout chips · required · commit on-apply · result title · min 1 · max 3`.
        var summary: String
        var placeholder: String?
        var options: Table
    }

    var fields: [FieldFacts]
    /// The content blocks' items: rows and placeholders, nil when the screen has none.
    var content: Table?
    var sheet: Table
    var actions: Table?
    var tabBar: Table?

    package init(_ screen: Screen) {
        fields = screen.fields.map(Self.field)
        content = Self.content(screen)
        sheet = Self.sheet(screen.sheet)
        sheet.rows += Self.actionLayout(screen) + Self.style(screen)
        actions = screen.actions.isEmpty ? nil : Table(header: ["id", "title", "role"], rows: screen.actions.map { action in
            [[.code(action.id.value)], [.text(action.title.value)], action.role.map { [.note($0.value.rawValue)] } ?? []]
        })
        tabBar = screen.tabBar.map { tabBar in
            Table(header: ["id", "title", "icon", "selected"], rows: tabBar.items.enumerated().map { index, item in
                [[.code(item.id.value)], [.text(item.title.value)], item.icon.map { [.code($0.value)] } ?? [],
                 index == tabBar.selectedIndex ? [.note("✓")] : []]
            })
        }
    }

    private static func field(_ field: Field) -> FieldFacts {
        var facts = [field.kind.value.rawValue, "layout " + field.layout.value.rawValue]
        if let columns = field.columns { facts.append("\(columns.value) columns") }
        facts.append(field.required.value ? "required" : "optional")
        facts.append("commit " + field.commit.value.rawValue)
        // What the caller receives for a picked option: said only when it is not the id.
        if field.resultKind != .id { facts.append("result " + field.resultKind.rawValue) }
        if field.kind.value == .multiChoice { facts.append("min \(field.effectiveMin) · max \(field.effectiveMax)") }
        // The same selection the mockup draws (ids compared by code points).
        let initial = Set(InitialSelection.indexes(of: field))
        let rows: [[[ReviewInline]]] = field.options.enumerated().map { index, option in
            [
                [.code(option.id.value)],
                [.text(option.title.value)] + (option.disabled.value ? [.note(" (disabled)")] : []),
                field.sectionTitle(of: option).map { [.text($0)] } ?? [],
                initial.contains(index) ? [.note("✓")] : [],
            ]
        }
        return FieldFacts(id: field.id.value, label: field.label?.value, summary: facts.joined(separator: " · "),
                          placeholder: field.placeholder?.value,
                          options: Table(header: ["id", "title", "section", "initial"], rows: rows))
    }

    /// Each content block's items in order: a row's title, or a placeholder's name and height.
    private static func content(_ screen: Screen) -> Table? {
        guard !screen.content.isEmpty else { return nil }
        var rows: [[[ReviewInline]]] = []
        for (index, block) in screen.content.enumerated() {
            let number: [ReviewInline] = [.text(String(index + 1))]
            switch block.kind {
            case .rows(let items):
                for item in items { rows.append([number, [.note("row")], [.text(item.value)], []]) }
            case .placeholder(let name, let height):
                let tall: [ReviewInline] = height.map { [.text(ReviewValues.number($0.value) + " pt")] } ?? [.note("its own")]
                rows.append([number, [.note("placeholder")], [.text(name.value)], tall])
            }
        }
        return Table(header: ["block", "item", "text", "height"], rows: rows)
    }

    /// `action-layout`'s keys, where the screen has buttons: marked `spec` when the mapping is written.
    private static func actionLayout(_ screen: Screen) -> [[[ReviewInline]]] {
        guard !screen.actions.isEmpty else { return [] }
        let layout = screen.actionLayout
        let from: [ReviewInline] = [.note(screen.actionLayoutPlace == nil ? "default" : "spec")]
        return [
            [[.code("action-layout.placement")], [.text(layout.placement.rawValue)], from],
            [[.code("action-layout.bottom-inset")], [.text(ReviewValues.number(layout.bottomInset) + " pt")], from],
            [[.code("action-layout.side-inset")], [.text(layout.sideInset.map { ReviewValues.number($0) + " pt" } ?? "the content's margin")], from],
            [[.code("action-layout.height")], [.text(ReviewValues.number(layout.height) + " pt")], from],
        ]
    }

    /// The `style` keys the screen writes, then each field's (`<field>.style.<key>`).
    private static func style(_ screen: Screen) -> [[[ReviewInline]]] {
        var rows = ReviewStyleRows.rows(screen.style).map { row -> [[ReviewInline]] in
            [[.code("style." + row.key)], [.text(row.value)], [.note("spec")]]
        }
        for field in screen.fields {
            for row in ReviewStyleRows.rows(field.style) {
                rows.append([[.code(field.id.value + ".style." + row.key)], [.text(row.value)], [.note("spec")]])
            }
        }
        return rows
    }

    private static func sheet(_ sheet: Sheet) -> Table {
        func row(_ key: String, _ value: String, _ explicit: Bool) -> [[ReviewInline]] {
            [[.code(key)], [.text(value)], [.note(explicit ? "spec" : "default")]]
        }
        return Table(header: ["setting", "value", "from"], rows: [
            row("presentation", sheet.presentation.value.rawValue, sheet.presentation.isExplicit),
            row("detents", sheet.detents.map(ReviewValues.detent).joined(separator: ", "), !sheet.detents.isEmpty && sheet.detents.allSatisfy { $0.id.isExplicit }),
            row("initial-detent", sheet.initialDetent.value, sheet.initialDetent.isExplicit),
            row("max-height", ReviewValues.maxHeight(sheet), sheet.maxHeight.isExplicit),
            row("grabber", ReviewValues.bool(sheet.grabber.value), sheet.grabber.isExplicit),
            row("corner-radius", ReviewValues.number(sheet.cornerRadius.value) + " pt", sheet.cornerRadius.isExplicit),
            // What the app shows: a page sheet's dim is the system's, its backdrop tap follows its swipe.
            row("backdrop.dim", sheet.presentation.value == .sheet ? "system" : ReviewValues.number(sheet.backdrop.dim.value),
                sheet.backdrop.dim.isExplicit),
            row("backdrop.undimmed-through", ReviewValues.undimmedThrough(sheet.backdrop.undimmedThrough.value), sheet.backdrop.undimmedThrough.isExplicit),
            row("backdrop.tap", sheet.presentation.value == .sheet ? (sheet.backdropTapDismisses ? "dismiss" : "none") + " (follows dismiss.swipe)"
                : sheet.backdrop.tap.value.rawValue, sheet.backdrop.tap.isExplicit),
            row("dismiss.swipe", ReviewValues.bool(sheet.dismiss.swipe.value), sheet.dismiss.swipe.isExplicit),
            row("dismiss.close-button", ReviewValues.bool(sheet.dismiss.closeButton.value), sheet.dismiss.closeButton.isExplicit),
            row("scrolling-expands", ReviewValues.bool(sheet.scrollingExpands.value), sheet.scrollingExpands.isExplicit),
            row("edge-attached-in-compact-height", ReviewValues.bool(sheet.edgeAttachedInCompactHeight.value), sheet.edgeAttachedInCompactHeight.isExplicit),
            row("width-follows-preferred-content-size", ReviewValues.bool(sheet.widthFollowsPreferredContentSize.value), sheet.widthFollowsPreferredContentSize.isExplicit),
        ])
    }
}
