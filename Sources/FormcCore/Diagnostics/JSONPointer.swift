/// Builds RFC 6901 JSON Pointers (`/fields/0/initial`), escaping `~` and `/` in keys.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    public private(set) var description: String

    public static let root = JSONPointer(description: "")

    private init(description: String) { self.description = description }

    public func appending(_ key: String) -> JSONPointer {
        // Most keys need no escaping; check the bytes before building anything.
        if !key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
            return JSONPointer(description: description + "/" + key)
        }
        var escaped = ""
        escaped.reserveCapacity(key.utf8.count)
        for scalar in key.unicodeScalars {
            switch scalar {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return JSONPointer(description: description + "/" + escaped)
    }

    public func appending(_ index: Int) -> JSONPointer {
        JSONPointer(description: description + "/" + String(index))
    }
}
