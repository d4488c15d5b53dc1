import FormcCore
import FormcGeometry
import FormcSpec

/// Paints one detent of a sheet onto the screen's canvas: the backdrop, the sheet's frame,
/// every part above the fold, and the marker where the content is cut.
struct SheetPainter {
    let screen: Screen
    let geometry: SheetGeometry
    let viewport: SheetViewport
    let glyphs: Glyphs

    func paint(_ canvas: inout Canvas) {
        paintBackdrop(&canvas)
        paintFrame(&canvas)
        for element in geometry.layout.elements where viewport.showsPart(of: element) {
            paint(viewport.placed(element), on: &canvas)
        }
        paintMarker(&canvas)
    }

    // MARK: - Backdrop

    /// The shade for `dim`: none at 0 or undimmed, then light up to 0.4, medium up to 0.7, dark above.
    static func shadeIndex(dim: Double, undimmed: Bool) -> Int? {
        guard !undimmed, dim.isFinite, dim > 0 else { return nil }
        if dim <= 0.4 { return 0 }
        if dim <= 0.7 { return 1 }
        if dim <= 0.9 { return 2 }
        return 3
    }

    private func paintBackdrop(_ canvas: inout Canvas) {
        let dim = screen.sheet.shownDim
        if let shade = SheetPainter.shadeIndex(dim: dim, undimmed: viewport.isUndimmed) {
            for row in 0..<canvas.height {
                canvas.repeatGlyph(glyphs.shades[shade], row: row, column: 0, count: canvas.width)
            }
        }
        guard viewport.sheetTop > 0 else { return }
        // The note is centered on the backdrop, wrapped at its separators when the screen is narrow.
        let lines = MockupCaption.wrap(backdropNote(dim: dim), glyphs: glyphs, width: max(0, canvas.width - 4))
        let firstRow = max(0, viewport.sheetTop / 2 - (lines.count - 1) / 2)
        for (offset, line) in lines.enumerated() where firstRow + offset < viewport.sheetTop {
            let padded = " " + line + " "
            canvas.put(padded, row: firstRow + offset, column: (canvas.width - DisplayWidth.of(padded)) / 2)
        }
    }

    /// What is behind the sheet, in parts joined by the separator.
    private func backdropNote(dim: Double) -> [String] {
        if viewport.isUndimmed { return ["presenting screen", "undimmed", "touches pass through"] }
        let dismisses = screen.sheet.backdropTapDismisses
        if screen.sheet.presentation.value == .popup {
            return ["full-screen dim \(MockupCaption.percent(dim)) %"] + (dismisses ? ["tap outside dismisses"] : [])
        }
        // A page sheet's dim is the system's: no API sets another (W511 for a written one).
        return ["presenting screen", "system dim"] + (dismisses ? ["tap dismisses"] : [])
    }

    // MARK: - Frame

    private func paintFrame(_ canvas: inout Canvas) {
        let layout = geometry.layout
        let fillsScreen = DetentHeights.fillsScreen(screen.sheet, on: geometry.device)
        let box = screen.sheet.cornerRadius.value > 0 && !fillsScreen ? glyphs.roundedSheet : glyphs.squareSheet
        let left = layout.sheetColumn
        let right = layout.sheetColumn + layout.sheetWidth - 1
        let top = viewport.sheetTop
        let bottom = viewport.screenRows - 1
        guard layout.sheetWidth >= 2, top <= bottom else { return }
        for row in top...bottom {
            canvas.putGlyph(box.vertical, row: row, column: left)
            canvas.repeatGlyph(" ", row: row, column: left + 1, count: layout.sheetWidth - 2)
            canvas.putGlyph(box.vertical, row: row, column: right)
        }
        canvas.putGlyph(box.topLeft, row: top, column: left)
        canvas.repeatGlyph(box.horizontal, row: top, column: left + 1, count: layout.sheetWidth - 2)
        canvas.putGlyph(box.topRight, row: top, column: right)
        if bottom > top {
            canvas.putGlyph(box.bottomLeft, row: bottom, column: left)
            canvas.repeatGlyph(box.horizontal, row: bottom, column: left + 1, count: layout.sheetWidth - 2)
            canvas.putGlyph(box.bottomRight, row: bottom, column: right)
        }
    }

