import FormcCore
import FormcSpec

/// E400, E401, E402 and W504: `min`, `max` and `initial` agree with each other and with the
/// number of options.
enum Cardinality: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        screen.fields.flatMap { check($0, in: screen) }
    }

    private static func check(_ field: Field, in screen: Screen) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let name = field.id.value
        let count = field.options.count
        if let min = field.min, let max = field.max, min.value > max.value {
            diagnostics.append(RuleMessage.minAboveMax(min.value, max.value, field: name).at(min, in: screen))
        }
        // An empty field is E408's to report.
        if count > 0 {
            for bound in [field.min, field.max].compactMap({ $0 }) where bound.value > count {
                let key = bound.pointer.description.hasSuffix("/min") ? "min" : "max"
                diagnostics.append(RuleMessage.boundAboveOptionCount(key, bound.value, options: count, field: name).at(bound, in: screen))
            }
        }
        guard let initial = field.initial else { return diagnostics }
        // A selection is a set: an id listed twice is reported, and counted once.
        var seen = Set<ExactString>()
        for id in initial.value.ids where !seen.insert(ExactString(id.value)).inserted {
            diagnostics.append(RuleMessage.initialListsTwice(id.value, field: name).at(id, in: screen))
        }
        let selected = seen.count
        switch (field.kind.value, initial.value) {
        case (.choice, .list(let ids)):
            diagnostics.append(RuleMessage.listForChoice(field: name, count: ids.count).at(initial, in: screen))
        case (.multiChoice, _):
            if selected > field.effectiveMax {
                diagnostics.append(RuleMessage.initialAboveMax(selected, max: field.effectiveMax, explicit: field.max != nil, field: name)
                    .at(initial, in: screen))
            }
            if let min = field.min, selected < min.value {
                diagnostics.append(RuleMessage.initialBelowMin(selected, min: min.value, field: name).at(initial, in: screen))
            }
        case (.choice, .single):
            break
        }
        return diagnostics
    }
}

extension RuleMessage {
    static func minAboveMax(_ min: Int, _ max: Int, field: String) -> RuleMessage {
        RuleMessage(.E400, "min (\(min)) is greater than max (\(max)) in field '\(SafeText.shown(field))'",
                    help: "no selection can satisfy both; lower min or raise max")
    }

    static func boundAboveOptionCount(_ key: String, _ value: Int, options: Int, field: String) -> RuleMessage {
        RuleMessage(.E401, "\(key) (\(value)) exceeds the number of options (\(options)) in field '\(SafeText.shown(field))'",
                    help: key == "min" ? "no selection can reach it; lower min or add options"
                        : "max can be at most \(options); leave it out to allow every option")
    }

    static func listForChoice(field: String, count: Int) -> RuleMessage {
        RuleMessage(.E402, "field '\(SafeText.shown(field))' is a single choice, but initial is a list",
                    help: count == 1 ? "write the one id without brackets" : "a choice starts with one option; use 'type: multi-choice' to select several")
    }

    static func initialListsTwice(_ id: String, field: String) -> RuleMessage {
        RuleMessage(.E402, "initial lists option '\(SafeText.shown(id))' twice in field '\(SafeText.shown(field))'",
                    help: "a selection holds each option once (the result is a set, 'uniqueItems'); remove the repeat")
    }

    static func initialAboveMax(_ count: Int, max: Int, explicit: Bool, field: String) -> RuleMessage {
        RuleMessage(.E402, "initial selects \(count) options, more than \(explicit ? "max" : "the field has") (\(max)) in field '\(SafeText.shown(field))'",
                    help: explicit ? "raise max or select fewer options initially" : "select fewer options initially")
    }

    static func initialBelowMin(_ count: Int, min: Int, field: String) -> RuleMessage {
        RuleMessage(.W504, "initial selects \(count) option\(count == 1 ? "" : "s"), fewer than min (\(min)) in field '\(SafeText.shown(field))'",
                    help: "the sheet opens with a selection it cannot commit; select at least \(min) initially, or lower min")
    }
}
