import FormcSpec

/// A screen's sheet drawn in cells on one device: the layout in points (`PointLayout`) rounded
/// to the cells of the ASCII drawing, once, here (spec-language.md §9). Nothing is placed in
/// cells: every part keeps the frame the point layout gave it, each edge rounded to the nearest
/// cell (`Cells`), so a drawing can neither drift from the layout nor add up rounding.
///
/// Rows count from the sheet's top edge (row 0, where its border is drawn; the grabber, 5 pt
/// under the edge, is drawn on it), columns from the screen's left edge. Buttons pinned to the
/// bottom safe area (`action-layout: {placement: bottom}`) have rows from the top of their
/// block: each viewport moves the block to its detent's bottom (`SheetViewport.actionOffset`).
///
/// Texts are the spec's, cleaned for a grid (`DisplayText`), and cut with `…` where the point
/// layout cuts them; where cells are coarser than the text's points the drawing may also cut a
/// text in its cells (no W500 then: iOS does not cut it).
public struct SheetLayout: Hashable, Sendable {
    public var device: Device
    /// The screen's width in cells.
    public var screenColumns: Int
    /// The column of the sheet's left border.
    public var sheetColumn: Int
    /// The sheet's width in cells, borders included.
    public var sheetWidth: Int
    /// The content area's first column and width in cells.
    public var contentColumn: Int
    public var contentWidth: Int
    /// Every part, in the point layout's order.
    public var elements: [LayoutElement]
    /// The first row under the parts that scroll.
    public var scrollingEnd: Int
    /// The pinned buttons, when `action-layout` pins them to the bottom safe area.
    public var pinnedActions: PinnedActions?

    /// Buttons pinned to the bottom safe area: the rows their block takes (from its top) and
    /// how far above the safe area it sits.
    public struct PinnedActions: Hashable, Sendable {
        /// The block's top row (0) and the row under its last button.
        public var top: Int
        public var bottom: Int
        /// Points between the last button and the bottom safe area.
        public var bottomInset: Double
    }

    /// `points` of `screen` rounded to cells, its texts and marks from `text`
    /// (`PreparedText(screen)`, prepared once for every device).
    public init(_ points: PointLayout, screen: borrowing Screen, text: borrowing PreparedText) {
        device = points.device
        screenColumns = device.columns
        let sheetStart = Cells.columns(forPoints: points.sheetX)
        sheetColumn = Swift.min(screenColumns, sheetStart)
        sheetWidth = Swift.max(0, Swift.min(screenColumns, Cells.columns(forPoints: points.sheetX + points.sheetWidth)) - sheetColumn)
        let inner = (sheetColumn + LayoutMetrics.border)..<Swift.max(sheetColumn + LayoutMetrics.border, sheetColumn + sheetWidth - LayoutMetrics.border)
        let raster = Raster(inner: inner)
        let contentStart = raster.columns(points.contentLeft, points.contentLeft + points.contentWidth)
        contentColumn = contentStart.column
        contentWidth = contentStart.width
        var elements: [LayoutElement] = []
        elements.reserveCapacity(points.elements.count + points.pinned.count + 1)
        for element in points.elements {
            if let cell = raster.element(element, screen: screen, text: text) { elements.append(cell) }
        }
        if let close = points.closeButtonFrame { elements.append(raster.closeButton(close)) }
        for element in points.pinned {
            if let cell = raster.element(element, screen: screen, text: text, pinned: true) { elements.append(cell) }
        }
        self.elements = elements
        scrollingEnd = Cells.rows(forPoints: points.scrollEnd)
        pinnedActions = points.pinned.isEmpty
            ? nil : PinnedActions(top: 0, bottom: Cells.rows(forPoints: points.pinnedHeight), bottomInset: points.pinnedBottomInset)
    }

    /// The button of action `index`.
    public func element(action index: Int) -> LayoutElement? {
        elements.first { $0.action == index }
    }
}

/// Rounds frames in points to cells, within the sheet's inner columns.
private struct Raster {
    let inner: Range<Int>

    /// The columns from `left` to `right` points, kept inside the sheet's borders.
    func columns(_ left: Double, _ right: Double) -> (column: Int, width: Int) {
        let start = Swift.min(inner.upperBound, Swift.max(inner.lowerBound, Cells.columns(forPoints: left)))
        let end = Swift.min(inner.upperBound, Swift.max(start, Cells.columns(forPoints: right)))
        return (start, end - start)
    }

