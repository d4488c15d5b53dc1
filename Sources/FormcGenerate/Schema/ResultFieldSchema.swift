import FormcCore
import FormcSpec

/// The schema of one field's value in a screen's result (see `ResultSchema` for the choices
/// made here): a `choice` is one option id, a `multi-choice` a set of them.
enum ResultFieldSchema {
    /// The annotation that carries an option's section title.
    static let sectionKeyword = "x-formc-section"

    static func property(for field: Field) -> JSONValue {
        let values = optionValues(field.selectableOptions, of: field)
        switch field.kind.value {
        case .choice:
            return .object([
                "title": field.label.map { .string($0.value) },
                "description": disabledNote(field).map(JSONValue.string),
                "type": .string("string"),
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
                    "type": .string("string"),
                    "oneOf": values,
                    "not": values == nil ? JSONValue.object([]) : nil,
                ]),
                "default": field.initial.map { initial in .array(initial.value.ids.map { .string($0.value) }) },
            ])
        }
    }

    /// `oneOf` of `{const, title}` (plus the section annotation), or nil when no option is
    /// enabled: the metaschemas forbid an empty `oneOf`, so the caller writes `"not": {}`
    /// (nothing is valid) instead.
    private static func optionValues(_ options: [Option], of field: Field) -> JSONValue? {
        guard !options.isEmpty else { return nil }
        return .array(options.map { option in
            .object([
                "const": .string(option.id.value),
                "title": .string(option.title.value),
                sectionKeyword: field.sectionTitle(of: option).map(JSONValue.string),
            ])
        })
    }

    /// A choice's default is its single `initial` id; a list (an E402 error) gives none.
    private static func choiceDefault(_ field: Field) -> JSONValue? {
        guard case .single(let id)? = field.initial?.value else { return nil }
        return .string(id.value)
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
