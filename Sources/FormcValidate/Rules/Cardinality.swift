import FormcCore
import FormcSpec

/// E400, E401, E402 and W504: `min`, `max` and `initial` agree with each other and with the
/// number of options.
enum Cardinality: ScreenRule {
    static let codes: [RuleCode] = [
        .reads(.E400, field: ["min", "max"]),
        .reads(.E401, field: ["min", "max"], options: true),
        RuleCode(.E402) { diagnostic, screen in
            // A list for a choice, or an id listed twice, reads the initial alone; a count
            // against max reads the options too.
            let field = ScreenReads.field(of: diagnostic.pointer)
            let counts = diagnostic.pointer == field.pointer.map { $0 + "/initial" } && kind(of: field.pointer, in: screen) == .multiChoice
            return ScreenReads(parts: field.keys(["type", "initial"] + (counts ? ["max"] : [])), lists: counts ? field.options : [])
        },
        .reads(.W504, field: ["initial", "min"], options: true),
    ]

    static func check(_ screen: Screen) -> [Diagnostic] {
        screen.fields.flatMap { check($0, in: screen) }
    }

    private static func check(_ field: Field, in screen: Screen) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let name = field.id.value
        let count = field.options.count
        if let min = field.min, let max = field.max, min.value > max.value {
            diagnostics.append(DiagnosticMessage.minAboveMax(min.value, max.value, field: name).at(min, in: screen))
        }
        // An empty field, or one whose options are all disabled, is E408's to report.
        let selectable = field.selectableCount
        if selectable > 0 {
            // `min` counts what can be selected: a disabled option never is.
            if let min = field.min, min.value > selectable {
                diagnostics.append(DiagnosticMessage.minAboveSelectable(min.value, selectable: selectable, disabled: count - selectable, field: name)
                    .at(min, in: screen))
            }
            if let max = field.max, max.value > count {
                diagnostics.append(DiagnosticMessage.maxAboveOptionCount(max.value, options: count, field: name).at(max, in: screen))
            }
        }
        guard let initial = field.initial else { return diagnostics }
        // A selection is a set: an id listed twice is reported, and counted once.
        let ids = initial.value.ids
        let repeated = RepeatedIDs.positions(count: ids.count) { ids[$0].value }
        for (_, again) in repeated {
            diagnostics.append(DiagnosticMessage.initialListsTwice(ids[again].value, field: name).at(ids[again], in: screen))
        }
        let selected = ids.count - repeated.count
        switch (field.kind.value, initial.value) {
        case (.choice, .list(let ids)):
            diagnostics.append(DiagnosticMessage.listForChoice(field: name, count: ids.count).at(initial, in: screen))
        // An id that names no option that can be selected is E312's; counting it (or counting
        // without it) would only echo that error.
        case (.multiChoice, _) where allSelectable(ids, in: field):
            if selected > field.effectiveMax {
                diagnostics.append(DiagnosticMessage.initialAboveMax(selected, max: field.effectiveMax, explicit: field.max != nil, field: name)
                    .at(initial, in: screen))
            }
            if let min = field.min, selected < min.value {
                diagnostics.append(DiagnosticMessage.initialBelowMin(selected, min: min.value, field: name).at(initial, in: screen))
            }
        case (.choice, .single), (.multiChoice, _):
            break
        }
        return diagnostics
    }

    /// Whether every id of `ids` names an option of `field` that can be selected.
    private static func allSelectable(_ ids: [Located<String>], in field: Field) -> Bool {
        let options = field.options
        if ids.count <= RepeatedIDs.pairwiseLimit {
            return ids.allSatisfy { id in options.indices.contains { options[$0].isSelectable && options[$0].id.value.isExactly(id.value) } }
        }
        var selectable = Set<ExactString>(minimumCapacity: options.count)
        for option in options where option.isSelectable { selectable.insert(ExactString(option.id.value)) }
        return ids.allSatisfy { selectable.contains(ExactString($0.value)) }
    }
}

extension DiagnosticMessage {
    static func minAboveMax(_ min: Int, _ max: Int, field: String) -> DiagnosticMessage {
        DiagnosticMessage(.E400, "min (\(min)) is greater than max (\(max)) in field '\(SafeText.shown(field))'",
                          help: "no selection can satisfy both; lower min or raise max")
    }

    static func minAboveSelectable(_ value: Int, selectable: Int, disabled: Int, field: String) -> DiagnosticMessage {
        let what = disabled == 0 ? "the number of options (\(selectable))"
            : "the number of options that can be selected (\(selectable); \(disabled) \(disabled == 1 ? "is" : "are") disabled)"
        return DiagnosticMessage(.E401, "min (\(value)) exceeds \(what) in field '\(SafeText.shown(field))'",
                                 help: "no selection can reach it; lower min" + (disabled == 0 ? " or add options" : ", add options or enable some"))
    }

