import FormcCore

/// YAML 1.2 core-schema typing, used only where no expected type is known (`formc inspect`):
/// null, true/false, ints (decimal, 0o, 0x), floats (with .inf and .nan as strings, since JSON
/// has no such numbers); quoted and block scalars are always strings.
public enum CoreSchema {
    public enum Resolved: Equatable, Sendable {
        case null
        case bool(Bool)
        /// Canonical JSON integer text.
        case int(String)
        /// Canonical JSON number text.
        case float(String)
        /// `.inf`, `-.inf` or `.nan`, which JSON cannot carry as numbers.
        case special(String)
        case string(String)
    }

    /// The prefix of the YAML standard tags (`!!str` is `tag:yaml.org,2002:str`).
    public static let tagPrefix = "tag:yaml.org,2002:"
    /// Longer 0o/0x literals are read as strings: converting them costs O(digits²).
    static let maxRadixDigits = 256

    /// The core-schema value of a scalar with its tag.
    public static func resolve(_ scalar: Scalar, tag: String?) -> Resolved {
        if let tag, tag.hasPrefix(tagPrefix) {
            let text = scalar.value
            switch tag.dropFirst(tagPrefix.count) {
            case "null": return .null
            case "bool": return boolValue(text).map(Resolved.bool) ?? .string(text)
            case "int": return intValue(text).map(Resolved.int) ?? .string(text)
            case "float": return intValue(text).map(Resolved.float) ?? floatValue(text) ?? .string(text)
            default: return .string(text)
            }
        }
        guard scalar.style == .plain, tag == nil else { return .string(scalar.value) }
        return resolvePlain(scalar.value)
    }

    /// The core-schema value of untagged plain text.
    public static func resolvePlain(_ text: String) -> Resolved {
        guard let first = text.utf8.first else { return .null }
        // Fast path: text that starts with a letter other than n/N/t/T/f/F is a string.
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"):
            break
        default:
            return .string(text)
        }
        // Text that starts with a letter is null or a boolean only in five letters or fewer.
        if first >= UInt8(ascii: "A"), first != UInt8(ascii: "~"), text.utf8.count > 5 { return .string(text) }
        switch text {
        case "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let b = boolValue(text) { return .bool(b) }
        // A number starts with a digit, a sign or a dot: other text is not read as one (nor copied).
        guard first < UInt8(ascii: "A") else { return .string(text) }
        if let i = intValue(text) { return .int(i) }
        if let f = floatValue(text) { return f }
        return .string(text)
    }

