import FormcLoad
import FormcSpec

/// How `formc fmt` writes a scalar on one line. A plain scalar stays plain (its text decides its
/// type, so quoting it could change what it means); a quoted one loses its quotes only when the
/// same text unquoted is a string for every YAML reader (not `no`, `1e2`, `010`, `~`) and needs
/// no quotes where it stands. Quotes, where needed, are single (the text as it is), or double
/// when the text holds a quote, a line break or a character that must be escaped.
enum ScalarText {
    /// The scalar on one line; nil for an empty plain scalar (null, written as nothing) in a
    /// flow collection, where it would read oddly.
    static func inline(_ scalar: Scalar, flow: Bool) -> String? {
        let value = scalar.value
        if scalar.isPlain {
            if value.isEmpty { return flow ? nil : "" }
            // Plain text stays as written where it was valid: its text decides its type. Only a
            // plain scalar folded from several lines may need quotes on one (it is a string).
            if value.contains("\n") { return quoted(value) }
            if isPlainSafe(value, flow: flow) { return value }
            if readsAsString(value) { return quoted(value) }
            return flow ? nil : value
        }
        if !value.isEmpty, isPlainSafe(value, flow: flow), readsAsString(value) { return value }
        return quoted(value)
    }

    /// Whether every YAML reader types `value`, written plain, as a string.
    static func readsAsString(_ value: String) -> Bool {
        guard case .string = CoreSchema.resolvePlain(value) else { return false }
        return AmbiguousScalar.otherReading(of: value) == nil
    }

    /// Whether `value` written plain reads back as the same text, here.
    static func isPlainSafe(_ value: String, flow: Bool) -> Bool {
        let scalars = Array(value.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        if first == " " || first == "\t" || last == " " || last == "\t" { return false }
        if value.hasPrefix("---") || value.hasPrefix("...") { return false }
        switch first {
        case "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", ",", "[", "]", "{", "}":
            return false
        case "?", ":":
            return false
        case "-":
            guard scalars.count > 1, scalars[1] != " ", scalars[1] != "\t", !flow || !",[]{}".unicodeScalars.contains(scalars[1]) else { return false }
        default:
            break
        }
        if last == ":" { return false }
        for (index, c) in scalars.enumerated() {
            if !isPrintable(c) || c == "\t" { return false }
            if flow, c == "," || c == "[" || c == "]" || c == "{" || c == "}" { return false }
            if c == "#", index > 0, scalars[index - 1] == " " { return false }
            if c == ":", index + 1 < scalars.count {
                let next = scalars[index + 1]
                if next == " " || (flow && ",[]{}".unicodeScalars.contains(next)) { return false }
            }
        }
        return true
    }

    /// `value` in quotes: single unless it holds `'` or a character only double quotes escape.
    static func quoted(_ value: String) -> String {
        if !value.contains("'"), value.unicodeScalars.allSatisfy({ isPrintable($0) && $0 != "\t" }) {
            return "'" + value + "'"
        }
        var out = "\""
        for c in value.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                if isPrintable(c) {
                    out.unicodeScalars.append(c)
                } else {
                    let hex = String(c.value, radix: 16, uppercase: true)
                    out += c.value <= 0xFF ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                }
            }
        }
        return out + "\""
    }

    /// The characters YAML lets a file hold unescaped (its `c-printable`, without line breaks,
    /// and without the byte order mark, which a reader may drop).
    static func isPrintable(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x09, 0x20...0x7E: true
        case 0xA0...0xD7FF: c.value != 0x2028 && c.value != 0x2029
        case 0xE000...0xFFFD: c.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }
}
