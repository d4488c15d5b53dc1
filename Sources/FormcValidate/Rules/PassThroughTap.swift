import FormcCore
import FormcSpec

/// E406: a backdrop that passes touches through at every detent never receives a tap, so
/// `tap: dismiss` cannot work (`specs/002-floating-panels.yaml`'s `touch-pass-panel` uses `tap: none`).
enum PassThroughTap: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E406, parts: ["/sheet/presentation", "/sheet/detents", "/sheet/backdrop"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let backdrop = screen.sheet.backdrop
        // Only a written `tap: dismiss`: the default means "where the backdrop gets a tap", as
        // UIKit's page sheet behaves under `largestUndimmedDetentIdentifier`.
        guard backdrop.tap.value == .dismiss, backdrop.tap.isExplicit else { return [] }
        // The same reading of `undimmed-through` the mockup draws from.
        let sheet = screen.sheet
        guard sheet.passesTouchesAtEveryDetent else { return [] }
        let text = DiagnosticMessage.tapDismissOnPassThrough(undimmed: backdrop.undimmedThrough.value)
        return [text.at(backdrop.tap, in: screen)]
    }
}

extension DiagnosticMessage {
    static func tapDismissOnPassThrough(undimmed: Backdrop.UndimmedThrough) -> DiagnosticMessage {
        let through: String
        switch undimmed {
        case .all: through = "'undimmed-through: all'"
        case .detent(let id): through = "'undimmed-through: \(SafeText.shown(id))', the largest detent"
        case .none: through = "'undimmed-through: none'"
        }
        return DiagnosticMessage(.E406, "a tap on the backdrop dismisses the sheet, "
                           + "but the backdrop passes touches through at every detent (\(through)), so it never receives a tap",
                           help: "leave 'tap' out (the backdrop gets no tap to act on), or undim through a smaller detent")
    }
}

extension DiagnosticCode {
    public static let E406 = DiagnosticCode(
        "E406", .error,
        summary: "backdrop tap dismisses while the backdrop passes touches through at every detent",
        explanation: Explanation(
            meaning: """
            `backdrop.tap: dismiss`, written, while the backdrop passes touches through at every \
            detent — `undimmed-through: all`, or the largest detent. A pass-through backdrop never \
            receives a tap, so the setting cannot work. (Left out, `tap` means "dismiss where the \
            backdrop is dimmed", as UIKit's page sheet behaves, and is not reported.)
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [fit]
              backdrop: { undimmed-through: all, tap: dismiss }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Leave `tap` out (a backdrop that passes every touch through gets no tap; `tap: none` on a sheet that swipes is W511), or undim only through a smaller detent.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [fit]
              backdrop: { undimmed-through: all }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
