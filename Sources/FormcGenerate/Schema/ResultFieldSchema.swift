import FormcCore
import FormcSpec

/// The schema of one field's value in a screen's result (see `ResultSchema` for the choices
/// made here): a `choice` is one option id, a `multi-choice` a set of them.
enum ResultFieldSchema {
    /// The annotation that carries an option's section title.
    static let sectionKeyword = "x-formc-section"

    static func property(for field: Field) -> JSONValue {
        let values = optionValues(of: field)
        let type = JSONValue.string(field.resultForm == .index ? "integer" : "string")
        switch field.kind.value {
        case .choice:
            return .object([
                "title": field.label.map { .string($0.value) },
                "description": disabledNote(field).map(JSONValue.string),
                "type": type,
                "oneOf": values,
                "not": values == nil ? JSONValue.object([]) : nil,
                "default": choiceDefault(field),
            ])
        case .multiChoice:
            return .object([
                "title": field.label.map { .string($0.value) },
                "description": disabledNote(field).map(JSONValue.string),
                "type": .string("array"),
                "uniqueItems": .bool(true),
                "minItems": .int(field.effectiveMin),
                "maxItems": .int(field.effectiveMax),
                "items": .object([
                    "type": type,
                    "oneOf": values,
                    "not": values == nil ? JSONValue.object([]) : nil,
                ]),
                "default": field.initial.map { initial in .array(resultValues(ofIDs: initial.value.ids.map(\.value), in: field)) },
            ])
        }
    }

    /// `oneOf` of `{const, title}` (plus the section annotation), or nil when no option is
    /// enabled: the metaschemas forbid an empty `oneOf`, so the caller writes `"not": {}`
    /// (nothing is valid) instead. `const` is the option in the field's result form: its id,
    /// its title, or its index.
    private static func optionValues(of field: Field) -> JSONValue? {
        let indices = field.selectableIndices
        guard !indices.isEmpty else { return nil }
        return .array(indices.map { index in
            let option = field.options[index]
            return .object([
                "const": json(field.resultValue(ofOptionAt: index)),
                "title": .string(option.title.value),
                sectionKeyword: field.sectionTitle(of: option).map(JSONValue.string),
            ])
        })
    }

    static func json(_ value: Field.ResultValue) -> JSONValue { value.json }

    /// The result values of the options with ids `ids` (`initial`); an id no option has (an
    /// E312 error) is kept as it is. Ids are looked up in a table made once.
    static func resultValues(ofIDs ids: [String], in field: Field) -> [JSONValue] {
        guard field.resultForm != .id else { return ids.map(JSONValue.string) }
        var positions: [String: Int] = [:]
        for index in field.options.indices { positions[field.options[index].id.value] = positions[field.options[index].id.value] ?? index }
        return ids.map { id in positions[id].map { json(field.resultValue(ofOptionAt: $0)) } ?? .string(id) }
    }

    /// A choice's default is its single `initial` id; a list (an E402 error) gives none.
    private static func choiceDefault(_ field: Field) -> JSONValue? {
        guard case .single(let id)? = field.initial?.value else { return nil }
        return resultValues(ofIDs: [id.value], in: field).first
    }

    /// Names the options left out of the schema because they are disabled, in spec order.
    private static func disabledNote(_ field: Field) -> String? {
        let disabled = field.options.filter(\.disabled.value)
        guard !disabled.isEmpty else { return nil }
        let names = disabled.map { option in
            option.title.value == option.id.value ? "'\(option.id.value)'" : "'\(option.id.value)' (\(option.title.value))"
        }
        return "Disabled \(Plural.noun("option", disabled.count)), not accepted: " + names.joined(separator: ", ") + "."
    }
}
