import FormcCore
import FormcLoad

/// How YAML 1.2 reads a node, for "found …" in messages and for typing scalars by key.
enum ScalarTyping {

    /// A tag formc does not know (`!color`, `!!binary`): such a scalar is not read as any type.
    static func unknownTag(of node: Node) -> String? {
        guard let tag = node.tag, node.scalar != nil else { return nil }
        if tag == "!" { return nil }
        if tag.hasPrefix(CoreSchema.tagPrefix) {
            switch tag.dropFirst(CoreSchema.tagPrefix.count) {
            case "str", "null", "bool", "int", "float": return nil
            default: return "!!" + tag.dropFirst(CoreSchema.tagPrefix.count)
            }
        }
        return tag
    }

    /// True when the scalar is a string to YAML 1.2: quoted, block, tagged `!!str` or `!`, or
    /// plain text the core schema reads as a string.
    static func isString(_ node: Node) -> Bool {
        guard let scalar = node.scalar, unknownTag(of: node) == nil else { return false }
        if case .string = CoreSchema.resolve(scalar, tag: node.tag == "!" ? "tag:yaml.org,2002:str" : node.tag) { return true }
        return false
    }

    /// The node in words: "the string 'abc'", "the number 12", "the boolean true", "null",
    /// "nothing", "a list", "a mapping", "a value tagged '!color'".
    static func describe(_ node: Node) -> String {
        switch node.kind {
        case .sequence(let items): return items.isEmpty ? "an empty list" : "a list"
        case .mapping(let entries): return entries.isEmpty ? "an empty mapping" : "a mapping"
        case .scalar(let scalar):
            if let tag = unknownTag(of: node) { return "a value tagged '\(SafeText.shown(tag))'" }
            switch CoreSchema.resolve(scalar, tag: node.tag == "!" ? "tag:yaml.org,2002:str" : node.tag) {
            case .null: return scalar.value.isEmpty && scalar.isPlain ? "nothing (an empty value)" : "null"
            case .bool(let b): return "the boolean \(b)"
            case .int, .float: return "the number \(SafeText.shown(scalar.value))"
            case .special(let s): return "the number \(s)"
            case .string(let s): return "the string '\(SafeText.shown(s))'"
            }
        }
    }
}
