import FormcSpec

/// Everything the drawing needs of one screen on one device: the layout in points
/// (`DeviceSheet`), the same layout rounded to cells, every detent's height, and what each
/// detent shows. The validator's device rules read the `DeviceSheet` it is built from, so a
/// warning and a drawing cannot disagree.
public struct SheetGeometry: Hashable, Sendable {
    public var device: Device
    public var points: PointLayout
    public var layout: SheetLayout
    /// Every detent, in list order.
    public var detents: [DetentHeight]
    /// One viewport per detent, in list order.
    public var viewports: [SheetViewport]
    /// Index of the initial detent (`initial-detent`, else the first), nil without detents.
    public var initialDetentIndex: Int?

    public init(screen: Screen, device: Device, text: PreparedText? = nil) {
        let text = text ?? PreparedText(screen)
        self.init(DeviceSheet(screen: screen, device: device, texts: PointTexts(screen)), screen: screen, text: text)
    }

    /// `base` rounded to cells, with the viewport of every detent; `screen` is the screen
    /// `base` was built from.
    public init(_ base: DeviceSheet, screen: borrowing Screen, text: borrowing PreparedText) {
        device = base.device
        points = base.points
        layout = SheetLayout(base.points, screen: screen, text: text)
        detents = base.detents
        initialDetentIndex = base.initialDetentIndex
        let undimmed = UndimmedDetents(screen.sheet, heights: detents)
        let counts = FoldCounts(base.points)
        var viewports: [SheetViewport] = []
        viewports.reserveCapacity(detents.count)
        for detent in detents {
            viewports.append(SheetViewport(
                layout: layout, fold: PointFold(base.points, detent: detent, counts: counts), isUndimmed: undimmed.contains(detent),
                detent: detent, hasTabBar: base.hasTabBar))
        }
        self.viewports = viewports
    }

    /// The viewport of the detent with this id, if any.
    public func viewport(detent id: String) -> SheetViewport? {
        viewports.first { $0.detent.id == id }
    }

    /// The viewport of the initial detent.
    public var initialViewport: SheetViewport? { initialDetentIndex.map { viewports[$0] } }
}
