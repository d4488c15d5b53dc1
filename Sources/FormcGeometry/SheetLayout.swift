import FormcSpec

/// A screen's sheet laid out in cells on one device, top to bottom, as if it were tall enough
/// for everything: the grabber, the header (title and ✕), the fields, the buttons. A detent
/// then shows the top part of it (`SheetViewport`).
///
/// Rows (from the sheet's top border, row 0):
/// 1. the grabber, or a blank row when there is none (specs/001: 20 pt above the title);
/// 2. the header row with the title and ✕, then a blank row — when there is a title or a
///    close button;
/// 3. each field (a blank row between two fields; a label row when there are several),
///    its sections headed by their titles;
/// 4. a blank row, then each action as a button of `action-layout`'s height (three rows for
///    its default 50 pt), a blank row between two;
/// 5. one row of bottom padding (or, for buttons pinned to the bottom safe area, their bottom
///    inset), the bottom safe area, and the bottom border.
///
/// Pinned buttons (`action-layout: {placement: bottom}`) are laid out here right after the
/// content, where a detent that fits the content shows them; each viewport then moves them
/// to the bottom safe area of its detent (`SheetViewport.actionOffset`).
///
/// Columns: the sheet spans the screen, its border in the outermost columns and its content
/// one column further in, plus the horizontal safe area; in compact height an edge-attached
/// sheet (specs/004) is as wide as the device's portrait width, centered.
public struct SheetLayout: Hashable, Sendable {
    public var device: Device
    /// The screen's width in cells.
    public var screenColumns: Int
    /// The column of the sheet's left border.
    public var sheetColumn: Int
    /// The sheet's width in cells, borders included.
    public var sheetWidth: Int
    /// The first column of content.
    public var contentColumn: Int
    /// The width of the content area in cells.
    public var contentWidth: Int
    /// Every part, in reading order.
    public var elements: [LayoutElement]
    /// The first row under the last part.
    public var contentEnd: Int
    /// The first row under the parts that scroll: `contentEnd`, or where the pinned buttons'
    /// blank row starts when they are pinned.
    public var scrollingEnd: Int
    /// The pinned buttons, when `action-layout` pins them to the bottom safe area.
    public var pinnedActions: PinnedActions?

    /// Buttons pinned to the bottom safe area: the rows they take in this layout and how far
    /// above the safe area they sit.
    public struct PinnedActions: Hashable, Sendable {
        /// The first button's top row.
        public var top: Int
        /// The row under the last button.
        public var bottom: Int
        /// Points between the last button and the bottom safe area.
        public var bottomInset: Double
    }
    /// The sheet's content height in rows, both borders and the bottom padding included:
    /// what `fit` adds the bottom safe area to.
    public var contentRows: Int

    public init(screen: Screen, device: Device, text: PreparedText? = nil) {
        if let text {
            self.init(laying: screen, on: device, text: text)
        } else {
            self.init(laying: screen, on: device, text: PreparedText(screen))
        }
    }

    /// The layout of `screen` on `device` from its prepared text. Both are read in place
    /// (`borrowing`): a `Screen` is large, and this runs once per screen and device.
    init(laying screen: borrowing Screen, on device: Device, text: borrowing PreparedText) {
        self.device = device
        let columns = device.columns
        screenColumns = columns
        let inset = LayoutMetrics.border + LayoutMetrics.contentMargin
        if device.isCompactHeight && screen.sheet.edgeAttachedInCompactHeight.value {
            let portraitWidth = Cells.columns(forPoints: Swift.min(device.width, device.height))
            sheetWidth = Swift.min(columns, portraitWidth)
            sheetColumn = (columns - sheetWidth) / 2
            contentColumn = sheetColumn + inset
            contentWidth = Swift.max(0, sheetWidth - 2 * inset)
        } else {
            sheetWidth = columns
            sheetColumn = 0
            let left = inset + Cells.columns(forPoints: device.safeArea.left)
            let right = inset + Cells.columns(forPoints: device.safeArea.right)
            contentColumn = left
            contentWidth = Swift.max(0, columns - left - right)
        }

        var placer = ElementPlacer(column: contentColumn, width: contentWidth)
        placer.elements.reserveCapacity(Self.elementCapacity(screen, text: text))
        placer.row = LayoutMetrics.border
        let fillsScreen = DetentHeights.fillsScreen(screen.sheet, on: device)
        if fillsScreen {
            // Content starts under the status bar, as a full-screen view's safe area does.
            placer.row += Cells.rows(forPoints: device.safeArea.top)
        } else if screen.sheet.grabber.value {
            let width = Swift.min(LayoutMetrics.grabberWidth, Swift.max(0, sheetWidth - 2))
            placer.append(LayoutElement(
                kind: .grabber, row: placer.row, column: sheetColumn + (sheetWidth - width) / 2, width: width, height: 1))
        }
        if !fillsScreen { placer.row += 1 }
        placer.placeHeader(title: text.title, closeButton: screen.sheet.dismiss.closeButton.value)
        let fields = screen.fields
        for index in fields.indices {
            if index > 0 { placer.row += 1 }
            if fields.count > 1 {
                placer.placeLine(.fieldLabel(field: index), text.fieldLabels[index])
            }
            placer.placeOptions(
                of: FieldShape(fields, at: index), at: index, titles: text.optionTitles[index], sections: text.sectionTitles[index],
                marks: text.optionMarks[index])
        }
        placer.placeContent(screen.content, texts: text.contentTexts, after: !screen.fields.isEmpty)
        let actionLayout = screen.actionLayout
        scrollingEnd = placer.row
        var buttons = (column: contentColumn, width: contentWidth)
        if let side = actionLayout.sideInset {
            // From the sheet's edges; a border column is the least a drawn button keeps.
            let inset = Swift.max(LayoutMetrics.border, Cells.columns(forPoints: side))
            buttons = (sheetColumn + inset, Swift.max(0, sheetWidth - 2 * inset))
        }
        let firstButton = placer.placeActions(
            text.actionTitles, column: buttons.column, width: buttons.width,
            height: Swift.max(LayoutMetrics.actionHeight, Cells.rows(forPoints: actionLayout.height)))
        elements = placer.elements
        contentEnd = placer.row
        if actionLayout.isPinned, let firstButton {
            pinnedActions = PinnedActions(top: firstButton, bottom: placer.row, bottomInset: actionLayout.bottomInset)
            contentRows = placer.row + Cells.rows(forPoints: actionLayout.bottomInset) + LayoutMetrics.border
        } else {
            scrollingEnd = contentEnd
            contentRows = placer.row + LayoutMetrics.bottomPadding + LayoutMetrics.border
        }
    }

    /// At least as many parts as a layout of `screen` has, so its list is allocated once: the
    /// grabber, title and ✕; per field its label and per section its title; per option its
    /// chip, cell or row and the separator above a row; content rows or placeholders; buttons.
    static func elementCapacity(_ screen: borrowing Screen, text: borrowing PreparedText) -> Int {
        var count = 3 + text.actionTitles.count
        let fields = screen.fields
        for index in fields.indices { count += 1 + fields[index].sections.count + 2 * fields[index].options.count }
        for texts in text.contentTexts { count += Swift.max(1, texts.count) }
        return count
    }

    /// The button of action `index`.
    public func element(action index: Int) -> LayoutElement? {
        elements.first { $0.action == index }
    }
}