    /// The rows from `top` to `bottom` points: at least one, under the sheet's top border (a
    /// part at the sheet's top edge, under the grabber, is drawn on the row under the border).
    func rows(_ frame: PointFrame, pinned: Bool = false) -> (row: Int, height: Int) {
        let top = pinned ? Cells.rows(forPoints: frame.y) : Swift.max(LayoutMetrics.border, Cells.rows(forPoints: frame.y))
        return (top, Swift.max(1, Cells.rows(forPoints: frame.maxY) - top))
    }

    func closeButton(_ frame: PointFrame) -> LayoutElement {
        let (column, width) = columns(frame.x, frame.maxX)
        let (row, height) = rows(frame)
        // The ✕ on the button's middle row, its last cell.
        return LayoutElement(kind: .closeButton, row: row + (height - 1) / 2, column: column + Swift.max(0, width - 1),
                             width: Swift.min(1, width), height: 1)
    }

    /// `element` in cells, nil for the parts the drawing draws itself (the sheet, the tab bar).
    /// (`pinned`: a pinned button, its rows from the top of its block.)
    func element(_ element: PointElement, screen: borrowing Screen, text: borrowing PreparedText, pinned: Bool = false) -> LayoutElement? {
        let (column, width) = columns(element.frame.x, element.frame.maxX)
        var (row, height) = rows(element.frame, pinned: pinned)
        if element.kind == .grabber {
            // 5 pt under the sheet's top edge: drawn on its border.
            (row, height) = (Cells.rows(forPoints: element.frame.y), 1)
        }
        let field = element.field ?? 0, index = element.index ?? 0
        let kind: LayoutElement.Kind
        var piece: PreparedText.Piece?
        var chrome = 0
        var mark = OptionMark.none
        switch element.kind {
        case .sheet, .tabBar:
            return nil
        case .grabber:
            kind = .grabber
        case .title:
            kind = .title
            piece = text.title
        case .label:
            kind = .fieldLabel(field: field)
            piece = text.fieldLabels.indices.contains(field) ? text.fieldLabels[field] : nil
        case .sectionHeader:
            kind = .sectionHeader(field: field, section: index)
            piece = Self.piece(text.sectionTitles, field, index)
        case .option:
            let layout = screen.fields.indices.contains(field) ? screen.fields[field].layout.value : .flow
            kind = switch layout {
            case .flow: .chip(field: field, option: index)
            case .grid: .gridCell(field: field, option: index)
            case .list: .listRow(field: field, option: index)
            }
            piece = Self.piece(text.optionTitles, field, index)
            mark = text.optionMarks.indices.contains(field) && text.optionMarks[field].indices.contains(index)
                ? text.optionMarks[field][index] : .none
            chrome = switch layout {
            case .flow: LayoutMetrics.chipBrackets + (mark.isMarked ? LayoutMetrics.mark : 0)
            case .grid: LayoutMetrics.boxBorders + (mark.isMarked ? 2 : 0)
            case .list: LayoutMetrics.listMark
            }
        case .contentRow:
            let separators = screen.content.indices.contains(field) && screen.content[field].separators.value
            kind = .contentRow(block: field, row: index, separator: separators && index > 0)
            piece = Self.piece(text.contentTexts, field, index)
        case .placeholder:
            kind = .placeholder(block: field)
            piece = Self.piece(text.contentTexts, field, 0)
            chrome = LayoutMetrics.boxChrome
        case .action:
            kind = .action(index)
            piece = text.actionTitles.indices.contains(index) ? text.actionTitles[index] : nil
            chrome = LayoutMetrics.boxChrome
        }
        guard let piece else {
            return LayoutElement(kind: kind, row: row, column: column, width: width, height: height, mark: mark)
        }
        let fitted = FittedText(piece, room: width - chrome, cut: element.cutsText)
        return LayoutElement(kind: kind, row: row, column: column, width: width, height: height, fitted: fitted, mark: mark)
    }

    private static func piece(_ pieces: [[PreparedText.Piece]], _ outer: Int, _ inner: Int) -> PreparedText.Piece? {
        guard pieces.indices.contains(outer), pieces[outer].indices.contains(inner) else { return nil }
        return pieces[outer][inner]
    }
}
