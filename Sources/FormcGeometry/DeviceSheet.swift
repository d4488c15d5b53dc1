import FormcSpec

/// A screen's sheet on one device without its viewports: the layout, every detent's height and
/// the initial detent. `SheetGeometry` starts from this value and adds the viewport of every
/// detent; the device rules read it as it is and ask for the one viewport they need (the
/// initial detent's), so a rule and the drawing still share one layout and one set of
/// heights, and a lint does not build viewports nothing reads.
public struct DeviceSheet: Hashable, Sendable {
    public var layout: SheetLayout
    /// Every detent, in list order.
    public var detents: [DetentHeight]
    /// Index of the initial detent (`initial-detent`, else the first), nil without detents.
    public var initialDetentIndex: Int?
    /// Whether a tab bar covers the sheet's bottom.
    public var hasTabBar: Bool

    public var device: Device { layout.device }

    /// `screen` on `device`, laid out with `text` (`PreparedText(screen)`, prepared once for
    /// every device).
    public init(screen: borrowing Screen, device: Device, text: borrowing PreparedText) {
        GeometryWork.current?.countSheet()
        let layout = SheetLayout(laying: screen, on: device, text: text)
        self.layout = layout
        let hasTabBar = if case .some = screen.shownTabBar { true } else { false }
        self.hasTabBar = hasTabBar
        let detents = DetentHeights.heights(of: screen.sheet, contentRows: layout.contentRows, hasTabBar: hasTabBar, on: device)
        self.detents = detents
        let initial = screen.sheet.initialDetent.value
        initialDetentIndex = detents.firstIndex { $0.id == initial } ?? (detents.isEmpty ? nil : 0)
    }

    /// The viewport of the detent at `index` of `sheet` (the sheet this value was built
    /// from), as `SheetGeometry.viewports[index]`. One call costs O(layout + detents); for every
    /// detent, build a `SheetGeometry`, which shares that work.
    public func viewport(at index: Int, of sheet: Sheet) -> SheetViewport {
        SheetViewport(layout: layout, detent: detents[index], sheet: sheet, hasTabBar: hasTabBar)
    }

    /// The viewport of the initial detent, nil without detents.
    public func initialViewport(of sheet: Sheet) -> SheetViewport? {
        initialDetentIndex.map { viewport(at: $0, of: sheet) }
    }

    /// Whether the initial detent shows all of the layout's part at `index`, as
    /// `initialViewport(of:)?.shows(layout.elements[index])` answers, without building the
    /// viewport (nor counting what it hides); true without detents.
    public func initialDetentShows(elementAt index: Int) -> Bool {
        guard let initial = initialDetentIndex else { return true }
        return SheetViewport.Cut(layout: layout, detent: detents[initial], hasTabBar: hasTabBar).shows(layout.elements[index])
    }
}
