import FormcCore
import FormcSpec

/// W506: a choice among one option is no choice.
enum SingleOption: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W506, field: ["type"], options: true)]

    static func check(_ screen: Screen) -> [Diagnostic] {
        screen.fields.filter { $0.kind.value == .choice && $0.options.count == 1 }.map { field in
            DiagnosticMessage.singleOption(field: field.id.value).at(field.optionsPlace, in: screen)
        }
    }
}

extension DiagnosticMessage {
    static func singleOption(field: String) -> DiagnosticMessage {
        DiagnosticMessage(.W506, "field '\(SafeText.shown(field))' is a choice with a single option",
                          help: "add the other options, or drop the field if there is nothing to choose")
    }
}

extension DiagnosticCode {
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
