import FormcSpec

/// The `style` keys a spec writes, as the review's settings table shows them: each key with its
/// value in the spec's own notation (`{size: 16, weight: bold}`), in the order of the
/// reference (spec-language.md §3a). Keys left out are not listed: their UIKit defaults are in
/// the reference.
enum ReviewStyleRows {
    static func rows(_ style: Style) -> [(key: String, value: String)] {
        var rows: [(String, String)] = []
        func add(_ key: String, _ value: String?) { if let value { rows.append((key, value)) } }
        add("content-inset", style.contentInset.map { insets($0.value) })
        add("title-font", style.titleFont.map { font($0.value) })
        add("title-spacing", style.titleSpacing.map { ReviewValues.number($0.value) })
        add("option-font", style.optionFont.map { font($0.value) })
        add("option-padding", style.optionPadding.map { insets($0.value) })
        add("option-margin", style.optionMargin.map { ReviewValues.number($0.value) })
        add("item-spacing", style.itemSpacing.map { ReviewValues.number($0.value) })
        add("line-spacing", style.lineSpacing.map { ReviewValues.number($0.value) })
        add("row-height", style.rowHeight.map { ReviewValues.number($0.value) })
        add("cell-height", style.cellHeight.map { ReviewValues.number($0.value) })
        add("section-header-height", style.sectionHeaderHeight.map { ReviewValues.number($0.value) })
        add("section-inset", style.sectionInset.map { insets($0.value) })
        add("height", style.height.map { ReviewValues.number($0.value) })
        add("tint", style.tint.map { $0.value.written })
        add("selected", style.selected.map { $0.value.writtenForm })
        add("unselected", style.unselected.map { $0.value.writtenForm })
        add("border-width", style.borderWidth.map { ReviewValues.number($0.value) })
        add("corner-radius", style.cornerRadius.map { ReviewValues.number($0.value) })
        add("button", style.button.map { $0.value.writtenForm })
        add("background", style.background.map { $0.value.written })
        return rows
    }

    /// `{top: 20, left: 16}`: the sides written, in the order top, left, bottom, right.
    static func insets(_ insets: EdgeInsetsSpec) -> String {
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        return "{" + sides.compactMap { name, value in value.map { "\(name): \(ReviewValues.number($0))" } }.joined(separator: ", ") + "}"
    }

    /// `{size: 16, weight: bold}`: the parts written.
    static func font(_ font: FontStyleSpec) -> String {
        var parts: [String] = []
        if let size = font.size { parts.append("size: " + ReviewValues.number(size)) }
        if let weight = font.weight { parts.append("weight: " + weight.rawValue) }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
