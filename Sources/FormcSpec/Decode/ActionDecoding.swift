import FormcCore
import FormcLoad

extension DecodeContext {
    /// One item of `actions:` (spec-language.md §5).
    mutating func action(_ node: Node, at pointer: JSONPointer) -> Action? {
        guard let reader = MappingReader(node, as: .action, at: pointer, label: "an action",
                                         owner: Self.owner("action", node, at: pointer), context: &self) else { return nil }
        let id = string(reader, "id")
        let title = string(reader, "title")
        let role = word(reader, "role", as: Action.Role.self)
        guard let id else { return nil }
        // Without a readable title (an error already reported) it is still an action to count
        // and compare; its id stands in for the title.
        let shown = title ?? Located(id.value, range: id.range, pointer: pointer.appending("title"), isExplicit: false)
        return Action(id: id, title: shown, role: role, range: node.range, pointer: pointer)
    }

    /// `action-layout:` (spec-language.md §5); what is not readable keeps its default.
    mutating func actionLayout(_ node: Node, at pointer: JSONPointer) -> ActionLayout {
        var layout = ActionLayout()
        guard let reader = MappingReader(node, as: .actionLayout, at: pointer, label: "'action-layout'",
                                         owner: "'action-layout'", context: &self) else { return layout }
        if let placement = word(reader, "placement", as: ActionLayout.Placement.self) { layout.placement = placement.value }
        if let inset = number(reader, "bottom-inset") { layout.bottomInset = inset.value }
        if let inset = number(reader, "side-inset") { layout.sideInset = inset.value }
        if let height = number(reader, "height") { layout.height = height.value }
        return layout
    }

    /// `tab-bar:` (spec-language.md §6); `selected` defaults to the first tab.
    mutating func tabBar(_ node: Node, at pointer: JSONPointer) -> TabBar? {
        guard let reader = MappingReader(node, as: .tabBar, at: pointer, label: "'tab-bar'", owner: "'tab-bar'", context: &self)
        else { return nil }
        var items: [TabBar.Item] = []
        if let (listNode, listPointer) = reader.lookup("items") {
            let nodes = list(listNode, at: listPointer, label: "'items'", noun: "tabs")
            if listNode.sequence?.isEmpty == true {
                report(.emptyList("'items'", noun: "tab", withoutIt: "remove 'tab-bar'"), at: listNode.range, pointer: listPointer)
            }
            for (index, item) in nodes.enumerated() {
                if let tab = tab(item, at: listPointer.appending(index)) { items.append(tab) }
            }
        }
        let selected = string(reader, "selected")
        guard let chosen = selected ?? items.first.map({ reader.defaulted($0.id.value) }) else { return nil }
        return TabBar(items: items, selected: chosen, range: node.range, pointer: pointer)
    }

    private mutating func tab(_ node: Node, at pointer: JSONPointer) -> TabBar.Item? {
        guard let reader = MappingReader(node, as: .tab, at: pointer, label: "a tab", owner: Self.owner("tab", node, at: pointer), context: &self)
        else { return nil }
        let id = string(reader, "id")
        let title = string(reader, "title")
        let icon = string(reader, "icon")
        guard let id else { return nil }
        let shown = title ?? Located(id.value, range: id.range, pointer: pointer.appending("title"), isExplicit: false)
        return TabBar.Item(id: id, title: shown, icon: icon, range: node.range, pointer: pointer)
    }
}
