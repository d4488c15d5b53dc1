import FormcCore
import FormcSpec

/// E301–E305: ids are unique in their scope — options in a field (across its sections),
/// fields, detents, tabs and actions in a screen. The second use is reported, the first is a note.
enum IDUniqueness: ScreenRule {
    static let codes: [RuleCode] = [.E301, .E302, .E303, .E304, .E305].map(RuleCode.comparesIDs)

    static func check(_ screen: Screen) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Fields are read in place, by index (`ScreenRule`).
        let fields = screen.fields
        for index in fields.indices {
            let options = fields[index].options
            for (first, again) in RepeatedIDs.positions(count: options.count, id: { options[$0].id.value }) {
                let name = fields[index].id.value
                diagnostics.append(usedTwice(options[again].id, first: options[first].id, in: screen) { .optionIDUsedTwice($0, field: name) })
            }
        }
        for (first, again) in RepeatedIDs.positions(count: fields.count, id: { fields[$0].id.value }) {
            diagnostics.append(usedTwice(fields[again].id, first: fields[first].id, in: screen) { .fieldIDUsedTwice($0) })
        }
        // Defaulted detents are not written, so they cannot clash.
        let detents = screen.sheet.detents
        for (first, again) in RepeatedIDs.positions(count: detents.count, id: { detents[$0].id.isExplicit ? detents[$0].id.value : nil }) {
            diagnostics.append(usedTwice(detents[again].id, first: detents[first].id, in: screen) { .detentIDUsedTwice($0) })
        }
        let tabs = screen.tabBar?.items ?? []
        for (first, again) in RepeatedIDs.positions(count: tabs.count, id: { tabs[$0].id.value }) {
            diagnostics.append(usedTwice(tabs[again].id, first: tabs[first].id, in: screen) { .tabIDUsedTwice($0) })
        }
        let actions = screen.actions
        for (first, again) in RepeatedIDs.positions(count: actions.count, id: { actions[$0].id.value }) {
            diagnostics.append(usedTwice(actions[again].id, first: actions[first].id, in: screen) { .actionIDUsedTwice($0) })
        }
        return diagnostics
    }

    private static func usedTwice(
        _ id: Located<String>, first: Located<String>, in screen: Screen, _ message: (String) -> DiagnosticMessage
    ) -> Diagnostic {
        let note = Diagnostic.Note("first used here", file: screen.file, range: first.range)
        return message(id.value).at(id, in: screen, notes: [note])
    }
}

extension DiagnosticMessage {
    static func optionIDUsedTwice(_ id: String, field: String) -> DiagnosticMessage {
        DiagnosticMessage(.E301, "option id '\(SafeText.shown(id))' is used twice in field '\(SafeText.shown(field))'",
                          help: "an option id is the value in the result, so it must be unique in its field (titles may repeat)")
    }

    static func fieldIDUsedTwice(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(.E302, "field id '\(SafeText.shown(id))' is used twice", help: "a field id is a key of the result JSON; rename one of the fields")
    }

    static func detentIDUsedTwice(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(.E303, "detent '\(SafeText.shown(id))' is listed twice", help: "list each detent once, smallest first")
    }

    static func tabIDUsedTwice(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(.E304, "tab id '\(SafeText.shown(id))' is used twice", help: "rename one of the tabs; 'selected' must name exactly one")
    }

    static func actionIDUsedTwice(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(.E305, "action id '\(SafeText.shown(id))' is used twice", help: "rename one of the actions")
    }
}

extension DiagnosticCode {
    public static let E301 = DiagnosticCode(
        "E301", .error,
        summary: "option id used twice in a field",
        explanation: Explanation(
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
            """))

    public static let E302 = DiagnosticCode(
        "E302", .error,
        summary: "field id used twice",
        explanation: Explanation(
            meaning: "Two fields of a screen have the same id. Field ids are the keys of the result JSON, so they must be unique.",
            example: """
            formc: 1
            screen: s
            fields:
              - { id: pick, type: choice, commit: on-select, options: [a, b], initial: a }
              - { id: pick, type: choice, commit: on-select, options: [c, d], initial: c }
            """,
            fix: "Rename one of the fields.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: first, type: choice, commit: on-select, options: [a, b], initial: a }
              - { id: second, type: choice, commit: on-select, options: [c, d], initial: c }
            """))

    public static let E303 = DiagnosticCode(
        "E303", .error,
        summary: "detent id used twice",
        explanation: Explanation(
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
            """))

    public static let E304 = DiagnosticCode(
        "E304", .error,
        summary: "tab id used twice",
        explanation: Explanation(
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
            """))

    public static let E305 = DiagnosticCode(
        "E305", .error,
        summary: "action id used twice",
        explanation: Explanation(
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
            """))
}
