import FormcCore
import FormcLoad
import FormcSpec
import FormcTestSupport

/// Specs that break the structure of the language (E200–E207, W507).
extension DiagnosticCase {
    static let structure: [DiagnosticCase] = [
        DiagnosticCase("E200-unknown-key", .E200, pointer: "/fields/0/requried", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            1️⃣requried2️⃣: true
            commit: on-select
            options: [a, b]
        """),
        DiagnosticCase("E200-camel-case-key", .E200, pointer: "/sheet/cornerRadius", """
        formc: 1
        screen: s
        sheet:
          1️⃣cornerRadius2️⃣: 16
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E200-key-of-nested-mapping", .E200, pointer: "/sheet/dim", """
        formc: 1
        screen: s
        sheet:
          1️⃣dim2️⃣: 0.5
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E200-no-suggestion", .E200, pointer: "/actions/0/color", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, options: [a, b] }
        actions:
          - { id: ok, title: OK, role: submit, 1️⃣color2️⃣: red }
        """),
        DiagnosticCase("E200-options-and-sections", .E200, pointer: "/fields/0/sections", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: on-select
            options: [a, b]
            1️⃣sections2️⃣:
              - { title: More, options: [c] }
        """),
        DiagnosticCase("E201-missing-type", .E201, pointer: "/fields/0", """
        formc: 1
        screen: s
        fields:
          - 1️⃣id: f2️⃣
            commit: on-select
            options: [a, b]
        """),
        DiagnosticCase("E201-missing-screen", .E201, pointer: "", """
        1️⃣formc: 12️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E201-no-options", .E201, pointer: "/fields/0", """
        formc: 1
        screen: s
        fields:
          - 1️⃣{ id: f, type: choice, commit: on-select }2️⃣
        """),
        DiagnosticCase("E201-action-title", .E201, pointer: "/actions/0", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, options: [a, b] }
        actions:
          - 1️⃣{ id: ok, role: submit }2️⃣
        """),
        DiagnosticCase("E202-yes-for-boolean", .E202, pointer: "/sheet/grabber", """
        formc: 1
        screen: s
        sheet:
          grabber: 1️⃣yes2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E202-capitalized-boolean", .E202, pointer: "/sheet/dismiss/close-button", """
        formc: 1
        screen: s
        sheet:
          dismiss: { close-button: 1️⃣True2️⃣ }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E202-quoted-number", .E202, pointer: "/sheet/backdrop/dim", """
        formc: 1
        screen: s
        sheet:
          backdrop:
            dim: 1️⃣"0.5"2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E202-string-for-list", .E202, pointer: "/fields/0/options", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: on-select
            options: 1️⃣a, b2️⃣
        """),
        DiagnosticCase("E202-mapping-for-string", .E202, pointer: "/title", """
        formc: 1
        screen: s
        title: 1️⃣{ ko: 제목 }2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E202-fraction-for-integer", .E202, pointer: "/fields/0/columns", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, layout: grid, columns: 1️⃣2.52️⃣, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E202-empty-detents", .E202, pointer: "/sheet/detents", """
        formc: 1
        screen: s
        sheet:
          detents: 1️⃣[]2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E202-tagged-scalar", .E202, pointer: "/fields/0/label", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, label: 1️⃣!!int 32️⃣, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E203-unknown-type", .E203, pointer: "/fields/0/type", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: 1️⃣choise2️⃣
            commit: on-select
            options: [a, b]
        """),
        DiagnosticCase("E203-no-close-word", .E203, pointer: "/sheet/backdrop/tap", """
        formc: 1
        screen: s
        sheet: { backdrop: { tap: 1️⃣maybe2️⃣ } }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E203-font-weight", .E203, pointer: "/style/option-font/weight", """
        formc: 1
        screen: s
        style: { option-font: { size: 16, weight: 1️⃣boldest2️⃣ } }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E205-color-name", .E205, pointer: "/style/selected/fill", """
        formc: 1
        screen: s
        style: { selected: { fill: 1️⃣systemblue2️⃣ } }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E205-color-hex-dark", .E205, pointer: "/fields/0/style/tint/dark", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b], style: { tint: { light: "#112233", dark: 1️⃣"#12345"2️⃣ } } }
        """),
        DiagnosticCase("E202-option-padding-text", .E202, pointer: "/fields/0/style/option-padding", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b], style: { option-padding: 1️⃣wide2️⃣ } }
        """),
        DiagnosticCase("E203-unknown-detent", .E203, pointer: "/sheet/detents/1", """
        formc: 1
        screen: s
        sheet:
          detents: [medium, 1️⃣larg2️⃣]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E203-custom-detent-as-word", .E203, pointer: "/sheet/detents/0", """
        formc: 1
        screen: s
        sheet:
          detents: [1️⃣peek2️⃣, large]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E204-dim", .E204, pointer: "/sheet/backdrop/dim", """
        formc: 1
        screen: s
        sheet:
          backdrop: { dim: 1️⃣1.52️⃣ }
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E204-columns", .E204, pointer: "/fields/0/columns", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, layout: grid, columns: 1️⃣72️⃣, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E204-infinite-height", .E204, pointer: "/sheet/detents/0/height", """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: tall, height: 1️⃣.inf2️⃣ }]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E205-screen-id", .E205, pointer: "/screen", """
        formc: 1
        screen: 1️⃣Travel_Category2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E205-screen-id-too-long", .E205, pointer: "/screen", """
        formc: 1
        screen: 1️⃣saaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2️⃣
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        // Nothing to repair in an empty id: the help says what to write.
        DiagnosticCase("E205-empty-option-id", .E205, pointer: "/fields/0/options/0", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [1️⃣""2️⃣, b] }
        """),
        // `rows` has no default: the help does not send the user to one.
        DiagnosticCase("E202-empty-rows", .E202, pointer: "/content/0/rows", """
        formc: 1
        screen: s
        content:
          - { rows: 1️⃣[]2️⃣ }
        """),
        DiagnosticCase("E205-field-id", .E205, pointer: "/fields/0/id", """
        formc: 1
        screen: s
        fields:
          - { id: 1️⃣travel-category2️⃣, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E205-option-id-spaces", .E205, pointer: "/fields/0/options/1", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, 1️⃣" b"2️⃣] }
        """),
        DiagnosticCase("E205-reserved-detent-id", .E205, pointer: "/sheet/detents/0/id", """
        formc: 1
        screen: s
        sheet:
          detents: [{ id: 1️⃣medium2️⃣, height: 200 }, large]
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E206-version", .E206, pointer: "/formc", """
        formc: 1️⃣22️⃣
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [a, b] }
        """),
        DiagnosticCase("E207-no-screen", .E207, pointer: "", """
        1️⃣2️⃣# the travel category picker, to be written
        ---
        """),
        DiagnosticCase("W507-no-as-title", .W507, pointer: "/fields/0/options/1", """
        formc: 1
        screen: s
        fields:
          - { id: f, type: choice, commit: on-select, options: [yes please, 1️⃣no2️⃣] }
        """),
        DiagnosticCase("W507-octal-looking-id", .W507, pointer: "/fields/0/options/0/id", """
        formc: 1
        screen: s
        fields:
          - id: f
            type: choice
            commit: on-select
            options:
              - { id: 1️⃣07552️⃣, title: rwxr-xr-x }
              - { id: "0644", title: rw-r--r-- }
        """),
    ]
}
