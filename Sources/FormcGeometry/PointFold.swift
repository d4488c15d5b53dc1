/// What a detent shows of a layout in points (spec-language.md §9): the content scrolls in the
/// sheet above the bottom safe area (above the tab bar when one covers the sheet's bottom, and
/// 10 pt above the pinned buttons when there are some), so a part whose bottom edge is below
/// that fold is not shown until the sheet is scrolled or dragged up. The ASCII drawing's fold,
/// its marker and the counts it prints, and W502, all read this.
public struct PointFold: Hashable, Sendable {
    /// What the fold hides.
    public struct Hidden: Hashable, Sendable {
        /// The height of the content below the fold.
        public var points: Double
        /// Options not fully shown.
        public var options: Int
        /// Buttons not fully shown.
        public var actions: Int

        public init(points: Double, options: Int, actions: Int) {
            self.points = points
            self.options = options
            self.actions = actions
        }

        public var isEmpty: Bool { points == 0 && options == 0 && actions == 0 }
    }

    /// The sheet's top edge on the screen.
    public var sheetTop: Double
    /// The fold, from the sheet's top: the content shows above it.
    public var fold: Double
    /// The pinned buttons' block top, from the sheet's top; nil without pinned buttons.
    public var pinnedTop: Double?
    public var hidden: Hidden

    /// The fold of `layout` at `detent`; `counts` answers what it hides when folds of many
    /// detents share it, else the parts are counted here.
    init(_ layout: borrowing PointLayout, detent: DetentHeight, counts: FoldCounts?) {
        self.init(layout, detentHeight: detent.points, counts: counts)
    }

    /// The fold of `layout` at a detent `detentHeight` points tall. The layout is borrowed, not
    /// copied: every fold of a sheet reads the same one.
    init(_ layout: borrowing PointLayout, detentHeight: Double, counts: FoldCounts?) {
        let device = layout.device
        sheetTop = layout.sheetTop(atHeight: detentHeight)
        let sheetHeight = device.height - sheetTop
        var fold = sheetHeight - device.safeArea.bottom - (layout.hasTabBar ? PointLayout.tabBarHeight : 0)
        var pinnedHidden = 0
        if layout.pinned.isEmpty {
            pinnedTop = nil
        } else {
            let top = sheetHeight - device.safeArea.bottom - layout.pinnedBottomInset - layout.pinnedHeight
            pinnedTop = top
            fold = Swift.min(fold, top - LayoutStyle.actionSpacing)
            // A sheet shorter than its pinned buttons shows the lower ones.
            pinnedHidden = layout.pinned.count(where: { top + $0.frame.y < -PointLayout.coverTolerance })
        }
        fold = Swift.max(0, fold)
        self.fold = fold
        let below = layout.scrollEnd - fold
        if below > PointLayout.coverTolerance || pinnedHidden > 0 {
            let found = counts.map { ($0.options(below: fold), $0.actions(below: fold)) } ?? FoldCounts.counts(in: layout, below: fold)
            hidden = Hidden(points: Swift.max(0, below), options: found.0, actions: found.1 + pinnedHidden)
        } else {
            hidden = Hidden(points: 0, options: 0, actions: 0)
        }
    }

    /// Whether all of `element` (of `layout.elements`) shows above the fold.
    public func shows(_ element: PointElement) -> Bool { shows(frame: element.frame) }

    /// Whether all of the pinned button `element` (of `layout.pinned`) shows on the sheet.
    public func shows(pinned element: PointElement) -> Bool { shows(pinnedFrame: element.frame) }

    /// Whether all of a part of `layout.elements` framed `frame` shows above the fold.
    func shows(frame: PointFrame) -> Bool {
        frame.maxY <= fold + PointLayout.coverTolerance
    }

    /// Whether all of a pinned button framed `frame` (from its block's top) shows on the sheet.
    func shows(pinnedFrame frame: PointFrame) -> Bool {
        (pinnedTop ?? 0) + frame.y >= -PointLayout.coverTolerance
    }
}

extension PointLayout {
    /// What `detent` shows of this layout.
    public func fold(at detent: DetentHeight) -> PointFold { PointFold(self, detent: detent, counts: nil) }
}
