import FormcCore
import FormcLoad

extension DecodeContext {
    /// `style:` of a screen or a field (spec-language.md §3a); what is not readable is left out,
    /// so it keeps the default.
    mutating func style(_ node: Node, at pointer: JSONPointer) -> Style {
        var style = Style()
        guard let reader = MappingReader(node, as: .style, at: pointer, label: "'style'", owner: "'style'", context: &self)
        else { return style }
        style.contentInset = insets(reader, "content-inset")
        style.titleFont = font(reader, "title-font")
        style.titleSpacing = number(reader, "title-spacing")
        style.optionFont = font(reader, "option-font")
        if let (paddingNode, paddingPointer) = reader.lookup("option-padding") {
            if paddingNode.mapping != nil {
                style.optionPadding = insets(paddingNode, at: paddingPointer, label: "'option-padding'")
            } else if let all = number(paddingNode, NumberBounds(minimum: 0), at: paddingPointer, label: "'option-padding'") {
                style.optionPadding = all.map { EdgeInsetsSpec(all: $0) }
            }
        }
        style.optionMargin = number(reader, "option-margin")
        style.itemSpacing = number(reader, "item-spacing")
        style.lineSpacing = number(reader, "line-spacing")
        style.rowHeight = number(reader, "row-height")
        style.cellHeight = number(reader, "cell-height")
        style.sectionHeaderHeight = number(reader, "section-header-height")
        style.sectionInset = insets(reader, "section-inset")
        style.height = number(reader, "height")
        style.tint = color(reader, "tint")
        style.selected = optionColors(reader, "selected")
        style.unselected = optionColors(reader, "unselected")
        style.borderWidth = number(reader, "border-width")
        style.cornerRadius = number(reader, "corner-radius")
        if let (node, pointer) = reader.lookup("button"),
           let button = MappingReader(node, as: .button, at: pointer, label: "'button'", owner: "'button'", context: &self) {
            let spec = ButtonStyleSpec(fill: color(button, "fill")?.value, text: color(button, "text")?.value,
                                       cornerRadius: number(button, "corner-radius")?.value)
            style.button = Located(spec, range: node.range, pointer: pointer)
        }
        style.background = color(reader, "background")
        return style
    }

    /// A colour: a name or hex (both appearances), or `{light, dark}`.
    private mutating func color(_ reader: MappingReader, _ key: String) -> Located<ColorSpec>? {
        guard let (node, pointer) = reader.lookup(key) else { return nil }
        if node.mapping != nil {
            guard let sides = MappingReader(node, as: .color, at: pointer, label: "'\(key)'", owner: "'\(key)'", context: &self)
            else { return nil }
            let spec = ColorSpec(light: string(sides, "light")?.value, dark: string(sides, "dark")?.value)
            return Located(spec, range: node.range, pointer: pointer)
        }
        return string(node, .color, at: pointer, label: "'\(key)'").map { located in located.map { ColorSpec(light: $0, dark: $0) } }
    }

    private mutating func optionColors(_ reader: MappingReader, _ key: String) -> Located<OptionColorsSpec>? {
        guard let (node, pointer) = reader.lookup(key),
              let colors = MappingReader(node, as: .optionColors, at: pointer, label: "'\(key)'", owner: "'\(key)'", context: &self)
        else { return nil }
        let spec = OptionColorsSpec(fill: color(colors, "fill")?.value, text: color(colors, "text")?.value,
                                    border: color(colors, "border")?.value)
        return Located(spec, range: node.range, pointer: pointer)
    }

    private mutating func insets(_ reader: MappingReader, _ key: String) -> Located<EdgeInsetsSpec>? {
        guard let (node, pointer) = reader.lookup(key) else { return nil }
        return insets(node, at: pointer, label: "'\(key)'")
    }

    private mutating func insets(_ node: Node, at pointer: JSONPointer, label: String) -> Located<EdgeInsetsSpec>? {
        guard let reader = MappingReader(node, as: .insets, at: pointer, label: label, owner: label, context: &self) else { return nil }
        let insets = EdgeInsetsSpec(
            top: number(reader, "top")?.value, left: number(reader, "left")?.value, bottom: number(reader, "bottom")?.value,
            right: number(reader, "right")?.value)
        return Located(insets, range: node.range, pointer: pointer)
    }

    private mutating func font(_ reader: MappingReader, _ key: String) -> Located<FontStyleSpec>? {
        guard let (node, pointer) = reader.lookup(key),
              let font = MappingReader(node, as: .font, at: pointer, label: "'\(key)'", owner: "'\(key)'", context: &self)
        else { return nil }
        let spec = FontStyleSpec(size: number(font, "size")?.value, weight: word(font, "weight", as: FontWeight.self)?.value)
        return Located(spec, range: node.range, pointer: pointer)
    }
}
