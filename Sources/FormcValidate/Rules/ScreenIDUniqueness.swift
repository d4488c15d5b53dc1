import FormcCore
import FormcSpec

/// E300: a screen id names one screen in a build; the second use is reported, with the first
/// as a note (both places shown, across files).
enum ScreenIDUniqueness {
    static let codes: [DiagnosticCode] = [.E300]

    static func check(_ screens: [Screen]) -> [Diagnostic] {
        var first: [String: Screen] = [:]
        var diagnostics: [Diagnostic] = []
        // A screen whose id could not be read (missing or malformed: E201, E205) has none to compare.
        for screen in screens where !screen.id.value.isEmpty {
            if let earlier = first[screen.id.value] {
                let note = Diagnostic.Note("first used here", file: earlier.file, range: earlier.id.range)
                diagnostics.append(DiagnosticMessage.screenIDUsedTwice(screen.id.value).at(screen.id, in: screen, notes: [note]))
            } else {
                first[screen.id.value] = screen
            }
        }
        return diagnostics
    }
}

extension DiagnosticMessage {
    static func screenIDUsedTwice(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(.E300, "screen id '\(SafeText.shown(id))' is used by two screens in this build",
                          help: "screen ids name the generated files; rename one of the screens")
    }
}

extension DiagnosticCode {
    public static let E300 = DiagnosticCode(
        "E300", .error,
        summary: "screen id used twice in the build",
        explanation: Explanation(
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
            """))
}
