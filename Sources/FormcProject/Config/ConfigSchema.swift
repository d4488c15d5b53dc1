import FormcCore

/// The JSON Schema (draft-07) of `.formc.yaml`, from the keys themselves (`ConfigKey.all`), for
/// `formc schema --config` and editors (map it to `.formc.yaml` as the spec schema is mapped to
/// specs).
public enum ConfigSchema {
    public static var value: JSONValue {
        .object([
            "$schema": .string("http://json-schema.org/draft-07/schema#"),
            "$id": .string("urn:formc:project-config"),
            "title": .string("formc project config (.formc.yaml)"),
            "description": .string("Settings for formc lint and build in this folder and below; flags on the command line win."),
            "type": .string("object"),
            "properties": .object(ConfigKey.all.map { key in
                var schema = key.schema
                if case .object(var members) = schema {
                    members.insert(JSONValue.Member("description", .string(key.summary)), at: 0)
                    schema = .object(members)
                }
                return JSONValue.Member(key.name, schema)
            }),
            "additionalProperties": .bool(false),
        ])
    }

    public static func text() -> String { JSONWriter.pretty(value) }

    /// The keys and what they mean, for completion and help.
    public static var keys: [(name: String, summary: String)] { ConfigKey.all.map { ($0.name, $0.summary) } }
}
