/// Left-aligned wrapping, as 003's `LeftAlignedCollectionViewFlowLayout` places chips: each
/// item goes right after the previous one plus the spacing; an item that would cross the
/// line's end starts the next line at the left edge.
public enum FlowLayout {
    /// One item on a line.
    public struct Placement: Hashable, Sendable {
        /// Index into the widths given.
        public var index: Int
        /// Offset from the line's left edge.
        public var x: Int
        public var width: Int
    }

    /// The items of `widths` in lines of at most `width` cells. An item wider than a whole
    /// line gets a line of its own (callers truncate it first, so the line never overflows).
    public static func lines(widths: [Int], width: Int, spacing: Int) -> [[Placement]] {
        var lines: [[Placement]] = []
        var line: [Placement] = []
        var x = 0
        for (index, itemWidth) in widths.enumerated() {
            if !line.isEmpty, x + spacing + itemWidth > width {
                lines.append(line)
                line = []
                x = 0
            }
            let start = line.isEmpty ? 0 : x + spacing
            line.append(Placement(index: index, x: start, width: itemWidth))
            x = start + itemWidth
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
