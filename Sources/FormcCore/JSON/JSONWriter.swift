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

    /// `pretty(value)` as UTF-8 bytes, written into one byte buffer (for a file: no `String`
    /// to grow piece by piece, nor its UTF-8 to check again).
    public static func prettyBytes(_ value: JSONValue, capacity: Int = 4096) -> [UInt8] {
        var out = TextBuffer(capacity: capacity)
        write(value, into: &out, indent: 0, pretty: true)
        out.append(ascii: 0x0A)
        return out.bytes
    }

    /// The pretty form of `value` nested `indent` levels deep (no trailing newline), appended
    /// to a byte buffer: a large document (a report) written piece by piece, each piece as
    /// `pretty` would write it.
    public static func pretty(_ value: JSONValue, indent: Int, into out: inout TextBuffer) {
        write(value, into: &out, indent: indent, pretty: true)
    }

    /// Compact form on one line, no trailing newline (`formc inspect`, JSON lines).
    public static func compact(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: 0, pretty: false)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout some JSONOutput, indent: Int, pretty: Bool) {
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let text): out.append(text)
        case .string(let s): writeQuoted(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out.append("[]"); return }
            out.append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(",") }
                newline(into: &out, indent: indent + 1, pretty: pretty)
                write(item, into: &out, indent: indent + 1, pretty: pretty)
            }
            newline(into: &out, indent: indent, pretty: pretty)
            out.append("]")
        case .object(let members):
            guard !members.isEmpty else { out.append("{}"); return }
            out.append("{")
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(",") }
                newline(into: &out, indent: indent + 1, pretty: pretty)
                writeQuoted(member.key, into: &out)
                out.append(pretty ? ": " : ":")
                write(member.value, into: &out, indent: indent + 1, pretty: pretty)
            }
            newline(into: &out, indent: indent, pretty: pretty)
            out.append("}")
        }
    }

    private static func newline(into out: inout some JSONOutput, indent: Int, pretty: Bool) {
        guard pretty else { return }
        out.appendNewline(indent: indent)
    }

    /// A JSON string literal, appended to a byte buffer: `"`, `\` and U+0000–U+001F escaped,
    /// everything else as is.
    public static func writeString(_ s: String, into out: inout TextBuffer) {
        writeQuoted(s, into: &out)
    }

    private static func writeQuoted(_ s: String, into out: inout some JSONOutput) {
        out.append("\"")
        var needsEscape = false
        for byte in s.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            needsEscape = true
            break
        }
        if !needsEscape {
            out.append(s)
        } else {
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out.append("\\\"")
                case "\\": out.append("\\\\")
                case "\n": out.append("\\n")
                case "\r": out.append("\\r")
                case "\t": out.append("\\t")
                case "\u{08}": out.append("\\b")
                case "\u{0C}": out.append("\\f")
                case let c where c.value < 0x20:
                    out.append("\\u00" + hex2(UInt8(c.value)))
                default:
                    out.append(scalar)
                }
            }
        }
        out.append("\"")
    }

    private static func hex2(_ b: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }
}

/// Where `JSONWriter` writes: a `String` (reports) or a byte buffer (files).
protocol JSONOutput {
    mutating func append(_ text: String)
    mutating func append(_ scalar: Unicode.Scalar)
    /// A newline, then `indent` levels of 2-space indentation.
    mutating func appendNewline(indent: Int)
}

extension String: JSONOutput {
    mutating func append(_ scalar: Unicode.Scalar) { unicodeScalars.append(scalar) }

    mutating func appendNewline(indent: Int) {
        self += "\n"
        self += String(repeating: "  ", count: indent)
    }
}

extension TextBuffer: JSONOutput {
    mutating func appendNewline(indent: Int) {
        append(ascii: 0x0A)
        append(ascii: 0x20, count: 2 * indent)
    }
}
