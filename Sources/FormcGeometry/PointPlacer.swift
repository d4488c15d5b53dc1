import FormcSpec

/// Places a sheet's fields and content top to bottom in points (see `PointLayout`): chips as a
/// flow layout lines them up, grid cells, list rows, section headers, content rows and
/// placeholders.
struct PointPlacer {
    /// The content area's left edge and width.
    let left: Double
    let width: Double
    /// The next free `y`, from the sheet's top.
    var y = 0.0
    var elements: [PointElement] = []
    /// The option titles' widths, measured once per screen.
    let texts: PointTexts
    /// The screen's fields, read in place by index: a `Field` is large to copy.
    let fields: [Field]

    init(left: Double, width: Double, texts: PointTexts, fields: [Field]) {
        self.left = left
        self.width = width
        self.texts = texts
        self.fields = fields
    }

    /// Adds `element`, moved into the list rather than copied.
    mutating func append(_ element: consuming PointElement) { elements.append(element) }

    /// A field's options, section by section when it has sections; with a fixed `height`, the
    /// field takes that height whatever its options need (they scroll inside it).
    mutating func placeField(at index: Int, style: LayoutStyle) {
        let top = y
        let optionIndexes = fields[index].options.indices
        let sections = fields[index].sections
        if sections.isEmpty {
            placeGroup(optionIndexes, at: index, style: style)
        } else {
            for sectionIndex in sections.indices {
                let title = sections[sectionIndex].title.value
                append(PointElement(
                    kind: .sectionHeader, frame: PointFrame(x: left, y: y, width: width, height: style.sectionHeaderHeight),
                    field: index, index: sectionIndex, text: title,
                    textWidth: PointTexts.width(texts.sections, index, sectionIndex, title, font: style.optionFont),
                    textRoom: width))
                y += style.sectionHeaderHeight
                placeGroup(sections[sectionIndex].optionIndexes.clamped(to: optionIndexes), at: index, style: style)
            }
        }
        if let height = style.height, height.isFinite { y = top + height }
    }

    /// Options `indexes` in the field's layout; a flow or a grid keeps its section inset.
    private mutating func placeGroup(_ indexes: Range<Int>, at fieldIndex: Int, style: LayoutStyle) {
        let layout = fields[fieldIndex].layout.value
        let inset = layout == .list ? Insets.zero : style.sectionInset
        y += inset.top
        let groupLeft = left + inset.left
        let groupWidth = Swift.max(0, width - inset.left - inset.right)
        let options = fields[fieldIndex].options
        switch layout {
        case .flow:
            placeChips(indexes, of: options, at: fieldIndex, align: fields[fieldIndex].flowAlignment, left: groupLeft, width: groupWidth,
                       style: style)
        case .grid:
            placeGrid(indexes, of: options, at: fieldIndex, columns: fields[fieldIndex].columns?.value ?? 1, left: groupLeft,
                      width: groupWidth, style: style)
        case .list: placeList(indexes, of: options, at: fieldIndex, style: style)
        }
        y += inset.bottom
    }

    private mutating func placeChips(
        _ indexes: Range<Int>, of options: [Option], at fieldIndex: Int, align: Field.FlowAlignment, left: Double, width: Double,
        style: LayoutStyle
    ) {
        guard !indexes.isEmpty else { return }
        let padding = style.optionPadding, margin = style.optionMargin
        let chrome = padding.left + padding.right + 2 * margin
        let height = style.optionFont.lineHeight + padding.top + padding.bottom + 2 * margin
        var widths: [Double] = []
        widths.reserveCapacity(indexes.count)
        for option in indexes {
            widths.append(texts.width(field: fieldIndex, option: option, title: options[option].title.value, font: style.optionFont) + chrome)
        }
        let placements = PointFlow.place(widths: widths, width: width, spacing: style.itemSpacing, align: align)
        var lines = 0
        for position in placements.indices {
            let placement = placements[position]
            let option = indexes.lowerBound + position
            let title = options[option].title.value
            let lineY = y + Double(placement.line) * (height + style.lineSpacing)
            append(PointElement(
                kind: .option, id: options[option].id.value,
                frame: PointFrame(x: left + placement.x, y: lineY, width: placement.width, height: height), field: fieldIndex,
                index: option, text: title,
                textWidth: texts.width(field: fieldIndex, option: option, title: title, font: style.optionFont),
                textRoom: Swift.max(0, placement.width - chrome)))
            lines = placement.line + 1
        }
        y += Double(lines) * height + Double(Swift.max(0, lines - 1)) * style.lineSpacing
    }

