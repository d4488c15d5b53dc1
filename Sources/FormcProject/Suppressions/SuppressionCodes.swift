import FormcCore

extension Suppressions {
    /// The codes the ignore comments of a spec can report.
    public static let codes: [DiagnosticCode] = [.W508, .W509]
}

extension DiagnosticMessage {
    static func ignoresError(_ code: String) -> DiagnosticMessage {
        DiagnosticMessage(.W508, "an ignore comment cannot silence error \(SafeText.shown(code))",
                          help: "fix the error instead; only warnings can be ignored")
    }

    static func ignoresRaisedWarning(_ code: String) -> DiagnosticMessage {
        DiagnosticMessage(.W508, "an ignore comment cannot silence \(SafeText.shown(code)): the project config raises it to an error",
                          help: "fix the finding, or set \(SafeText.shown(code)) to 'warning' in the rules of the project config")
    }

    static func ignoreSilencesNothing(_ code: String) -> DiagnosticMessage {
        DiagnosticMessage(.W509, "ignore comment for \(SafeText.shown(code)) silences nothing",
                          help: "remove \(SafeText.shown(code)) from the comment, or move the comment to the line the warning points at (or alone on the line above it)")
    }

    static func ignoreNamesNoCode(_ code: String) -> DiagnosticMessage {
        DiagnosticMessage(.W509, "ignore comment names '\(SafeText.shown(code))', which is not a code",
                          help: "name a warning's code, such as W502")
    }

    static let malformedIgnore = DiagnosticMessage(
        .W509, "ignore comment does not follow the syntax, so it silences nothing",
        help: "write '# formc: ignore[W502]', codes separated by commas, and a reason after ' -- '")
}

extension DiagnosticCode {
    public static let W508 = DiagnosticCode(
        "W508", .warning,
        summary: "an ignore comment names an error code, or a warning raised to one",
        explanation: Explanation(
            meaning: """
            A `# formc: ignore[…]` comment names an error code, or a warning that the project \
            config's `rules` raise to an error. Ignore comments silence warnings only: an error \
            means the spec cannot be built as written, so it is reported whatever the comment says.
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
                  - { id: tea, title: 차 🫖 }
                initial: pet # formc: ignore[E312]
            """,
            fix: "Remove the error code from the comment, and fix the error.",
            fixed: """
            formc: 1
            screen: travel-category
            fields:
              - id: category
                type: choice
                commit: on-select
                options:
                  - { id: pet, title: 반려동물 🐶 }
                  - { id: tea, title: 차 🫖 }
                initial: pet
            """))

    public static let W509 = DiagnosticCode(
        "W509", .warning,
        summary: "an ignore comment silences nothing",
        explanation: Explanation(
            meaning: """
            A `# formc: ignore[…]` comment names a warning that is not reported on the line it \
            targets (its own line when it ends a line, the next line when it stands alone), names \
            something that is not a code, or does not follow the syntax \
            `# formc: ignore[W502, W503] -- reason`. A stale ignore would hide the next, \
            unrelated finding on that line, so it is reported, as ruff reports an unused `noqa`.
            """,
            example: """
            formc: 1
            screen: travel-category
            fields:
              # formc: ignore[W506] -- one option for now
              - id: category
                type: choice
                commit: on-select
                options:
                  - { id: pet, title: 반려동물 🐶 }
                  - { id: tea, title: 차 🫖 }
            """,
            fix: "Remove the comment, or the code that no longer applies.",
            fixed: """
            formc: 1
            screen: travel-category
            fields:
              - id: category
                type: choice
                commit: on-select
                options:
                  - { id: pet, title: 반려동물 🐶 }
                  - { id: tea, title: 차 🫖 }
            """))
}
