/// Literals as Swift source text. A string from a spec is written so that it means the same
/// bytes and cannot change how the file reads: quotes and backslashes escaped, every control,
/// format (bidi overrides, zero-width characters) and line-separating character written as
/// `\u{…}` — except the joiner and tag characters that emoji sequences are made of.
enum SwiftLiteralText {
    static func text(_ literal: SwiftLiteral) -> String {
        switch literal {
        case .string(let value): string(value)
        case .int(let value): String(value)
        case .double(let value): double(value)
        case .bool(let value): value ? "true" : "false"
        case .nil: "nil"
        }
    }

    /// `"…"`, escaped.
    static func string(_ value: String) -> String { "\"" + escaped(value, quote: true) + "\"" }

    /// The shortest form that reads back as the same `Double`, always with a fraction or an
    /// exponent (`140.0`, `0.5`, `1e-05`), so it is a floating-point literal.
    static func double(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        return "\(value)"
    }

    /// The text with `\`, `"` (when `quote`) and the characters above escaped.
    static func escaped(_ value: String, quote: Bool) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += quote ? "\\\\" : "\\"
            case "\"": out += quote ? "\\\"" : "\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        case .format:
            // ZWJ joins emoji sequences; tag characters spell subdivision flags.
            return scalar.value != 0x200D && !(0xE0020...0xE007F).contains(scalar.value)
        default:
            return scalar.properties.isNoncharacterCodePoint
        }
    }
}
