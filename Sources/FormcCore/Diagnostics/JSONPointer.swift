/// Builds RFC 6901 JSON Pointers (`/fields/0/initial`), escaping `~` and `/` in keys.
public struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    public private(set) var description: String

    public static let root = JSONPointer(description: "")

    private init(description: String) { self.description = description }

    public func appending(_ key: String) -> JSONPointer {
        // Most keys need no escaping; check the bytes before building anything.
        let plain = key.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") } }
            ?? !key.utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }
        if plain { return JSONPointer(description: Self.joined(description, key)) }
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
        JSONPointer(description: Self.joined(description, String(index)))
    }

    /// `pointer + "/" + token`, written once into a string of the exact size (`+` twice, or
    /// `append`, builds and grows intermediate strings).
    private static func joined(_ pointer: String, _ token: String) -> String {
        var pointer = pointer, token = token
        let count = pointer.utf8.count + 1 + token.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            let target = UnsafeMutableRawBufferPointer(buffer)
            let head = pointer.withUTF8 { bytes in
                target.copyMemory(from: UnsafeRawBufferPointer(bytes))
                return bytes.count
            }
            target[head] = UInt8(ascii: "/")
            token.withUTF8 { bytes in
                UnsafeMutableRawBufferPointer(rebasing: target[(head + 1)...]).copyMemory(from: UnsafeRawBufferPointer(bytes))
            }
            return count
        }
    }
}
