extension Explanation {
    static let e310 = Explanation(
        .E310,
        meaning: """
        `sheet.initial-detent` names a detent the sheet does not list. It must be one of the \
        `detents`: medium, large, fit, or a custom detent's id. Left out, the sheet opens at its \
        smallest detent.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          detents: [medium, large]
          initial-detent: fit
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        fix: "Name a listed detent, or add the detent to `detents`.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          detents: [medium, large]
          initial-detent: medium
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let e311 = Explanation(
        .E311,
        meaning: """
        `backdrop.undimmed-through` names a detent the sheet does not list. It takes `none`, `all`, \
        or the id of one of the sheet's detents: at and below that detent the backdrop is clear \
        and passes touches through (004 keeps the map usable up to medium).
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 140 }, large]
          backdrop: { undimmed-through: medium }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        fix: "Name a listed detent, or `none` or `all`.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 140 }, large]
          backdrop: { undimmed-through: peek }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let e312 = Explanation(
        .E312,
        meaning: """
        A field's `initial` names an option the field does not have, or a disabled one. `initial` \
        takes option ids (not titles): one for a choice, a list for a multi-choice. The help line \
        suggests the closest id.
        """,
        example: """
        formc: 1
        screen: travel-category
        fields:
          - id: category
            type: choice
            commit: on-select
            options:
              - { id: pet, title: 반려동물 🐶 }
              - { id: tea, title: 차 🫖, disabled: true }
            initial: pets
        """,
        fix: "Name an enabled option by its id.",
        fixed: """
        formc: 1
        screen: travel-category
        fields:
          - id: category
            type: choice
            commit: on-select
            options:
              - { id: pet, title: 반려동물 🐶 }
              - { id: tea, title: 차 🫖, disabled: true }
            initial: pet
        """)

    static let e313 = Explanation(
        .E313,
        meaning: """
        `tab-bar.selected` names a tab the tab bar does not have. It must be the id of the tab that \
        owns the sheet (004: the place tab); left out, it is the first tab.
        """,
        example: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items: [{ id: home, title: 홈 }, { id: place, title: 플레이스 }]
          selected: places
        """,
        fix: "Name one of the tabs by its id.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items: [{ id: home, title: 홈 }, { id: place, title: 플레이스 }]
          selected: place
        """)
}
