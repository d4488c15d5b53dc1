/// The colours and radii a drawing paints with, one appearance (light or dark): UIKit's
/// semantic colours as iOS resolves them (spec-language.md §11 lists each value), for the
/// presenting screen, the dim, the sheet and the parts on it.
struct DrawingPalette: Hashable, Sendable {
    /// Behind the sheet: the presenting screen (`systemGroupedBackground`).
    var screen: String
    /// The sheet (`systemBackground`; its dark appearance is the elevated one).
    var sheet: String
    /// Titles and option text (`label`), secondary text (`secondaryLabel`).
    var label: String
    var secondaryLabel: String
    /// Separators between rows (`separator`), the grabber (`tertiaryLabel`).
    var separator: String
    var grabber: String
    /// An option that is not selected, and one that is: fill, text, border.
    var unselected: Chip
    var selected: Chip
    var borderWidth: Double
    /// The corner radius of chips, cells and buttons.
    var cornerRadius: Double
    /// A submit button's fill, text and corner radius; other buttons' text (`tintColor`).
    var button: Chip
    var buttonCornerRadius: Double
    var tint: String
    /// A destructive button's text (`systemRed`).
    var destructive: String
    /// The tab bar (`secondarySystemBackground` at 94 %), its unselected items (`systemGray`).
    var tabBar: String
    var tabUnselected: String
    /// The safe areas, marked over the drawing.
    var safeArea: String

    struct Chip: Hashable, Sendable {
        var fill: String
        var text: String
        var border: String
    }

    /// UIKit's defaults in the light appearance.
    static let light = DrawingPalette(
        screen: "#F2F2F7", sheet: "#FFFFFF", label: "#000000", secondaryLabel: "#3C3C4399", separator: "#3C3C434A",
        grabber: "#3C3C434D", unselected: Chip(fill: "#7676801F", text: "#000000", border: "#00000000"),
        selected: Chip(fill: "#007AFF", text: "#FFFFFF", border: "#00000000"), borderWidth: 0, cornerRadius: 8,
        button: Chip(fill: "#007AFF", text: "#FFFFFF", border: "#00000000"), buttonCornerRadius: 12, tint: "#007AFF",
        destructive: "#FF3B30", tabBar: "#F9F9F9F0", tabUnselected: "#8E8E93", safeArea: "#FF9500")
}