    // MARK: - Parts

    private func paint(_ element: LayoutElement, on canvas: inout Canvas) {
        let row = viewport.sheetTop + element.row
        // A part of one line of text is drawn whole or not at all; a box may be cut at the fold.
        let textRow = viewport.sheetTop + element.row + (element.height - 1) / 2
        switch element.kind {
        case .grabber:
            canvas.repeatGlyph(glyphs.grabber, row: row, column: element.column, count: element.width)
        case .title, .fieldLabel, .sectionHeader:
            guard viewport.shows(element) else { return }
            canvas.put(glyphs.shown(element), row: textRow, column: element.column, end: element.column + element.width)
        case .closeButton:
            guard viewport.shows(element) else { return }
            canvas.putGlyph(glyphs.close, row: row, column: element.column)
        case .chip:
            guard viewport.shows(element) else { return }
            paintChip(element, row: textRow, on: &canvas)
        case .gridCell:
            let box = element.mark == .selected ? glyphs.selectedCell : glyphs.box
            paintBox(element, box: box, label: markedLabel(element), on: &canvas)
        case .listRow(let field, let option):
            guard viewport.shows(element) else { return }
            if option > 0, element.height >= 2 {
                let indent = min(element.width, LayoutMetrics.listMark)
                canvas.repeatGlyph(glyphs.listSeparator, row: row, column: element.column + indent, count: element.width - indent)
            }
            paintListRow(element, isMulti: screen.fields[field].kind.value == .multiChoice, row: row + element.height / 2, on: &canvas)
        case .contentRow(_, _, let separator):
            guard viewport.shows(element) else { return }
            if separator {
                canvas.repeatGlyph(glyphs.listSeparator, row: row, column: element.column, count: element.width)
            }
            canvas.put(glyphs.shown(element), row: row + element.height / 2, column: element.column, end: element.column + element.width)
        case .placeholder:
            paintPlaceholder(element, on: &canvas)
        case .action(let index):
            paintAction(element, role: screen.actions.indices.contains(index) ? screen.actions[index].role?.value : nil, on: &canvas)
        }
    }

    private func markGlyph(_ mark: OptionMark) -> Character? {
        switch mark {
        case .none: nil
        case .selected: glyphs.check
        case .disabled: glyphs.disabled
        }
    }

    /// `[ title ]`, `[✓ title ]` or `[- title ]` as wide as its frame, the title centred in the
    /// room the mark leaves.
    private func paintChip(_ element: LayoutElement, row: Int, on canvas: inout Canvas) {
        guard element.width >= 2 else { return }
        let inner = element.width - LayoutMetrics.chipBrackets
        let end = element.column + element.width - 1
        canvas.putGlyph("[", row: row, column: element.column)
        canvas.repeatGlyph(" ", row: row, column: element.column + 1, count: inner)
        var start = element.column + 1
        if let mark = markGlyph(element.mark) {
            canvas.putGlyph(mark, row: row, column: start)
            start += LayoutMetrics.mark
        }
        let room = end - start
        canvas.put(glyphs.shown(element), row: row, column: start + max(0, (room - element.textWidth) / 2), end: end)
        canvas.putGlyph("]", row: row, column: end)
    }

    /// `┄┄ name ┄┄` on the middle row, the other rows filled, cut at the fold.
    private func paintPlaceholder(_ element: LayoutElement, on canvas: inout Canvas) {
        let middle = element.height / 2
        for offset in 0..<element.height where element.row + offset < viewport.foldRow {
            let row = viewport.sheetTop + element.row + offset
            canvas.repeatGlyph(glyphs.placeholderFill, row: row, column: element.column, count: element.width)
            if offset == middle, element.textWidth > 0 {
                let label = " " + glyphs.shown(element) + " "
                let width = DisplayWidth.of(label)
                canvas.put(label, row: row, column: element.column + max(0, (element.width - width) / 2), end: element.column + element.width)
            }
        }
    }

