import FormcSpec

/// What placing a field's options reads of the field. It is read from the screen's list in
/// place: copying a whole `Field` (a dozen located values) costs more than placing its options.
struct FieldShape {
    var optionCount: Int
    var sections: [Section]
    var layout: Field.Layout
    /// `columns`, 1 when absent.
    var columns: Int
    var alignment: Field.FlowAlignment

    init(_ fields: [Field], at index: Int) {
        optionCount = fields[index].options.count
        sections = fields[index].sections
        layout = fields[index].layout.value
        columns = fields[index].columns?.value ?? 1
        alignment = fields[index].align?.value ?? .leading
    }
}

/// Places a sheet's parts row by row into the content area (see `SheetLayout` for the order).
struct ElementPlacer {
    /// The content area's first column and width.
    let column: Int
    let width: Int
    /// The next free row.
    var row = 0
    var elements: [LayoutElement] = []
    /// The chip widths of the group being placed: one buffer for every group of the layout.
    private var chipWidths: [Int] = []

    init(column: Int, width: Int) {
        self.column = column
        self.width = width
    }

    mutating func append(_ element: LayoutElement) { elements.append(element) }

    /// The title on the left and ✕ on the right, then a blank row.
    mutating func placeHeader(title: PreparedText.Piece?, closeButton: Bool) {
        guard title != nil || closeButton else { return }
        let closeRoom = closeButton ? LayoutMetrics.closeButtonWidth + LayoutMetrics.closeButtonGap : 0
        if let title {
            let fitted = FittedText(title, room: width - closeRoom)
            append(LayoutElement(
                kind: .title, row: row, column: column, width: Swift.max(0, width - closeRoom), height: 1, fitted: fitted))
        }
        if closeButton, width >= LayoutMetrics.closeButtonWidth {
            append(LayoutElement(
                kind: .closeButton, row: row, column: column + width - LayoutMetrics.closeButtonWidth,
                width: LayoutMetrics.closeButtonWidth, height: 1))
        }
        row += 2
    }

    /// One line of text across the content area.
    mutating func placeLine(_ kind: LayoutElement.Kind, _ piece: PreparedText.Piece) {
        let fitted = FittedText(piece, room: width)
        append(LayoutElement(kind: kind, row: row, column: column, width: width, height: 1, fitted: fitted))
        row += 1
    }

    /// A field's options, section by section when it has sections (specs/003).
    mutating func placeOptions(
        of field: FieldShape, at fieldIndex: Int, titles: [PreparedText.Piece], sections: [PreparedText.Piece], marks: [OptionMark]
    ) {
        guard !field.sections.isEmpty else {
            placeGroup(0..<field.optionCount, of: field, at: fieldIndex, titles: titles, marks: marks)
            return
        }
        if field.layout == .flow {
            placeFlowSections(of: field, at: fieldIndex, titles: titles, sections: sections, marks: marks)
            return
        }
        for (sectionIndex, section) in field.sections.enumerated() {
            if sectionIndex > 0 { row += 1 }
            placeLine(.sectionHeader(field: fieldIndex, section: sectionIndex), sections[sectionIndex])
            let indexes = section.optionIndexes.clamped(to: 0..<field.optionCount)
            placeGroup(indexes, of: field, at: fieldIndex, titles: titles, marks: marks)
        }
    }

    /// The buttons, each under a blank row, `height` rows high across `width` columns from
    /// `column`. Returns the first button's row (nil without buttons).
    @discardableResult
    mutating func placeActions(_ titles: [PreparedText.Piece], column: Int, width: Int, height: Int) -> Int? {
        var first: Int?
        for (index, title) in titles.enumerated() {
            row += LayoutMetrics.actionSpacing
            first = first ?? row
            let fitted = FittedText(title, room: width - LayoutMetrics.actionChrome)
            append(LayoutElement(kind: .action(index), row: row, column: column, width: width, height: height, fitted: fitted))
            row += height
        }
        return first
    }

    /// Display-only content (§4a), each block under a blank row when something precedes it.
    /// Table rows are UIKit's default 44 pt each, placed by their top in points so that the
    /// block is as tall as the table (a row takes 2 or 3 cells); a placeholder is its height,
    /// or one row (its intrinsic height: its name).
    mutating func placeContent(_ content: [ContentBlock], texts: [[PreparedText.Piece]], after hasFields: Bool) {
        for (blockIndex, block) in content.enumerated() {
            if blockIndex > 0 || hasFields { row += LayoutMetrics.contentSpacing }
            switch block.kind {
            case .rows:
                let top = row
                let titles = blockIndex < texts.count ? texts[blockIndex] : []
                for (rowIndex, title) in titles.enumerated() {
                    let start = top + Cells.rows(forPoints: Double(rowIndex) * LayoutMetrics.tableRowPoints)
                    let end = top + Cells.rows(forPoints: Double(rowIndex + 1) * LayoutMetrics.tableRowPoints)
                    let fitted = FittedText(title, room: width)
                    append(LayoutElement(
                        kind: .contentRow(block: blockIndex, row: rowIndex, separator: block.separators.value && rowIndex > 0),
                        row: start, column: column, width: width, height: end - start, fitted: fitted))
                    row = end
                }
            case .placeholder(_, let height):
                let rows = height.map { Swift.max(1, Cells.rows(forPoints: $0.value)) } ?? 1
                let title = blockIndex < texts.count ? texts[blockIndex].first : nil
                let fitted = FittedText(title ?? PreparedText.Piece(""), room: Swift.max(0, width - 4))
                append(LayoutElement(kind: .placeholder(block: blockIndex), row: row, column: column, width: width, height: rows, fitted: fitted))
                row += rows
            }
        }
    }

