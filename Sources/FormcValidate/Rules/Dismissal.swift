import FormcCore
import FormcSpec

/// E405: some way out of the sheet — swipe, a tap on the backdrop, a close button, a submit
/// or cancel action, or a tab bar whose other tabs dismiss it.
enum Dismissal: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        let sheet = screen.sheet
        let tapDismisses = sheet.backdrop.tap.value == .dismiss
        let ways = [
            sheet.dismiss.swipe.value,
            // A backdrop that passes touches through at every detent never gets the tap (E406).
            tapDismisses && !sheet.passesTouchesAtEveryDetent,
            sheet.dismiss.closeButton.value,
            screen.actions.contains { $0.role?.value == .submit || $0.role?.value == .cancel },
            (screen.tabBar?.items.count ?? 0) >= 2,
        ]
        guard !ways.contains(true) else { return [] }
        let message = RuleMessage.neverDismissed(hasLoneTab: screen.tabBar != nil, tapPassesThrough: tapDismisses)
        return [message.at(sheet.dismiss.swipe, in: screen)]
    }
}

extension RuleMessage {
    static func neverDismissed(hasLoneTab: Bool, tapPassesThrough: Bool) -> RuleMessage {
        RuleMessage(.E405, "the sheet can never be dismissed: swipe is off, "
                    + (tapPassesThrough ? "its backdrop passes every tap through, and it has " : "and it has no backdrop tap, ")
                    + "no close button, no submit or cancel action and " + (hasLoneTab ? "no other tab to switch to" : "no tab bar"),
                    help: "allow one way out: 'dismiss.close-button: true', 'backdrop.tap: dismiss', 'dismiss.swipe: true', or an action with 'role: cancel'")
    }
}
