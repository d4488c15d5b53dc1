import FormcSpec

/// A screen's sheet on one device: its layout in points, every detent's height and the initial
/// detent. The device rules read it as it is; `SheetGeometry` rounds the same layout to cells
/// for the drawing, so a rule and the drawing share one layout and one set of heights.
public struct DeviceSheet: Hashable, Sendable {
    /// The layout in points, shared by every detent.
    public var points: PointLayout
    /// Every detent, in list order.
    public var detents: [DetentHeight]
    /// Index of the initial detent (`initial-detent`, else the first), nil without detents.
    public var initialDetentIndex: Int?

    public var device: Device { points.device }
    /// Whether a tab bar covers the sheet's bottom.
    public var hasTabBar: Bool { points.hasTabBar }

    /// `screen` on `device`, its option titles measured once for every device (`texts`).
    public init(screen: borrowing Screen, device: Device, texts: PointTexts) {
        GeometryWork.current?.countSheet()
        points = PointLayout(screen: screen, device: device, texts: texts)
        let detents = points.detents(of: screen.sheet)
        self.detents = detents
        let initial = screen.sheet.initialDetent.value
        initialDetentIndex = detents.firstIndex { $0.id == initial } ?? (detents.isEmpty ? nil : 0)
    }

    /// What the initial detent shows, nil without detents.
    public var initialFold: PointFold? {
        initialDetentIndex.map { points.fold(at: detents[$0]) }
    }

    /// The initial detent's fold when it hides the button of action `action` (a pinned one cut
    /// off at the sheet's top, one after the content not wholly above the fold); nil when the
    /// button shows, or there is no such button or no detent. The parts are read in place.
    public func initialFold(hidingAction action: Int) -> PointFold? {
        guard let initial = initialDetentIndex else { return nil }
        let fold = points.fold(at: detents[initial])
        // The buttons are the last parts laid out, each once: look from the end.
        if let button = points.pinned.lastIndex(where: { $0.index == action }) {
            return fold.shows(pinned: points.pinned[button]) ? nil : fold
        }
        if let button = points.elements.lastIndex(where: { $0.kind == .action && $0.index == action }) {
            return fold.shows(points.elements[button]) ? nil : fold
        }
        return nil
    }
}
