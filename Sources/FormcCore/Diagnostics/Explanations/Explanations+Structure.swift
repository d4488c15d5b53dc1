extension Explanation {
    static let e200 = Explanation(
        .E200,
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
          dim: 0.5
        fields:
          - { id: f, type: choice, requried: true, commit: on-select, options: [a, b] }
        """,
        fix: "Correct the spelling, or move the key to the mapping it belongs to (`dim` is a key of `backdrop`).",
        fixed: """
        formc: 1
        screen: s
        sheet:
          backdrop: { dim: 0.5 }
        fields:
          - { id: f, type: choice, required: true, commit: on-select, options: [a, b] }
        """)

    static let e201 = Explanation(
        .E201,
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
        """)

    static let e202 = Explanation(
        .E202,
        meaning: """
        A value has the wrong type: a list where a string belongs, a string where a number belongs, \
        an empty value, or a boolean that is not `true` or `false`. formc types every value by its \
        key and never guesses: `yes`, `on` and `True` are not booleans, and a quoted "0.5" is a \
        string, not a number. The message names what was expected and what was found.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          grabber: yes
          backdrop: { dim: "0.5" }
        fields:
          - { id: f, type: choice, commit: on-select, options: a, b }
        """,
        fix: "Write the value in the expected type: `true`/`false`, an unquoted number, a list in brackets.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          grabber: true
          backdrop: { dim: 0.5 }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let e203 = Explanation(
        .E203,
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
        """)

    static let e204 = Explanation(
        .E204,
        meaning: """
        A number is outside its range: `backdrop.dim` 0…1; `max-height` and a detent's `fraction` \
        greater than 0 and at most 1; a detent's `height` greater than 0; `corner-radius`, `min` \
        and `max` at least 0; `columns` 1…6. Infinity and not-a-number are never in range.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          backdrop: { dim: 50 }
        fields:
          - { id: f, type: choice, layout: grid, columns: 8, commit: on-select, options: [a, b] }
        """,
        fix: "Bring the number into range: dim is an alpha (0.5, not 50), a grid has at most 6 columns.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          backdrop: { dim: 0.5 }
        fields:
          - { id: f, type: choice, layout: grid, columns: 2, commit: on-select, options: [a, b] }
        """)

    static let e205 = Explanation(
        .E205,
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
        """)

    static let e206 = Explanation(
        .E206,
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
        """)
}
