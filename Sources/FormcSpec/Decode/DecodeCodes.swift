import FormcCore

extension SpecDecoder {
    /// The codes of the language's structure (E200–E207; E202 is defined with the loader, which
    /// reports it first, for a merge key) and of scalars other tools read
    /// differently (W507).
    public static let codes: [DiagnosticCode] = [.E200, .E201, .E203, .E204, .E205, .E206, .E207, .W507]
}

extension DiagnosticCode {
    public static let E200 = DiagnosticCode(
        "E200", .error,
        summary: "unknown key",
        explanation: Explanation(
            meaning: """
            A mapping has a key the spec language does not define at that spot, usually a typo or a key \
            written one level too high or too low. formc names the closest valid key (did you mean …?), \
            the mapping the key belongs under, or else every key valid there. Also reported when two \
            keys that exclude each other are both written (`options` and `sections`; a custom detent's \
            `height` and `fraction`).
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              presentation: popup
              dim: 0.5
            fields:
              - { id: f, type: choice, requried: true, commit: on-select, options: [a, b] }
            """,
            fix: "Correct the spelling, or move the key to the mapping it belongs to (`dim` is a key of `backdrop`).",
            fixed: """
            formc: 1
            screen: s
            sheet:
              presentation: popup
              backdrop: { dim: 0.5 }
            fields:
              - { id: f, type: choice, required: true, commit: on-select, options: [a, b] }
            """),
        fix: .suggestedWord)

    public static let E201 = DiagnosticCode(
        "E201", .error,
        summary: "missing required key",
        explanation: Explanation(
            meaning: """
            A required key is missing: `formc` and `screen` and `fields` on a screen; `id` and `type` on \
            a field, and `options` or `sections`; `title` and `options` on a section; `id` and `title` \
            on an action or a tab; `items` on a tab bar; `id` and `height` or `fraction` on a custom \
            detent; `id` or `title` on an option written as a mapping.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: f, commit: on-select, options: [a, b] }
            """,
            fix: "Add the key; the help line says which values it takes.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """),
        fix: .addKey)


    public static let E203 = DiagnosticCode(
        "E203", .error,
        summary: "value not one of the allowed words",
        explanation: Explanation(
            meaning: """
            A key that takes one of a fixed set of words got another word: `type` (choice, \
            multi-choice), `layout` (flow, grid, list), `commit` (on-apply, on-select), `presentation` \
            (sheet, popup), `backdrop.tap` (dismiss, none), an action's `role` (submit, cancel, \
            destructive), or a detent written as a word (medium, large, fit).
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [medium, larg]
            fields:
              - { id: f, type: choise, commit: on-select, options: [a, b] }
            """,
            fix: """
            Use one of the listed words; the help line suggests the closest. A custom detent is a \
            mapping, not a word: `{id: peek, height: 140}`.
            """,
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [medium, large]
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """),
        fix: .suggestedWord)

    public static let E204 = DiagnosticCode(
        "E204", .error,
        summary: "number out of range",
        explanation: Explanation(
            meaning: """
            A number is outside its range: `backdrop.dim` 0…1; `max-height` and a detent's `fraction` \
            greater than 0 and at most 1; a detent's `height` greater than 0; `corner-radius`, `min` \
            and `max` at least 0; `columns` 1…6. Infinity and not-a-number are never in range.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              presentation: popup
              backdrop: { dim: 50 }
            fields:
              - { id: f, type: choice, layout: grid, columns: 8, commit: on-select, options: [a, b] }
            """,
            fix: "Bring the number into range: dim is an alpha (0.5, not 50), a grid has at most 6 columns.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              presentation: popup
              backdrop: { dim: 0.5 }
            fields:
              - { id: f, type: choice, layout: grid, columns: 2, commit: on-select, options: [a, b] }
            """))

    public static let E205 = DiagnosticCode(
        "E205", .error,
        summary: "malformed id",
        explanation: Explanation(
            meaning: """
            An id is malformed. Screen ids are `[a-z][a-z0-9-]*` (they name files); field ids are \
            `[A-Za-z_][A-Za-z0-9_]*` (they are keys in the result JSON and in code); detent, action and \
            tab ids are `[a-z][a-z0-9_-]*`; option ids are any text without leading or trailing spaces \
            (`취업/이직` is fine). A custom detent may not be called medium, large, fit, none or all.
            """,
            example: """
            formc: 1
            screen: Travel_Category
            fields:
              - { id: travel-category, type: choice, commit: on-select, options: [a, " b"] }
            """,
            fix: "Rename the id as the help line suggests.",
            fixed: """
            formc: 1
            screen: travel-category
            fields:
              - { id: travel_category, type: choice, commit: on-select, options: [a, b] }
            """),
        fix: .suggestedWord)

    public static let E206 = DiagnosticCode(
        "E206", .error,
        summary: "unsupported formc version",
        explanation: Explanation(
            meaning: """
            The `formc:` key names a version of the spec language this formc does not read. This \
            formc reads version 1. The rest of the document is not checked, since a later version's \
            keys would only be reported as unknown.
            """,
            example: """
            formc: 2
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Write `formc: 1`, or use the formc release that reads the newer version.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
