import FormcCore

/// A result the old result schema accepts and the new one rejects: the old screen's minimal
/// result (each required field with a value both versions accept where one exists) with one
/// field set or left out. The minimal result is shared by every witness of a screen, so a
/// screen with many required fields and many changes keeps one copy of it; reports print the
/// whole result when it is small and, past `smallSize` members, only what the change sets.
public struct Witness: Hashable, Sendable {
    /// Up to this many members, reports show the whole result.
    public static let smallSize = 12

    /// The old screen's minimal result, field by field in spec order.
    public let minimal: [JSONValue.Member]
    /// The field the change sets or leaves out (nil: the minimal result itself).
    public let field: String?
    /// Its value; nil when the field is left out.
    public let value: JSONValue?
    /// Where the field goes among `minimal`'s members when it is not one of them.
    let position: Int

    /// The result itself. O(fields of the screen).
    public var result: JSONValue {
        var members = minimal
        guard let field else { return .object(members) }
        if let index = members.firstIndex(where: { $0.key.isExactly(field) }) {
            if let value { members[index].value = value } else { members.remove(at: index) }
        } else if let value {
            members.insert(.init(field, value), at: Swift.min(position, members.count))
        }
        return .object(members)
    }

    /// Whether reports print `result` whole.
    public var isSmall: Bool { minimal.count < Self.smallSize }

    /// What the change makes of the minimal result: `{"set": {field: value}}`, `{"unset":
    /// field}`, or `{}` for the minimal result itself.
    public var patch: JSONValue {
        guard let field else { return .object([]) }
        if let value { return .object([.init("set", .object([.init(field, value)]))]) }
        return .object([.init("unset", .string(field))])
    }

    /// The witness as reports show it: the whole result when small, else what the change sets
    /// and a word on the rest.
    public var shown: String {
        if isSmall { return JSONWriter.compact(result) }
        let rest = "the other \(minimal.count) required fields as in the screen's minimal result"
        guard let field else { return "the screen's minimal result (\(minimal.count) required fields)" }
        if let value { return JSONWriter.compact(.object([.init(field, value)])) + " with " + rest }
        return "the screen's minimal result without '\(field)'"
    }
}
