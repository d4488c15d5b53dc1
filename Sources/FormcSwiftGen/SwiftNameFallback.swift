import FormcCore
import FormcSpec

/// W513: formc fell back to a numbered Swift name — an id with no letter, digit or named emoji
/// (`+`) becomes `option`, `option2`, …, and a name another id (or a reserved word) already gives is
/// numbered too. The warning names the case or property and suggests `swift-name`, which keeps
/// the name readable and stable when options are added or reordered. `formc init`'s config
/// turns it off, for teams that accept numbered names.
public enum SwiftNameFallback {
    public static let code = DiagnosticCode.W513
    public static let codes = [code]
    /// The hashes of the reserved names (`SimpleID.lowerCamelHash`'s), for the fast path.
    static let reservedCaseHashes = Set(ScreenNames.reservedCaseNames.names.map(SimpleID.hash(ofName:)))
    static let reservedPropertyHashes = Set(ScreenNames.reservedPropertyNames.names.map(SimpleID.hash(ofName:)))

    /// The warnings of `screen`: one per field and per option whose Swift name is a fallback.
    public static func diagnostics(for screen: Screen) -> [Diagnostic] {
        // The names `ScreenNames` gives properties and cases, each base made once (lint runs
        // this on every screen; the option enums' type names, which it does not judge, are not
        // made at all).
        let fields = screen.fields
        // Fast path: as for options below, but for the fields' property names.
        let fieldsNamed = SimpleID.namesAreTheirBases(count: fields.count, reserved: Self.reservedPropertyHashes) { index in
            fields[index].swiftName == nil ? fields[index].id.value : nil
        }
        let propertyBases = fieldsNamed ? [] : fields.indices.map { ScreenNames.propertyBase(fields[$0]) }
        let properties = fieldsNamed ? [] : SwiftNaming.unique(propertyBases.map { $0 ?? "field" }, reserved: ScreenNames.reservedPropertyNames)
        var diagnostics: [Diagnostic] = []
        // A field or option whose id repeats one before it is E302's or E301's: numbering it is
        // that error's echo, not a problem of its own.
        var fieldIDs = Set<ExactString>()
        for index in fields.indices {
            let field = fields[index]
            guard fieldIDs.insert(ExactString(field.id.value)).inserted else { continue }
            if !fieldsNamed, propertyBases[index] != properties[index] {
                let place: Located<String> = field.swiftName ?? field.id
                diagnostics.append(DiagnosticMessage.numberedName(
                    "field", field.id.value, name: properties[index], readable: propertyBases[index] != nil, written: field.swiftName != nil)
                    .diagnostic(file: screen.file, range: place.range, pointer: place.pointer))
            }
            let options = field.options
            // Fast path, byte by byte: ids without a swift-name whose names hash apart, and apart
            // from every reserved name, are named as their bases (no name is made). Options are
            // mostly all selectable: then no list of their indexes is made for it.
            if !options.contains(where: { !$0.isSelectable }), SimpleID.namesAreTheirBases(
                count: options.count, reserved: Self.reservedCaseHashes, { index in
                    options[index].swiftName == nil ? options[index].id.value : nil
                }) { continue }
            let selectable = field.selectableIndices
            if selectable.count < options.count, SimpleID.namesAreTheirBases(
                count: selectable.count, reserved: Self.reservedCaseHashes, { position in
                    options[selectable[position]].swiftName == nil ? options[selectable[position]].id.value : nil
                }) { continue }
            let caseBases = selectable.map { ScreenNames.caseBase(options[$0]) }
            let cases = SwiftNaming.unique(caseBases.map { $0 ?? "option" }, reserved: ScreenNames.reservedCaseNames)
            var optionIDs = EarlierIDs()
            for position in selectable.indices where caseBases[position] != cases[position] {
                guard optionIDs.isFirst(at: position, { options[selectable[$0]].id.value }) else { continue }
                let option = options[selectable[position]]
                let place: Located<String> = option.swiftName ?? option.id
                diagnostics.append(DiagnosticMessage.numberedName(
                    "option", option.id.value, name: cases[position], readable: caseBases[position] != nil, written: option.swiftName != nil)
                    .diagnostic(file: screen.file, range: place.range, pointer: place.pointer))
            }
        }
        return diagnostics
    }
}

/// Whether the id at a position repeats none before it, asked only where a name fell back
/// (rarely): the set of earlier ids is made at the first question and kept up to date after,
/// so a field of many options whose names all hold hashes none of them.
private struct EarlierIDs {
    private var seen: Set<ExactString>?
    private var counted = 0

    mutating func isFirst(at position: Int, _ id: (Int) -> String) -> Bool {
        if seen == nil { seen = [] }
        while counted < position {
            seen?.insert(ExactString(id(counted)))
            counted += 1
        }
        counted = position + 1
        return seen?.insert(ExactString(id(position))).inserted ?? true
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
            id: its letters and digits, Hangul in Latin letters, or, for an id of emoji alone, the \
            emoji's names (`🐶` → `dogFace`). An id with none of these (`+`, `…`) gives no name, so \
            formc falls back to `option` (a field: `field`), numbered from 2 when it is taken; a name \
            another id, or a reserved word, already gives is numbered too (`pet`, `Pet` → `pet`, \
            `pet2`). Numbered names say nothing in code and move when options are added or \
            reordered. `swift-name:` on the field or option names it. `formc init` writes \
            `W513: off` in the project config, for teams that accept them.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - id: step
                type: choice
                commit: on-select
                options: ["+", "-"]
            """,
            fix: "Write `swift-name:` on each option (or field) the warning names.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - id: step
                type: choice
                commit: on-select
                options: [{ id: "+", swift-name: more }, { id: "-", swift-name: less }]
            """))
}
