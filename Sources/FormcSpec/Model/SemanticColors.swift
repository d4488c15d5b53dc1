/// UIKit's semantic colours a `style` colour may name, with the sRGB value iOS resolves each to
/// in the light and the dark appearance (`#RRGGBBAA`), as UIKit's `UIColor` documents them and
/// iOS 17 renders them (spec-language.md §3a lists them). The dark values of the background
/// colours are the elevated ones: a sheet is an elevated level.
public enum SemanticColors {
    public static let table: [(name: String, light: String, dark: String)] = [
        ("label", "#000000FF", "#FFFFFFFF"),
        ("secondaryLabel", "#3C3C4399", "#EBEBF599"),
        ("tertiaryLabel", "#3C3C434D", "#EBEBF54D"),
        ("quaternaryLabel", "#3C3C432E", "#EBEBF52E"),
        ("placeholderText", "#3C3C434D", "#EBEBF54D"),
        ("separator", "#3C3C434A", "#54545899"),
        ("opaqueSeparator", "#C6C6C8FF", "#38383AFF"),
        ("link", "#007AFFFF", "#0984FFFF"),
        ("tintColor", "#007AFFFF", "#0A84FFFF"),
        ("systemBackground", "#FFFFFFFF", "#1C1C1EFF"),
        ("secondarySystemBackground", "#F2F2F7FF", "#2C2C2EFF"),
        ("tertiarySystemBackground", "#FFFFFFFF", "#3A3A3CFF"),
        ("systemGroupedBackground", "#F2F2F7FF", "#1C1C1EFF"),
        ("secondarySystemGroupedBackground", "#FFFFFFFF", "#2C2C2EFF"),
        ("tertiarySystemGroupedBackground", "#F2F2F7FF", "#3A3A3CFF"),
        ("systemFill", "#78788033", "#7878805C"),
        ("secondarySystemFill", "#78788029", "#78788052"),
        ("tertiarySystemFill", "#7676801F", "#7676803D"),
        ("quaternarySystemFill", "#74748014", "#7676802E"),
        ("systemBlue", "#007AFFFF", "#0A84FFFF"),
        ("systemGreen", "#34C759FF", "#30D158FF"),
        ("systemIndigo", "#5856D6FF", "#5E5CE6FF"),
        ("systemOrange", "#FF9500FF", "#FF9F0AFF"),
        ("systemPink", "#FF2D55FF", "#FF375FFF"),
        ("systemPurple", "#AF52DEFF", "#BF5AF2FF"),
        ("systemRed", "#FF3B30FF", "#FF453AFF"),
        ("systemTeal", "#30B0C7FF", "#40C8E0FF"),
        ("systemYellow", "#FFCC00FF", "#FFD60AFF"),
        ("systemGray", "#8E8E93FF", "#8E8E93FF"),
        ("systemGray2", "#AEAEB2FF", "#636366FF"),
        ("systemGray3", "#C7C7CCFF", "#48484AFF"),
        ("systemGray4", "#D1D1D6FF", "#3A3A3CFF"),
        ("systemGray5", "#E5E5EAFF", "#2C2C2EFF"),
        ("systemGray6", "#F2F2F7FF", "#1C1C1EFF"),
        ("clear", "#00000000", "#00000000"),
        ("black", "#000000FF", "#000000FF"),
        ("white", "#FFFFFFFF", "#FFFFFFFF"),
    ]

    private static let byName: [String: (light: String, dark: String)] = {
        var names: [String: (light: String, dark: String)] = [:]
        for entry in table { names[entry.name] = (entry.light, entry.dark) }
        return names
    }()

    /// Whether `name` is one of the names above.
    public static func isName(_ name: String) -> Bool { byName[name] != nil }

    /// `#RRGGBB` or `#RRGGBBAA` (hex digits either case).
    public static func isHex(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 7 || bytes.count == 9, bytes[0] == UInt8(ascii: "#") else { return false }
        return bytes.dropFirst().allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102) }
    }

    /// The colour `value` (a name or hex) in the light or the dark appearance, as `#RRGGBBAA`
    /// in upper case; nil for a value that is neither.
    public static func resolve(_ value: String, dark: Bool) -> String? {
        if let entry = byName[value] { return dark ? entry.dark : entry.light }
        guard isHex(value) else { return nil }
        let upper = value.uppercased()
        return upper.utf8.count == 7 ? upper + "FF" : upper
    }
}