    /// Options `indexes` in the field's layout.
    private mutating func placeGroup(
        _ indexes: Range<Int>, of field: FieldShape, at fieldIndex: Int, titles: [PreparedText.Piece], marks: [OptionMark]
    ) {
        guard !indexes.isEmpty else { return }
        switch field.layout {
        case .flow: placeChips(indexes, field: fieldIndex, alignment: field.alignment, titles: titles, marks: marks)
        case .grid: placeGrid(indexes, columns: field.columns, field: fieldIndex, titles: titles, marks: marks)
        case .list: placeList(indexes, field: fieldIndex, titles: titles, marks: marks)
        }
    }

    private mutating func placeChips(
        _ indexes: Range<Int>, field: Int, alignment: Field.FlowAlignment, titles: [PreparedText.Piece], marks: [OptionMark]
    ) {
        let widths = takeChipWidths(indexes, titles: titles, marks: marks, lineWidth: width)
        // Line by line as `FlowLayout.lines` wraps them, without building the lines.
        var current = -1
        FlowLayout.place(widths: widths, width: width, spacing: LayoutMetrics.chipSpacing, alignment: alignment) { line, placement in
            if line != current {
                if current >= 0 { row += 1 }
                if line > 0 { row += LayoutMetrics.chipLineSpacing }
                current = line
            }
            let option = indexes.lowerBound + placement.index
            append(LayoutElement(
                kind: .chip(field: field, option: option), row: row, column: column + placement.x, width: placement.width,
                height: 1, fitted: OptionLabel.chipTitle(titles[option], lineWidth: width), mark: marks[option]))
        }
        if current >= 0 { row += 1 }
        returnChipWidths(widths)
    }

    /// The widths of the chips of options `indexes` on lines of `lineWidth` cells, in the
    /// placer's buffer, taken out of it so that placing can append parts meanwhile: give it
    /// back (`returnChipWidths`) when done. A chip's title is fitted again where it is
    /// placed, which costs less than a list of fitted titles per group.
    mutating func takeChipWidths(
        _ indexes: Range<Int>, titles: [PreparedText.Piece], marks: [OptionMark], lineWidth: Int
    ) -> [Int] {
        var widths = chipWidths
        chipWidths = []
        widths.removeAll(keepingCapacity: true)
        for option in indexes {
            let title = OptionLabel.chipTitle(titles[option], lineWidth: lineWidth)
            widths.append(OptionLabel.chipWidth(titleWidth: title.width, mark: marks[option], lineWidth: lineWidth))
        }
        return widths
    }

    /// Gives back the buffer `takeChipWidths` took.
    mutating func returnChipWidths(_ widths: [Int]) { chipWidths = widths }

    private mutating func placeGrid(
        _ indexes: Range<Int>, columns: Int, field: Int, titles: [PreparedText.Piece], marks: [OptionMark]
    ) {
        let grid = GridLayout(optionCount: indexes.count, columns: columns, width: width, spacing: LayoutMetrics.gridSpacing)
        let rowHeight = LayoutMetrics.gridCellHeight + LayoutMetrics.gridRowSpacing
        for (position, option) in indexes.enumerated() {
            let (gridRow, gridColumn) = grid.position(of: position)
            let title = OptionLabel.gridCellTitle(titles[option], columnWidth: grid.columnWidth)
            append(LayoutElement(
                kind: .gridCell(field: field, option: option), row: row + gridRow * rowHeight,
                column: column + grid.x(ofColumn: gridColumn), width: grid.columnWidth, height: LayoutMetrics.gridCellHeight,
                fitted: title, mark: marks[option]))
        }
        row += grid.rows * rowHeight - LayoutMetrics.gridRowSpacing
    }

    private mutating func placeList(_ indexes: Range<Int>, field: Int, titles: [PreparedText.Piece], marks: [OptionMark]) {
        for (position, option) in indexes.enumerated() {
            if position > 0 {
                append(LayoutElement(kind: .listSeparator(field: field), row: row, column: column, width: width, height: 1))
                row += LayoutMetrics.listSeparator
            }
            let title = OptionLabel.listRowTitle(titles[option], lineWidth: width)
            append(LayoutElement(
                kind: .listRow(field: field, option: option), row: row, column: column, width: width, height: 1,
                fitted: title, mark: marks[option]))
            row += 1
        }
    }
}
