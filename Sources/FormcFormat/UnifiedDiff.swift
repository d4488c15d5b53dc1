/// A unified diff of two texts, line by line (`diff -u`, as `ruff format --diff` and
/// `gofmt -d` print one): `---`/`+++` headers, then hunks of changed lines with three lines of
/// context. Lines are compared after the common start and end are set aside, by Myers' greedy
/// algorithm with at most `maxEdits` edits; past that (two unrelated texts) the differing middle
/// is one hunk, so the work stays linear in the text's size.
public enum UnifiedDiff {
    static let context = 3
    static let maxEdits = 256

    /// The diff of `old` to `new`, labelled `oldName` and `newName`; "" when they are equal.
    public static func diff(_ old: String, _ new: String, oldName: String, newName: String) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = edits(a.map(\.key), b.map(\.key))
        var out = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script) {
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .keep: out += " " + a[edit.oldIndex].shown
                case .delete: out += "-" + a[edit.oldIndex].shown
                case .insert: out += "+" + b[edit.newIndex].shown
                }
            }
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    struct Line {
        var text: Substring
        var hasBreak: Bool

        /// What two lines must share to be the same line: text and break.
        var key: String { hasBreak ? text + "\n" : String(text) }

        /// The line and its break, with diff's mark for a last line without one.
        var shown: String {
            hasBreak ? text + "\n" : text + "\n\\ No newline at end of file\n"
        }
    }

    static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var rest = Substring(text)
        while let newline = rest.firstIndex(of: "\n") {
            result.append(Line(text: rest[..<newline], hasBreak: true))
            rest = rest[rest.index(after: newline)...]
        }
        if !rest.isEmpty { result.append(Line(text: rest, hasBreak: false)) }
        return result
    }

    enum Kind { case keep, delete, insert }

    struct Edit {
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// The edit script from `a` to `b`: every line of both, kept, deleted or inserted.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var script: [Edit] = (0..<prefix).map { Edit(kind: .keep, oldIndex: $0, newIndex: $0) }
        let aMid = Array(a[prefix..<(a.count - suffix)]), bMid = Array(b[prefix..<(b.count - suffix)])
        let middle = myers(aMid, bMid) ?? (aMid.indices.map { Edit(kind: .delete, oldIndex: $0, newIndex: 0) }
            + bMid.indices.map { Edit(kind: .insert, oldIndex: aMid.count, newIndex: $0) })
        script += middle.map { Edit(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix) }
        script += (0..<suffix).map { Edit(kind: .keep, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0) }
        return script
    }

    /// Myers' shortest edit script, nil when it needs more than `maxEdits` edits.
    private static func myers(_ a: [String], _ b: [String]) -> [Edit]? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 {
            return a.indices.map { Edit(kind: .delete, oldIndex: $0, newIndex: 0) } + b.indices.map { Edit(kind: .insert, oldIndex: n, newIndex: $0) }
        }
        let limit = min(n + m, maxEdits)
        // trace[d][k + d] is the furthest x on diagonal k after d edits.
        var trace: [[Int]] = []
        var previous: [Int] = [0]
        var found: Int?
        for d in 0...limit {
            var v = Array(repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                let fromPrev = { (k: Int) -> Int in previous[k + d - 1] }
                var x: Int
                if d == 0 {
                    x = 0
                } else if k == -d || (k != d && fromPrev(k - 1) < fromPrev(k + 1)) {
                    x = fromPrev(k + 1)
                } else {
                    x = fromPrev(k - 1) + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[k + d] = x
                if x >= n, y >= m { found = d; break }
            }
            trace.append(v)
            previous = v
            if found != nil { break }
        }
        guard let edits = found else { return nil }
        var script: [Edit] = []
        var x = n, y = m
        for d in stride(from: edits, to: 0, by: -1) {
            let v = trace[d - 1]
            let k = x - y
            let down = k == -d || (k != d && v[k - 1 + d - 1] < v[k + 1 + d - 1])
            let prevK = down ? k + 1 : k - 1
            let prevX = v[prevK + d - 1], prevY = prevX - prevK
            while x > prevX + (down ? 0 : 1), y > prevY + (down ? 1 : 0) {
                x -= 1; y -= 1
                script.append(Edit(kind: .keep, oldIndex: x, newIndex: y))
            }
            if down {
                y -= 1
                script.append(Edit(kind: .insert, oldIndex: x, newIndex: y))
            } else {
                x -= 1
                script.append(Edit(kind: .delete, oldIndex: x, newIndex: y))
            }
        }
        while x > 0, y > 0 {
            x -= 1; y -= 1
            script.append(Edit(kind: .keep, oldIndex: x, newIndex: y))
        }
        return script.reversed()
    }

    /// The changes with their context; changes closer than twice the context share a hunk.
    static func hunks(_ script: [Edit]) -> [[Edit]] {
        let changes = script.indices.filter { script[$0].kind != .keep }
        guard var first = changes.first else { return [] }
        var last = first
        var hunks: [[Edit]] = []
        func close() { hunks.append(Array(script[max(0, first - context)..<min(script.count, last + context + 1)])) }
        for change in changes.dropFirst() {
            if change - last > 2 * context {
                close()
                first = change
            }
            last = change
        }
        close()
        return hunks
    }
}
