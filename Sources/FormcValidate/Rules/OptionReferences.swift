import FormcCore
import FormcSpec

/// E312: every id in a field's `initial` names one of its options, and not a disabled one.
enum OptionReferences: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E312, field: ["initial"], options: true)]

    static func check(_ screen: Screen) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Fields are read in place, by index (`ScreenRule`).
        let fields = screen.fields
        for fieldIndex in fields.indices {
            guard let initial = fields[fieldIndex].initial else { continue }
            let ids = initial.value.ids, options = fields[fieldIndex].options, fieldID = fields[fieldIndex].id.value
            // An index only pays off for long `initial` lists; it keeps 10,000 ids linear.
            var index: [ExactString: Int] = [:]
            if ids.count > 8 {
                // From the last option back, so the first of a repeated id (E301) is the one kept.
                index.reserveCapacity(options.count)
                for i in options.indices.reversed() { index[ExactString(options[i].id.value)] = i }
            }
            var enabled: [String]?
            // Did-you-mean costs an edit distance per option: only the first few unknown ids get one.
            var suggestionsLeft = 5
            for id in ids {
                let found = ids.count > 8 ? index[ExactString(id.value)].map { options[$0] } : options.first { $0.id.value.isExactly(id.value) }
                guard let option = found else {
                    if enabled == nil { enabled = options.filter(\.isSelectable).map(\.id.value) }
                    let candidates = suggestionsLeft > 0 ? enabled ?? [] : []
                    // A title written for an id: named only for the first few unknown ids, as
                    // did-you-mean is (a title is compared with each option's).
                    let titled = suggestionsLeft > 0 ? Self.option(titled: id.value, among: options) : nil
                    suggestionsLeft -= 1
                    diagnostics.append(DiagnosticMessage.initialNamesNoOption(id.value, field: fieldID, options: candidates, titleOf: titled,
                                                                              listing: Array((enabled ?? []).prefix(6)))
                        .at(id, in: screen))
                    continue
                }
                if option.disabled.value {
                    let note = Diagnostic.Note("disabled here", file: screen.file, range: option.disabled.range)
                    diagnostics.append(DiagnosticMessage.initialNamesDisabledOption(id.value, field: fieldID).at(id, in: screen, notes: [note]))
                }
            }
        }
        return diagnostics
    }

    /// The id of the selectable option whose title is `text` (or, failing that, close to it).
    static func option(titled text: String, among options: [Option]) -> String? {
        let selectable = options.filter(\.isSelectable)
        if let exact = selectable.first(where: { $0.title.value.isExactly(text) }) { return exact.id.value }
        let titles = selectable.map(\.title.value)
        guard let title = Suggestions.closest(to: text, among: titles) else { return nil }
        return selectable.first { $0.title.value == title }?.id.value
    }
}

extension DiagnosticMessage {
    /// `options`: the ids a did-you-mean may name; `titleOf`: the option whose title `id` is
    /// (or is close to), when no id is close; `listing`: the first selectable ids (up to 6), the
    /// help's list when nothing is close.
    static func initialNamesNoOption(_ id: String, field: String, options: [String], titleOf: String? = nil,
                                     listing: [String] = []) -> DiagnosticMessage {
        let help = Suggestions.closest(to: id, among: options).map { "did you mean '\(SafeText.shown($0))'?" }
            ?? titleOf.map { "'initial' takes option ids, not titles: write '\(SafeText.shown($0))'" }
            ?? (listing.isEmpty ? "name one of the field's options by its id"
                : "name one of the field's options by its id: " + listing.prefix(5).map { "'\(SafeText.shown($0))'" }.joined(separator: ", ")
                    + (listing.count > 5 ? ", …" : ""))
        return DiagnosticMessage(.E312, "initial option '\(SafeText.shown(id))' is not an option of field '\(SafeText.shown(field))'", help: help)
    }

    static func initialNamesDisabledOption(_ id: String, field: String) -> DiagnosticMessage {
        DiagnosticMessage(.E312, "initial option '\(SafeText.shown(id))' of field '\(SafeText.shown(field))' is disabled",
                          help: "a disabled option cannot be selected; enable it or start with another option")
    }
}

extension DiagnosticCode {
    public static let E312 = DiagnosticCode(
        "E312", .error,
        summary: "initial names no option (or a disabled one)",
        explanation: Explanation(
            meaning: """
            A field's `initial` names an option the field does not have, or a disabled one. `initial` \
            takes option ids (not titles): one for a choice, a list for a multi-choice. The help line \
            suggests the closest id.
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
                  - { id: tea, title: 차 🫖, disabled: true }
                initial: pets
            """,
            fix: "Name an enabled option by its id.",
            fixed: """
            formc: 1
            screen: travel-category
            fields:
              - id: category
                type: choice
                commit: on-select
                options:
                  - { id: pet, title: 반려동물 🐶 }
                  - { id: tea, title: 차 🫖, disabled: true }
                initial: pet
            """),
        fix: .suggestedWord)
}
