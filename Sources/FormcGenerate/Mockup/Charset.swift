import FormcCore
import FormcGeometry

/// The characters a mockup's frame is drawn with (`--charset`). Only the frame changes:
/// titles and labels from the spec are drawn as written in both.
public enum Charset: String, Sendable, CaseIterable {
    /// Box drawing, shades and marks (the default).
    case unicode
    /// Printable ASCII only, for tools and fonts without box drawing.
    case ascii
}

/// One set of frame glyphs. Every glyph is one cell wide.
struct Glyphs: Sendable {
    /// A box's corners (top left, top right, bottom left, bottom right), edges and sides.
    struct Box: Sendable {
        var topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character
        var horizontal: Character, vertical: Character
    }

    /// The device's screen edge.
    var device: Box
    /// The sheet with rounded corners (corner radius > 0) and with square ones.
    var roundedSheet: Box
    var squareSheet: Box
    /// Buttons and grid cells; `selectedCell` for a grid cell in the initial selection.
    var box: Box
    var selectedCell: Box
    /// The submit button: it stands out from the plain (and cancel) buttons.
    var submitBox: Box
    /// Before a destructive button's title.
    var destructive: Character
    /// Marks a gap of folded rows.
    var fold: Character
    var grabber: Character
    var close: Character
    var check: Character
    var disabled: Character
    /// Backdrop shades, lightest first (`dim` ≤ 0.4, ≤ 0.7, ≤ 0.9, more: a black-out).
    var shades: [Character]
    var listSeparator: Character
    var markerFill: Character
    /// Fills a placeholder's rows around its name.
    var placeholderFill: Character
    var markerArrow: Character
    var tabSeparator: Character
    var tabSelectedLeft: Character
    var tabSelectedRight: Character
    /// Between the parts of a caption (`screen · detent · device`).
    var separator: String
    /// From an inactive detent to the one it falls back to.
    var arrow: String
    /// Ends text cut to fit (one cell).
    var ellipsis: Character

    /// Text as laid out, with the cut mark in this charset: layout cuts with `…`.
    func shown(_ text: String, isTruncated: Bool) -> String {
        guard isTruncated, ellipsis != DisplayWidth.ellipsis, text.last == DisplayWidth.ellipsis else { return text }
        return String(text.dropLast()) + String(ellipsis)
    }

    func shown(_ element: LayoutElement) -> String { shown(element.text, isTruncated: element.isTruncated) }
    func shown(_ fitted: FittedText) -> String { shown(fitted.text, isTruncated: fitted.isTruncated) }

    static func of(_ charset: Charset) -> Glyphs {
        switch charset {
        case .unicode: unicode
        case .ascii: ascii
        }
    }

    static let unicode = Glyphs(
        device: Box(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│"),
        roundedSheet: Box(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│"),
        squareSheet: Box(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│"),
        box: Box(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│"),
        selectedCell: Box(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃"),
        submitBox: Box(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║"),
        destructive: "!", fold: "≈",
        grabber: "━", close: "✕", check: "✓", disabled: "-", shades: ["░", "▒", "▓", "█"],
        listSeparator: "─", markerFill: "╌", placeholderFill: "┄", markerArrow: "▾",
        tabSeparator: "─", tabSelectedLeft: "▸", tabSelectedRight: "◂", separator: " · ", arrow: "→", ellipsis: DisplayWidth.ellipsis)

    static let ascii = Glyphs(
        device: Box(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        roundedSheet: Box(topLeft: ".", topRight: ".", bottomLeft: "'", bottomRight: "'", horizontal: "-", vertical: "|"),
        squareSheet: Box(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        box: Box(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        selectedCell: Box(topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=", vertical: "#"),
        submitBox: Box(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "=", vertical: "|"),
        destructive: "!", fold: "/",
        // The check is not an `x`, which is the close button.
        grabber: "=", close: "x", check: "*", disabled: "-", shades: [".", ":", "#", "@"],
        listSeparator: "-", markerFill: "-", placeholderFill: ".", markerArrow: "v",
        tabSeparator: "-", tabSelectedLeft: ">", tabSelectedRight: "<", separator: " | ", arrow: "->", ellipsis: "~")
}
