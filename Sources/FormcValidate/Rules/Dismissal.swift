import FormcCore
import FormcSpec

/// E405: some way out of the sheet — swipe, a tap on the backdrop, a close button, a submit
/// or cancel action, a field that commits on select (a tap on an option dismisses), or a tab
/// bar whose other tabs dismiss it. Only a page sheet can be
/// swiped away, and one that cannot (`swipe: false`, modal in presentation) ignores taps on
/// its backdrop too, as UIKit does. A popup's cover hides the tab bar (W511), so its tabs are
/// no way out of a popup.
enum Dismissal: ScreenRule {
    static let codes: [RuleCode] = [
        .reads(.E405, parts: ["/sheet/presentation", "/sheet/detents", "/sheet/backdrop", "/sheet/dismiss", "/actions", "/fields", "/tab-bar"],
               absence: true),
    ]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let sheet = screen.sheet
        let tapDismisses = sheet.backdropTapDismisses
        let ways = [
            sheet.swipeDismisses,
            // A backdrop that passes touches through at every detent never gets the tap (E406).
            tapDismisses && !sheet.passesTouchesAtEveryDetent,
            sheet.dismiss.closeButton.value,
            screen.actions.contains { $0.role?.value == .submit || $0.role?.value == .cancel },
            // A tap on an option picks it and dismisses the sheet, whatever the presentation.
            screen.fields.contains { $0.commit.value == .onSelect },
            (screen.shownTabBar?.items.count ?? 0) >= 2,
        ]
        guard !ways.contains(true) else { return [] }
        let message = DiagnosticMessage.neverDismissed(
            presentation: sheet.presentation.value, hasTabBar: screen.tabBar != nil,
            tapPassesThrough: tapDismisses && sheet.passesTouchesAtEveryDetent)
        return [message.at(sheet.dismiss.swipe, in: screen)]
    }
}

extension DiagnosticMessage {
    static func neverDismissed(presentation: Sheet.Presentation, hasTabBar: Bool, tapPassesThrough: Bool) -> DiagnosticMessage {
        let swipe = switch presentation {
        case .sheet: "swipe is off (so a tap on its backdrop is ignored too)"
        case .popup: "a popup cannot be swiped away"
        case .fullScreen: "a full-screen presentation cannot be swiped away"
        }
        let tabs = !hasTabBar ? "no tab bar" : presentation == .popup ? "a tab bar the popup's cover hides" : "no other tab to switch to"
        let help = switch presentation {
        case .sheet:
            "allow one way out: 'dismiss.close-button: true', 'dismiss.swipe: true' (a tap on the backdrop then dismisses too), or an action with 'role: cancel'"
        case .popup:
            "allow one way out: 'dismiss.close-button: true', 'backdrop.tap: dismiss', or an action with 'role: cancel'"
        case .fullScreen:
            "allow one way out: 'dismiss.close-button: true', or an action with 'role: cancel'"
        }
        return DiagnosticMessage(.E405, "the sheet can never be dismissed: \(swipe), "
                    + (tapPassesThrough ? "its backdrop passes every tap through, and it has "
                       : presentation == .sheet ? "and it has " : presentation == .popup ? "and it has no backdrop tap, " : "it has no backdrop, ")
                    + "no close button, no submit or cancel action, no field that commits on select and " + tabs,
                    help: help)
    }
}

extension DiagnosticCode {
    public static let E405 = DiagnosticCode(
        "E405", .error,
        summary: "the sheet can never be dismissed",
        explanation: Explanation(
            meaning: """
            The sheet can never be dismissed: it cannot be swiped away (`dismiss.swipe: false` on a \
            page sheet, or a popup or full-screen presentation, which have no swipe), a tap on the \
            backdrop does nothing (a page sheet that cannot be swiped away is modal in presentation, \
            and UIKit then ignores taps outside it too; a backdrop that passes touches through at every \
            detent never gets one, see E406), there is no close button, no action with role submit \
            or cancel, no field with `commit: on-select` (a tap on its option picks it and dismisses \
            the sheet), and no tab bar with another tab to switch to (a popup's cover hides the tab \
            bar, so its tabs are no way out of a popup). The user would be stuck.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              dismiss: { swipe: false }
            content:
              - rows: [a, b]
            """,
            fix: "Give the user one way out: a close button, swipe (which brings the backdrop tap back), or a cancel action.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              dismiss: { swipe: false, close-button: true }
            content:
              - rows: [a, b]
            """))
}
