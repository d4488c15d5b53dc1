/// JSON Schema `pattern`s are ECMA-262 regular expressions that search (they are not implicitly
/// anchored). Swift's `Regex` reads the subset formc emits (classes, `\s`/`\S`, groups,
/// anchors) the same way once it matches by Unicode scalar, as ECMA-262 matches by code point,
/// and once two spellings are translated: `\uHHHH` becomes `\u{HHHH}`, and a range between two
/// such escapes (`\u2000-\u200A`) is spelled out, since `Regex` refuses ranges between some
/// white-space characters ("invalid bound for character class range").
public enum ECMAPattern {
    /// The compiled pattern, nil when Swift cannot read it.
    public static func compile(_ pattern: String) -> Regex<AnyRegexOutput>? {
        try? Regex(swiftSyntax(pattern)).matchingSemantics(.unicodeScalar)
    }

    /// Whether `text` matches (false when the pattern does not compile).
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = compile(pattern) else { return false }
        return matches(regex, text)
    }

    public static func matches(_ regex: Regex<AnyRegexOutput>, _ text: String) -> Bool {
        (try? regex.firstMatch(in: text)) != nil
    }

    public static func swiftSyntax(_ pattern: String) -> String {
        let scalars = Array(pattern.unicodeScalars)
        var out = ""
        var i = 0
        /// The code point of a `\uHHHH` escape at `at`, if one is there.
        func escape(at: Int) -> UInt32? {
            guard at + 5 < scalars.count, scalars[at] == "\\", scalars[at + 1] == "u" else { return nil }
            let hex = String(String.UnicodeScalarView(scalars[(at + 2)..<(at + 6)]))
            return UInt32(hex, radix: 16)
        }
        while i < scalars.count {
            if let low = escape(at: i) {
                if i + 6 < scalars.count, scalars[i + 6] == "-", let high = escape(at: i + 7), low <= high {
                    for value in low...high { out += "\\u{" + String(value, radix: 16) + "}" }
                    i += 13
                } else {
                    out += "\\u{" + String(low, radix: 16) + "}"
                    i += 6
                }
                continue
            }
            if scalars[i] == "\\", i + 1 < scalars.count {
                // Any other escape is copied whole, so `\\u` is not mistaken for `\u`.
                out.unicodeScalars.append(scalars[i])
                out.unicodeScalars.append(scalars[i + 1])
                i += 2
                continue
            }
            out.unicodeScalars.append(scalars[i])
            i += 1
        }
        return out
    }
}
