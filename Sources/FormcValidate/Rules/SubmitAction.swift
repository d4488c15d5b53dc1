import FormcCore
import FormcSpec

/// E404: a field committed on apply needs a submit action to apply it.
enum SubmitAction: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E404, field: ["commit"], parts: ["/actions"], absence: true)]

    static func check(_ screen: Screen) -> [Diagnostic] {
        guard screen.submitAction == nil else { return [] }
        // Fields are read in place, by index (`ScreenRule`); a field is copied only to report it.
        let fields = screen.fields
        return fields.indices.filter { fields[$0].commit.value == .onApply }.map { index in
            let field = fields[index]
            return DiagnosticMessage.onApplyWithoutSubmit(field: field.id.value, isDefault: !field.commit.isExplicit)
                .at(field.commit.isExplicit ? field.commit.range : field.id.range,
                    field.commit.isExplicit ? field.commit.pointer : field.pointer, in: screen)
        }
    }
}

extension DiagnosticMessage {
    static func onApplyWithoutSubmit(field: String, isDefault: Bool) -> DiagnosticMessage {
        DiagnosticMessage(.E404, "field '\(SafeText.shown(field))' commits on apply\(isDefault ? " (the default)" : ""), but the screen has no submit action",
                          help: "add an action with 'role: submit' (like the 선택 완료 button of specs/000-travel-category.yaml), or set 'commit: on-select'")
    }
}

extension DiagnosticCode {
    public static let E404 = DiagnosticCode(
        "E404", .error,
        summary: "commit: on-apply but no submit action",
        explanation: Explanation(
            meaning: """
            A field commits on apply — `commit: on-apply`, the default — but the screen has no action \
            with `role: submit`, so the selection could never be handed back. A picker whose choices \
            are applied together has a button that submits them (`- { id: apply, title: Done, role: \
            submit }` under `actions`); a picker where one tap is the answer commits on select \
            instead (`commit: on-select`), and needs no button.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: category, type: choice, options: [a, b] }
            """,
            fix: "Add a submit action, or set `commit: on-select` so that a tap picks and dismisses.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: category, type: choice, options: [a, b] }
            actions:
              - { id: apply, title: 선택 완료, role: submit }
            """))
}
