/// Fixes applied to a file's bytes in one pass, as ruff applies them: in a deterministic
/// order (by where they start, then by code, then by title), each kept only when none of its
/// edits touches an edit kept before it; the ones left out wait for the next pass, made of the
/// new text. Two insertions at one offset, or an insertion at the edge of a replacement, count
/// as touching, so the order never decides what the text becomes.
public struct FixApplication: Sendable {
    /// The text with the kept fixes applied.
    public var bytes: [UInt8]
    /// The fixes applied, in the order they were chosen.
    public var applied: [SpecFix]
    /// For each applied fix, where its edits' new text lies in `bytes`.
    public var placed: [[Range<Int>]]
    /// Fixes left out because they touched one applied before them.
    public var deferred: Int

    public init(_ fixes: [SpecFix], to original: [UInt8]) {
        let ordered = fixes.sorted { a, b in
            let (sa, sb) = (a.span, b.span)
            if sa.lowerBound != sb.lowerBound { return sa.lowerBound < sb.lowerBound }
            if sa.upperBound != sb.upperBound { return sa.upperBound < sb.upperBound }
            if a.code != b.code { return a.code < b.code }
            return a.title < b.title
        }
        // Kept edits, sorted by start, none touching another: a new fix is checked against its
        // neighbours only (a binary search), so choosing is O(n log n) in the number of edits.
        var kept: [(edit: SpecEdit, fix: Int)] = []
        var chosen: [SpecFix] = []
        var deferred = 0
        for fix in ordered {
            guard fix.edits.allSatisfy({ edit in
                let index = Self.insertionIndex(of: edit.range.lowerBound, in: kept)
                let before = index > 0 ? kept[index - 1].edit.range : nil
                let after = index < kept.count ? kept[index].edit.range : nil
                return !(before.map { Self.touch($0, edit.range) } ?? false) && !(after.map { Self.touch($0, edit.range) } ?? false)
            }), Self.disjoint(fix.edits), fix.edits.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= original.count }) else {
                deferred += 1
                continue
            }
            for edit in fix.edits {
                kept.insert((edit: edit, fix: chosen.count), at: Self.insertionIndex(of: edit.range.lowerBound, in: kept))
            }
            chosen.append(fix)
        }
        var out: [UInt8] = []
        out.reserveCapacity(original.count + kept.reduce(0) { $0 + $1.edit.text.utf8.count })
        var placed = [[Range<Int>]](repeating: [], count: chosen.count)
        var cursor = 0
        for (edit, fix) in kept {
            out.append(contentsOf: original[cursor..<edit.range.lowerBound])
            let start = out.count
            out.append(contentsOf: edit.text.utf8)
            placed[fix].append(start..<out.count)
            cursor = edit.range.upperBound
        }
        out.append(contentsOf: original[cursor...])
        bytes = out
        applied = chosen
        self.placed = placed
        self.deferred = deferred
    }

    /// Whether two edits' ranges overlap or meet (an insertion at the other's edge included).
    static func touch(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
    }

    private static func disjoint(_ edits: [SpecEdit]) -> Bool {
        zip(edits, edits.dropFirst()).allSatisfy { !touch($0.range, $1.range) }
    }

    private static func insertionIndex(of offset: Int, in kept: [(edit: SpecEdit, fix: Int)]) -> Int {
        var lo = 0, hi = kept.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if kept[mid].edit.range.lowerBound < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
