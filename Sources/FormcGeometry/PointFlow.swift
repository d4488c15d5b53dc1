import FormcSpec

/// `UICollectionViewFlowLayout`'s lines in points: items of the given widths go left to right,
/// `spacing` apart at least, and an item that would cross `width` starts the next line (an item
/// wider than a line gets a line of its own, cut to the line's width). Then each line is
/// distributed as `align` says:
/// - `leading`: packed at the leading edge at the minimum spacing;
/// - `spread`: as a plain flow layout does, every line but the last justified (the leftover
///   space split evenly between its gaps), a line of one item that is not the last centered, the
///   last line packed at the leading edge.
/// O(items).
public enum PointFlow {
    public struct Placement: Hashable, Sendable {
        public var line: Int
        public var x: Double
        public var width: Double
    }

    public static func place(widths: [Double], width: Double, spacing: Double, align: Field.FlowAlignment) -> [Placement] {
        var placements: [Placement] = []
        placements.reserveCapacity(widths.count)
        place(count: widths.count, width: width, spacing: spacing, align: align, widthOf: { widths[$0] }) { _, placement in
            placements.append(placement)
        }
        return placements
    }

    /// `place(widths:…)` of `count` items, item `i` `widthOf(i)` wide, each placement handed to
    /// `body` with its item, in order: the layout places its chips without a list of widths or
    /// of placements.
    @inline(__always)
    static func place(
        count: Int, width: Double, spacing: Double, align: Field.FlowAlignment, widthOf: (Int) -> Double,
        _ body: (Int, Placement) -> Void
    ) {
        var lineStart = 0
        var used = 0.0
        var line = 0
        func finish(_ end: Int, isLast: Bool) {
            let count = end - lineStart
            guard count > 0 else { return }
            let items = lineStart..<end
            let total = items.reduce(0.0) { $0 + Swift.min(widthOf($1), width) }
            var x = 0.0, gap = spacing
            if align == .spread, !isLast {
                if count == 1 {
                    x = Swift.max(0, (width - total) / 2)
                } else {
                    gap = Swift.max(spacing, (width - total) / Double(count - 1))
                }
            }
            for index in items {
                let itemWidth = Swift.min(widthOf(index), width)
                body(index, Placement(line: line, x: x, width: itemWidth))
                x += itemWidth + gap
            }
            line += 1
        }
        for index in 0..<count {
            let itemWidth = Swift.min(widthOf(index), width)
            if index > lineStart, used + spacing + itemWidth > width + 1e-9 {
                finish(index, isLast: false)
                lineStart = index
                used = itemWidth
            } else {
                used += (index > lineStart ? spacing : 0) + itemWidth
            }
        }
        finish(count, isLast: true)
    }
}
