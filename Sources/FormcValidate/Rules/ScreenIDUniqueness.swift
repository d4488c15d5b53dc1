import FormcCore
import FormcSpec

/// E300: a screen id names one screen in a build; the second use is reported, with the first
/// as a note (both places shown, across files).
enum ScreenIDUniqueness {
    static func check(_ screens: [Screen]) -> [Diagnostic] {
        var first: [String: Screen] = [:]
        var diagnostics: [Diagnostic] = []
        // A screen whose id could not be read (missing or malformed: E201, E205) has none to compare.
        for screen in screens where !screen.id.value.isEmpty {
            if let earlier = first[screen.id.value] {
                let note = Diagnostic.Note("first used here", file: earlier.file, range: earlier.id.range)
                diagnostics.append(RuleMessage.screenIDUsedTwice(screen.id.value).at(screen.id, in: screen, notes: [note]))
            } else {
                first[screen.id.value] = screen
            }
        }
        return diagnostics
    }
}

extension RuleMessage {
    static func screenIDUsedTwice(_ id: String) -> RuleMessage {
        RuleMessage(.E300, "screen id '\(SafeText.shown(id))' is used by two screens in this build",
                    help: "screen ids name the generated files; rename one of the screens")
    }
}