    /// `rows × cell-height + (rows − 1) × line-spacing`, columns `item-spacing` apart.
    private mutating func placeGrid(
        _ indexes: Range<Int>, of options: [Option], at fieldIndex: Int, columns: Int, left: Double, width: Double, style: LayoutStyle
    ) {
        guard !indexes.isEmpty else { return }
        let columns = Swift.max(1, Swift.min(6, columns))
        let cellWidth = Swift.max(0, (width - Double(columns - 1) * style.itemSpacing) / Double(columns))
        let padding = style.optionPadding, margin = style.optionMargin
        let room = Swift.max(0, cellWidth - padding.left - padding.right - 2 * margin)
        for (position, option) in indexes.enumerated() {
            let row = position / columns, column = position % columns
            let title = options[option].title.value
            append(PointElement(
                kind: .option, id: options[option].id.value,
                frame: PointFrame(x: left + Double(column) * (cellWidth + style.itemSpacing),
                                  y: y + Double(row) * (style.cellHeight + style.lineSpacing), width: cellWidth, height: style.cellHeight),
                field: fieldIndex, index: option, text: title,
                textWidth: texts.width(field: fieldIndex, option: option, title: title, font: style.optionFont), textRoom: room))
        }
        let rows = Double((indexes.count + columns - 1) / columns)
        y += rows * style.cellHeight + Swift.max(0, rows - 1) * style.lineSpacing
    }

    /// Rows of `row-height` across the content width, a table's separator inset of 16 pt
    /// before the text.
    private mutating func placeList(_ indexes: Range<Int>, of options: [Option], at fieldIndex: Int, style: LayoutStyle) {
        for option in indexes {
            let title = options[option].title.value
            append(PointElement(
                kind: .option, id: options[option].id.value,
                frame: PointFrame(x: left, y: y, width: width, height: style.rowHeight), field: fieldIndex, index: option,
                text: title, textWidth: texts.width(field: fieldIndex, option: option, title: title, font: style.optionFont),
                textRoom: width))
            y += style.rowHeight
        }
    }

    /// Content rows of `row-height`, or a placeholder of its height (a row's when it has none).
    mutating func placeContent(_ block: ContentBlock, at blockIndex: Int, style: LayoutStyle) {
        switch block.kind {
        case .rows(let rows):
            for (rowIndex, row) in rows.enumerated() {
                append(PointElement(
                    kind: .contentRow, frame: PointFrame(x: left, y: y, width: width, height: style.rowHeight), field: blockIndex,
                    index: rowIndex, text: row.value,
                    textWidth: PointTexts.width(texts.content, blockIndex, rowIndex, row.value, font: style.optionFont), textRoom: width))
                y += style.rowHeight
            }
        case .placeholder(let name, let height):
            let tall = height.map { $0.value.isFinite ? Swift.max(0, $0.value) : style.rowHeight } ?? style.rowHeight
            var placeholder = PointElement(
                kind: .placeholder, frame: PointFrame(x: left, y: y, width: width, height: tall), field: blockIndex, text: name.value,
                textWidth: PointTexts.width(texts.content, blockIndex, 0, name.value, font: style.optionFont), textRoom: width)
            placeholder.isFlexible = height == nil
            append(placeholder)
            y += tall
        }
    }
}
