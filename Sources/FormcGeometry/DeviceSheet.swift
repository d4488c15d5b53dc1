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
        self.init(screen: screen, device: device, texts: texts, work: GeometryWork.current)
    }

    /// `screen` laid out on each of `devices`, in their order, its texts measured once for all
    /// (`PointTexts`) and the task's probe (`GeometryWork`) read once for all.
    public static func sheets(of screen: borrowing Screen, on devices: [Device]) -> [DeviceSheet] {
        guard !devices.isEmpty else { return [] }
        let texts = PointTexts(screen)
        let work = GeometryWork.current
        var sheets: [DeviceSheet] = []
        sheets.reserveCapacity(devices.count)
        for device in devices { sheets.append(DeviceSheet(screen: screen, device: device, texts: texts, work: work)) }
        return sheets
    }

    /// `init(screen:device:texts:)` counted by `work`, the task's probe read once for many sheets.
    init(screen: borrowing Screen, device: Device, texts: PointTexts, work: GeometryWork?) {
        work?.countSheet()
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

    /// The topmost part a pinned button or the tab bar covers at the initial detent when that
    /// detent is active (`PointLayout.firstCover(at:)`); nil when none is covered.
    public var initialCover: PointCover? {
        guard let initial = initialDetentIndex, detents[initial].isActive else { return nil }
        return points.firstCover(atHeight: detents[initial].points)
    }

    /// The initial detent's fold when it hides the button of action `action` (a pinned one cut
    /// off at the sheet's top, one after the content not wholly above the fold); nil when the
    /// button shows, or there is no such button or no detent. The parts are read in place.
    public func initialFold(hidingAction action: Int) -> PointFold? {
        guard let initial = initialDetentIndex else { return nil }
        // Only heights and frames are read: no part, detent or layout is copied.
        let fold = PointFold(points, detentHeight: detents[initial].points, counts: nil)
        // The buttons are the last parts laid out, each once: look from the end.
        let pinned = points.pinned
        for button in pinned.indices.reversed() where pinned[button].index == action {
            return fold.shows(pinnedFrame: pinned[button].frame) ? nil : fold
        }
        let elements = points.elements
        for button in elements.indices.reversed() where elements[button].kind == .action && elements[button].index == action {
            return fold.shows(frame: elements[button].frame) ? nil : fold
        }
        return nil
    }
}
