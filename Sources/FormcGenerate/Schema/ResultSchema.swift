import FormcCore
import FormcSpec

/// The JSON Schema of what a screen hands back when the user commits (spec-language.md §8): an object
/// with one property per field, in spec order, keyed by field id.
///
/// Keys are written in a fixed order: `$schema`, `$id`, `title`, `description`, `type`,
/// `properties`, `required`, `additionalProperties`; within a field `title`, `description`,
/// `type`, the array bounds, `oneOf`/`items`, `default`. The two drafts differ only in
/// `$schema`: everything emitted means the same under draft-07 and draft 2020-12.
///
/// Choices are written as `oneOf` of `{const, title}` rather than `enum`, so every option's
/// title travels with its id (code generators and form renderers show it). Option ids are
/// always strings, so the field (or its items) also says `"type": "string"`.
///
/// **Sections** (specs/003) are kept as an annotation on each option: `"x-formc-section": "<title>"`.
/// An annotation rather than a `description` because the section title is data, not prose a
/// person wrote about the option, and a generator must not invent English around the user's
/// language. Unknown keywords are legal in both drafts (draft 2020-12 collects them as
/// annotations, draft-07 ignores them), and the `x-` prefix keeps them clear of any future
/// keyword. Options stay in one flat `oneOf`, in spec order, so sections stay contiguous and
/// their order can be read back from the annotations.
///
/// **Disabled options** are not values the sheet can return, so they are left out of `oneOf`;
/// the field's `description` names them, so a reader of the schema knows they exist.
public enum ResultSchema {
    /// The JSON Schema dialect to declare in `$schema`.
    public enum Draft: Hashable, Sendable, CaseIterable {
        /// `https://json-schema.org/draft/2020-12/schema` — the default.
        case draft2020_12
        /// `http://json-schema.org/draft-07/schema#` — for tools that know no later draft.
        case draft07

        /// The `$schema` URI of the draft's metaschema.
        public var metaschemaURI: String {
            switch self {
            case .draft2020_12: "https://json-schema.org/draft/2020-12/schema"
            case .draft07: "http://json-schema.org/draft-07/schema#"
            }
        }

        /// The spelling on the command line: `2020-12` or `07`.
        public var flag: String {
            switch self {
            case .draft2020_12: "2020-12"
            case .draft07: "07"
            }
        }

        /// The draft spelled `2020-12` or `07` (as `--draft` takes it), nil for anything else.
        public init?(flag: String) {
            guard let draft = Self.allCases.first(where: { $0.flag == flag }) else { return nil }
            self = draft
        }
    }

    /// The `$id` of a screen's result schema: `urn:formc:screen:<id>`.
    public static func id(of screen: Screen) -> String { "urn:formc:screen:" + screen.id.value }

    /// The result schema of `screen` in `draft` (2020-12 unless asked otherwise).
    ///
    /// Meant for screens that passed validation; for any other screen it still returns a
    /// well-formed schema (a `choice` whose `initial` is a list simply gets no `default`).
    public static func generate(_ screen: Screen, draft: Draft = .draft2020_12) -> JSONValue {
        let properties = screen.fields.map { JSONValue.Member($0.id.value, ResultFieldSchema.property(for: $0)) }
        let required = screen.fields.filter(\.isRequiredInResult).map { JSONValue.string($0.id.value) }
        return .object([
            "$schema": .string(draft.metaschemaURI),
            "$id": .string(id(of: screen)),
            "title": screen.title.map { .string($0.value) },
            "description": screen.description.map { .string($0.value) },
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(required),
            "additionalProperties": .bool(false),
        ])
    }

    /// The schema as the bytes formc writes: pretty, 2-space indent, trailing newline.
    public static func text(_ screen: Screen, draft: Draft = .draft2020_12) -> String {
        JSONWriter.pretty(generate(screen, draft: draft))
    }

    /// `text(screen, draft:)` as UTF-8 bytes, for a caller that writes them.
    public static func bytes(_ screen: Screen, draft: Draft = .draft2020_12) -> [UInt8] {
        JSONWriter.prettyBytes(generate(screen, draft: draft))
    }
}
