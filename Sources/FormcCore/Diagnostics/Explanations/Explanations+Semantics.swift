extension Explanation {
    static let e400 = Explanation(
        .E400,
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
        """)

    static let e401 = Explanation(
        .E401,
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
        """)

    static let e402 = Explanation(
        .E402,
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
        """)

    static let e403 = Explanation(
        .E403,
        meaning: """
        `columns` goes with `layout: grid` and nothing else: a grid needs it (001's picker has 2), \
        and flow or list layouts have no columns.
        """,
        example: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, columns: 2, options: [a, b] }
        """,
        fix: "Write `layout: grid` with `columns`, or remove `columns`.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, layout: grid, columns: 2, options: [a, b] }
        """)

    static let e404 = Explanation(
        .E404,
        meaning: """
        A field commits on apply — `commit: on-apply`, the default — but the screen has no action \
        with `role: submit`, so the selection could never be handed back. 000's sheet applies with \
        its 선택 완료 button; 001's picker commits on select instead.
        """,
        example: """
        formc: 1
        screen: s
        fields:
          - { id: category, type: choice, options: [a, b] }
        """,
        fix: "Add a submit action, or set `commit: on-select` so that a tap picks and dismisses.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: category, type: choice, options: [a, b] }
        actions:
          - { id: apply, title: 선택 완료, role: submit }
        """)

    static let e405 = Explanation(
        .E405,
        meaning: """
        The sheet can never be dismissed: swiping is off (`dismiss.swipe: false`), a tap on the \
        backdrop does nothing (or never arrives, when the backdrop passes touches through at every \
        detent, see E406), there is no close button, no action with role submit or cancel, and no \
        tab bar with another tab to switch to. The user would be stuck.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          dismiss: { swipe: false }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        fix: "Give the user one way out: a close button, a backdrop tap, swipe, or a cancel action.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          dismiss: { swipe: false, close-button: true }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let e406 = Explanation(
        .E406,
        meaning: """
        `backdrop.tap: dismiss` (the default for a popup) while the backdrop passes touches \
        through at every detent — `undimmed-through: all`, or the largest detent. A pass-through \
        backdrop never receives a tap, so the setting cannot work. 002's touch-pass panel uses \
        `tap: none`; its touch-block panel dims and dismisses.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          detents: [fit]
          backdrop: { undimmed-through: all, tap: dismiss }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        fix: "Set `tap: none`, or undim only through a smaller detent.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          detents: [fit]
          backdrop: { undimmed-through: all, tap: none }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let e408 = Explanation(
        .E408,
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
        """)

    static let e409 = Explanation(
        .E409,
        meaning: "A screen has an empty `fields` list. A formc screen is a picker; it needs at least one field.",
        example: """
        formc: 1
        screen: s
        fields: []
        """,
        fix: "Add a field.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)
}
