import FormcSpec

/// What a detent shows of a sheet, in the cells of the ASCII drawing: how many rows the sheet
/// and the backdrop take, where the content is cut, and what the cut hides. What is hidden is
/// the layout in points' (`PointFold`); the rows are its rounding to cells.
///
/// Sheet rows count from the sheet's top edge (row 0, its border). Content can use rows
/// `1 ..< contentLimit`: to the fold in points rounded to a row (above the bottom safe area,
/// the tab bar, or the pinned buttons), above the bottom border. When the content is taller,
/// the last of those rows shows a marker instead (`markerRow`), and what reaches it is not drawn.
/// Buttons pinned to the bottom safe area (`action-layout`) are moved to this detent's bottom
/// (`placed(_:)`).
public struct SheetViewport: Hashable, Sendable {
    public typealias Hidden = PointFold.Hidden

    public var detent: DetentHeight
    public var screenRows: Int
    /// The sheet's height in rows: at least the two border rows, at most the screen.
    public var sheetRows: Int
    /// The screen row of the sheet's top border; the backdrop is the rows above it.
    public var sheetTop: Int
    /// Rows of the tab bar at the screen's bottom; 0 without one.
    public var tabBarRows: Int
    public var bottomSafeRows: Int
    /// Content may use sheet rows `1 ..< contentLimit`.
    public var contentLimit: Int
    /// The first sheet row whose content is not drawn.
    public var foldRow: Int
    /// The sheet row drawn as "… hidden" when content is cut.
    public var markerRow: Int?
    /// What the fold hides, from the layout in points.
    public var hidden: Hidden
    /// Whether the backdrop is clear and passes touches at this detent (`undimmed-through`).
    public var isUndimmed: Bool
    /// Rows the pinned buttons move by from their block's top; 0 when none are pinned.
    public var actionOffset: Int
    /// The row under the pinned buttons at this detent; nil when none are pinned.
    public var actionsBottom: Int?

    /// The viewport of one detent, counting what it hides over the layout's parts.
    public init(layout: SheetLayout, points: PointLayout, detent: DetentHeight, sheet: Sheet) {
        self.init(layout: layout, fold: PointFold(points, detent: detent, counts: nil),
                  isUndimmed: UndimmedDetents.contains(detent, of: sheet), detent: detent, hasTabBar: points.hasTabBar)
    }

    init(layout: SheetLayout, fold: PointFold, isUndimmed: Bool, detent: DetentHeight, hasTabBar: Bool) {
        let device = layout.device
        self.detent = detent
        screenRows = device.rows
        sheetRows = Swift.min(screenRows, Swift.max(2 * LayoutMetrics.border, screenRows - Cells.rows(forPoints: fold.sheetTop)))
        sheetTop = screenRows - sheetRows
        bottomSafeRows = Cells.rows(forPoints: device.safeArea.bottom)
        tabBarRows = hasTabBar ? Swift.min(screenRows, Cells.rows(forPoints: PointLayout.tabBarHeight + device.safeArea.bottom)) : 0
        // The rows content may use: to the row of the point fold's limit (above the bottom safe
        // area, the tab bar or the pinned buttons), above the sheet's bottom border.
        var limit = Swift.min(sheetRows - LayoutMetrics.border, Cells.rows(forPoints: fold.fold))
        if hasTabBar { limit = Swift.min(limit, sheetRows - tabBarRows) }
        if let pinned = layout.pinnedActions, let top = fold.pinnedTop {
            // Above the sheet's bottom border, which the drawing keeps.
            actionOffset = Swift.min(Cells.rows(forPoints: top), sheetRows - LayoutMetrics.border - pinned.bottom)
            actionsBottom = actionOffset + pinned.bottom
            limit = Swift.min(limit, actionOffset)
        } else {
            actionOffset = 0
            actionsBottom = nil
        }
        contentLimit = Swift.max(LayoutMetrics.border, limit)
        hidden = fold.hidden
        if fold.hidden.points > 0 || fold.hidden.options > 0 {
            // The marker takes the last row content may use.
            let row = contentLimit - 1
            foldRow = Swift.max(LayoutMetrics.border, row)
            markerRow = row >= LayoutMetrics.border ? row : nil
        } else {
            foldRow = contentLimit
            markerRow = nil
        }
        self.isUndimmed = isUndimmed
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

    /// Whether all of `element` (of the layout) is drawn at this detent.
    public func shows(_ element: LayoutElement) -> Bool {
        let placed = placed(element)
        return placed.row >= LayoutMetrics.border && placed.bottom <= limit(ofPlaced: placed)
    }

    /// Whether any row of `element` (of the layout) is drawn at this detent (a grid cell can
    /// be cut through).
    public func showsPart(of element: LayoutElement) -> Bool {
        // The grabber is drawn on the sheet's top edge, at every detent.
        if element.kind == .grabber { return true }
        let placed = placed(element)
        return placed.row < limit(ofPlaced: placed) && placed.bottom > LayoutMetrics.border
    }
}
