import FormcCore
import FormcSpec

/// The rules over several keys that a JSON Schema can state, as `allOf` entries of the
/// mapping they belong to.
///
/// Two kinds: the key groups of the language description (exactly one of `options` and
/// `sections`, at least one of an option's `id` and `title`), which the decoder reports as
/// E200/E201; and validator rules that need no comparison between values — each rule below
/// names its diagnostic. A rule here may only reject specs that `formc lint` rejects too;
/// the agreement tests hold both sides to that.
enum SpecLanguageRules {
    static func rules(for mapping: MappingSpec) -> [JSONValue] {
        mapping.groups.map(group) + conditionals(for: mapping.name)
    }

    /// `exactlyOne` → `oneOf` of `required` (both written fails, as E200 does; none fails, as
    /// E201 does); `atLeastOne` → `anyOf`.
    private static func group(_ group: KeyGroup) -> JSONValue {
        let alternatives = JSONValue.array(group.keys.map { .object([.init("required", .array([.string($0)]))]) })
        switch group.kind {
        case .exactlyOne: return .object([.init("oneOf", alternatives)])
        case .atLeastOne: return .object([.init("anyOf", alternatives)])
        }
    }

    private static func conditionals(for mapping: MappingName) -> [JSONValue] {
        switch mapping {
        case .screen:
            // E404: a field that commits on apply (the default) needs a submit action.
            return [
                when(["fields": .object([.init("contains", commitsOnApply)])],
                     then: has(["actions": .object([.init("contains", isSubmit)])])),
            ]
        case .sheet:
            // E406: on a page sheet (written or by default; other presentations ignore
            // `undimmed-through`), a tap cannot dismiss through a backdrop that passes every touch through.
            return [
                .object([
                    .init("if", .object([
                        .init("properties", .object([
                            .init("presentation", constant(Sheet.Presentation.sheet.rawValue)),
                            .init("backdrop", has(["undimmed-through": constant("all")])),
                        ])),
                        .init("required", .array([.string("backdrop")])),
                    ])),
                    .init("then", properties(["backdrop": properties(["tap": not(constant("dismiss"))])])),
                ]),
            ]
        case .customDetent:
            // E205: the words that already name detents cannot be custom ids.
            let reserved = JSONValue.array(SpecLanguage.reservedDetentIDs.map(JSONValue.string))
            return [properties(["id": not(.object([.init("enum", reserved)]))])]
        case .field:
            return [
                // E403: a grid needs `columns`…
                when(["layout": constant("grid")], then: requiring(["columns"])),
                // …and `columns` needs a grid.
                .object([
                    .init("if", requiring(["columns"])),
                    .init("then", has(["layout": constant("grid")])),
                ]),
                // E402: a choice's `initial` is one id, not a list.
                when(["type": constant(Field.Kind.choice.rawValue)], then: properties(["initial": type("string")])),
            ]
        case .option:
            // E205: without an `id`, the title is the id, so it must be a well-formed one.
            return [
                .object([
                    .init("if", not(requiring(["id"]))),
                    .init("then", properties(["title": .object([.init("pattern", .string(StringFormat.optionID.pattern ?? ""))])])),
                ]),
            ]
        case .backdrop, .dismiss, .heightCap, .section, .content, .action, .actionLayout, .tabBar, .tab, .style, .font,
             .insets, .color, .optionColors, .button:
            return []
        }
    }

    /// A field whose `commit` is `on-apply`, written or by default.
    private static var commitsOnApply: JSONValue {
        .object([.init("anyOf", .array([
            not(requiring(["commit"])),
            properties(["commit": constant(Field.Commit.onApply.rawValue)]),
        ]))])
    }

    /// An action whose role is `submit`.
    private static var isSubmit: JSONValue { has(["role": constant(Action.Role.submit.rawValue)]) }

    // MARK: - Building blocks

    /// `if` every listed key is written and matches, `then` …
    private static func when(_ conditions: KeyValuePairs<String, JSONValue>, then: JSONValue) -> JSONValue {
        .object([.init("if", has(conditions)), .init("then", then)])
    }

    /// Every listed key is written and matches its schema.
    private static func has(_ conditions: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object([
            .init("properties", .object(conditions.map { JSONValue.Member($0.key, $0.value) })),
            .init("required", .array(conditions.map { .string($0.key) })),
        ])
    }

    private static func properties(_ schemas: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object([.init("properties", .object(schemas.map { JSONValue.Member($0.key, $0.value) }))])
    }

    private static func requiring(_ keys: [String]) -> JSONValue {
        .object([.init("required", .array(keys.map(JSONValue.string)))])
    }

    private static func constant(_ word: String) -> JSONValue { .object([.init("const", .string(word))]) }
    private static func type(_ name: String) -> JSONValue { .object([.init("type", .string(name))]) }
    private static func not(_ schema: JSONValue) -> JSONValue { .object([.init("not", schema)]) }
}
