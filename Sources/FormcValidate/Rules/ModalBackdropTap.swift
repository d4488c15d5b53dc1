import FormcCore
import FormcSpec

/// E410: a page sheet that cannot be swiped away is modal in presentation, and UIKit then
/// ignores events outside it — a written `backdrop.tap: dismiss` never fires. (A tap that
/// cannot arrive at all, on a backdrop that passes every touch through, is E406's.)
enum ModalBackdropTap: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E410, parts: ["/sheet/presentation", "/sheet/detents", "/sheet/backdrop", "/sheet/dismiss"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let sheet = screen.sheet
        let tap = sheet.backdrop.tap
        guard sheet.presentation.value == .sheet, tap.value == .dismiss, tap.isExplicit, !sheet.dismiss.swipe.value,
              !sheet.passesTouchesAtEveryDetent else { return [] }
        let note = Diagnostic.Note("'swipe: false' makes the sheet modal in presentation here",
                                   file: screen.file, range: sheet.dismiss.swipe.range)
        return [DiagnosticMessage.tapDismissOnModalSheet.at(tap, in: screen, notes: [note])]
    }
}

extension DiagnosticMessage {
    static let tapDismissOnModalSheet = DiagnosticMessage(
        .E410, "a tap on the backdrop cannot dismiss this sheet: with 'dismiss.swipe: false' it is modal in presentation, "
            + "and UIKit then ignores taps outside it",
        help: "remove 'tap: dismiss' (or set 'tap: none'), or allow the swipe; for a way out, add 'dismiss.close-button: true' or a cancel action")
}

extension DiagnosticCode {
    public static let E410 = DiagnosticCode(
        "E410", .error,
        summary: "backdrop tap dismisses a sheet that is modal in presentation",
        explanation: Explanation(
            meaning: """
            `backdrop.tap: dismiss` is written on a page sheet with `dismiss.swipe: false`. A sheet \
            that cannot be swiped away is modal in presentation (`isModalInPresentation = true`), and \
            then "UIKit ignores events outside the view controller's bounds and prevents the \
            interactive dismissal of the view controller" (Apple's documentation of \
            `isModalInPresentation`): a tap on the backdrop does nothing, so the setting cannot work. \
            Left out, `tap` is not reported.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              backdrop: { tap: dismiss }
              dismiss: { swipe: false, close-button: true }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Remove `tap: dismiss`, or let the sheet be swiped away.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              dismiss: { swipe: false, close-button: true }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
