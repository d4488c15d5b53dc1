import FormcCore
import FormcSpec

/// W501: more than five tabs; iPhone shows four and a More tab.
enum TabCount: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        guard let items = screen.tabBar?.items, items.count > 5 else { return [] }
        return [RuleMessage.tooManyTabs(items.count).at(items[5].range, items[5].pointer, in: screen)]
    }
}

/// W503: `medium` alone leaves the sheet nowhere to rest in compact height.
enum LoneMediumDetent: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        let detents = screen.sheet.detents
        guard detents.count == 1, let only = detents.first, only.kind == .medium else { return [] }
        return [RuleMessage.mediumOnly.at(only.range, only.pointer, in: screen)]
    }
}

/// W505: width-follows-preferred-content-size has an effect only on an edge-attached sheet.
enum EdgeAttachment: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        let sheet = screen.sheet
        guard sheet.widthFollowsPreferredContentSize.value, !sheet.edgeAttachedInCompactHeight.value else { return [] }
        return [RuleMessage.widthFollowsWithoutEdge.at(sheet.widthFollowsPreferredContentSize, in: screen)]
    }
}

/// W506: a choice among one option is no choice.
enum SingleOption: ScreenRule {
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
