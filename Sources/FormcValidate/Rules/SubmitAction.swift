import FormcCore
import FormcSpec

/// E404: a field committed on apply needs a submit action to apply it.
enum SubmitAction: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        guard screen.submitAction == nil else { return [] }
        return screen.fields.filter { $0.commit.value == .onApply }.map { field in
            RuleMessage.onApplyWithoutSubmit(field: field.id.value, isDefault: !field.commit.isExplicit)
                .at(field.commit.isExplicit ? field.commit.range : field.id.range,
                    field.commit.isExplicit ? field.commit.pointer : field.pointer, in: screen)
        }
    }
}

extension RuleMessage {
    static func onApplyWithoutSubmit(field: String, isDefault: Bool) -> RuleMessage {
        RuleMessage(.E404, "field '\(SafeText.shown(field))' commits on apply\(isDefault ? " (the default)" : ""), but the screen has no submit action",
                    help: "add an action with 'role: submit' (000's 선택 완료), or set 'commit: on-select'")
    }
}
