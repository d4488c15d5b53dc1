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
    public func firstCover(at detent: DetentHeight) -> PointCover? {
        let placed = placed(at: detent)
        // The pinned buttons as one block (their bounding frame), and the tab bar: at most two
        // covers, so finding the topmost part covered is one pass over the parts.
        let pinnedIndexes = Set(pinned.compactMap(\.index))
        let buttons = placed.filter { $0.kind == .action && pinnedIndexes.contains($0.index ?? -1) }
        var covers: [PointElement] = []
        if let first = buttons.first {
            var block = first
            let left = buttons.map(\.frame.x).min() ?? 0, right = buttons.map(\.frame.maxX).max() ?? 0
            let top = buttons.map(\.frame.y).min() ?? 0, bottom = buttons.map(\.frame.maxY).max() ?? 0
            block.frame = PointFrame(x: left, y: top, width: right - left, height: bottom - top)
            covers.append(block)
        }
        if let bar = placed.last(where: { $0.kind == .tabBar }) { covers.append(bar) }
        guard !covers.isEmpty else { return nil }
        var best: (element: PointElement, cover: PointElement)?
        for element in placed where Self.canBeCovered(element, pinned: !pinned.isEmpty) {
            guard element.frame.y < device.height, best.map({ element.frame.y < $0.element.frame.y }) ?? true else { continue }
            if let cover = covers.first(where: { element.frame.verticalOverlap(with: $0.frame) > Self.coverTolerance }) {
                best = (element, cover)
            }
        }
        guard let best else { return nil }
        // The button that covers most of the part (the block's first when it falls between two).
        var cover = best.cover
        if cover.kind == .action {
            cover = buttons.max { best.element.frame.verticalOverlap(with: $0.frame) < best.element.frame.verticalOverlap(with: $1.frame) }
                ?? cover
        }
        let points = best.element.frame.verticalOverlap(with: cover.kind == .action ? best.cover.frame : cover.frame)
        return PointCover(cover: cover, covered: best.element, points: points)
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
