import FormcCore

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
        // Most text (titles in Latin or Hangul, names, doc comments) has nothing to escape.
        var utf8 = value
        guard utf8.withUTF8({ hasEscapes($0, quote: quote) }) else { return value }
        var out = TextBuffer(capacity: value.utf8.count + 8)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out.append(quote ? "\\\\" : "\\")
            case "\"": out.append(quote ? "\\\"" : "\"")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case "\0": out.append("\\0")
            default:
                if needsEscape(scalar) {
                    out.append("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
                } else {
                    out.append(scalar)
                }
            }
        }
        return out.text
    }

    /// Whether `escaped` changes the text of these UTF-8 bytes: a pass over the bytes, which
    /// decodes a scalar only outside printable ASCII and looks its properties up only outside
    /// Hangul syllables.
    static func hasEscapes(_ utf8: UnsafeBufferPointer<UInt8>, quote: Bool) -> Bool {
        var index = 0
        let count = utf8.count
        while index < count {
            let lead = utf8[index]
            if lead < 0x80 {
                if lead < 0x20 || lead == 0x7F || (quote && (lead == 0x5C || lead == 0x22)) { return true }
                index += 1
                continue
            }
            // A lead byte and its continuation bytes (the bytes of a `String` are valid UTF-8).
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= count else { return true }
            var value = UInt32(lead) & (lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
            for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
            index += length
            if SwiftIdentifierCharacters.hangulSyllables.contains(value) || isPlainSymbol(value) { continue }
            guard let scalar = Unicode.Scalar(value), !isSpecial(scalar, quote: quote) else { return true }
        }
        return false
    }

    /// Scalars of the blocks that titles take emoji and symbols from (arrows, symbols and
    /// dingbats, variation selectors, regional indicators, pictographs, emoticons, transport,
    /// CJK punctuation), the joiner and the keycap mark, where every scalar is assigned since
    /// Unicode 14 (so on any Swift runtime's tables) and none needs escaping (the tests check
    /// each against the property tables): written as they are without a look-up. U+1F6D8,
    /// assigned in a later version, is left to the look-up, as `escaped` leaves it.
    static func isPlainSymbol(_ value: UInt32) -> Bool {
        switch value {
        case 0x1F300...0x1F64F, 0x1F680...0x1F6D7, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF, 0x2600...0x27BF,
             0x2190...0x21FF, 0x3000...0x303F, 0xFE00...0xFE0F, 0x200D, 0x20E3:
            true
        default:
            false
        }
    }

    /// Whether `escaped` writes `scalar` other than as itself.
    static func isSpecial(_ scalar: Unicode.Scalar, quote: Bool) -> Bool {
        switch scalar.value {
        case 0x5C, 0x22: quote  // `\` and `"` are escaped inside quotes only
        // Printable ASCII and Hangul syllables are letters, digits, punctuation or symbols.
        case 0x20..<0x7F, SwiftIdentifierCharacters.hangulSyllables: false
        default: needsEscape(scalar)
        }
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        case .format:
            // ZWJ joins emoji sequences; tag characters spell subdivision flags.
            return scalar.value != 0x200D && !(0xE0020...0xE007F).contains(scalar.value)
        default:
            return isNoncharacter(scalar.value)
        }
    }

    /// `Unicode.Scalar.Properties.isNoncharacterCodePoint`, by its fixed definition (U+FDD0–U+FDEF
    /// and the last two code points of each plane), without a look-up in the property tables.
    static func isNoncharacter(_ value: UInt32) -> Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