    /// A grid cell's label: `✓ title` when marked.
    private func markedLabel(_ element: LayoutElement) -> String {
        guard let mark = markGlyph(element.mark) else { return glyphs.shown(element) }
        return String(mark) + " " + glyphs.shown(element)
    }

    private func paintListRow(_ element: LayoutElement, isMulti: Bool, row: Int, on canvas: inout Canvas) {
        let mark = markGlyph(element.mark) ?? " "
        let box = isMulti ? "[\(mark)]" : "(\(mark))"
        canvas.put(box, row: row, column: element.column)
        canvas.put(glyphs.shown(element), row: row, column: element.column + LayoutMetrics.listMark, end: element.column + element.width)
    }

    /// A button by role: submit in the heavier box, destructive marked before its title, cancel
    /// and plain buttons in the plain box.
    private func paintAction(_ element: LayoutElement, role: Action.Role?, on canvas: inout Canvas) {
        switch role {
        case .submit: paintBox(element, box: glyphs.submitBox, label: glyphs.shown(element), on: &canvas)
        case .destructive: paintBox(element, box: glyphs.box, label: "\(glyphs.destructive) " + glyphs.shown(element), on: &canvas)
        case .cancel, nil: paintBox(element, box: glyphs.box, label: glyphs.shown(element), on: &canvas)
        }
    }

    /// A bordered box with `label` centered on its middle row, cut at the fold.
    private func paintBox(_ element: LayoutElement, box: Glyphs.Box, label: String, on canvas: inout Canvas) {
        guard element.width >= 2 else { return }
        guard element.height >= 2 else {
            // Too low for a box: its label in brackets on its one row.
            guard viewport.shows(element) else { return }
            let end = element.column + element.width - 1
            canvas.putGlyph("[", row: viewport.sheetTop + element.row, column: element.column)
            canvas.put(label, row: viewport.sheetTop + element.row, column: element.column + 1, end: end)
            canvas.putGlyph("]", row: viewport.sheetTop + element.row, column: end)
            return
        }
        let left = element.column
        let right = element.column + element.width - 1
        let inner = element.width - 2
        let middle = element.height / 2
        let limit = viewport.limit(ofPlaced: element)
        for offset in 0..<element.height where element.row + offset < limit && element.row + offset >= LayoutMetrics.border {
            let row = viewport.sheetTop + element.row + offset
            if offset == 0 || offset == element.height - 1 {
                let isTop = offset == 0
                canvas.putGlyph(isTop ? box.topLeft : box.bottomLeft, row: row, column: left)
                canvas.repeatGlyph(box.horizontal, row: row, column: left + 1, count: inner)
                canvas.putGlyph(isTop ? box.topRight : box.bottomRight, row: row, column: right)
            } else {
                canvas.putGlyph(box.vertical, row: row, column: left)
                canvas.repeatGlyph(" ", row: row, column: left + 1, count: inner)
                canvas.putGlyph(box.vertical, row: row, column: right)
                if offset == middle {
                    let labelWidth = DisplayWidth.of(label)
                    canvas.put(label, row: row, column: left + 1 + max(0, (inner - labelWidth) / 2), end: right)
                }
            }
        }
    }

    // MARK: - Cut

    private func paintMarker(_ canvas: inout Canvas) {
        guard let markerRow = viewport.markerRow else { return }
        let layout = geometry.layout
        let row = viewport.sheetTop + markerRow
        let text = " " + MockupCaption.hiddenSummary(viewport.hidden, arrow: glyphs.markerArrow) + " "
        let fitted = DisplayWidth.truncated(text, toWidth: layout.contentWidth, ellipsis: glyphs.ellipsis)
        canvas.repeatGlyph(glyphs.markerFill, row: row, column: layout.contentColumn, count: layout.contentWidth)
        canvas.put(fitted, row: row, column: layout.contentColumn + (layout.contentWidth - DisplayWidth.of(fitted)) / 2)
    }
}
