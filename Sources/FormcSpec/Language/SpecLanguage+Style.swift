/// The `style` mapping (spec-language.md §3a): the metrics of a screen's parts in points, at
/// screen level and per field (a field's keys override the screen's, part by part). Every default
/// is UIKit's, and the reference cites where it comes from.
extension SpecLanguage {
    /// UIFont.Weight's names, lightest first.
    static let fontWeights: [WordSpec] = [
        WordSpec("ultralight", "UIFont.Weight.ultraLight."),
        WordSpec("thin", "UIFont.Weight.thin."),
        WordSpec("light", "UIFont.Weight.light."),
        WordSpec("regular", "UIFont.Weight.regular."),
        WordSpec("medium", "UIFont.Weight.medium."),
        WordSpec("semibold", "UIFont.Weight.semibold."),
        WordSpec("bold", "UIFont.Weight.bold."),
        WordSpec("heavy", "UIFont.Weight.heavy."),
        WordSpec("black", "UIFont.Weight.black."),
    ]

    /// Points, zero or more.
    static let points = ValueSpec.number(NumberBounds(minimum: 0))

    static let style = MappingSpec(
        .style, title: "Style",
        summary: "The metrics of the screen's parts in points (UIKit's defaults when left out); a field's style overrides the screen's, key by key.",
        keys: [
            KeySpec("content-inset", .mapping(.insets), default: "{top: 20, left: 16, bottom: 10, right: 16}",
                    "From the sheet's edges to the title and the content: {top, left, bottom, right} in points."),
            KeySpec("title-font", .mapping(.font), default: "{size: 17, weight: semibold}",
                    "The title's font: {size, weight} (UIFont.TextStyle.headline)."),
            KeySpec("title-spacing", points, default: "8", defaultValue: .int(8),
                    "Points between the title and the first field (UIKit's standard spacing)."),
            KeySpec("option-font", .mapping(.font), default: "{size: 17, weight: regular}",
                    "The font of the text of chips, grid cells and list rows: {size, weight} (UIFont.systemFontSize)."),
            KeySpec("option-padding", .oneOf([points, .mapping(.insets)]), default: "{top: 7, left: 12, bottom: 7, right: 12}",
                    "From a chip's or grid cell's text to its edge: one number for every side, or {top, left, bottom, right}."),
            KeySpec("option-margin", points, default: "0", defaultValue: .int(0),
                    "Around each chip or grid cell, inside its slot (a cell's content view inset from the cell)."),
            KeySpec("item-spacing", points, default: "10", defaultValue: .int(10),
                    "Between chips on a line and between grid columns (UICollectionViewFlowLayout.minimumInteritemSpacing)."),
            KeySpec("line-spacing", points, default: "10", defaultValue: .int(10),
                    "Between lines of chips and between grid rows (UICollectionViewFlowLayout.minimumLineSpacing)."),
            KeySpec("row-height", .number(NumberBounds(minimum: 0, exclusive: true)), default: "44", defaultValue: .int(44),
                    "The height of list rows and content rows (UITableView.rowHeight)."),
            KeySpec("cell-height", .number(NumberBounds(minimum: 0, exclusive: true)), default: "50", defaultValue: .int(50),
                    "The height of grid cells (UICollectionViewFlowLayout.itemSize)."),
            KeySpec("section-header-height", points, default: "28", defaultValue: .int(28),
                    "The height of a section header (a plain table view's titled header)."),
            KeySpec("section-inset", .mapping(.insets), default: "{top: 0, left: 0, bottom: 0, right: 0}",
                    "Around each section's options: {top, left, bottom, right} (UICollectionViewFlowLayout.sectionInset)."),
            KeySpec("height", .number(NumberBounds(minimum: 0, exclusive: true)), default: "the content's height",
                    "A fixed height for a field's collection, as a collection view with a height constraint has; at screen level, for every field."),
            KeySpec("tint", colorValue, default: "tintColor",
                    "The tint of the sheet's controls: the close button, plain buttons, the selected tab (UIView.tintColor)."),
            KeySpec("selected", .mapping(.optionColors), default: "{fill: tintColor, text: white, border: clear}",
                    "The colours of an option selected: {fill, text, border}."),
            KeySpec("unselected", .mapping(.optionColors), default: "{fill: tertiarySystemFill, text: label, border: clear}",
                    "The colours of an option not selected: {fill, text, border}."),
            KeySpec("border-width", points, default: "0", defaultValue: .int(0),
                    "The border of chips, grid cells and buttons in points (CALayer.borderWidth)."),
            KeySpec("corner-radius", points, default: "8", defaultValue: .int(8),
                    "The corner radius of chips, grid cells and buttons other than the submit button (CALayer.cornerRadius)."),
            KeySpec("button", .mapping(.button), default: "{fill: tintColor, text: white, corner-radius: 12}",
                    "The submit button: {fill, text, corner-radius} (UIButton.Configuration.filled)."),
            KeySpec("background", colorValue, default: "systemBackground",
                    "The sheet's background (a view controller's view.backgroundColor)."),
        ])

    /// A colour: a semantic name or hex for both appearances, or {light, dark}.
    static let colorValue = ValueSpec.oneOf([.string(.color), .mapping(.color)])

    static let color = MappingSpec(
        .color, title: "Colour",
        summary: "A colour in each appearance: a UIKit semantic colour name or #RRGGBB[AA]; a side left out keeps the default's.",
        keys: [
            KeySpec("light", .string(.color), default: "the default's light colour", "The colour in the light appearance."),
            KeySpec("dark", .string(.color), default: "the default's dark colour", "The colour in the dark appearance."),
        ])

    static let optionColors = MappingSpec(
        .optionColors, title: "Option colours",
        summary: "The colours of a chip, grid cell or list row in one state.",
        keys: [
            KeySpec("fill", colorValue, default: "the state's default", "The background (UIView.backgroundColor)."),
            KeySpec("text", colorValue, default: "the state's default", "The title's colour (UILabel.textColor)."),
            KeySpec("border", colorValue, default: "clear", "The border's colour (CALayer.borderColor), drawn `border-width` wide."),
        ])

    static let button = MappingSpec(
        .button, title: "Button style",
        summary: "The submit button's colours and corner radius.",
        keys: [
            KeySpec("fill", colorValue, default: "tintColor", "The button's background (UIButton.Configuration.baseBackgroundColor)."),
            KeySpec("text", colorValue, default: "white", "The title's colour (UIButton.Configuration.baseForegroundColor)."),
            KeySpec("corner-radius", points, default: "12", defaultValue: .int(12),
                    "The button's corner radius (UIButton.Configuration.background.cornerRadius)."),
        ])

    static let font = MappingSpec(
        .font, title: "Font",
        summary: "A system font: its size in points and its weight.",
        keys: [
            KeySpec("size", .number(NumberBounds(minimum: 0, exclusive: true, maximum: 1000)), default: "the style's default",
                    "The font size in points."),
            KeySpec("weight", .word(fontWeights), default: "the style's default",
                    "The weight, as UIFont.Weight names it."),
        ])

    static let insets = MappingSpec(
        .insets, title: "Insets",
        summary: "Distances in points from each edge; a side left out keeps its default.",
        keys: [
            KeySpec("top", points, "Points from the top edge."),
            KeySpec("left", points, "Points from the left edge."),
            KeySpec("bottom", points, "Points from the bottom edge."),
            KeySpec("right", points, "Points from the right edge."),
        ])
}
