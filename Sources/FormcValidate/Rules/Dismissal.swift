import FormcCore
import FormcSpec

/// E405: some way out of the sheet — swipe, a tap on the backdrop, a close button, a submit
/// or cancel action, or a tab bar whose other tabs dismiss it.
enum Dismissal: ScreenRule {
    static let codes: [RuleCode] = [
        .reads(.E405, parts: ["/sheet/presentation", "/sheet/detents", "/sheet/backdrop", "/sheet/dismiss", "/actions", "/tab-bar"], absence: true),
    ]

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
        let message = DiagnosticMessage.neverDismissed(hasLoneTab: screen.tabBar != nil, tapPassesThrough: tapDismisses)
        return [message.at(sheet.dismiss.swipe, in: screen)]
    }
}

extension DiagnosticMessage {
    static func neverDismissed(hasLoneTab: Bool, tapPassesThrough: Bool) -> DiagnosticMessage {
        DiagnosticMessage(.E405, "the sheet can never be dismissed: swipe is off, "
                          + (tapPassesThrough ? "its backdrop passes every tap through, and it has " : "and it has no backdrop tap, ")
                          + "no close button, no submit or cancel action and " + (hasLoneTab ? "no other tab to switch to" : "no tab bar"),
                          help: "allow one way out: 'dismiss.close-button: true', 'backdrop.tap: dismiss', 'dismiss.swipe: true', or an action with 'role: cancel'")
    }
}

extension DiagnosticCode {
    public static let E405 = DiagnosticCode(
        "E405", .error,
        summary: "the sheet can never be dismissed",
        explanation: Explanation(
            meaning: """
            The sheet can never be dismissed: swiping is off (`dismiss.swipe: false`), a tap on the \
            backdrop does nothing (or never arrives, when the backdrop passes touches through at every \
            detent, see E406), there is no close button, no action with role submit or cancel, and no \
            tab bar with another tab to switch to. The user would be stuck.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              dismiss: { swipe: false }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Give the user one way out: a close button, a backdrop tap, swipe, or a cancel action.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              dismiss: { swipe: false, close-button: true }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
