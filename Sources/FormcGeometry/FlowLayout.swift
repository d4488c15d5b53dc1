import FormcSpec

/// Wrapping chips into lines. Every item goes right after the previous one plus the
/// minimum spacing; an item that would cross the line's end starts the next line. Then each
/// line is distributed as the field's `align` says:
/// - `leading` (a left-aligned flow layout subclass, as `specs/003-interests.yaml`): lines stay packed at the leading edge;
/// - `spread` (a plain `UICollectionViewFlowLayout`, specs/000): every line but the last is
///   justified — its first item at the leading edge, its last at the trailing edge, the
///   leftover cells split evenly between the gaps (the first gaps get the odd cells) — and a
///   line of one item that is not the last is centered; the last line stays packed at the
///   leading edge.
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
    public static func lines(
        widths: [Int], width: Int, spacing: Int, alignment: Field.FlowAlignment = .leading
    ) -> [[Placement]] {
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
        guard alignment == .spread else { return lines }
        return lines.enumerated().map { number, line in
            number == lines.count - 1 ? line : spread(line, width: width, spacing: spacing)
        }
    }

    /// A full line justified across `width`, or centered when it holds one item.
    static func spread(_ line: [Placement], width: Int, spacing: Int) -> [Placement] {
        let used = line.reduce(0) { $0 + $1.width } + spacing * Swift.max(0, line.count - 1)
        let leftover = Swift.max(0, width - used)
        guard line.count > 1 else {
            return line.map { Placement(index: $0.index, x: leftover / 2, width: $0.width) }
        }
        let gaps = line.count - 1
        var placed: [Placement] = []
        var x = 0
        for (position, item) in line.enumerated() {
            if position > 0 { x += spacing + leftover / gaps + (position - 1 < leftover % gaps ? 1 : 0) }
            placed.append(Placement(index: item.index, x: x, width: item.width))
            x += item.width
        }
        return placed
    }
}