    static func boolValue(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+` → canonical decimal text.
    static func intValue(_ text: String) -> String? {
        // Most numbers of a spec are plain decimals, their own canonical text: no copy of the bytes.
        if let first = text.utf8.first, first != UInt8(ascii: "0") || text.utf8.count == 1,
           text.utf8.allSatisfy({ isDigit($0, radix: 10) }) {
            return text
        }
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x") {
            let radix = bytes[1] == UInt8(ascii: "o") ? 8 : 16
            let digits = String(decoding: bytes[2...], as: UTF8.self)
            guard digits.utf8.allSatisfy({ isDigit($0, radix: radix) }) else { return nil }
            // The conversion is quadratic in the digits; no real number needs more than this.
            guard digits.utf8.count <= maxRadixDigits else { return nil }
            return convert(digits, radix: radix)
        }
        var i = 0
        var negative = false
        if let s = bytes.first, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") {
            negative = s == UInt8(ascii: "-")
            i = 1
        }
        guard i < bytes.count, bytes[i...].allSatisfy({ isDigit($0, radix: 10) }) else { return nil }
        var digits = bytes[i...].drop { $0 == UInt8(ascii: "0") }
        if digits.isEmpty { digits = [UInt8(ascii: "0")][...] }
        let body = String(decoding: digits, as: UTF8.self)
        return negative && body != "0" ? "-" + body : body
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` and the specials.
    static func floatValue(_ text: String) -> Resolved? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .special(".inf")
        case "-.inf", "-.Inf", "-.INF": return .special("-.inf")
        case ".nan", ".NaN", ".NAN": return .special(".nan")
        default: break
        }
        if isCanonicalDecimal(text) { return .float(text) }
        let b = Array(text.utf8)
        var i = 0
        var sign = ""
        if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            if b[i] == UInt8(ascii: "-") { sign = "-" }
            i += 1
        }
        var intDigits: [UInt8] = []
        while i < b.count, isDigit(b[i], radix: 10) { intDigits.append(b[i]); i += 1 }
        var fracDigits: [UInt8] = []
        var hasDot = false
        if i < b.count, b[i] == UInt8(ascii: ".") {
            hasDot = true
            i += 1
            while i < b.count, isDigit(b[i], radix: 10) { fracDigits.append(b[i]); i += 1 }
        }
        guard !intDigits.isEmpty || !fracDigits.isEmpty else { return nil }
        if intDigits.isEmpty && !hasDot { return nil }
        var exponent = ""
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            var expSign = ""
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
                if b[i] == UInt8(ascii: "-") { expSign = "-" }
                i += 1
            }
            let start = i
            while i < b.count, isDigit(b[i], radix: 10) { i += 1 }
            guard i > start else { return nil }
            exponent = "e" + expSign + String(decoding: b[start..<i], as: UTF8.self)
        }
        guard i == b.count else { return nil }
        var intPart = String(decoding: intDigits.drop { $0 == UInt8(ascii: "0") }, as: UTF8.self)
        if intPart.isEmpty { intPart = "0" }
        let frac = fracDigits.isEmpty ? "" : "." + String(decoding: fracDigits, as: UTF8.self)
        return .float(sign + intPart + frac + exponent)
    }

    /// `0.4`, `12.50`: digits, a dot and digits, without a sign or a leading zero, are their
    /// own canonical text (most numbers of a spec), read without copying their bytes.
    private static func isCanonicalDecimal(_ text: String) -> Bool {
        var dot: Int?
        var count = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard dot == nil, count > 0 else { return false }
                dot = count
            } else if !isDigit(byte, radix: 10) {
                return false
            }
            count += 1
        }
        guard let dot, dot < count - 1 else { return false }
        return dot == 1 || text.utf8.first != UInt8(ascii: "0")
    }

    private static func isDigit(_ b: UInt8, radix: Int) -> Bool {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "7"): return true
        case UInt8(ascii: "8"), UInt8(ascii: "9"): return radix >= 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): return radix == 16
        default: return false
        }
    }

    /// Arbitrary-length conversion of octal or hex digits to decimal text.
    private static func convert(_ digits: String, radix: Int) -> String {
        var decimal: [Int] = [0]  // little-endian base-10 digits
        for c in digits.utf8 {
            var carry: Int
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): carry = Int(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): carry = Int(c - UInt8(ascii: "a")) + 10
            default: carry = Int(c - UInt8(ascii: "A")) + 10
            }
            for k in decimal.indices {
                let v = decimal[k] * radix + carry
                decimal[k] = v % 10
                carry = v / 10
            }
            while carry > 0 { decimal.append(carry % 10); carry /= 10 }
        }
        while decimal.count > 1, decimal.last == 0 { decimal.removeLast() }
        return String(decimal.reversed().map { Character(String($0)) })
    }

    /// A whole node as JSON under the core schema. Keys become strings: a scalar key its text
    /// as written, which is how the loader tells keys apart (`1` and `01` are two keys, so two
    /// members, never one name twice), a collection key its compact JSON.
    public static func json(_ node: Node) -> JSONValue {
        switch node.kind {
        case .scalar(let scalar):
            switch resolve(scalar, tag: node.tag) {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .int(let text), .float(let text): return .number(text)
            case .special(let text), .string(let text): return .string(text)
            }
        case .sequence(let items):
            return .array(items.map(json))
        case .mapping(let entries):
            return .object(entries.map { JSONValue.Member(keyText($0.key), json($0.value)) })
        }
    }

    private static func keyText(_ key: Node) -> String {
        if let scalar = key.scalar { return scalar.value }
        return JSONWriter.compact(json(key))
    }
}
