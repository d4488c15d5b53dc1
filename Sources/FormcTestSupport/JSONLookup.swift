import FormcCore

/// The member at a path of keys and indexes (`"runs", 0, "results"`).
public func member(_ value: JSONValue?, _ path: Any...) -> JSONValue? {
    var current = value
    for step in path {
        switch (current, step) {
        case (.object?, let key as String): current = current?[key]
        case (.array(let items)?, let index as Int): current = items.indices.contains(index) ? items[index] : nil
        default: return nil
        }
    }
    return current
}

extension JSONValue {
    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    public var intValue: Int? { if case .number(let n) = self { Int(n) } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    public var keys: [String] { if case .object(let members) = self { members.map(\.key) } else { [] } }
}
