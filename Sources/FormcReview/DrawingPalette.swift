import FormcSpec

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
}

extension DrawingPalette {
    /// The palette of `style` (a field's over its screen's, or a screen's) in one appearance:
    /// each colour key written for that appearance, else UIKit's default (spec-language.md §3a).
    init(style: Style, dark: Bool) {
        func resolve(_ name: String) -> String { SemanticColors.resolve(name, dark: dark) ?? "#000000FF" }
        func color(_ spec: ColorSpec?, _ fallback: String) -> String {
            let side = dark ? spec?.dark : spec?.light
            return side.flatMap { SemanticColors.resolve($0, dark: dark) } ?? fallback
        }
        let tint = color(style.tint?.value, resolve("tintColor"))
        let white = resolve("white"), clear = resolve("clear")
        let selected = style.selected?.value, unselected = style.unselected?.value, button = style.button?.value
        self.init(
            screen: resolve("systemGroupedBackground"), sheet: color(style.background?.value, resolve("systemBackground")),
            label: resolve("label"), secondaryLabel: resolve("secondaryLabel"), separator: resolve("separator"),
            grabber: resolve("tertiaryLabel"),
            unselected: Chip(fill: color(unselected?.fill, resolve("tertiarySystemFill")), text: color(unselected?.text, resolve("label")),
                             border: color(unselected?.border, clear)),
            selected: Chip(fill: color(selected?.fill, tint), text: color(selected?.text, white), border: color(selected?.border, clear)),
            borderWidth: style.borderWidth?.value ?? 0, cornerRadius: style.cornerRadius?.value ?? 8,
            button: Chip(fill: color(button?.fill, tint), text: color(button?.text, white), border: clear),
            buttonCornerRadius: button?.cornerRadius ?? 12, tint: tint, destructive: resolve("systemRed"),
            tabBar: dark ? "#161616F0" : "#F9F9F9F0", tabUnselected: resolve("systemGray"), safeArea: resolve("systemOrange"))
    }
}
