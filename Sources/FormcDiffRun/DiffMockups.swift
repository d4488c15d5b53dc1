import FormcCore
import FormcGenerate
import FormcGeometry
import FormcSpec

/// A screen's drawings before and after a change, side by side, at the detents whose drawing
/// changed: a row that differs between the two is marked `>` in the gutter on both sides, and
/// runs of rows that are the same on both sides are folded together, so the two columns stay
/// aligned row for row.
enum DiffMockups {
    /// One detent on one device whose drawing changed (or that exists in one version only).
    struct Pair {
        var device: String
        var detent: String
        var before: MockupFrame?
        var after: MockupFrame?
    }

    /// The pairs of `base` and `head` on `devices` whose drawings differ, in the new version's
    /// detent order, then the detents it lost.
    static func changed(base: Screen?, head: Screen?, devices: [Device]) -> [Pair] {
        var pairs: [Pair] = []
        for device in devices {
            let before = base.map { MockupRenderer.frames($0, devices: [device]) } ?? []
            let after = head.map { MockupRenderer.frames($0, devices: [device]) } ?? []
            for frame in after {
                let old = before.first { $0.detent == frame.detent }
                if old?.textLines != frame.textLines { pairs.append(Pair(device: device.name, detent: frame.detent, before: old, after: frame)) }
            }
            for frame in before where !after.contains(where: { $0.detent == frame.detent }) {
                pairs.append(Pair(device: device.name, detent: frame.detent, before: frame, after: nil))
            }
        }
        return pairs
    }

    /// The two drawings side by side under `before` and `after` headings, rows that differ
    /// marked, same rows folded.
    static func sideBySide(_ pair: Pair) -> [String] {
        let old = pair.before?.textLines ?? [], new = pair.after?.textLines ?? []
        let count = max(old.count, new.count)
        var left: [String] = ["  before" + (pair.before == nil ? " (no such detent)" : "")]
        var right: [String] = ["  after" + (pair.after == nil ? " (no such detent)" : "")]
        var row = 0
        while row < count {
            let a = row < old.count ? old[row] : nil, b = row < new.count ? new[row] : nil
            let differs = a != b
            left.append((differs && a != nil ? "> " : "  ") + (a ?? ""))
            right.append((differs && b != nil ? "> " : "  ") + (b ?? ""))
            // A run of three or more rows the same on both sides keeps its first row.
            var end = row + 1
            if !differs, a != nil {
                while end < count, end < old.count, end < new.count, old[end] == a, new[end] == b { end += 1 }
            }
            if end - row >= 3 {
                let note = "  ≈ \(end - row - 1) rows folded ≈"
                left.append(note)
                right.append(note)
                row = end
            } else {
                row += 1
            }
        }
        return MockupComposer.sideBySide([left, right], width: Int.max)
    }
}
