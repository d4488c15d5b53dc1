import FormcCore
import FormcSpec

/// The screen's and each field's `style` (§3a): metrics in points, which change what is drawn
/// and never a result or the generated types.
enum StyleComparison {
    static let styleChanged = DiffRule(
        "STYLE_CHANGED", [.presentation], "the metrics or colours of the screen or of a field changed (`style`)",
        reason: "Sizes, fonts, spacings and colours of what is drawn; a result and the generated types do not depend on them.")

    static let rules = [styleChanged]

    static func compare(_ pair: ScreenPair) -> [Change] {
        var changes: [Change] = []
        let old = pair.base, new = pair.head
        let oldText = describe(old.style), newText = describe(new.style)
        if oldText != newText {
            changes.append(pair.change(styleChanged, "style: \(oldText) → \(newText)",
                                       base: site(old.style, pair.site(base: old.id), base: pair),
                                       head: site(new.style, pair.site(head: new.id), head: pair)))
        }
        let oldFields = old.fields.keyed { $0.id.value }
        for field in new.fields {
            guard let before = oldFields[IDKey(field.id.value)] else { continue }
            let oldText = describe(before.style), newText = describe(field.style)
            guard oldText != newText else { continue }
            changes.append(pair.change(styleChanged, "field '\(field.id.value)' style: \(oldText) → \(newText)",
                                       base: site(before.style, pair.site(base: before.id), base: pair),
                                       head: site(field.style, pair.site(head: field.id), head: pair),
                                       baseField: before.id.value, headField: field.id.value))
        }
        return changes
    }

    /// The first written key of `style`, else `fallback`.
    private static func site(_ style: Style, _ fallback: Change.Site, base pair: ScreenPair) -> Change.Site {
        firstPlace(style).map { pair.site(base: $0) } ?? fallback
    }

    private static func site(_ style: Style, _ fallback: Change.Site, head pair: ScreenPair) -> Change.Site {
        firstPlace(style).map { pair.site(head: $0) } ?? fallback
    }

    private static func firstPlace(_ style: Style) -> Place? {
        let places: [Place?] = [
            style.contentInset.map(place), style.titleFont.map(place), style.titleSpacing.map(place), style.optionFont.map(place),
            style.optionPadding.map(place), style.optionMargin.map(place), style.itemSpacing.map(place),
            style.lineSpacing.map(place), style.rowHeight.map(place), style.cellHeight.map(place),
            style.sectionHeaderHeight.map(place), style.sectionInset.map(place), style.height.map(place),
            style.tint.map(place), style.selected.map(place), style.unselected.map(place), style.borderWidth.map(place),
            style.cornerRadius.map(place), style.button.map(place), style.background.map(place),
        ]
        return places.compactMap { $0 }.min { $0.range.start.offset < $1.range.start.offset }
    }

    private static func place<T>(_ located: Located<T>) -> Place { Place(range: located.range, pointer: located.pointer) }

    /// The written keys and their values, in the language's order (`row-height 60, …`), or
    /// `defaults`: what the comparison compares, so a key moved in the text is no change.
    static func describe(_ style: Style) -> String {
        var parts: [String] = []
        func number(_ name: String, _ value: Located<Double>?) {
            if let value { parts.append("\(name) \(Describe.number(value.value))") }
        }
        func insets(_ name: String, _ value: Located<EdgeInsetsSpec>?) {
            guard let value = value?.value else { return }
            let sides = [("top", value.top), ("left", value.left), ("bottom", value.bottom), ("right", value.right)]
            parts.append("\(name) {" + sides.compactMap { side in side.1.map { "\(side.0) \(Describe.number($0))" } }.joined(separator: ", ") + "}")
        }
        func font(_ name: String, _ value: Located<FontStyleSpec>?) {
            guard let value = value?.value else { return }
            let size = value.size.map { ["size \(Describe.number($0))"] } ?? []
            let weight = value.weight.map { ["weight \($0.rawValue)"] } ?? []
            parts.append("\(name) {" + (size + weight).joined(separator: ", ") + "}")
        }
        insets("content-inset", style.contentInset)
        font("title-font", style.titleFont)
        number("title-spacing", style.titleSpacing)
        font("option-font", style.optionFont)
        insets("option-padding", style.optionPadding)
        number("option-margin", style.optionMargin)
        number("item-spacing", style.itemSpacing)
        number("line-spacing", style.lineSpacing)
        number("row-height", style.rowHeight)
        number("cell-height", style.cellHeight)
        number("section-header-height", style.sectionHeaderHeight)
        insets("section-inset", style.sectionInset)
        number("height", style.height)
        // Colours and borders: presentation alone, as the metrics are.
        if let tint = style.tint { parts.append("tint \(tint.value.written)") }
        if let selected = style.selected { parts.append("selected \(selected.value.writtenForm)") }
        if let unselected = style.unselected { parts.append("unselected \(unselected.value.writtenForm)") }
        number("border-width", style.borderWidth)
        number("corner-radius", style.cornerRadius)
        if let button = style.button { parts.append("button \(button.value.writtenForm)") }
        if let background = style.background { parts.append("background \(background.value.written)") }
        return parts.isEmpty ? "defaults" : parts.joined(separator: ", ")
    }
}
