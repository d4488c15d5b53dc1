import FormcCore

/// The JSON Schema (draft-07) of a baseline file (`Baseline`), for `formc schema --baseline`.
public enum BaselineSchema {
    public static var value: JSONValue {
        .object([
            "$schema": .string("http://json-schema.org/draft-07/schema#"),
            "$id": .string("urn:formc:baseline"),
            "title": .string("formc lint baseline"),
            "description": .string("Findings formc lint leaves out (--baseline FILE), written by formc lint --write-baseline FILE."),
            "type": .string("object"),
            "required": .array([.string("formc-baseline"), .string("findings")]),
            "properties": .object([
                "formc-baseline": .object(["description": .string("The format's version."), "const": .int(Baseline.version)]),
                "findings": .object([
                    "description": .string("One entry per file, screen, code and key path, sorted."),
                    "type": .string("array"),
                    "items": .object([
                        "type": .string("object"),
                        "required": .array(["file", "screen", "code", "path", "count"].map { .string($0) }),
                        "properties": .object([
                            "file": .object(["description": .string("The spec, relative to the baseline's folder."), "type": .string("string")]),
                            "screen": .object(["description": .string("The id of the screen whose document holds the finding (empty when none)."), "type": .string("string")]),
                            "code": .object(["description": .string("The diagnostic code."), "type": .string("string"), "pattern": .string("^[EW][0-9]{3}$")]),
                            "path": .object(["description": .string("The JSON Pointer of the node in the screen's document, a list item with an id named by it (id:travel)."), "type": .string("string")]),
                            "count": .object(["description": .string("How many findings of this key are accepted."), "type": .string("integer"), "minimum": .int(1)]),
                        ]),
                        "additionalProperties": .bool(false),
                    ]),
                ]),
            ]),
            "additionalProperties": .bool(false),
        ])
    }

    public static func text() -> String { JSONWriter.pretty(value) }
}
