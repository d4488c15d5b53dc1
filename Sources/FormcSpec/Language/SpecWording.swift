/// Small wording helpers shared by the language description and the decoder's messages.
public enum SpecWording {
    /// "a, b or c"; quoted words as `'a', 'b' or 'c'`.
    public static func alternatives(_ items: [String], quoted: Bool = false, conjunction: String = "or") -> String {
        let shown = quoted ? items.map { "'\($0)'" } : items
        switch shown.count {
        case 0: return ""
        case 1: return shown[0]
        default: return shown.dropLast().joined(separator: ", ") + " \(conjunction) " + (shown.last ?? "")
        }
    }

    /// A number as the spec would write it: `1` not `1.0`, `0.4` not `0.40000000000000002`.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
