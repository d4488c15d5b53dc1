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
            if field.options.isEmpty {
                diagnostics.append(RuleMessage.fieldWithoutOptions(field.id.value).at(field.optionsPlace, in: screen))
                continue
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

    static func sectionWithoutOptions(_ title: String, field: String) -> RuleMessage {
        RuleMessage(.E408, "section '\(SafeText.shown(title))' of field '\(SafeText.shown(field))' has no options",
                    help: "list the section's options, or remove the section")
    }
}
