import FormcCore
import FormcSpec

/// The JSON Schema of the spec language itself (spec-language.md §8), for editors: the YAML language
/// server completes keys and words from it, shows each key's description on hover and marks
/// mistakes as a spec is typed.
///
/// It is generated from `SpecLanguage`, the same description of the language that drives the
/// decoder, so the two cannot drift apart: every mapping becomes a definition with
/// `additionalProperties: false`, every key a property described with its default and
/// a link to the docs, every set of words an `enum` with `enumDescriptions`.
///
/// Draft-07, since the YAML language server supports no later draft. It follows SchemaStore's
/// conventions: `description` (and `markdownDescription`) on every key, `enumDescriptions` and
/// `markdownEnumDescriptions` beside each `enum`, `defaultSnippets` for a new screen, field and
/// detent. Conditional rules a schema can state are written as `if`/`then` (see
/// `SpecLanguageRules`); rules that need to compare values (an `initial` that names no option,
/// `min` > `max`, detent heights per device) are left to `formc lint`.
///
/// The schema and `formc lint` agree: a spec that lints without errors and without W507 is
/// valid under it; a spec with a structural error (E200–E206) is not — except for spellings
/// a YAML 1.2 reader cannot tell apart from valid ones (`True` for `true`, see the README).
public enum SpecLanguageSchema {
    /// `$id` of the schema.
    public static let id = "urn:formc:spec:1"
    /// `$schema`: draft-07.
    public static let metaschemaURI = ResultSchema.Draft.draft07.metaschemaURI

    /// The schema as a JSON value, keys in a fixed order.
    public static func generate() -> JSONValue {
        let root = SpecLanguage.mapping(SpecLanguage.root)
        var members: [JSONValue.Member] = [
            .init("$schema", .string(metaschemaURI)),
            .init("$id", .string(id)),
            .init("title", .string("formc spec, version \(versionsText)")),
        ]
        members += LanguageMappingSchema.members(of: root)
        members.append(.init("definitions", .object(definitions())))
        return .object(members)
    }

    /// The schema as the bytes formc writes: pretty, 2-space indent, trailing newline.
    public static func text() -> String { JSONWriter.pretty(generate()) }

    /// `text()` as UTF-8 bytes, for a caller that writes them.
    public static func bytes() -> [UInt8] { JSONWriter.prettyBytes(generate(), capacity: 65_536) }

    /// Every mapping but the root, in the language's order, named by its `MappingName`.
    private static func definitions() -> [JSONValue.Member] {
        SpecLanguage.mappings.filter { $0.name != SpecLanguage.root }.map { mapping in
            JSONValue.Member(mapping.name.rawValue, .object(LanguageMappingSchema.members(of: mapping)))
        }
    }

    private static var versionsText: String {
        SpecLanguage.supportedVersions.map(String.init).joined(separator: ", ")
    }

    /// The reference to a mapping's definition (`#/definitions/field`); the root is `#`.
    static func reference(to name: MappingName) -> String {
        name == SpecLanguage.root ? "#" : "#/definitions/" + name.rawValue
    }
}
