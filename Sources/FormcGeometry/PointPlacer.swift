import FormcSpec

/// Places a sheet's fields and content top to bottom in points (see `PointLayout`): chips as a
/// flow layout lines them up, grid cells, list rows, section headers, content rows and
/// placeholders.
///
/// Every part is built where it goes, in the list, with `PointElement`'s memberwise initializer
/// (see there); a field's keys come from `PointTexts`, read once per screen, and only its
/// options' and sections' texts are read from the field here.
struct PointPlacer {
    /// The content area's left edge and width.
    let left: Double
    let width: Double
    /// The next free `y`, from the sheet's top.
    var y = 0.0
    var elements: [PointElement]
    /// The option titles' widths and the fields' arrangements, worked out once per screen.
    let texts: PointTexts
    /// The screen's fields, read in place by index.
    let fields: [Field]

    init(left: Double, width: Double, texts: PointTexts, fields: [Field]) {
        self.left = left
        self.width = width
        self.texts = texts
        self.fields = fields
        elements = []
        elements.reserveCapacity(texts.elementCapacity)
    }

    /// A field's options, section by section when it has sections; with a fixed `height`, the
    /// field takes that height whatever its options need (they scroll inside it).
    mutating func placeField(at index: Int, style: LayoutStyle) {
        let top = y
        let arrangement = texts.arrangements.indices.contains(index)
            ? texts.arrangements[index] : PointTexts.Arrangement(layout: .flow, columns: 1, align: .leading, hasSections: false)
        let options = fields[index].options
        let widths = texts.optionWidths.indices.contains(index) ? texts.optionWidths[index] : []
        if !arrangement.hasSections {
            placeGroup(options.indices, of: options, widths: widths, at: index, arrangement: arrangement, style: style)
        } else {
            let sections = fields[index].sections
            for sectionIndex in sections.indices {
                let title = sections[sectionIndex].title.value
                elements.append(PointElement(
                    kind: .sectionHeader, id: nil, frame: PointFrame(x: left, y: y, width: width, height: style.sectionHeaderHeight),
                    field: index, index: sectionIndex, text: title,
                    textWidth: PointTexts.width(texts.sections, index, sectionIndex, title, font: style.optionFont), textRoom: width,
                    isFlexible: false))
                y += style.sectionHeaderHeight
                placeGroup(sections[sectionIndex].optionIndexes.clamped(to: options.indices), of: options, widths: widths, at: index,
                           arrangement: arrangement, style: style)
            }
        }
        if let height = style.height, height.isFinite { y = top + height }
    }

    /// Options `indexes` in the field's layout; a flow or a grid keeps its section inset.
    private mutating func placeGroup(
        _ indexes: Range<Int>, of options: [Option], widths: [Double], at fieldIndex: Int, arrangement: PointTexts.Arrangement,
        style: LayoutStyle
    ) {
        let inset = arrangement.layout == .list ? Insets.zero : style.sectionInset
        y += inset.top
        let groupLeft = left + inset.left
        let groupWidth = Swift.max(0, width - inset.left - inset.right)
        switch arrangement.layout {
        case .flow:
            placeChips(indexes, of: options, widths: widths, at: fieldIndex, align: arrangement.align, left: groupLeft, width: groupWidth,
                       style: style)
        case .grid:
            placeGrid(indexes, of: options, widths: widths, at: fieldIndex, columns: arrangement.columns, left: groupLeft,
                      width: groupWidth, style: style)
        case .list: placeList(indexes, of: options, widths: widths, at: fieldIndex, style: style)
        }
        y += inset.bottom
    }

    /// The width of option `option`'s title: measured once per screen (`widths`), or now when
    /// out of range.
    private static func width(_ widths: [Double], _ option: Int, of options: [Option], font: FontSpec) -> Double {
        widths.indices.contains(option) ? widths[option] : TextMeasure.width(options[option].title.value, font: font)
    }

