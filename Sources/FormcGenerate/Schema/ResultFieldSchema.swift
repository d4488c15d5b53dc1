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
        case .multiChoice where field.isBySection && !field.sections.isEmpty:
            return bySection(field)
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

    /// `result: by-section`: an object with a key per section id (every section, the schema's
    /// `required`), each an array of that section's picked option ids. `min` and `max` count the
    /// picks of all sections together, which no JSON Schema keyword can count: they are stated
    /// in the description and as `x-formc-min-items` / `x-formc-max-items`, and the generated
    /// Swift checks them.
    private static func bySection(_ field: Field) -> JSONValue {
        var properties: [JSONValue.Member] = []
        var sectionIDs: [String] = []
        for section in field.sections {
            let id = section.resultKey
            guard !sectionIDs.contains(where: { $0.isExactly(id) }) else { continue }
            sectionIDs.append(id)
            let indices = section.optionIndexes.filter { field.options[$0].isSelectable }
            let values: JSONValue? = indices.isEmpty ? nil : .array(indices.map { index in
                .object(["const": json(field.resultValue(ofOptionAt: index)), "title": .string(field.options[index].title.value)])
            })
            properties.append(JSONValue.Member(id, .object([
                "title": .string(section.title.value),
                "type": .string("array"),
                "uniqueItems": .bool(true),
                "maxItems": .int(indices.count),
                "items": .object(["type": .string("string"), "oneOf": values, "not": values == nil ? JSONValue.object([]) : nil]),
            ])))
        }
        let bounds = "Between \(field.effectiveMin) and \(field.effectiveMax) options are picked, across all sections."
        return .object([
            "title": field.label.map { .string($0.value) },
            "description": .string([disabledNote(field), bounds].compactMap { $0 }.joined(separator: " ")),
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(sectionIDs.map(JSONValue.string)),
            "additionalProperties": .bool(false),
            "x-formc-min-items": .int(field.effectiveMin),
            "x-formc-max-items": .int(field.effectiveMax),
            "default": field.initial.map { initial in bySectionDefault(field, ids: initial.value.ids.map(\.value)) },
        ])
    }

    /// The `initial` ids grouped by the sections that hold them (an id no option has is left out).
    private static func bySectionDefault(_ field: Field, ids: [String]) -> JSONValue {
        var members: [JSONValue.Member] = []
        for section in field.sections {
            let id = section.resultKey
            guard !members.contains(where: { $0.key.isExactly(id) }) else { continue }
            let picked = section.optionIndexes.filter { index in ids.contains { $0.isExactly(field.options[index].id.value) } }
            members.append(JSONValue.Member(id, .array(picked.map { .string(field.options[$0].id.value) })))
        }
        return .object(members)
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
