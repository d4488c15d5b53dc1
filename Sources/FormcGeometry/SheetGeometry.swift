import FormcSpec

/// Everything geometric about one screen on one device: the laid-out sheet, every detent's
/// height, and what each detent shows. The mockup renderer draws from it; the validator's device
/// rules read the `DeviceSheet` it is built from, so a warning and a drawing cannot disagree.
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
        if let text {
            self.init(DeviceSheet(screen: screen, device: device, text: text), sheet: screen.sheet)
        } else {
            self.init(DeviceSheet(screen: screen, device: device, text: PreparedText(screen)), sheet: screen.sheet)
        }
    }

    /// `base`'s layout and heights with the viewport of every detent; `sheet` is the sheet
    /// `base` was built from.
    public init(_ base: DeviceSheet, sheet: Sheet) {
        device = base.device
        layout = base.layout
        detents = base.detents
        initialDetentIndex = base.initialDetentIndex
        let undimmed = UndimmedDetents(sheet, heights: detents)
        let fold = FoldCounts(layout)
        var viewports: [SheetViewport] = []
        viewports.reserveCapacity(detents.count)
        for detent in detents {
            viewports.append(SheetViewport(
                layout: layout, detent: detent, isUndimmed: undimmed.contains(detent), fold: fold, hasTabBar: base.hasTabBar))
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
