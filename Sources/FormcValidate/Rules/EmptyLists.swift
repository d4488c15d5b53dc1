import FormcCore
import FormcSpec

/// E408 and E409: a field has options (and each of its sections some), a screen has fields.
enum EmptyLists: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if screen.fields.isEmpty {
            diagnostics.append(RuleMessage.screenWithoutFields(screen.id.value).at(screen.fieldsPlace, in: screen))
        }
        for field in screen.fields {
            // Sections are reported one by one, at their own empty lists, even when all are empty.
            if field.options.isEmpty, field.sections.isEmpty {
                diagnostics.append(RuleMessage.fieldWithoutOptions(field.id.value).at(field.optionsPlace, in: screen))
                continue
            }
            if !field.options.isEmpty, field.selectableCount == 0 {
                // Nothing can ever be picked: for a required field the sheet can never be committed.
                diagnostics.append(RuleMessage.fieldWithoutSelectableOptions(field.id.value, count: field.options.count)
                    .at(field.optionsPlace, in: screen))
            }
            for section in field.sections where section.optionIndexes.isEmpty {
                diagnostics.append(RuleMessage.sectionWithoutOptions(section.title.value, field: field.id.value).at(section.optionsPlace, in: screen))
            }
        }
        return diagnostics
    }
}

extension RuleMessage {
    static func screenWithoutFields(_ id: String) -> RuleMessage {
        RuleMessage(.E409, "screen '\(SafeText.shown(id))' has no fields", help: "add at least one field: a screen is a picker")
    }

    static func fieldWithoutOptions(_ id: String) -> RuleMessage {
        RuleMessage(.E408, "field '\(SafeText.shown(id))' has no options", help: "list the options to pick from")
    }

    static func fieldWithoutSelectableOptions(_ id: String, count: Int) -> RuleMessage {
        RuleMessage(.E408, "field '\(SafeText.shown(id))' has no option that can be selected: "
                    + (count == 1 ? "its only option is disabled" : "all \(count) are disabled"),
                    help: "enable at least one option ('disabled: false'), or remove the field")
    }

    static func sectionWithoutOptions(_ title: String, field: String) -> RuleMessage {
        RuleMessage(.E408, "section '\(SafeText.shown(title))' of field '\(SafeText.shown(field))' has no options",
                    help: "list the section's options, or remove the section")
    }
}
