import FormcSpec

/// What a detent shows of a laid-out sheet on the screen: how many rows the sheet and the
/// backdrop take, where the content is cut, and what the cut hides.
///
/// Sheet rows count from the sheet's top border (row 0). Content can use rows
/// `1 ..< contentLimit`: above the bottom border and the bottom safe area, and above the tab
/// bar when there is one (it is drawn over the sheet's bottom, specs/004). When the content is
/// taller, the last of those rows shows a marker instead (`markerRow`), and every part that
/// reaches the marker row or below is hidden. Buttons pinned to the bottom safe area
/// (`action-layout`) are moved to this detent's bottom (`placed(_:)`), and the content
/// above them is cut one blank row over their top.
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
    /// Rows the pinned buttons move by from their place in the layout; 0 when none are pinned.
    public var actionOffset: Int
    /// The row under the pinned buttons at this detent: above the bottom inset, the bottom
    /// safe area and the tab bar; nil when none are pinned.
    public var actionsBottom: Int?

    /// The viewport of one detent, in O(layout + detents) without building a table. Asking for
    /// every detent of a sheet this way costs O(detents²): `SheetGeometry` builds them all at
    /// once in O(n log n).
    public init(layout: SheetLayout, detent: DetentHeight, sheet: Sheet, hasTabBar: Bool) {
        self.init(layout: layout, detent: detent, isUndimmed: UndimmedDetents.contains(detent, of: sheet), fold: nil,
                  hasTabBar: hasTabBar)
    }

    /// `fold` answers what is hidden when viewports of many detents share it; without one, the
    /// layout's parts are counted once here.
    init(layout: SheetLayout, detent: DetentHeight, isUndimmed: Bool, fold: FoldCounts?, hasTabBar: Bool) {
        let cut = Cut(layout: layout, detent: detent, hasTabBar: hasTabBar)
        self.detent = detent
        screenRows = cut.screenRows
        sheetRows = cut.sheetRows
        sheetTop = screenRows - sheetRows
        bottomSafeRows = cut.bottomSafeRows
        tabBarRows = cut.tabBarRows
        contentLimit = cut.contentLimit
        actionOffset = cut.actionOffset
        actionsBottom = cut.actionsBottom
        foldRow = cut.foldRow
        markerRow = cut.markerRow
        var pinnedHidden = 0
        if layout.pinnedActions != nil {
            // A sheet shorter than its pinned buttons shows the lower ones.
            let offset = cut.actionOffset
            pinnedHidden = layout.elements.filter { $0.action != nil && $0.row + offset < LayoutMetrics.border }.count
        }
        let rows = Swift.max(0, layout.scrollingEnd - foldRow)
        if rows > 0 || pinnedHidden > 0 {
            let row = foldRow
            let counts: (options: Int, actions: Int)
            if let fold {
                counts = (fold.options(below: row), fold.actions(below: row))
            } else {
                counts = FoldCounts.counts(in: layout, below: row)
            }
            hidden = Hidden(rows: rows, options: counts.options, actions: counts.actions + pinnedHidden)
        } else {
            hidden = Hidden(rows: 0, options: 0, actions: 0)
        }
        self.isUndimmed = isUndimmed
    }

    /// Where a detent cuts a layout: the rows a viewport is made of and `shows(_:)` reads,
    /// without counting what is hidden (a device rule asks whether one part shows, and builds
    /// the viewport only for what it reports).
    struct Cut {
        var screenRows: Int
        var sheetRows: Int
        var bottomSafeRows: Int
        var tabBarRows: Int
        var contentLimit: Int
        var foldRow: Int
        var markerRow: Int?
        var actionOffset: Int
        var actionsBottom: Int?

        init(layout: SheetLayout, detent: DetentHeight, hasTabBar: Bool) {
            let device = layout.device
            screenRows = device.rows
            sheetRows = Swift.min(screenRows, Swift.max(2 * LayoutMetrics.border, detent.rows))
            bottomSafeRows = Cells.rows(forPoints: device.safeArea.bottom)
            tabBarRows = hasTabBar
                ? Swift.min(screenRows, Cells.rows(forPoints: LayoutMetrics.tabBarPoints + device.safeArea.bottom)) : 0
            contentLimit = sheetRows - Swift.max(LayoutMetrics.border + bottomSafeRows, tabBarRows)
            if let pinned = layout.pinnedActions {
                // In points, then rows: the safe area (under the tab bar's 49 pt when there is one,
                // which covers the sheet's bottom border) and the inset, as the button's bottom
                // anchor on the safe area's measures them.
                let below = hasTabBar
                    ? Cells.rows(forPoints: LayoutMetrics.tabBarPoints + device.safeArea.bottom + pinned.bottomInset)
                    : LayoutMetrics.border + Cells.rows(forPoints: device.safeArea.bottom + pinned.bottomInset)
                let bottom = sheetRows - below
                let offset = bottom - pinned.bottom
                actionOffset = offset
                actionsBottom = bottom
                contentLimit = Swift.max(LayoutMetrics.border, Swift.min(contentLimit, pinned.top + offset - LayoutMetrics.actionSpacing))
            } else {
                actionOffset = 0
                actionsBottom = nil
            }
            if layout.scrollingEnd <= contentLimit {
                foldRow = contentLimit
                markerRow = nil
            } else if contentLimit - 1 >= LayoutMetrics.border {
                foldRow = contentLimit - 1
                markerRow = foldRow
            } else {
                foldRow = LayoutMetrics.border
                markerRow = nil
            }
        }

        /// `SheetViewport.shows(_:)` of the viewport this cut is part of.
        func shows(_ element: LayoutElement) -> Bool {
            SheetViewport.shows(element, foldRow: foldRow, actionOffset: actionOffset, actionsBottom: actionsBottom)
        }
    }

    /// `element` of the layout where this detent shows it: a pinned button moved to the
    /// detent's bottom, every other part where the layout put it.
    public func placed(_ element: LayoutElement) -> LayoutElement {
        guard actionsBottom != nil, element.action != nil else { return element }
        var moved = element
        moved.row += actionOffset
        return moved
    }

    /// The first row that does not show a placed element: the fold, or for a pinned button
    /// the row under the pinned buttons.
    public func limit(ofPlaced element: LayoutElement) -> Int {
        if let actionsBottom, element.action != nil { return actionsBottom }
        return foldRow
    }

    /// Whether all of `element` (of the layout) is shown at this detent.
    public func shows(_ element: LayoutElement) -> Bool {
        Self.shows(element, foldRow: foldRow, actionOffset: actionOffset, actionsBottom: actionsBottom)
    }

    /// `shows(_:)` from the rows it reads: `placed(_:)` and `limit(ofPlaced:)` without a copy
    /// of the element.
    static func shows(_ element: LayoutElement, foldRow: Int, actionOffset: Int, actionsBottom: Int?) -> Bool {
        if let actionsBottom, element.action != nil {
            let row = element.row + actionOffset
            return row >= LayoutMetrics.border && row + element.height <= actionsBottom
        }
        return element.row >= LayoutMetrics.border && element.bottom <= foldRow
    }

    /// Whether any row of `element` (of the layout) is shown at this detent (a grid cell can
    /// be cut through).
    public func showsPart(of element: LayoutElement) -> Bool {
        let placed = placed(element)
        return placed.row < limit(ofPlaced: placed) && placed.bottom > LayoutMetrics.border
    }

}
