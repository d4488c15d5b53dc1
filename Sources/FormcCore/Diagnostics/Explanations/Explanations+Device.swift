extension Explanation {
    static let e407 = Explanation(
        .E407,
        meaning: """
        The detents are not in ascending height on some device (named in the message). Detents are \
        listed smallest first, and their heights depend on the device: `medium` is half the \
        screen, `{height: h}` is h plus the bottom safe inset, `{fraction: f}` is f of the large \
        height. A custom detent that is taller than medium on a small iPhone breaks the order \
        there even if it does not on a large one.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 400 }, medium, large]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """,
        fix: "Reorder the detents, or size the custom detent so it stays below the next one on every device.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 140 }, medium, large]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """)

    static let w500 = Explanation(
        .W500,
        meaning: """
        An option's title does not fit its grid cell (or a chip does not fit a row) on some device, \
        so it is truncated there — the mockup shows it cut. Hangul, CJK and emoji take two cells \
        each; a 2-column grid on an iPhone SE leaves about 20 cells per title.
        """,
        example: """
        formc: 1
        screen: s
        fields:
          - id: vehicle
            type: choice
            commit: on-select
            layout: grid
            columns: 2
            options:
              - { id: bus, title: 대한민국 서울특별시 강남구 테헤란로 광역버스 🚌 }
              - { id: car, title: 자동차 🚗 }
        """,
        fix: "Shorten the title, use fewer columns, or use a list layout.",
        fixed: """
        formc: 1
        screen: s
        fields:
          - id: vehicle
            type: choice
            commit: on-select
            layout: grid
            columns: 2
            options:
              - { id: bus, title: 광역버스 🚌 }
              - { id: car, title: 자동차 🚗 }
        """)

    static let w502 = Explanation(
        .W502,
        meaning: """
        At the detent the sheet opens at, the submit action is below the visible part of the sheet \
        on some device: the user has to drag the sheet up before they can apply.
        """,
        example: """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 120 }, large]
        fields:
          - { id: f, type: multi-choice, layout: list, options: [a, b, c, d] }
        actions:
          - { id: apply, title: 선택 완료, role: submit }
        """,
        fix: "Open the sheet at a taller detent (`initial-detent`), or make the content shorter.",
        fixed: """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 120 }, large]
          initial-detent: large
        fields:
          - { id: f, type: multi-choice, layout: list, options: [a, b, c, d] }
        actions:
          - { id: apply, title: 선택 완료, role: submit }
        """)
}
