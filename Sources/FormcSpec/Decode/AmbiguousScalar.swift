import FormcCore

/// Plain scalars that formc reads as strings (typing by key) but that YAML 1.1 tools, and
/// YAML 1.2 tools without a schema, read as another type — the cause of W507.
///
/// Recognised without regular expressions, since every plain string of a spec passes here.
public enum AmbiguousScalar {
    /// What other tools read `text` (a plain, untagged, non-empty scalar) as, or nil when
    /// every tool reads a string.
    public static func otherReading(of text: String) -> String? {
        guard let first = text.utf8.first else { return nil }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return numericReading(Array(text.utf8))
        case UInt8(ascii: "~"):
            return text == "~" ? "null" : nil
        case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "o"), UInt8(ascii: "O"),
             UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return wordReading(text)
        default:
            return nil
        }
    }

    private static func wordReading(_ text: String) -> String? {
        // Compared only with the words of its length (`opt-0` with none of the 27).
        switch text.utf8.count {
        case 1:
            return switch text {
            case "y", "Y": "the boolean true"
            case "n", "N": "the boolean false"
            default: nil
            }
        case 2:
            return switch text {
            case "on", "On", "ON": "the boolean true"
            case "no", "No", "NO": "the boolean false"
            default: nil
            }
        case 3:
            return switch text {
            case "yes", "Yes", "YES": "the boolean true"
            case "off", "Off", "OFF": "the boolean false"
            default: nil
            }
        case 4:
            return switch text {
            case "null", "Null", "NULL": "null"
            case "true", "True", "TRUE": "the boolean true"
            default: nil
            }
        case 5:
            return switch text {
            case "false", "False", "FALSE": "the boolean false"
            default: nil
            }
        default:
            return nil
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func numericReading(_ b: [UInt8]) -> String? {
        if isDate(b) { return "a date" }
        var i = 0
        if b[0] == UInt8(ascii: "-") || b[0] == UInt8(ascii: "+") { i = 1 }
        guard i < b.count else { return nil }
        let body = Array(b[i...])
        switch String(decoding: body, as: UTF8.self) {
        case ".inf", ".Inf", ".INF": return "infinity"
        case ".nan", ".NaN", ".NAN": return i == 0 ? "not-a-number (.nan)" : nil
        default: break
        }
        if isRadixInteger(body) { return "a number" }
        if isSexagesimal(body) { return "a sexagesimal (base 60) number" }
        if isDecimal(body) { return "a number" }
        return nil
    }

    /// `0x1F`, `0o17`, `0b101`, allowing YAML 1.1's `_` separators.
    private static func isRadixInteger(_ b: [UInt8]) -> Bool {
        guard b.count > 2, b[0] == UInt8(ascii: "0") else { return false }
        let digits = b[2...]
        guard digits.contains(where: { $0 != UInt8(ascii: "_") }) else { return false }
        switch b[1] {
        case UInt8(ascii: "x"):
            return digits.allSatisfy { isDigit($0) || $0 == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0 | 0x20) }
        case UInt8(ascii: "o"):
            return digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }
        case UInt8(ascii: "b"):
            return digits.allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") || $0 == UInt8(ascii: "_") }
        default:
            return false
        }
    }

    /// `1:20`, `190:20:30`, `1:20.5` — YAML 1.1 base-60 integers and floats.
    private static func isSexagesimal(_ b: [UInt8]) -> Bool {
        guard let colon = b.firstIndex(of: UInt8(ascii: ":")), colon > 0, b[0] != UInt8(ascii: "0") || colon == 1 else { return false }
        guard b[..<colon].allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "_") }) else { return false }
        var groups = b[(colon + 1)...].split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard var last = groups.popLast() else { return false }
        if let dot = last.firstIndex(of: UInt8(ascii: ".")) {
            guard last[(dot + 1)...].allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "_") }) else { return false }
            last = last[..<dot]
        }
        groups.append(last)
        return groups.allSatisfy { g in (1...2).contains(g.count) && g.allSatisfy(isDigit) && (g.count == 1 || g.first ?? 0 <= UInt8(ascii: "5")) }
    }

    /// Decimal integers and floats as YAML 1.1 or 1.2 read them: `12`, `0755`, `1_000`, `1.5`,
    /// `.5`, `1e3`, `1.5E-3`.
    private static func isDecimal(_ b: [UInt8]) -> Bool {
        var i = 0
        var mantissaDigits = 0
        while i < b.count, isDigit(b[i]) || (b[i] == UInt8(ascii: "_") && mantissaDigits > 0) {
            if isDigit(b[i]) { mantissaDigits += 1 }
            i += 1
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            while i < b.count, isDigit(b[i]) || b[i] == UInt8(ascii: "_") {
                if isDigit(b[i]) { mantissaDigits += 1 }
                i += 1
            }
        }
        guard mantissaDigits > 0 else { return false }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            let start = i
            while i < b.count, isDigit(b[i]) { i += 1 }
            guard i > start else { return false }
        }
        return i == b.count
    }

    /// `2024-01-01`, `2024-1-1`, and with a time: `2024-01-01T10:00:00Z`, `2024-01-01 10:00:00`.
    private static func isDate(_ b: [UInt8]) -> Bool {
        guard b.count >= 8, b[0..<4].allSatisfy(isDigit), b[4] == UInt8(ascii: "-") else { return false }
        var i = 5
        for part in 0..<2 {
            let start = i
            while i < b.count, isDigit(b[i]), i - start < 2 { i += 1 }
            guard i > start else { return false }
            if part == 0 {
                guard i < b.count, b[i] == UInt8(ascii: "-") else { return false }
                i += 1
            }
        }
        if i == b.count { return true }
        // A time must follow: T/t or spaces, then h:mm:ss…
        guard b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: "t") || b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") else {
            return false
        }
        while i < b.count, b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: "t") || b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") { i += 1 }
        let start = i
        while i < b.count, isDigit(b[i]) { i += 1 }
        guard (1...2).contains(i - start), b.count >= i + 6 else { return false }
        return b[i] == UInt8(ascii: ":") && isDigit(b[i + 1]) && isDigit(b[i + 2]) && b[i + 3] == UInt8(ascii: ":")
            && isDigit(b[i + 4]) && isDigit(b[i + 5])
    }
}

extension DiagnosticCode {
    public static let W507 = DiagnosticCode(
        "W507", .warning,
        summary: "a plain scalar that other YAML tools read as another type",
        explanation: Explanation(
            meaning: """
            A plain (unquoted) scalar where a string is expected looks like another type to other YAML \
            tools: `no`, `yes`, `on`, `off`, `y`, `n` (booleans in YAML 1.1), `true`, `null`, `~`, \
            numbers such as `0755`, `1e3` or `.inf`, sexagesimal `1:20`, and dates like `2024-01-01`. \
            formc types values by their key and reads the string, but an editor's schema check, a \
            YAML 1.1 library or a script that reads the same file may read a boolean, a number or null.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: answer, type: choice, commit: on-select, options: [yes, no, 1e3] }
            """,
            fix: "Quote the value, so every tool reads the same string.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: answer, type: choice, commit: on-select, options: ["yes", "no", "1e3"] }
            """),
        fix: .quoteScalars)
}
