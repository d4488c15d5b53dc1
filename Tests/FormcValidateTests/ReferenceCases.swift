import FormcCore
import FormcTestSupport
import FormcValidate

/// Specs that break references and uniqueness, or use a reserved screen id (E301–E313).
extension DiagnosticCase {
    static let references: [DiagnosticCase] = [
        DiagnosticCase("E306-reserved-screen-id", .E306, pointer: "/screen", """
        formc: 1
        screen: 1️⃣formcsupport2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E301-option-id", .E301, pointer: "/fields/0/options/2/id", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: on-select
            options:
              - { id: pet, title: 반려동물 🐶 }
              - { id: lover, title: 애인 💑 }
              - { id: 1️⃣pet2️⃣, title: 가족 👫 }
        """),
        DiagnosticCase("E301-across-sections", .E301, pointer: "/fields/0/sections/1/options/0", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: multi-choice
            layout: list
            sections:
              - { title: 하나, options: [개발, 데이터] }
              - { title: 둘, options: [1️⃣개발2️⃣, HR] }
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("E302-field-id", .E302, pointer: "/fields/1/id", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b], initial: a }
          - { id: 1️⃣f2️⃣, type: choice, commit: on-select, options: [c, d], initial: c }
        """),
        DiagnosticCase("E303-detent-id", .E303, pointer: "/sheet/detents/2/id", """
        formc: 1
        screen: s
        sheet:
          detents:
            - { id: peek, height: 140 }
            - medium
            - { id: 1️⃣peek2️⃣, fraction: 0.9 }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E304-tab-id", .E304, pointer: "/tab-bar/items/1/id", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items:
            - { id: home, title: 홈, icon: house }
            - { id: 1️⃣home2️⃣, title: 플레이스, icon: star }
        """),
        DiagnosticCase("E305-action-id", .E305, pointer: "/actions/1/id", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, options: [a, b] }
        actions:
          - { id: ok, title: 선택 완료, role: submit }
          - { id: 1️⃣ok2️⃣, title: 취소, role: cancel }
        """),
        DiagnosticCase("E310-initial-detent", .E310, pointer: "/sheet/initial-detent", """
        formc: 1
        screen: s
        sheet:
          detents: [medium, large]
          initial-detent: 1️⃣mediun2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E311-undimmed-through", .E311, pointer: "/sheet/backdrop/undimmed-through", """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: peek, height: 140 }, large]
          backdrop: { undimmed-through: 1️⃣medium2️⃣ }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        // The contract's own example (§7): line 14, column 14.
        DiagnosticCase("E312-initial-option", .E312, pointer: "/fields/0/initial", """
        formc: 1
        screen: travel-category
        title: 여행로그의 카테고리를 선택해주세요 😀
        sheet: { detents: [medium, large], grabber: true }
        fields:
          - id: category
            type: choice
            label: 카테고리 선택
            layout: flow
            options:
              - { id: pet, title: 반려동물 🐶 }
              - 애인 💑
              - { id: tea, title: 차 🫖, disabled: true }
            initial: 1️⃣pets2️⃣
        actions:
          - { id: apply, title: 선택 완료, role: submit }
        """),
        // No id is close: the help names the ids to choose from, not a title.
        DiagnosticCase("E312-no-close-id", .E312, pointer: "/fields/0/initial", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, initial: 1️⃣zzzzzz2️⃣, options: [{ id: a, title: Apple }, b] }
        """),
        // A title written where the id goes: the help names the id.
        DiagnosticCase("E312-title-for-id", .E312, pointer: "/fields/0/initial", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, initial: 1️⃣Apple2️⃣, options: [{ id: a, title: Apple }, b] }
        """),
        DiagnosticCase("E312-disabled-option", .E312, pointer: "/fields/0/initial/1", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: multi-choice
            options:
              - a
              - { id: tea, title: 차 🫖, disabled: true }
            initial: [a, 1️⃣tea2️⃣]
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("E313-selected-tab", .E313, pointer: "/tab-bar/selected", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items:
            - { id: home, title: 홈, icon: house }
            - { id: place, title: 플레이스, icon: star }
          selected: 1️⃣plcae2️⃣
        """),
    ]
}
