import FormcCore
import FormcSpec

/// E412: a field whose result holds option titles (`result: title`) needs a title per option:
/// two options a result can hold with one title would hand back the same value, and the caller
/// could not tell which was picked.
enum ResultTitles: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E412, field: ["result"], options: true)]

    static func check(_ screen: Screen) -> [Diagnostic] {
        screen.fields.filter { $0.resultForm == .title }.flatMap { field in
            let options = field.options
            return RepeatedIDs.positions(count: options.count) { options[$0].isSelectable ? options[$0].title.value : nil }.map { first, again in
                let note = Diagnostic.Note("option '\(SafeText.shown(options[first].id.value))' has this title", file: screen.file,
                                           range: options[first].title.range)
                return DiagnosticMessage.titleTwice(options[again].title.value, option: options[again].id.value, field: field.id.value)
                    .at(options[again].title, in: screen, notes: [note])
            }
        }
    }
}

extension DiagnosticMessage {
    static func titleTwice(_ title: String, option: String, field: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .E412, "field '\(SafeText.shown(field))' hands back titles ('result: title'), and option '\(SafeText.shown(option))' has the title '\(SafeText.shown(title))' of an earlier option",
            help: "give option '\(SafeText.shown(option))' a title of its own, or write 'result: id'")
    }
}

extension DiagnosticCode {
    public static let E412 = DiagnosticCode(
        "E412", .error,
        summary: "a field that hands back titles has two options with one title",
        explanation: Explanation(
            meaning: """
            With `result: title` the result holds each picked option's title instead of its id, so \
            every option a result can hold needs a title of its own: two with one title would hand \
            back the same value, and the caller could not tell which was picked (disabled options \
            are never in a result and are not compared).
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - id: size
                type: choice
                result: title
                commit: on-select
                options: [{ id: s, title: Small }, { id: m, title: Small }]
            """,
            fix: "Give each option a title of its own, or hand back ids (`result: id`).",
            fixed: """
            formc: 1
            screen: s
            fields:
              - id: size
                type: choice
                result: title
                commit: on-select
                options: [{ id: s, title: Small }, { id: m, title: Medium }]
            """))
}
