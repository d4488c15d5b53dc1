import FormcSpec

/// Everything geometric about one screen on one device: the laid-out sheet, every detent's
/// height, and what each detent shows. The mockup renderer and the validator's device rules
/// both start here, so a warning and a drawing cannot disagree.
public struct SheetGeometry: Hashable, Sendable {
    public var device: Device
    public var layout: SheetLayout
    /// Every detent, in list order.
    public var detents: [DetentHeight]
    /// One viewport per detent, in list order.
    public var viewports: [SheetViewport]
    /// Index of the initial detent (`initial-detent`, else the first), nil without detents.
    public var initialDetentIndex: Int?

    public init(screen: Screen, device: Device, text: PreparedText? = nil) {
        self.device = device
        let layout = SheetLayout(screen: screen, device: device, text: text)
        self.layout = layout
        let hasTabBar = screen.tabBar != nil
        let detents = DetentHeights.heights(of: screen.sheet, contentRows: layout.contentRows, hasTabBar: hasTabBar, on: device)
        self.detents = detents
        let undimmed = UndimmedDetents(screen.sheet, heights: detents)
        let fold = FoldCounts(layout)
        var viewports: [SheetViewport] = []
        viewports.reserveCapacity(detents.count)
        for detent in detents {
            viewports.append(SheetViewport(layout: layout, detent: detent, isUndimmed: undimmed.contains(detent), fold: fold, hasTabBar: hasTabBar))
        }
        self.viewports = viewports
        let initial = screen.sheet.initialDetent.value
        initialDetentIndex = detents.firstIndex { $0.id == initial } ?? (detents.isEmpty ? nil : 0)
    }

    /// The viewport of the detent with this id, if any.
    public func viewport(detent id: String) -> SheetViewport? {
        viewports.first { $0.detent.id == id }
    }

    /// The viewport of the initial detent.
    public var initialViewport: SheetViewport? { initialDetentIndex.map { viewports[$0] } }
}
