import FormcCore
import FormcLoad

/// Every comment of a file attached to one entry, as prettier and ruff's formatter do before
/// printing: a full-line comment leads the next entry (comments with a `# formc:` directive among
/// them the innermost one starting there, the key it targets); a comment that ends a line
/// trails the outermost entry written wholly on that line, or else the innermost entry starting
/// on it (the key whose value follows), or else (after a closing bracket) the innermost entry ending on it, or else the entry
/// before it. Comments after the last node stay at the end of the file.
extension FormatTree {
    mutating func attach(_ comments: [CommentScanner.Comment], source: SourceFile) {
        guard !comments.isEmpty else { return }
        // Entries are in document order of their starts (a parent before a child that starts
        // where it does), so the first entry starting after an offset is found by bisection.
        let starts = entries.map(\.start)
        var firstOnLine: [Int: [Int]] = [:]
        var lastOnLine: [Int: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            firstOnLine[entry.firstLine, default: []].append(index)
            lastOnLine[entry.lastLine, default: []].append(index)
        }
        // A directive (`# formc: ignore[…]`) targets the next line: the comments above an entry
        // that include one lead the innermost entry starting there (a list item's first key),
        // which they follow wherever the key order puts it.
        var directed = Set<Int>()
        for comment in comments where comment.ownLine && Self.isDirective(Self.text(of: comment, in: source)) {
            directed.insert(Self.firstIndex(in: starts, after: comment.start))
        }
        for comment in comments {
            let text = Self.text(of: comment, in: source)
            let line = source.lineIndex(containingByte: comment.start)
            if comment.ownLine {
                var next = Self.firstIndex(in: starts, after: comment.start)
                if directed.contains(next) {
                    while next + 1 < entries.count, entries[next + 1].start == entries[next].start { next += 1 }
                }
                guard next < entries.count else {
                    dangling.append(text)
                    continue
                }
                if entries[next].leading.isEmpty, Self.startsLine(entries[next].start, in: source), Self.blankLineBefore(line, in: source) {
                    entries[next].blankBefore = true
                }
                entries[next].leading.append(text)
                markInside(next)
                continue
            }
            // (An empty document's root is nothing a comment could follow.)
            let onLine = (firstOnLine[line] ?? []).filter { entries[$0].start < comment.start && !isEmptyDocument($0) }
            let whole = onLine.filter { entries[$0].lastLine == line }
            if let target = Self.outermost(whole, entries) ?? Self.innermost(onLine, entries) {
                entries[target].trailing.append(text)
                markInside(target)
            } else if let closed = Self.innermost((lastOnLine[line] ?? []).filter { entries[$0].end <= comment.start }, entries) {
                // After a closing bracket: the collection it closes.
                entries[closed].trailing.append(text)
                markInside(closed)
            } else {
                let previous = Self.firstIndex(in: starts, after: comment.start) - 1
                if previous >= 0 {
                    entries[previous].trailing.append(text)
                    markInside(previous)
                } else if !entries.isEmpty {
                    entries[0].leading.append(text)
                } else {
                    dangling.append(text)
                }
            }
        }
        liftFirstChildComments()
        for index in entries.indices where entries[index].leading.isEmpty && !entries[index].blankBefore {
            // An entry that starts where its parent does (a list item's first key) has the
            // parent's blank line, not one of its own.
            let parent = entries[index].parent
            guard parent < 0 || entries[parent].start != entries[index].start,
                  Self.startsLine(entries[index].start, in: source) else { continue }
            entries[index].blankBefore = Self.blankLineBefore(entries[index].firstLine, in: source)
        }
    }

    /// Comments above the first entry (in canonical order) of a document or of a list item's
    /// collection are printed above the document or the item's dash: read again, they lead the
    /// document or the item. They are theirs from the start, so a second run lays out the same
    /// (a directive's stay with the key they target). Children before parents: a lifted comment
    /// may lift again.
    private mutating func liftFirstChildComments() {
        for parent in entries.indices.reversed() where entries[parent].depth == 0 || entries[parent].key == nil {
            guard let first = entries[parent].children.first, !entries[first].leading.isEmpty,
                  entries[parent].value.scalar == nil, !entries[first].leading.contains(where: Self.isDirective) else { continue }
            entries[parent].leading += entries[first].leading
            entries[first].leading = []
        }
        for index in entries.indices { entries[index].commentsInside = false }
        for index in entries.indices where entries[index].hasComments { markInside(index) }
    }

    private func isEmptyDocument(_ index: Int) -> Bool {
        entries[index].depth == 0 && entries[index].value.scalar.map { $0.isPlain && $0.value.isEmpty } == true
    }

    /// Marks every collection that holds `index` as holding a comment.
    private mutating func markInside(_ index: Int) {
        var i = entries[index].parent
        while i >= 0, !entries[i].commentsInside {
            entries[i].commentsInside = true
            i = entries[i].parent
        }
    }

    /// Whether a comment is a `# formc: …` directive (an ignore), which targets a line.
    static func isDirective(_ text: String) -> Bool {
        text.dropFirst().drop { $0 == " " || $0 == "\t" }.hasPrefix("formc:")
    }

    /// The comment's text from `#`, without trailing blanks.
    static func text(of comment: CommentScanner.Comment, in source: SourceFile) -> String {
        var end = comment.end
        while end > comment.start, source.bytes[end - 1] == 0x20 || source.bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: source.bytes[comment.start..<end], as: UTF8.self)
    }

    private static func firstIndex(in starts: [Int], after offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] > offset { high = mid } else { low = mid + 1 }
        }
        return low
    }

    private static func innermost(_ candidates: [Int], _ entries: [Entry]) -> Int? {
        candidates.max { entries[$0].depth != entries[$1].depth ? entries[$0].depth < entries[$1].depth : $0 < $1 }
    }

    private static func outermost(_ candidates: [Int], _ entries: [Entry]) -> Int? {
        candidates.min { entries[$0].depth != entries[$1].depth ? entries[$0].depth < entries[$1].depth : $0 < $1 }
    }

    /// Whether only indentation and list dashes precede `offset` on its line (a blank line
    /// before it stands between it and the entry before; not so for the second key of `{a, b}`).
    static func startsLine(_ offset: Int, in source: SourceFile) -> Bool {
        var i = offset - 1
        while i >= source.textStart, source.bytes[i] != 0x0A, source.bytes[i] != 0x0D {
            guard source.bytes[i] == 0x20 || source.bytes[i] == UInt8(ascii: "-") else { return false }
            i -= 1
        }
        return true
    }

    /// Whether the line before 0-based `line` is blank (and exists).
    static func blankLineBefore(_ line: Int, in source: SourceFile) -> Bool {
        guard line > 0 else { return false }
        let bytes = source.lineBytes(line)  // 1-based: the line before
        return bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}