    static func maxAboveOptionCount(_ value: Int, options: Int, field: String) -> DiagnosticMessage {
        DiagnosticMessage(.E401, "max (\(value)) exceeds the number of options (\(options)) in field '\(SafeText.shown(field))'",
                          help: "max can be at most \(options); leave it out to allow every option")
    }

    static func listForChoice(field: String, count: Int) -> DiagnosticMessage {
        DiagnosticMessage(.E402, "field '\(SafeText.shown(field))' is a single choice, but initial is a list",
                          help: count == 1 ? "write the one id without brackets" : "a choice starts with one option; use 'type: multi-choice' to select several")
    }

    static func initialListsTwice(_ id: String, field: String) -> DiagnosticMessage {
        DiagnosticMessage(.E402, "initial lists option '\(SafeText.shown(id))' twice in field '\(SafeText.shown(field))'",
                          help: "a selection holds each option once (the result is a set, 'uniqueItems'); remove the repeat")
    }

    static func initialAboveMax(_ count: Int, max: Int, explicit: Bool, field: String) -> DiagnosticMessage {
        DiagnosticMessage(.E402, "initial selects \(count) options, more than \(explicit ? "max" : "the field has") (\(max)) in field '\(SafeText.shown(field))'",
                          help: explicit ? "raise max or select fewer options initially" : "select fewer options initially")
    }

    static func initialBelowMin(_ count: Int, min: Int, field: String) -> DiagnosticMessage {
        DiagnosticMessage(.W504, "initial selects \(Plural.count(count, "option")), fewer than min (\(min)) in field '\(SafeText.shown(field))'",
                          help: "the sheet opens with a selection it cannot commit; select at least \(min) initially, or lower min")
    }
}

extension DiagnosticCode {
    public static let E400 = DiagnosticCode(
        "E400", .error,
        summary: "min is greater than max",
        explanation: Explanation(
            meaning: "A multi-choice field's `min` is greater than its `max`: no selection can satisfy both.",
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: multi-choice, min: 3, max: 2, options: [a, b, c, d] }
            actions:
              - { id: ok, title: OK, role: submit }
            """,
            fix: "Lower `min` or raise `max`.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: multi-choice, min: 1, max: 2, options: [a, b, c, d] }
            actions:
              - { id: ok, title: OK, role: submit }
            """))

    public static let E401 = DiagnosticCode(
        "E401", .error,
        summary: "max or min exceeds the number of options",
        explanation: Explanation(
            meaning: """
            A field's `max` or `min` is larger than its number of options. A `min` above it can never be \
            reached — and a disabled option is never selected, so `min` counts only the others; a `max` \
            above it is meaningless (and usually a sign that options were removed).
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: multi-choice, max: 5, options: [a, b, c] }
            actions:
              - { id: ok, title: OK, role: submit }
            """,
            fix: "Lower the bound, or leave `max` out: it defaults to the number of options.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: multi-choice, options: [a, b, c] }
            actions:
              - { id: ok, title: OK, role: submit }
            """))

    public static let E402 = DiagnosticCode(
        "E402", .error,
        summary: "initial breaks the cardinality",
        explanation: Explanation(
            meaning: """
            `initial` does not fit the field's cardinality: a list for a single choice, or more \
            options than a multi-choice's `max` allows.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b, c], initial: [a, b] }
            """,
            fix: "Give a choice one id (no brackets); select at most `max` options of a multi-choice.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b, c], initial: a }
            """))

    public static let W504 = DiagnosticCode(
        "W504", .warning,
        summary: "initial selects fewer than min",
        explanation: Explanation(
            meaning: """
            A multi-choice field's `initial` selects fewer options than its `min`: the sheet opens \
            with a selection that cannot be committed as it is.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: multi-choice, min: 2, options: [a, b, c], initial: [a] }
            actions:
              - { id: ok, title: OK, role: submit }
            """,
            fix: "Select at least `min` options initially, lower `min`, or leave `initial` out.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: multi-choice, min: 2, options: [a, b, c], initial: [a, b] }
            actions:
              - { id: ok, title: OK, role: submit }
            """))
}

extension Cardinality {
    /// The kind of the field at `field` (`/fields/3`). Fields left out only shift the later
    /// ones down: the field is at its index or before.
    fileprivate static func kind(of field: String?, in screen: Screen) -> Field.Kind? {
        guard let field, let index = Int(field.dropFirst("/fields/".count)) else { return nil }
        let end = index < screen.fields.count ? index + 1 : screen.fields.count
        return screen.fields[..<end].last { $0.pointer.description == field }?.kind.value
    }
}
