import FormcCore
import FormcGeometry
import FormcSpec

/// W501: more than five tabs; iPhone shows four and a More tab.
enum TabCount: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W501, lists: ["/tab-bar/items"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let most = TabBarLayout.maxTabs
        guard let items = screen.tabBar?.items, items.count > most else { return [] }
        return [DiagnosticMessage.tooManyTabs(items.count).at(items[most].range, items[most].pointer, in: screen)]
    }
}

extension DiagnosticMessage {
    static func tooManyTabs(_ count: Int) -> DiagnosticMessage {
        DiagnosticMessage(.W501, "the tab bar has \(count) tabs, more than 5: iPhone shows four and moves the rest under a More tab",
                          help: "keep to five tabs")
    }
}

extension DiagnosticCode {
    public static let W501 = DiagnosticCode(
        "W501", .warning,
        summary: "more than 5 tabs",
        explanation: Explanation(
            meaning: """
            The tab bar has more than five tabs. An iPhone tab bar shows at most five: with more, it \
            shows four and a More tab that holds the rest, which is not what the spec draws.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            tab-bar:
              items: [{ id: a, title: A }, { id: b, title: B }, { id: c, title: C },
                      { id: d, title: D }, { id: e, title: E }, { id: f, title: F }]
            """,
            fix: "Keep to five tabs.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            tab-bar:
              items: [{ id: a, title: A }, { id: b, title: B }, { id: c, title: C },
                      { id: d, title: D }, { id: e, title: E }]
            """))
}
