import FormcCore
import FormcTestSupport
import FormcValidate

/// Specs that are well formed but do not make sense (E400–E411, W501, W503–W506, W511).
extension DiagnosticCase {
    static let semantics: [DiagnosticCase] = [
        DiagnosticCase("E400-min-above-max", .E400, pointer: "/fields/0/min", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: multi-choice
            min: 1️⃣32️⃣
            max: 2
            options: [a, b, c, d]
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("E401-max-above-options", .E401, pointer: "/fields/0/max", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: multi-choice, max: 1️⃣52️⃣, options: [a, b, c] }
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("E401-min-above-selectable", .E401, pointer: "/fields/0/min", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: multi-choice, min: 1️⃣22️⃣, options: [a, { id: b, title: B, disabled: true }] }
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("E402-list-for-choice", .E402, pointer: "/fields/0/initial", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: on-select
            options: [a, b, c]
            initial: 1️⃣[a, b]2️⃣
        """),
        DiagnosticCase("E402-more-than-max", .E402, pointer: "/fields/0/initial", """
        formc: 1
        screen: s
        fields:
          - id: interests
            type: multi-choice
            max: 2
            options: [개발, 데이터, HR, 디자인]
            initial: 1️⃣[개발, 데이터, HR]2️⃣
        actions:
          - { id: start, title: 시작하기, role: submit }
        """),
        DiagnosticCase("E402-listed-twice", .E402, pointer: "/fields/0/initial/2", """
        formc: 1
        screen: s
        fields:
          - id: interests
            type: multi-choice
            commit: on-select
            options: [개발, 데이터, HR]
            initial: [개발, 데이터, 1️⃣개발2️⃣]
        """),
        DiagnosticCase("E403-columns-on-flow", .E403, pointer: "/fields/0/columns", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: on-select
            columns: 1️⃣22️⃣
            options: [a, b]
        """),
        DiagnosticCase("E403-grid-without-columns", .E403, pointer: "/fields/0/layout", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: on-select
            layout: 1️⃣grid2️⃣
            options: [a, b]
        """),
        DiagnosticCase("E404-on-apply-without-submit", .E404, pointer: "/fields/0/commit", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: 1️⃣on-apply2️⃣
            options: [a, b]
        actions:
          - { id: cancel, title: 취소, role: cancel }
        """),
        DiagnosticCase("E404-default-commit", .E404, pointer: "/fields/0", """
        formc: 1
        screen: s
        fields:
          - id: 1️⃣category2️⃣
            type: choice
            options: [a, b]
        """),
        DiagnosticCase("E405-never-dismissed", .E405, pointer: "/sheet/dismiss/swipe", """
        formc: 1
        screen: s
        sheet:
          dismiss: { swipe: 1️⃣false2️⃣ }
        content:
          - rows: [a, b]
        """),
        DiagnosticCase("E405-full-screen", .E405, pointer: "/sheet", """
        formc: 1
        screen: s
        sheet: 1️⃣{ presentation: full-screen }2️⃣
        content:
          - placeholder: map
        """),
        DiagnosticCase("E405-single-tab", .E405, pointer: "/sheet/dismiss/swipe", """
        formc: 1
        screen: s
        sheet:
          dismiss:
            swipe: 1️⃣false2️⃣
        content:
          - rows: [a, b]
        tab-bar:
          items: [{ id: place, title: 플레이스, icon: star }]
        """),
        DiagnosticCase("E405-popup-tab-bar", .E405, pointer: "/sheet", others: [.W511], """
        formc: 1
        screen: s
        sheet: 1️⃣{ presentation: popup, backdrop: { tap: none } }2️⃣
        content: [{ rows: [a] }]
        tab-bar:
          items: [{ id: a, title: A, icon: x }, { id: b, title: B, icon: z }]
          selected: a
        """),
        DiagnosticCase("E406-tap-on-pass-through", .E406, pointer: "/sheet/backdrop/tap", """
        formc: 1
        screen: s
        sheet:
          detents: [fit]
          backdrop:
            undimmed-through: all
            tap: 1️⃣dismiss2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E406-largest-detent", .E406, pointer: "/sheet/backdrop/tap", """
        formc: 1
        screen: s
        sheet:
          detents: [medium, large]
          backdrop: { undimmed-through: large, tap: 1️⃣dismiss2️⃣ }
          dismiss: { close-button: true }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E408-no-options", .E408, pointer: "/fields/0/options", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: 1️⃣[]2️⃣ }
        """),
        DiagnosticCase("E408-all-disabled", .E408, pointer: "/fields/0/options", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: 1️⃣[{ id: a, title: A, disabled: true }, { id: b, title: B, disabled: true }]2️⃣ }
        """),
        DiagnosticCase("E408-only-section-empty", .E408, pointer: "/fields/0/sections/0/options", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: multi-choice
            sections:
              - { title: 하나, options: 1️⃣[]2️⃣ }
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("E408-empty-section", .E408, pointer: "/fields/0/sections/1/options", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: multi-choice
            layout: list
            sections:
              - { title: 하나, options: [a, b] }
              - { title: 둘, options: 1️⃣[]2️⃣ }
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("E409-no-fields", .E409, pointer: "/fields", """
        formc: 1
        screen: s
        fields: 1️⃣[]2️⃣
        """),
        DiagnosticCase("W501-six-tabs", .W501, pointer: "/tab-bar/items/5", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          items:
            - { id: home, title: 홈 }
            - { id: search, title: 검색 }
            - { id: place, title: 장소 }
            - { id: feed, title: 피드 }
            - { id: chat, title: 채팅 }
            - 1️⃣{ id: my, title: 마이 }2️⃣
          selected: place
        """),
        DiagnosticCase("W503-medium-only", .W503, pointer: "/sheet/detents/0", """
        formc: 1
        screen: s
        sheet:
          detents: [1️⃣medium2️⃣]
          edge-attached-in-compact-height: true
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("W504-initial-below-min", .W504, pointer: "/fields/0/initial", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: multi-choice, min: 2, options: [a, b, c], initial: 1️⃣[a]2️⃣ }
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("W505-width-follows", .W505, pointer: "/sheet/width-follows-preferred-content-size", """
        formc: 1
        screen: s
        sheet:
          width-follows-preferred-content-size: 1️⃣true2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E410-tap-on-modal-sheet", .E410, pointer: "/sheet/backdrop/tap", """
        formc: 1
        screen: s
        sheet:
          backdrop: { tap: 1️⃣dismiss2️⃣ }
          dismiss: { swipe: false, close-button: true }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E411-on-select-min-two", .E411, pointer: "/fields/0/min", """
        formc: 1
        screen: s
        fields:
          - id: tags
            type: multi-choice
            commit: on-select
            min: 1️⃣22️⃣
            options: [a, b, c]
        """),
        DiagnosticCase("E411-on-select-leaves-required-empty", .E411, pointer: "/fields/0/commit", """
        formc: 1
        screen: s
        fields:
          - { id: kind, type: choice, commit: 1️⃣on-select2️⃣, options: [a, b] }
          - { id: size, type: choice, options: [s, m] }
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("E412-title-twice", .E412, pointer: "/fields/0/options/2/title", """
        formc: 1
        screen: s
        fields:
          - id: size
            type: choice
            result: title
            commit: on-select
            options: [{ id: s, title: Small }, { id: m, title: Medium, disabled: true }, { id: l, title: 1️⃣Small2️⃣ }]
        """),
        DiagnosticCase("E413-section-without-id", .E413, pointer: "/fields/0/sections/1/title", """
        formc: 1
        screen: s
        fields:
          - id: tags
            type: multi-choice
            result: by-section
            sections:
              - { id: work, title: Work, options: [career] }
              - { title: 1️⃣Hobbies2️⃣, options: [music] }
        action-layout: { placement: bottom }
        actions:
          - { id: done, title: Done, role: submit }
        """),
        DiagnosticCase("E413-by-section-choice", .E413, pointer: "/fields/0/result", """
        formc: 1
        screen: s
        fields:
          - { id: pick, type: choice, commit: on-select, result: 1️⃣by-section2️⃣, options: [a, b] }
        """),
        DiagnosticCase("W513-nameless-option", .W513, pointer: "/fields/0/options/0", others: [.W513], """
        formc: 1
        screen: s
        fields:
          - id: step
            type: choice
            commit: on-select
            options: [1️⃣"+"2️⃣, "-"]
        """),
        DiagnosticCase("W511-dim-on-page-sheet", .W511, pointer: "/sheet/backdrop/dim", """
        formc: 1
        screen: s
        sheet:
          backdrop: { dim: 1️⃣0.52️⃣ }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("W511-tap-none-on-swiping-sheet", .W511, pointer: "/sheet/backdrop/tap", """
        formc: 1
        screen: s
        sheet:
          backdrop: { tap: 1️⃣none2️⃣ }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("W511-grabber-on-popup", .W511, pointer: "/sheet/grabber", """
        formc: 1
        screen: s
        sheet:
          presentation: popup
          grabber: 1️⃣true2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("W511-detents-on-popup", .W511, pointer: "/sheet/detents", """
        formc: 1
        screen: s
        sheet:
          presentation: popup
          detents: 1️⃣[medium]2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("W511-tab-bar-on-popup", .W511, pointer: "/tab-bar", """
        formc: 1
        screen: s
        sheet: { presentation: popup }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        tab-bar:
          1️⃣items: [{ id: a, title: A }, { id: b, title: B }]2️⃣
        """),
        DiagnosticCase("W511-backdrop-on-full-screen", .W511, pointer: "/sheet/backdrop/dim", """
        formc: 1
        screen: s
        sheet:
          presentation: full-screen
          backdrop: { dim: 1️⃣0.52️⃣ }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        actions:
          - { id: ok, title: OK, role: submit }
        """),
        DiagnosticCase("W506-single-option", .W506, pointer: "/fields/0/options", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: 1️⃣[only]2️⃣ }
        """),
    ]
}
