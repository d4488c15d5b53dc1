/// Writes `JSONValue`s byte for byte deterministically: keys in the order given, UTF-8 left
/// unescaped, only `"`, `\` and control characters escaped, 2-space indent, trailing newline.
public enum JSONWriter {
    /// Pretty form: 2-space indent, `"key": value`, and a trailing newline.
    public static func pretty(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: 0, pretty: true)
        out += "\n"
        return out
    }

    /// The pretty form of `value` nested `indent` levels deep (no trailing newline), appended
    /// to `out`: a large document written piece by piece, each piece as `pretty` would write it.
    public static func pretty(_ value: JSONValue, indent: Int, into out: inout String) {
        write(value, into: &out, indent: indent, pretty: true)
    }

    /// Compact form on one line, no trailing newline (`formc inspect`, JSON lines).
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: 0, pretty: false)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout String, indent: Int, pretty: Bool) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(into: &out, indent: indent + 1, pretty: pretty)
                write(item, into: &out, indent: indent + 1, pretty: pretty)
            }
            newline(into: &out, indent: indent, pretty: pretty)
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                newline(into: &out, indent: indent + 1, pretty: pretty)
                writeString(member.key, into: &out)
                out += pretty ? ": " : ":"
                write(member.value, into: &out, indent: indent + 1, pretty: pretty)
            }
            newline(into: &out, indent: indent, pretty: pretty)
            out += "}"
        }
    }

    private static func newline(into out: inout String, indent: Int, pretty: Bool) {
        guard pretty else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// A JSON string literal: `"`, `\` and U+0000–U+001F escaped, everything else as is.
    public static func writeString(_ s: String, into out: inout String) {
        out += "\""
        var needsEscape = false
        for byte in s.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            needsEscape = true
            break
        }
        if !needsEscape {
            out += s
        } else {
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{08}": out += "\\b"
                case "\u{0C}": out += "\\f"
                case let c where c.value < 0x20:
                    out += "\\u00" + hex2(UInt8(c.value))
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    private static func hex2(_ b: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }
}
