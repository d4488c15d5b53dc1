extension Explanation {
    static let w501 = Explanation(
        .W501,
        meaning: """
        The tab bar has more than five tabs. An iPhone tab bar shows at most five: with more, it \
        shows four and a More tab that holds the rest, which is not what the spec draws.
        """,
        example: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items: [{ id: a, title: A }, { id: b, title: B }, { id: c, title: C },
                  { id: d, title: D }, { id: e, title: E }, { id: f, title: F }]
        """,
        fix: "Keep to five tabs.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items: [{ id: a, title: A }, { id: b, title: B }, { id: c, title: C },
                  { id: d, title: D }, { id: e, title: E }]
        """)

    static let w503 = Explanation(
        .W503,
        meaning: """
        `medium` is the sheet's only detent. Medium is inactive in compact height (an iPhone in \
        landscape), where the system falls back to the next larger detent — and there is none.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          detents: [medium]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        fix: "List a larger detent after it.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          detents: [medium, large]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let w504 = Explanation(
        .W504,
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
        """)

    static let w505 = Explanation(
        .W505,
        meaning: """
        `width-follows-preferred-content-size` is on but `edge-attached-in-compact-height` is not. \
        The width follows the content only when the sheet is edge-attached, so the setting does nothing.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          width-follows-preferred-content-size: true
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        fix: "Turn on edge attachment (as 004 does), or remove the setting.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          edge-attached-in-compact-height: true
          width-follows-preferred-content-size: true
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let w506 = Explanation(
        .W506,
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
        """)

    static let w507 = Explanation(
        .W507,
        meaning: """
        A plain (unquoted) scalar where a string is expected looks like another type to other YAML \
        tools: `no`, `yes`, `on`, `off`, `y`, `n` (booleans in YAML 1.1), `true`, `null`, `~`, \
        numbers such as `0755`, `1e3` or `.inf`, sexagesimal `1:20`, and dates like `2024-01-01`. \
        formc types values by their key and reads the string, but an editor's schema check, a \
        YAML 1.1 library or a script that reads the same file may read a boolean, a number or null.
        """,
        example: """
        formc: 1
        screen: s
        fields:
          - { id: answer, type: choice, commit: on-select, options: [yes, no, 1e3] }
        """,
        fix: "Quote the value, so every tool reads the same string.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: answer, type: choice, commit: on-select, options: ["yes", "no", "1e3"] }
        """)
}
