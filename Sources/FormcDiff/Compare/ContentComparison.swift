import FormcCore
import FormcSpec

/// Display-only content, actions and the tab bar: shown on the sheet, never in a result, and
/// not part of the result type's shape.
enum ContentComparison {
    static let contentChanged = DiffRule(
        "CONTENT_CHANGED", [.presentation], "display-only content changed (rows, placeholders)",
        reason: "Content produces nothing in the result.")
    static let actionAdded = DiffRule("ACTION_ADDED", [.presentation], "a new button", reason: "A button at the bottom of the sheet.")
    static let actionRemoved = DiffRule("ACTION_REMOVED", [.presentation], "a button is gone", reason: "A button at the bottom of the sheet.")
    static let actionChanged = DiffRule(
        "ACTION_CHANGED", [.presentation], "a button's title or role changed", reason: "A button at the bottom of the sheet.")
    static let actionLayoutChanged = DiffRule(
        "ACTION_LAYOUT_CHANGED", [.presentation], "where the buttons sit or how big they are changed (`action-layout`)",
        reason: "Where the buttons are drawn, and the generated `presentation.actionLayout`; a result and the generated types do not depend on it.")
    static let tabBarChanged = DiffRule(
        "TAB_BAR_CHANGED", [.presentation], "the tab bar changed (tabs, titles, icons, selected tab)",
        reason: "What is drawn over the sheet's bottom.")

    static let rules = [contentChanged, actionAdded, actionRemoved, actionChanged, actionLayoutChanged, tabBarChanged]

    static func compare(_ pair: ScreenPair) -> [Change] {
        var changes: [Change] = []
        let old = pair.base, new = pair.head
        if contentKey(old.content) != contentKey(new.content) {
            let base = old.content.first.map { pair.site(base: $0.range, $0.pointer) } ?? pair.site(base: old.id)
            let head = new.content.first.map { pair.site(head: $0.range, $0.pointer) } ?? pair.site(head: new.id)
            changes.append(pair.change(contentChanged, "content changed (\(old.content.count) → \(new.content.count) items)",
                                       base: base, head: head))
        }
        let oldActions = old.actions.keyed { $0.id.value }, newActions = new.actions.keyed { $0.id.value }
        for action in new.actions {
            guard let before = oldActions[IDKey(action.id.value)] else {
                changes.append(pair.change(actionAdded, "action '\(action.id.value)' is new", base: pair.site(base: old.id),
                                           head: pair.site(head: action.id)))
                continue
            }
            if !before.title.value.isExactly(action.title.value) || before.role?.value != action.role?.value {
                let text = { (a: Action) in "'\(a.title.value)' (\(a.role?.value.rawValue ?? "plain"))" }
                changes.append(pair.change(actionChanged, "action '\(action.id.value)': \(text(before)) → \(text(action))",
                                           base: pair.site(base: before.id), head: pair.site(head: action.id)))
            }
        }
        for action in old.actions where newActions[IDKey(action.id.value)] == nil {
            changes.append(pair.change(actionRemoved, "action '\(action.id.value)' was removed", base: pair.site(base: action.id),
                                       head: pair.site(head: new.id)))
        }
        if old.actionLayout != new.actionLayout {
            // The `action-layout` as written; where a side leaves it out, its first button,
            // else the screen's id.
            let base = old.actionLayoutPlace.map { pair.site(base: $0) }
                ?? old.actions.first.map { pair.site(base: $0.range, $0.pointer) } ?? pair.site(base: old.id)
            let head = new.actionLayoutPlace.map { pair.site(head: $0) }
                ?? new.actions.first.map { pair.site(head: $0.range, $0.pointer) } ?? pair.site(head: new.id)
            changes.append(pair.change(actionLayoutChanged, "action-layout: \(layout(old.actionLayout)) → \(layout(new.actionLayout))",
                                       base: base, head: head))
        }
        if tabKey(old.tabBar) != tabKey(new.tabBar) {
            let base = old.tabBar.map { pair.site(base: $0.range, $0.pointer) } ?? pair.site(base: old.id)
            let head = new.tabBar.map { pair.site(head: $0.range, $0.pointer) } ?? pair.site(head: new.id)
            let count = { (bar: TabBar?) in bar.map { "\($0.items.count) tabs, '\($0.selected.value)' selected" } ?? "none" }
            changes.append(pair.change(tabBarChanged, "tab bar: \(count(old.tabBar)) → \(count(new.tabBar))", base: base, head: head))
        }
        return changes
    }

    private static func layout(_ layout: ActionLayout) -> String {
        var text = layout.placement.rawValue
        if layout.isPinned { text += ", bottom-inset \(Describe.number(layout.bottomInset))" }
        if let side = layout.sideInset { text += ", side-inset \(Describe.number(side))" }
        return text + ", height \(Describe.number(layout.height))"
    }

    /// What content shows, by bytes.
    private static func contentKey(_ content: [ContentBlock]) -> [[IDKey]] {
        content.map { block in
            switch block.kind {
            case .rows(let rows): [IDKey("rows"), IDKey("\(block.separators.value)")] + rows.map { IDKey($0.value) }
            case .placeholder(let text, let height): [IDKey("placeholder"), IDKey(text.value), IDKey(height.map { Describe.number($0.value) } ?? "-")]
            }
        }
    }

    private static func tabKey(_ bar: TabBar?) -> [IDKey] {
        guard let bar else { return [] }
        return [IDKey(bar.selected.value)] + bar.items.flatMap { [IDKey($0.id.value), IDKey($0.title.value), IDKey($0.icon?.value ?? "-")] }
    }
}
