import FormcCore
import FormcSpec

/// E408 and E409: a field has options (and each of its sections some), a screen has fields
/// or display-only content.
enum EmptyLists: ScreenRule {
    static let codes: [RuleCode] = [
        RuleCode(.E408) { diagnostic, _ in
            // An empty section reads only itself; an empty field all its options.
            if diagnostic.pointer.contains("/sections/") { return ScreenReads(parts: [], lists: [diagnostic.pointer]) }
            return ScreenReads(parts: [], lists: ScreenReads.field(of: diagnostic.pointer).options)
        },
        .reads(.E409, parts: ["/fields", "/content"]),
    ]

    static func check(_ screen: Screen) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if screen.fields.isEmpty, screen.content.isEmpty {
            diagnostics.append(DiagnosticMessage.screenWithoutFields(screen.id.value).at(screen.fieldsPlace, in: screen))
        }
        // Fields are read in place, by index (`ScreenRule`).
        let fields = screen.fields
        for index in fields.indices {
            let options = fields[index].options, sections = fields[index].sections
            // Sections are reported one by one, at their own empty lists, even when all are empty.
            if options.isEmpty, sections.isEmpty {
                diagnostics.append(DiagnosticMessage.fieldWithoutOptions(fields[index].id.value).at(fields[index].optionsPlace, in: screen))
                continue
            }
            if !options.isEmpty, !options.contains(where: \.isSelectable) {
                // Nothing can ever be picked: for a required field the sheet can never be committed.
                diagnostics.append(DiagnosticMessage.fieldWithoutSelectableOptions(fields[index].id.value, count: options.count)
                    .at(fields[index].optionsPlace, in: screen))
            }
            for section in sections where section.optionIndexes.isEmpty {
                diagnostics.append(DiagnosticMessage.sectionWithoutOptions(section.title.value, field: fields[index].id.value)
                    .at(section.optionsPlace, in: screen))
            }
        }
        return diagnostics
    }
}

extension DiagnosticMessage {
    static func screenWithoutFields(_ id: String) -> DiagnosticMessage {
        // An id that could not be read (E205 says why) is not named.
        DiagnosticMessage(.E409, (id.isEmpty ? "the screen" : "screen '\(SafeText.shown(id))'") + " has no fields and no content",
                    help: "add at least one field, or display-only 'content'")
    }

    static func fieldWithoutOptions(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(.E408, "field '\(SafeText.shown(id))' has no options", help: "list the options to pick from")
    }

    static func fieldWithoutSelectableOptions(_ id: String, count: Int) -> DiagnosticMessage {
        DiagnosticMessage(.E408, "field '\(SafeText.shown(id))' has no option that can be selected: "
                    + (count == 1 ? "its only option is disabled" : "all \(count) are disabled"),
                    help: "enable at least one option ('disabled: false'), or remove the field")
    }

    static func sectionWithoutOptions(_ title: String, field: String) -> DiagnosticMessage {
        DiagnosticMessage(.E408, "section '\(SafeText.shown(title))' of field '\(SafeText.shown(field))' has no options",
                    help: "list the section's options, or remove the section")
    }
}

extension DiagnosticCode {
    public static let E408 = DiagnosticCode(
        "E408", .error,
        summary: "a field with no options",
        explanation: Explanation(
            meaning: """
            A field (or one of its sections) has no options, or every option is disabled: there is \
            nothing to pick.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [] }
            """,
            fix: "List the options, or remove the field or section.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))

    public static let E409 = DiagnosticCode(
        "E409", .error,
        summary: "a screen with no fields and no content",
        explanation: Explanation(
            meaning: """
            A screen has an empty `fields` list and no `content`. A screen shows pickers, \
            display-only content, or both; with neither it would be empty.
            """,
            example: """
            formc: 1
            screen: s
            fields: []
            """,
            fix: "Add a field, or the display-only content the screen shows.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
