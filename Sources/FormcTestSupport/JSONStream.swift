import FormcCore

/// Parses a stream of JSON values (as the yaml-test-suite's `in.json` holds: one value per
/// document, back to back). Numbers stay text; `JSONStream.equivalent` compares them by value.
public enum JSONStream {
    public struct ParseError: Error, CustomStringConvertible {
        public var offset: Int
        public var description: String { "invalid JSON at byte \(offset)" }
    }

    public static func parse(_ text: String) throws -> [JSONValue] {
        var parser = Parser(bytes: Array(text.utf8))
        var values: [JSONValue] = []
        parser.skipSpace()
        while parser.index < parser.bytes.count {
            values.append(try parser.value())
            parser.skipSpace()
        }
        return values
    }

    /// Structural equality with numbers compared as numbers (`1.0` == `1`, `1e3` == `1000`).
    public static func equivalent(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            return x == y || (Double(x) != nil && Double(x) == Double(y))
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy(equivalent)
        case (.object(let x), .object(let y)):
            // Key order is not significant in JSON objects.
            guard x.count == y.count else { return false }
            return x.allSatisfy { m in y.contains { JSONEquality.sameText($0.key, m.key) && equivalent($0.value, m.value) } }
        case (.string(let x), .string(let y)):
            return JSONEquality.sameText(x, y)
        default:
            return a == b
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value() throws -> JSONValue {
            skipSpace()
            guard index < bytes.count else { throw ParseError(offset: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [JSONValue.Member] = []
                skipSpace()
                if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard case .string(let key) = try value() else { throw ParseError(offset: index) }
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    members.append(JSONValue.Member(key, try value()))
                    skipSpace()
                    if peek(UInt8(ascii: ",")) { index += 1; continue }
                    try expect(UInt8(ascii: "}"))
                    return .object(members)
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [JSONValue] = []
                skipSpace()
                if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
                while true {
                    items.append(try value())
                    skipSpace()
                    if peek(UInt8(ascii: ",")) { index += 1; continue }
                    try expect(UInt8(ascii: "]"))
                    return .array(items)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default:
                let start = index
                while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
                guard index > start else { throw ParseError(offset: index) }
                return .number(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        func peek(_ b: UInt8) -> Bool { index < bytes.count && bytes[index] == b }

        mutating func expect(_ b: UInt8) throws {
            guard peek(b) else { throw ParseError(offset: index) }
            index += 1
        }

        mutating func word(_ w: String) throws {
            for b in w.utf8 { try expect(b) }
        }

        mutating func string() throws -> String {
            try expect(UInt8(ascii: "\""))
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flushRaw() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count {
                let b = bytes[index]
                index += 1
                if b == UInt8(ascii: "\"") { flushRaw(); return String(scalars) }
                guard b == UInt8(ascii: "\\") else { raw.append(b); continue }
                flushRaw()
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), peek(UInt8(ascii: "\\")) {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(e))
                }
            }
            throw ParseError(offset: index)
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                throw ParseError(offset: index)
            }
            index += 4
            return v
        }
    }
}
