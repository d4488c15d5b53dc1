/// A unified diff of two versions of a text (`diff -u`, as `ruff --diff` and `gofmt -d` print
/// them): `--- path`, `+++ path`, then hunks of changed lines with three lines of context.
/// Lines keep their own breaks (a CRLF file's lines end in CRLF); a last line without one is
/// followed by `\ No newline at end of file`.
///
/// The lines are matched as patience diff matches them: lines that occur once in each version
/// anchor the match (their longest increasing run, O(n log n)), and between two anchors the
/// lines the versions share at both ends are kept and the rest is replaced. Edits that a fix
/// makes (a word, a quoted scalar, an added line) come out exactly; nothing costs more than
/// O(n log n) in the number of lines.
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

    /// Equal, delete and insert steps that turn `a` into `b`.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
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
