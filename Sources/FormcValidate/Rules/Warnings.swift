import FormcCore
import FormcSpec

/// W501: more than five tabs; iPhone shows four and a More tab.
enum TabCount: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W501, lists: ["/tab-bar/items"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        guard let items = screen.tabBar?.items, items.count > 5 else { return [] }
        return [RuleMessage.tooManyTabs(items.count).at(items[5].range, items[5].pointer, in: screen)]
    }
}

/// W503: `medium` alone leaves the sheet nowhere to rest in compact height.
enum LoneMediumDetent: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W503, parts: ["/sheet/detents"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let detents = screen.sheet.detents
        guard detents.count == 1, let only = detents.first, only.kind == .medium else { return [] }
        return [RuleMessage.mediumOnly.at(only.range, only.pointer, in: screen)]
    }
}

/// W505: width-follows-preferred-content-size has an effect only on an edge-attached sheet.
enum EdgeAttachment: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W505, parts: ["/sheet/edge-attached-in-compact-height", "/sheet/width-follows-preferred-content-size"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let sheet = screen.sheet
        guard sheet.widthFollowsPreferredContentSize.value, !sheet.edgeAttachedInCompactHeight.value else { return [] }
        return [RuleMessage.widthFollowsWithoutEdge.at(sheet.widthFollowsPreferredContentSize, in: screen)]
    }
}

/// W506: a choice among one option is no choice.
enum SingleOption: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W506, field: ["type"], options: true)]

    static func check(_ screen: Screen) -> [Diagnostic] {
        screen.fields.filter { $0.kind.value == .choice && $0.options.count == 1 }.map { field in
            RuleMessage.singleOption(field: field.id.value).at(field.optionsPlace, in: screen)
        }
    }
}

extension RuleMessage {
    static func tooManyTabs(_ count: Int) -> RuleMessage {
        RuleMessage(.W501, "the tab bar has \(count) tabs, more than 5: iPhone shows four and moves the rest under a More tab",
                    help: "keep to five tabs")
    }

    static let mediumOnly = RuleMessage(
        .W503, "'medium' is the only detent, and medium is inactive in compact height (landscape iPhone)",
        help: "list a larger detent after it: 'detents: [medium, large]'")

    static let widthFollowsWithoutEdge = RuleMessage(
        .W505, "width-follows-preferred-content-size has no effect unless the sheet is edge-attached",
        help: "add 'edge-attached-in-compact-height: true' (as 004 does), or remove this key")

    static func singleOption(field: String) -> RuleMessage {
        RuleMessage(.W506, "field '\(SafeText.shown(field))' is a choice with a single option",
                    help: "add the other options, or drop the field if there is nothing to choose")
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

    public static let W503 = DiagnosticCode(
        "W503", .warning,
        summary: "medium is the only detent",
        explanation: Explanation(
            meaning: """
            `medium` is the sheet's only detent. Medium is inactive in compact height (an iPhone in \
            landscape), where the system falls back to the next larger detent — and there is none.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [medium]
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "List a larger detent after it.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [medium, large]
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))

    public static let W505 = DiagnosticCode(
        "W505", .warning,
        summary: "width-follows-preferred-content-size without edge attachment",
        explanation: Explanation(
            meaning: """
            `width-follows-preferred-content-size` is on but `edge-attached-in-compact-height` is not. \
            The width follows the content only when the sheet is edge-attached, so the setting does nothing.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              width-follows-preferred-content-size: true
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Turn on edge attachment (as 004 does), or remove the setting.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              edge-attached-in-compact-height: true
              width-follows-preferred-content-size: true
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))

    public static let W506 = DiagnosticCode(
        "W506", .warning,
        summary: "a choice with a single option",
        explanation: Explanation(
            meaning: "A single-choice field has exactly one option: there is nothing to choose.",
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [only] }
            """,
            fix: "Add the other options, or drop the field.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [only, other] }
            """))
}
