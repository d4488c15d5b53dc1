/// A JSON value whose objects keep their key order, so output is deterministic and meaningful
/// (`$schema`, `$id`, `title`, … then properties in spec order).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number kept as its JSON text (`15`, `-0.5`, `1e3`), so big or exact values survive.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One key of an object, in order.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    public static func double(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 1e15 { return .number(String(Int(value))) }
        return .number(String(value))
    }

    /// Builds an object from ordered pairs, dropping pairs whose value is nil.
    public static func object(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { Member(key, $0) } })
    }

    /// The member named `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