    private mutating func placeChips(
        _ indexes: Range<Int>, of options: [Option], widths titleWidths: [Double], at fieldIndex: Int, align: Field.FlowAlignment,
        left: Double, width: Double, style: LayoutStyle
    ) {
        guard !indexes.isEmpty else { return }
        let padding = style.optionPadding, margin = style.optionMargin
        let chrome = padding.left + padding.right + 2 * margin
        let height = style.optionFont.lineHeight + padding.top + padding.bottom + 2 * margin
        let font = style.optionFont
        var lines = 0
        // Chips are placed as the flow lines them up, one by one, without lists of their widths
        // or places.
        PointFlow.place(
            count: indexes.count, width: width, spacing: style.itemSpacing, align: align,
            widthOf: { Self.width(titleWidths, indexes.lowerBound + $0, of: options, font: font) + chrome }
        ) { position, placement in
            let option = indexes.lowerBound + position
            let lineY = y + Double(placement.line) * (height + style.lineSpacing)
            elements.append(PointElement(
                kind: .option, id: options[option].id.value,
                frame: PointFrame(x: left + placement.x, y: lineY, width: placement.width, height: height), field: fieldIndex,
                index: option, text: options[option].title.value, textWidth: Self.width(titleWidths, option, of: options, font: font),
                textRoom: Swift.max(0, placement.width - chrome), isFlexible: false))
            lines = placement.line + 1
        }
        y += Double(lines) * height + Double(Swift.max(0, lines - 1)) * style.lineSpacing
    }

    /// `rows × cell-height + (rows − 1) × line-spacing`, columns `item-spacing` apart.
    private mutating func placeGrid(
        _ indexes: Range<Int>, of options: [Option], widths: [Double], at fieldIndex: Int, columns: Int, left: Double, width: Double,
        style: LayoutStyle
    ) {
        guard !indexes.isEmpty else { return }
        let columns = Swift.max(1, Swift.min(6, columns))
        let cellWidth = Swift.max(0, (width - Double(columns - 1) * style.itemSpacing) / Double(columns))
        let padding = style.optionPadding, margin = style.optionMargin
        let room = Swift.max(0, cellWidth - padding.left - padding.right - 2 * margin)
        for (position, option) in indexes.enumerated() {
            let row = position / columns, column = position % columns
            elements.append(PointElement(
                kind: .option, id: options[option].id.value,
                frame: PointFrame(x: left + Double(column) * (cellWidth + style.itemSpacing),
                                  y: y + Double(row) * (style.cellHeight + style.lineSpacing), width: cellWidth, height: style.cellHeight),
                field: fieldIndex, index: option, text: options[option].title.value,
                textWidth: Self.width(widths, option, of: options, font: style.optionFont), textRoom: room, isFlexible: false))
        }
        let rows = Double((indexes.count + columns - 1) / columns)
        y += rows * style.cellHeight + Swift.max(0, rows - 1) * style.lineSpacing
    }

    /// Rows of `row-height` across the content width, a table's separator inset of 16 pt
    /// before the text.
    private mutating func placeList(_ indexes: Range<Int>, of options: [Option], widths: [Double], at fieldIndex: Int, style: LayoutStyle) {
        for option in indexes {
            elements.append(PointElement(
                kind: .option, id: options[option].id.value,
                frame: PointFrame(x: left, y: y, width: width, height: style.rowHeight), field: fieldIndex, index: option,
                text: options[option].title.value, textWidth: Self.width(widths, option, of: options, font: style.optionFont),
                textRoom: width, isFlexible: false))
            y += style.rowHeight
        }
    }

    /// Content rows of `row-height`, or a placeholder of its height (a row's when it has none).
    mutating func placeContent(_ block: ContentBlock, at blockIndex: Int, style: LayoutStyle) {
        switch block.kind {
        case .rows(let rows):
            for rowIndex in rows.indices {
                let row = rows[rowIndex].value
                elements.append(PointElement(
                    kind: .contentRow, id: nil, frame: PointFrame(x: left, y: y, width: width, height: style.rowHeight), field: blockIndex,
                    index: rowIndex, text: row,
                    textWidth: PointTexts.width(texts.content, blockIndex, rowIndex, row, font: style.optionFont), textRoom: width,
                    isFlexible: false))
                y += style.rowHeight
            }
        case .placeholder(let name, let height):
            let tall = height.map { $0.value.isFinite ? Swift.max(0, $0.value) : style.rowHeight } ?? style.rowHeight
            elements.append(PointElement(
                kind: .placeholder, id: nil, frame: PointFrame(x: left, y: y, width: width, height: tall), field: blockIndex, index: nil,
                text: name.value, textWidth: PointTexts.width(texts.content, blockIndex, 0, name.value, font: style.optionFont),
                textRoom: width, isFlexible: height == nil))
            y += tall
        }
    }
}
