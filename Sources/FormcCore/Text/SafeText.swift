/// Text from a spec is never echoed raw: control characters, escape sequences and
/// bidirectional overrides are shown escaped, so a spec cannot recolour a terminal or
/// reorder what a reviewer reads.
public enum SafeText {
    /// `a\nb` for a newline, `\u{1B}` for ESC, `\u{202E}` for RLO; everything else as is.
    public static func escaped(_ text: String) -> String {
        guard needsEscape(text) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                switch scalar {
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Spec text for a message: escaped, and cut to `limit` characters with `…`. Only the
    /// head of the text is looked at, so quoting a megabyte-long value costs no more than a word.
    /// Never more than `limit` characters: a limit of 0 (or less) shows nothing, not even `…`.
    /// (Any collection of characters, so a test can count the characters looked at.)
    public static func shown(_ text: String, limit: Int = 40) -> String {
        // Short printable ASCII (most ids and names) needs neither escaping nor cutting.
        if text.utf8.count <= limit, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        return shown(text[...], limit: limit)
    }

    /// `shown` of any collection of characters.
    public static func shown<Text: Collection<Character>>(_ text: Text, limit: Int = 40) -> String {
        // Not even the ellipsis fits (and a head of `limit + 1` or `limit - 1` would be negative).
        guard limit > 0 else { return "" }
        let head = text.prefix(limit + 1)
        let cut = head.endIndex != text.endIndex
        let escapedHead = escaped(String(head))
        if !cut, escapedHead.count <= limit { return escapedHead }
        return String(escapedHead.prefix(limit - 1)) + "…"
    }

    /// Whether a scalar of `text` needs escaping, read from its UTF-8 bytes in place: every
    /// such scalar starts with a byte below 0x20, 0x7F, 0xC2 (C1 controls) or 0xE2 (the
    /// separators and bidi controls), so other bytes are passed over one compare each.
    static func needsEscape(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for (index, byte) in bytes.enumerated()
            where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 {
                // A String's bytes are well-formed UTF-8: the scalar starting here is whole.
                guard byte >= 0x20, byte != 0x7F, let (scalar, _) = UTF8Scalar.decode(bytes, at: index) else { return true }
                if needsEscape(scalar) { return true }
            }
            return false
        }
        return found ?? text.unicodeScalars.contains(where: needsEscape)
    }

    /// C0 and C1 controls, DEL, the line and paragraph separators (which end a line on some
    /// terminals), and the bidi embedding/override/isolate controls.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
