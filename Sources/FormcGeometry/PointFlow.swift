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
        var lineStart = 0
        var used = 0.0
        var line = 0
        func finish(_ end: Int, isLast: Bool) {
            let count = end - lineStart
            guard count > 0 else { return }
            let items = lineStart..<end
            let total = items.reduce(0.0) { $0 + Swift.min(widths[$1], width) }
            var x = 0.0, gap = spacing
            if align == .spread, !isLast {
                if count == 1 {
                    x = Swift.max(0, (width - total) / 2)
                } else {
                    gap = Swift.max(spacing, (width - total) / Double(count - 1))
                }
            }
            for index in items {
                let itemWidth = Swift.min(widths[index], width)
                placements.append(Placement(line: line, x: x, width: itemWidth))
                x += itemWidth + gap
            }
            line += 1
        }
        for index in widths.indices {
            let itemWidth = Swift.min(widths[index], width)
            if index > lineStart, used + spacing + itemWidth > width + 1e-9 {
                finish(index, isLast: false)
                lineStart = index
                used = itemWidth
            } else {
                used += (index > lineStart ? spacing : 0) + itemWidth
            }
        }
        finish(widths.count, isLast: true)
        return placements
    }
}
