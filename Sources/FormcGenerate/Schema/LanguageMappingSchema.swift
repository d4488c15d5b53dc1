import FormcCore
import FormcSpec

/// One mapping of the spec language as a JSON Schema object: its keys as `properties` in the
/// language's order, `required`, `additionalProperties: false` (an unknown key is E200), the
/// rules over several keys in `allOf`, and the snippets an editor offers for a new one.
enum LanguageMappingSchema {
    /// The members of the mapping's schema, in a fixed order: `title` (definitions only),
    /// `description`, `markdownDescription`, `type`, `properties`, `required`,
    /// `additionalProperties`, `allOf`, `defaultSnippets`.
    static func members(of mapping: MappingSpec) -> [JSONValue.Member] {
        let isRoot = mapping.name == SpecLanguage.root
        let docs = SpecLanguageDocs.url(for: mapping.name)
        let properties = mapping.keys.map { key in
            JSONValue.Member(key.name, LanguageKeySchema.property(key, in: mapping.name))
        }
        let required = mapping.requiredKeys
        let rules = SpecLanguageRules.rules(for: mapping)
        let snippets = SpecLanguageSnippets.snippets(for: mapping.name)
        return ordered([
            "title": isRoot ? nil : .string(mapping.title),
            "description": .string(SpecLanguageDocs.plain(mapping.summary, docs: docs)),
            "markdownDescription": .string(SpecLanguageDocs.markdown(mapping.summary, docs: docs)),
            "type": .string("object"),
            "properties": .object(properties),
            "required": required.isEmpty ? nil : .array(required.map(JSONValue.string)),
            "additionalProperties": .bool(false),
            "allOf": rules.isEmpty ? nil : .array(rules),
            "defaultSnippets": snippets.isEmpty ? nil : .array(snippets),
        ])
    }

    /// Ordered members, pairs whose value is nil left out.
    static func ordered(_ pairs: KeyValuePairs<String, JSONValue?>) -> [JSONValue.Member] {
        pairs.compactMap { key, value in value.map { JSONValue.Member(key, $0) } }
    }
}

/// One key of a mapping as a property schema: its documentation, then what it accepts, then
/// its default.
enum LanguageKeySchema {
    static func property(_ key: KeySpec, in mapping: MappingName) -> JSONValue {
        let docs = SpecLanguageDocs.url(for: mapping)
        var members: [JSONValue.Member] = [
            .init("description", .string(SpecLanguageDocs.plain(key.documentation, docs: docs))),
            .init("markdownDescription", .string(SpecLanguageDocs.markdown(key.documentation, docs: docs))),
        ]
        let value = LanguageValueSchema.members(for: key.value)
        if value.contains(where: { $0.key == "$ref" }) {
            // In draft-07 the siblings of `$ref` are ignored, so the reference goes one level down.
            members.append(.init("allOf", .array([.object(value)])))
        } else {
            members += value
        }
        if let defaultValue = key.defaultValue { members.append(.init("default", defaultValue)) }
        return .object(members)
    }
}
