import FormcSpec

/// What a detent shows of a laid-out sheet on the screen: how many rows the sheet and the
/// backdrop take, where the content is cut, and what the cut hides.
///
/// Sheet rows count from the sheet's top border (row 0). Content can use rows
/// `1 ..< contentLimit`: above the bottom border and the bottom safe area, and above the tab
/// bar when there is one (it is drawn over the sheet's bottom, 004). When the content is
/// taller, the last of those rows shows a marker instead (`markerRow`), and every part that
/// reaches the marker row or below is hidden.
public struct SheetViewport: Hashable, Sendable {
    /// What a cut hides.
    public struct Hidden: Hashable, Sendable {
        /// Rows of content below the fold.
        public var rows: Int
        /// Options not fully shown.
        public var options: Int
        /// Buttons not fully shown.
        public var actions: Int

        public init(rows: Int, options: Int, actions: Int) {
            self.rows = rows
            self.options = options
            self.actions = actions
        }

        public var isEmpty: Bool { rows == 0 }
    }

    public var detent: DetentHeight
    public var screenRows: Int
    /// The sheet's height in rows: the detent's, at least the two border rows, at most the screen.
    public var sheetRows: Int
    /// The screen row of the sheet's top border; the backdrop is the rows above it.
    public var sheetTop: Int
    /// Rows of the tab bar at the screen's bottom; 0 without one.
    public var tabBarRows: Int
    public var bottomSafeRows: Int
    /// Content may use sheet rows `1 ..< contentLimit`.
    public var contentLimit: Int
    /// The first sheet row whose content is not shown.
    public var foldRow: Int
    /// The sheet row drawn as "… hidden" when content is cut and a row is left for it.
    public var markerRow: Int?
    public var hidden: Hidden
    /// Whether the backdrop is clear and passes touches at this detent (`undimmed-through`).
    public var isUndimmed: Bool

    /// The viewport of one detent. Asking for every detent of a sheet this way costs
    /// O(detents²): `SheetGeometry` builds them all at once in O(n log n).
    public init(layout: SheetLayout, detent: DetentHeight, sheet: Sheet, hasTabBar: Bool) {
        let undimmed = UndimmedDetents(sheet, heights: [detent])
        self.init(layout: layout, detent: detent, isUndimmed: undimmed.contains(detent), fold: FoldCounts(layout),
                  hasTabBar: hasTabBar)
    }

    init(layout: SheetLayout, detent: DetentHeight, isUndimmed: Bool, fold: FoldCounts, hasTabBar: Bool) {
        let device = layout.device
        self.detent = detent
        screenRows = device.rows
        sheetRows = Swift.min(screenRows, Swift.max(2 * LayoutMetrics.border, detent.rows))
        sheetTop = screenRows - sheetRows
        bottomSafeRows = Cells.rows(forPoints: device.safeArea.bottom)
        tabBarRows = hasTabBar
            ? Swift.min(screenRows, Cells.rows(forPoints: LayoutMetrics.tabBarPoints + device.safeArea.bottom)) : 0
        contentLimit = sheetRows - Swift.max(LayoutMetrics.border + bottomSafeRows, tabBarRows)
        if layout.contentEnd <= contentLimit {
            foldRow = contentLimit
            markerRow = nil
        } else if contentLimit - 1 >= LayoutMetrics.border {
            foldRow = contentLimit - 1
            markerRow = foldRow
        } else {
            foldRow = LayoutMetrics.border
            markerRow = nil
        }
        let rows = Swift.max(0, layout.contentEnd - foldRow)
        hidden = rows > 0
            ? Hidden(rows: rows, options: fold.options(below: foldRow), actions: fold.actions(below: foldRow))
            : Hidden(rows: 0, options: 0, actions: 0)
        self.isUndimmed = isUndimmed
    }

    /// Whether all of `element` is above the fold.
    public func shows(_ element: LayoutElement) -> Bool { element.bottom <= foldRow }

    /// Whether any row of `element` is above the fold (a grid cell can be cut through).
    public func showsPart(of element: LayoutElement) -> Bool { element.row < foldRow }

}
