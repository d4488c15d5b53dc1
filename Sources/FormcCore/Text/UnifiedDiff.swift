/// A unified diff of two versions of a text (`diff -u`, as `ruff --diff` and `gofmt -d` print
/// them): `--- path`, `+++ path`, then hunks of changed lines with three lines of context.
/// Lines keep their own breaks (a CRLF file's lines end in CRLF); a last line without one is
/// followed by `\ No newline at end of file`.
///
/// The lines the versions share at both ends are kept; between them, the shortest edit script
/// (Myers) is searched for up to `maxEdits` changed lines, O((n + m) · maxEdits), which finds
/// every diff a fix or a formatter makes exactly. Beyond that, the lines are matched as
/// patience diff matches them: lines that occur once in each version anchor the match (their
/// longest increasing run, O(n log n)), and between two anchors the rest is replaced.
public enum UnifiedDiff {
    /// The diff of `old` and `new`, empty when they are equal.
    public static func diff(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        var out = "--- \(path)\n+++ \(path)\n"
        // Hunks: runs of changes with up to `context` equal lines around them, merged when
        // the equal lines between two changes are at most 2 × context.
        var index = 0
        while index < script.count {
            guard script[index] != .equal else { index += 1; continue }
            var end = index
            var lastChange = index
            while end < script.count {
                if script[end] != .equal { lastChange = end; end += 1; continue }
                var run = end
                while run < script.count, script[run] == .equal { run += 1 }
                if run == script.count || run - end > 2 * context { break }
                end = run
            }
            let start = max(0, index - context)
            let stop = min(script.count, lastChange + 1 + context)
            out += hunk(script, start..<stop, a, b)
            index = stop
        }
        return out
    }

    enum Op: Equatable { case equal, delete, insert }

    /// The lines of `bytes`, each with its break (LF, CRLF or CR).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0, i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                lines.append(bytes[start...i])
                start = i + 1
            }
            i += 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// The most changed lines the exact search looks for.
    static let maxEdits = 200

    /// Equal, delete and insert steps that turn `a` into `b`.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let middleA = Array(a[head..<(a.count - tail)]), middleB = Array(b[head..<(b.count - tail)])
        let middle = shortestScript(middleA, middleB) ?? patienceScript(middleA, middleB)
        return Array(repeating: .equal, count: head) + middle + Array(repeating: .equal, count: tail)
    }

    /// Myers' shortest edit script when it has at most `maxEdits` steps; nil otherwise.
    static func shortestScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op]? {
        let n = a.count, m = b.count, limit = min(maxEdits, n + m)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                guard x >= n, y >= m else { continue }
                // Back from the end: each step of d came from k - 1 (a deletion) or k + 1 (an insertion).
                var ops: [Op] = []
                var (cx, cy) = (n, m)
                for step in stride(from: d, to: 0, by: -1) {
                    let before = trace[step], ck = cx - cy
                    let down = ck == -step || (ck != step && before[offset + ck - 1] < before[offset + ck + 1])
                    let pk = down ? ck + 1 : ck - 1
                    let px = before[offset + pk], py = px - pk
                    while cx > (down ? px : px + 1), cy > (down ? py + 1 : py) { ops.append(.equal); cx -= 1; cy -= 1 }
                    ops.append(down ? .insert : .delete)
                    (cx, cy) = (px, py)
                }
                while cx > 0, cy > 0 { ops.append(.equal); cx -= 1; cy -= 1 }
                return ops.reversed()
            }
        }
        return nil
    }

    /// Patience matching (see above), for texts that differ in many lines.
    static func patienceScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        var counts: [ArraySlice<UInt8>: (a: Int, b: Int, indexA: Int, indexB: Int)] = [:]
        for (i, line) in a.enumerated() { counts[line, default: (0, 0, 0, 0)].a += 1; counts[line]?.indexA = i }
        for (j, line) in b.enumerated() { counts[line, default: (0, 0, 0, 0)].b += 1; counts[line]?.indexB = j }
        let pairs = counts.values.filter { $0.a == 1 && $0.b == 1 }.map { ($0.indexA, $0.indexB) }.sorted { $0.0 < $1.0 }
        var anchors = longestIncreasing(pairs)
        anchors.append((a.count, b.count))
        var script: [Op] = []
        var (i, j) = (0, 0)
        for (ai, bj) in anchors {
            // The gap before the anchor: shared ends kept, the middle replaced.
            var head = 0
            while i + head < ai, j + head < bj, a[i + head] == b[j + head] { head += 1 }
            var tail = 0
            while ai - tail > i + head, bj - tail > j + head, a[ai - tail - 1] == b[bj - tail - 1] { tail += 1 }
            script += Array(repeating: .equal, count: head)
            script += Array(repeating: .delete, count: ai - tail - i - head)
            script += Array(repeating: .insert, count: bj - tail - j - head)
            script += Array(repeating: .equal, count: tail)
            if ai < a.count { script.append(.equal) }
            (i, j) = (ai + 1, bj + 1)
        }
        return script
    }

    /// The longest run of `pairs` (sorted by their first) whose seconds increase.
    private static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var tails: [Int] = []  // index into pairs of the smallest tail of each length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (k, pair) in pairs.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if pairs[tails[mid]].1 < pair.1 { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[k] = tails[lo - 1] }
            if lo == tails.count { tails.append(k) } else { tails[lo] = k }
        }
        var run: [(Int, Int)] = []
        var k = tails.last ?? -1
        while k >= 0 { run.append(pairs[k]); k = previous[k] }
        return run.reversed()
    }

    private static func hunk(_ script: [Op], _ range: Range<Int>, _ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> String {
        // The line numbers where the hunk starts in each version.
        var i = 0, j = 0
        for op in script[..<range.lowerBound] {
            if op != .insert { i += 1 }
            if op != .delete { j += 1 }
        }
        var body = ""
        var countA = 0, countB = 0
        for op in script[range] {
            switch op {
            case .equal:
                body += line(" ", a[i + countA]); countA += 1; countB += 1
            case .delete:
                body += line("-", a[i + countA]); countA += 1
            case .insert:
                body += line("+", b[j + countB]); countB += 1
            }
        }
        return "@@ -\(position(i, countA)) +\(position(j, countB)) @@\n" + body
    }

    /// `start,count` as diff writes it: a count of one is left out, an empty side starts at the line before.
    private static func position(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    private static func line(_ mark: String, _ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let ended = bytes.last == 0x0A || bytes.last == 0x0D
        return mark + text + (ended ? "" : "\n\\ No newline at end of file\n")
    }
}
