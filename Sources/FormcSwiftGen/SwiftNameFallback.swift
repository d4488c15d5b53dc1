import FormcCore
import FormcSpec

/// W513: formc fell back to a numbered Swift name — an id with no letter or digit (emoji only)
/// becomes `option`, `option2`, …, and a name another id (or a reserved word) already gives is
/// numbered too. The warning names the case or property and suggests `swift-name`, which keeps
/// the name readable and stable when options are added or reordered. `formc init`'s config
/// turns it off, for teams that accept numbered names.
public enum SwiftNameFallback {
    public static let codes = [DiagnosticCode.W513]

    /// The warnings of `screen`: one per field and per option whose Swift name is a fallback.
    public static func diagnostics(for screen: Screen) -> [Diagnostic] {
        let names = ScreenNames(screen, stem: "Screen")
        var diagnostics: [Diagnostic] = []
        // A field or option whose id repeats one before it is E302's or E301's: numbering it is
        // that error's echo, not a problem of its own.
        var fieldIDs = Set<ExactString>()
        for (index, field) in screen.fields.enumerated() where index < names.fields.count {
            guard fieldIDs.insert(ExactString(field.id.value)).inserted else { continue }
            let given = names.fields[index]
            let base = ScreenNames.propertyBase(field)
            if base != given.property {
                let place: Located<String> = field.swiftName ?? field.id
                diagnostics.append(DiagnosticMessage.numberedName(
                    "field", field.id.value, name: given.property, readable: base != nil, written: field.swiftName != nil)
                    .diagnostic(file: screen.file, range: place.range, pointer: place.pointer))
            }
            var optionIDs = Set<ExactString>()
            for (position, option) in field.selectableIndices.enumerated() where position < given.cases.count {
                let option = field.options[option]
                guard optionIDs.insert(ExactString(option.id.value)).inserted else { continue }
                let base = ScreenNames.caseBase(option)
                guard base != given.cases[position] else { continue }
                let place: Located<String> = option.swiftName ?? option.id
                diagnostics.append(DiagnosticMessage.numberedName(
                    "option", option.id.value, name: given.cases[position], readable: base != nil, written: option.swiftName != nil)
                    .diagnostic(file: screen.file, range: place.range, pointer: place.pointer))
            }
        }
        return diagnostics
    }
}

extension DiagnosticMessage {
    static func numberedName(_ what: String, _ id: String, name: String, readable: Bool, written: Bool) -> DiagnosticMessage {
        let why = written ? "its swift-name is taken" : readable ? "the name its id gives is taken" : "its id gives no Swift name"
        return DiagnosticMessage(
            .W513, "\(what) '\(SafeText.shown(id))' falls back to the Swift name '\(name)': \(why)",
            help: "write 'swift-name:' on \(what) '\(SafeText.shown(id))' with a name of its own, such as '\(name)'")
    }
}

extension DiagnosticCode {
    public static let W513 = DiagnosticCode(
        "W513", .warning,
        summary: "formc fell back to a numbered Swift name",
        explanation: Explanation(
            meaning: """
            The generated Swift names a field's property after its id and an option's case after its \
            id. An id with no letter or digit (an emoji) gives no name, so formc falls back to \
            `option` (a field: `field`), numbered from 2 when it is taken; a name another id, or a \
            reserved word, already gives is numbered too. Numbered names say nothing in code and \
            move when options are added or reordered. `swift-name:` on the field or option names it. \
            `formc init` writes `W513: off` in the project config, for teams that accept them.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - id: mood
                type: choice
                commit: on-select
                options: ["🙂", "🙁"]
            """,
            fix: "Write `swift-name:` on each option (or field) the warning names.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - id: mood
                type: choice
                commit: on-select
                options: [{ id: "🙂", swift-name: happy }, { id: "🙁", swift-name: sad }]
            """))
}
