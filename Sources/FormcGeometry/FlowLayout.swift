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
        place(widths: widths, width: width, spacing: spacing, alignment: alignment) { line, placement in
            if line == lines.count { lines.append([]) }
            lines[line].append(placement)
        }
        return lines
    }

    /// `lines(…)` item by item, without building the lines: `body` gets each item's line (0,
    /// 1, …) and placement, in order. Placing a field's chips asks this on every device, and
    /// the lists of lines cost more than the arithmetic.
    @inline(__always)
    static func place(
        widths: [Int], width: Int, spacing: Int, alignment: Field.FlowAlignment,
        _ body: (_ line: Int, _ placement: Placement) -> Void
    ) {
        var start = 0
        var line = 0
        while start < widths.count {
            // The line takes items while the next one fits after the spacing.
            var end = start + 1
            var used = widths[start]
            while end < widths.count, used + spacing + widths[end] <= width {
                used += spacing + widths[end]
                end += 1
            }
            if alignment == .spread, end < widths.count {
                spread(widths, start..<end, used: used, width: width, spacing: spacing) { body(line, $0) }
            } else {
                var x = 0
                for index in start..<end {
                    body(line, Placement(index: index, x: x, width: widths[index]))
                    x += widths[index] + spacing
                }
            }
            start = end
            line += 1
        }
    }

    /// A line that is not the last, justified: `used` is its items' widths and gaps.
    @inline(__always)
    private static func spread(
        _ widths: [Int], _ items: Range<Int>, used: Int, width: Int, spacing: Int, _ body: (Placement) -> Void
    ) {
        let leftover = Swift.max(0, width - used)
        guard items.count > 1 else {
            body(Placement(index: items.lowerBound, x: leftover / 2, width: widths[items.lowerBound]))
            return
        }
        let gaps = items.count - 1
        var x = 0
        for (position, index) in items.enumerated() {
            if position > 0 { x += spacing + leftover / gaps + (position - 1 < leftover % gaps ? 1 : 0) }
            body(Placement(index: index, x: x, width: widths[index]))
            x += widths[index]
        }
    }
}
