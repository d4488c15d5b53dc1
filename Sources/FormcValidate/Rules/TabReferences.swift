import FormcCore
import FormcSpec

/// E313: `tab-bar.selected` names one of the tabs.
enum TabReferences: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E313, parts: ["/tab-bar/selected"], lists: ["/tab-bar/items"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        guard let tabBar = screen.tabBar, !tabBar.items.isEmpty, tabBar.selectedIndex == nil else { return [] }
        return [DiagnosticMessage.selectedNamesNoTab(tabBar.selected.value, tabs: tabBar.items.map(\.id.value)).at(tabBar.selected, in: screen)]
    }
}

extension DiagnosticMessage {
    static func selectedNamesNoTab(_ id: String, tabs: [String]) -> DiagnosticMessage {
        DiagnosticMessage(.E313, "selected tab '\(SafeText.shown(id))' is not one of the tab bar's items",
                          help: suggestion(for: id, among: tabs, listing: "the tabs are"))
    }
}

extension DiagnosticCode {
    public static let E313 = DiagnosticCode(
        "E313", .error,
        summary: "tab-bar.selected names no tab",
        explanation: Explanation(
            meaning: """
            `tab-bar.selected` names a tab the tab bar does not have. It must be the id of the tab that \
            owns the sheet (a map's sheet under the tab `place` says `selected: place`); left out, it is \
            the first tab.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            tab-bar:
              items: [{ id: home, title: 홈 }, { id: place, title: 플레이스 }]
              selected: places
            """,
            fix: "Name one of the tabs by its id.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            tab-bar:
              items: [{ id: home, title: 홈 }, { id: place, title: 플레이스 }]
              selected: place
            """),
        fix: .suggestedWord)
}
