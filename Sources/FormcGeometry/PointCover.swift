/// A part of the sheet that a pinned button or the tab bar is drawn over at a detent
/// (spec-language.md §7, W512): the cover, the part covered, and by how many points.
public struct PointCover: Hashable, Sendable {
    /// The pinned button (`kind == .action`) or the tab bar.
    public var cover: PointElement
    public var covered: PointElement
    /// The height of the covered part hidden under the cover, in points.
    public var points: Double
}

extension PointLayout {
    /// Less than this is no cover: a hairline where two frames meet after rounding.
    public static let coverTolerance = 0.5

    /// The topmost part of the content that a pinned button or the tab bar covers at `detent`,
    /// if any: a title, label, section header, option, content row or placeholder of a given height (and, under
    /// the tab bar, a button after the content) whose frame meets the cover's by more than
    /// `coverTolerance`. Parts below the screen's bottom edge are hidden by the detent, not
    /// covered. O(parts).
    public func firstCover(at detent: DetentHeight) -> PointCover? { firstCover(atHeight: detent.points) }

    /// `firstCover(at:)` of a detent `height` points tall.
    func firstCover(atHeight height: Double) -> PointCover? {
        // The parts as `placed(at:)` puts them, read in place rather than copied to a new list:
        // the content moved to the sheet's top, the pinned buttons above the bottom safe area.
        let top = sheetTop(atHeight: height)
        let pinnedTop = device.height - device.safeArea.bottom - pinnedBottomInset - pinnedHeight
        // The pinned buttons as one block (their bounding frame), and the tab bar: at most two
        // covers, so finding the topmost part covered is one pass over the parts.
        var block: PointFrame?
        if let first = pinned.first?.frame.offset(by: pinnedTop) {
            // As `min()` and `max()` of the buttons' edges would find them.
            var (left, right, blockTop, bottom) = (first.x, first.maxX, first.y, first.maxY)
            for index in pinned.indices.dropFirst() {
                let frame = pinned[index].frame.offset(by: pinnedTop)
                if frame.x < left { left = frame.x }
                if right < frame.maxX { right = frame.maxX }
                if frame.y < blockTop { blockTop = frame.y }
                if bottom < frame.maxY { bottom = frame.maxY }
            }
            block = PointFrame(x: left, y: blockTop, width: right - left, height: bottom - blockTop)
        }
        let bar = tabBarFrame
        guard block != nil || bar != nil else { return nil }
        // The topmost part covered, by index into `elements`, and whether the block covers it.
        var best: (index: Int, y: Double, byBlock: Bool)?
        let hasPinned = !pinned.isEmpty
        for index in elements.indices where Self.canBeCovered(elements[index], pinned: hasPinned) {
            let frame = elements[index].frame.offset(by: top)
            guard frame.y < device.height, best.map({ frame.y < $0.y }) ?? true else { continue }
            if let block, frame.verticalOverlap(with: block) > Self.coverTolerance {
                best = (index, frame.y, true)
            } else if let bar, frame.verticalOverlap(with: bar) > Self.coverTolerance {
                best = (index, frame.y, false)
            }
        }
        guard let best else { return nil }
        let covered = elements[best.index].offsetBy(top)
        guard best.byBlock, let block else {
            guard let bar else { return nil }
            return PointCover(cover: PointElement(kind: .tabBar, frame: bar), covered: covered,
                              points: covered.frame.verticalOverlap(with: bar))
        }
        // The button that covers most of the part (the first of the most when it falls between two).
        var cover = pinned[0].offsetBy(pinnedTop)
        var most = covered.frame.verticalOverlap(with: cover.frame)
        for index in pinned.indices.dropFirst() {
            let button = pinned[index].offsetBy(pinnedTop)
            let overlap = covered.frame.verticalOverlap(with: button.frame)
            if most < overlap {
                cover = button
                most = overlap
            }
        }
        return PointCover(cover: cover, covered: covered, points: covered.frame.verticalOverlap(with: block))
    }

    private static func canBeCovered(_ element: PointElement, pinned: Bool) -> Bool {
        switch element.kind {
        case .title, .label, .sectionHeader, .option, .contentRow: true
        case .placeholder: !element.isFlexible
        case .action: !pinned
        case .sheet, .grabber, .tabBar: false
        }
    }
}
