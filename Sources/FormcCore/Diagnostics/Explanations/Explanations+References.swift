extension Explanation {
    static let e300 = Explanation(
        .E300,
        meaning: """
        Two screens of one build have the same id. Screen ids name the generated files \
        (`<screen>.schema.json`, `<screen>.mockup.txt`), so one would overwrite the other. The \
        second use is reported, with the first as a note — possibly in another file.
        """,
        example: """
        # specs/a.yaml
        formc: 1
        screen: picker
        fields:
          - { id: vehicle, type: choice, commit: on-select, options: [car, bus] }
        ---
        # specs/b.yaml (or the next document)
        formc: 1
        screen: picker
        fields:
          - { id: animal, type: choice, commit: on-select, options: [dog, cat] }
        """,
        fix: "Give each screen its own id.",
        fixed: """
        formc: 1
        screen: vehicle-picker
        fields:
          - { id: vehicle, type: choice, commit: on-select, options: [car, bus] }
        ---
        formc: 1
        screen: animal-picker
        fields:
          - { id: animal, type: choice, commit: on-select, options: [dog, cat] }
        """)

    static let e301 = Explanation(
        .E301,
        meaning: """
        Two options of one field have the same id, across all its sections. The id is the value \
        the result carries, so the two could not be told apart. Titles may repeat; ids may not.
        """,
        example: """
        formc: 1
        screen: s
        fields:
          - id: category
            type: choice
            commit: on-select
            options:
              - { id: pet, title: 반려동물 🐶 }
              - { id: pet, title: 가족 👫 }
        """,
        fix: "Give each option its own id.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - id: category
            type: choice
            commit: on-select
            options:
              - { id: pet, title: 반려동물 🐶 }
              - { id: family, title: 가족 👫 }
        """)

    static let e302 = Explanation(
        .E302,
        meaning: "Two fields of a screen have the same id. Field ids are the keys of the result JSON, so they must be unique.",
        example: """
        formc: 1
        screen: s
        fields:
          - { id: pick, type: choice, commit: on-select, options: [a, b] }
          - { id: pick, type: choice, commit: on-select, options: [c, d] }
        """,
        fix: "Rename one of the fields.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: first, type: choice, commit: on-select, options: [a, b] }
          - { id: second, type: choice, commit: on-select, options: [c, d] }
        """)

    static let e303 = Explanation(
        .E303,
        meaning: """
        A detent is listed twice: a system detent (medium, large, fit) named twice, or two custom \
        detents with the same id. `initial-detent` and `undimmed-through` could not tell them apart.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 140 }, medium, { id: peek, fraction: 0.9 }]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        fix: "List each detent once, smallest first, and give custom detents distinct ids.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 140 }, medium, { id: tall, fraction: 0.9 }]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let e304 = Explanation(
        .E304,
        meaning: "Two tabs of the tab bar have the same id, so `tab-bar.selected` could name either.",
        example: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items: [{ id: home, title: 홈 }, { id: home, title: 플레이스 }]
        """,
        fix: "Rename one of the tabs.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items: [{ id: home, title: 홈 }, { id: place, title: 플레이스 }]
        """)

    static let e305 = Explanation(
        .E305,
        meaning: "Two actions of a screen have the same id, so the app could not tell which button was pressed.",
        example: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, options: [a, b] }
        actions:
          - { id: ok, title: 선택 완료, role: submit }
          - { id: ok, title: 취소, role: cancel }
        """,
        fix: "Rename one of the actions.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, options: [a, b] }
        actions:
          - { id: ok, title: 선택 완료, role: submit }
          - { id: cancel, title: 취소, role: cancel }
        """)
}
