import FormcCore
import FormcSpec

/// E301–E305: ids are unique in their scope — options in a field (across its sections),
/// fields, detents, tabs and actions in a screen. The second use is reported, the first is a note.
enum IDUniqueness: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for field in screen.fields {
            diagnostics += duplicates(field.options.map(\.id), in: screen) { .optionIDUsedTwice($0, field: field.id.value) }
        }
        diagnostics += duplicates(screen.fields.map(\.id), in: screen) { .fieldIDUsedTwice($0) }
        // Defaulted detents are not written, so they cannot clash.
        diagnostics += duplicates(screen.sheet.detents.map(\.id).filter(\.isExplicit), in: screen) { .detentIDUsedTwice($0) }
        diagnostics += duplicates(screen.tabBar?.items.map(\.id) ?? [], in: screen) { .tabIDUsedTwice($0) }
        diagnostics += duplicates(screen.actions.map(\.id), in: screen) { .actionIDUsedTwice($0) }
        return diagnostics
    }

    private static func duplicates(_ ids: [Located<String>], in screen: Screen, message: (String) -> RuleMessage) -> [Diagnostic] {
        var first: [ExactString: Located<String>] = [:]
        var diagnostics: [Diagnostic] = []
        for id in ids {
            if let earlier = first[ExactString(id.value)] {
                let note = Diagnostic.Note("first used here", file: screen.file, range: earlier.range)
                diagnostics.append(message(id.value).at(id, in: screen, notes: [note]))
            } else {
                first[ExactString(id.value)] = id
            }
        }
        return diagnostics
    }
}

extension RuleMessage {
    static func optionIDUsedTwice(_ id: String, field: String) -> RuleMessage {
        RuleMessage(.E301, "option id '\(SafeText.shown(id))' is used twice in field '\(SafeText.shown(field))'",
                    help: "an option id is the value in the result, so it must be unique in its field (titles may repeat)")
    }

    static func fieldIDUsedTwice(_ id: String) -> RuleMessage {
        RuleMessage(.E302, "field id '\(SafeText.shown(id))' is used twice", help: "a field id is a key of the result JSON; rename one of the fields")
    }

    static func detentIDUsedTwice(_ id: String) -> RuleMessage {
        RuleMessage(.E303, "detent '\(SafeText.shown(id))' is listed twice", help: "list each detent once, smallest first")
    }

    static func tabIDUsedTwice(_ id: String) -> RuleMessage {
        RuleMessage(.E304, "tab id '\(SafeText.shown(id))' is used twice", help: "rename one of the tabs; 'selected' must name exactly one")
    }

    static func actionIDUsedTwice(_ id: String) -> RuleMessage {
        RuleMessage(.E305, "action id '\(SafeText.shown(id))' is used twice", help: "rename one of the actions")
    }
}
