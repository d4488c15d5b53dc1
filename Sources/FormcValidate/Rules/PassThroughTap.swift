import FormcCore
import FormcSpec

/// E406: a backdrop that passes touches through at every detent never receives a tap, so
/// `tap: dismiss` cannot work (002's touch-pass panel uses `tap: none`).
enum PassThroughTap: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        let backdrop = screen.sheet.backdrop
        guard backdrop.tap.value == .dismiss else { return [] }
        // The same reading of `undimmed-through` the mockup draws from.
        let sheet = screen.sheet
        guard sheet.passesTouchesAtEveryDetent else { return [] }
        let text = RuleMessage.tapDismissOnPassThrough(undimmed: backdrop.undimmedThrough.value, tapIsDefault: !backdrop.tap.isExplicit)
        return [backdrop.tap.isExplicit ? text.at(backdrop.tap, in: screen) : text.at(backdrop.undimmedThrough, in: screen)]
    }
}

extension RuleMessage {
    static func tapDismissOnPassThrough(undimmed: Backdrop.UndimmedThrough, tapIsDefault: Bool) -> RuleMessage {
        let through: String
        switch undimmed {
        case .all: through = "'undimmed-through: all'"
        case .detent(let id): through = "'undimmed-through: \(SafeText.shown(id))', the largest detent"
        case .none: through = "'undimmed-through: none'"
        }
        return RuleMessage(.E406, "a tap on the backdrop dismisses the sheet\(tapIsDefault ? " (the popup default)" : ""), "
                           + "but the backdrop passes touches through at every detent (\(through)), so it never receives a tap",
                           help: "set 'tap: none' (as 002's touch-pass panel does), or undim through a smaller detent")
    }
}
