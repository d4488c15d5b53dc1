import FormcCore
import FormcSpec

/// E313: `tab-bar.selected` names one of the tabs.
enum TabReferences: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        guard let tabBar = screen.tabBar, !tabBar.items.isEmpty, tabBar.selectedIndex == nil else { return [] }
        return [RuleMessage.selectedNamesNoTab(tabBar.selected.value, tabs: tabBar.items.map(\.id.value)).at(tabBar.selected, in: screen)]
    }
}

extension RuleMessage {
    static func selectedNamesNoTab(_ id: String, tabs: [String]) -> RuleMessage {
        RuleMessage(.E313, "selected tab '\(SafeText.shown(id))' is not one of the tab bar's items",
                    help: suggestion(for: id, among: tabs, listing: "the tabs are"))
    }
}
