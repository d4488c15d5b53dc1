import FormcCore
import FormcSpec

/// W506: a choice among one option is no choice.
enum SingleOption: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W506, field: ["type"], options: true)]

    static func check(_ screen: Screen) -> [Diagnostic] {
        // Fields are read in place, by index (`ScreenRule`).
        let fields = screen.fields
        return fields.indices.filter { fields[$0].kind.value == .choice && fields[$0].options.count == 1 }.map { index in
            DiagnosticMessage.singleOption(field: fields[index].id.value).at(fields[index].optionsPlace, in: screen)
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
