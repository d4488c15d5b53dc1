import FormcCore
import FormcLoad

/// Prints a `FormatTree` in the one layout of `formc fmt` (docs/spec-language.md, "Formatting"):
/// two-space indentation, list items indented under their key, a list item's first key on its
/// dash's line; a list of scalars, or a mapping of scalars below the top two levels, on one line
/// (`[a, b]`, `{ k: v }`) when it fits in `width` columns and holds no comment; everything else
/// in block style. A collection written on one line with a comment on that line stays on one
/// line, and one written over several lines with such a comment stays in block style, so an
/// ignore comment still targets what it silenced.
struct LayoutPrinter {
    static let width = 80

    let tree: FormatTree
    let source: SourceFile
    private(set) var lines: [String] = []

    init(tree: FormatTree, source: SourceFile) {
        self.tree = tree
        self.source = source
    }

    /// The documents and the comments after them, each line without its break.
    mutating func printAll() {
        // The comments of an empty document go to the next document that is not, above its
        // content (or to the end): where a comment below a bare `---` belongs is not clear.
        var carried: [String] = []
        for (n, index) in tree.documents.enumerated() {
            let root = tree.entries[index]
            let empty = root.value.scalar.map { $0.isPlain && $0.value.isEmpty } ?? false
            if n > 0 || empty { lines.append("---") }
            if empty {
                carried += root.leading + root.trailing
                continue
            }
            for comment in carried + root.leading { lines.append(comment) }
            carried = []
            var first = lines.count
            switch root.value.kind {
            case .scalar(let scalar):
                printScalar(scalar, node: root.value, head: nil, indent: 0)
            case .sequence, .mapping:
                if root.children.isEmpty {
                    lines.append(root.value.sequence != nil ? "[]" : "{}")
                } else {
                    printChildren(of: index, indent: 0)
                    first = firstContentLine(from: first)
                }
            }
            appendTrailing(root.trailing, at: first)
        }
        lines += carried + tree.dangling
    }

    private mutating func printChildren(of index: Int, indent: Int) {
        let entry = tree.entries[index]
        let isMapping = entry.value.mapping != nil
        for (n, child) in entry.children.enumerated() {
            let item = tree.entries[child]
            if item.blankBefore, n > 0 { lines.append("") }
            for comment in item.leading { lines.append(pad(indent) + comment) }
            let head: String
            if isMapping, let key = item.key?.scalar {
                head = pad(indent) + (ScalarText.inline(key, flow: false).map { $0.isEmpty ? "''" : $0 } ?? "''") + ":"
            } else {
                head = pad(indent) + "-"
            }
            let first = printValue(of: child, head: head, indent: indent, isItem: !isMapping)
            appendTrailing(item.trailing, at: first)
        }
    }

    /// Prints an entry's value after `head` (`key:` or `-`); returns the line its head is on.
    private mutating func printValue(of index: Int, head: String, indent: Int, isItem: Bool) -> Int {
        let entry = tree.entries[index]
        switch entry.value.kind {
        case .scalar(let scalar):
            let line = lines.count
            printScalar(scalar, node: entry.value, head: head, indent: indent)
            return line
        case .sequence, .mapping:
            if let flow = flowText(of: index, after: head) {
                lines.append(head + " " + flow)
                return lines.count - 1
            }
            if let filled = filledList(of: index, after: head, indent: indent) {
                lines += filled
                return lines.count - filled.count
            }
            guard isItem else {
                lines.append(head)
                let line = lines.count - 1
                printChildren(of: index, indent: indent + 2)
                return line
            }
            // A list item's collection starts on the dash's line; comments before its first
            // entry move above the dash.
            let mark = lines.count
            printChildren(of: index, indent: indent + 2)
            let first = firstContentLine(from: mark)
            // By Unicode scalars: a space and a combining mark after it (a key that starts with
            // one) are one Character.
            for line in mark..<first { lines[line] = String(lines[line].unicodeScalars.dropFirst(2)) }
            lines[first] = head + " " + String(lines[first].unicodeScalars.dropFirst(indent + 2))
            return first
        }
    }

    private mutating func printScalar(_ scalar: Scalar, node: Node, head: String?, indent: Int) {
        let prefix = head.map { $0 + " " } ?? ""
        if scalar.style == .literal || scalar.style == .folded, let block = BlockScalarText.lines(of: node, in: source) {
            lines.append(prefix + block.header)
            for line in block.content { lines.append(line.isEmpty ? "" : pad(indent + 2) + line) }
            return
        }
        let text = ScalarText.inline(scalar, flow: false) ?? ""
        if text.isEmpty, let head { lines.append(head) } else { lines.append(prefix + text) }
    }

    /// The first line at or after `mark` that is not a comment.
    private func firstContentLine(from mark: Int) -> Int {
        var line = mark
        while line < lines.count - 1, lines[line].unicodeScalars.drop(while: { $0 == " " }).first == "#" { line += 1 }
        return line
    }

    private mutating func appendTrailing(_ comments: [String], at line: Int) {
        guard !comments.isEmpty else { return }
        if line >= lines.count { lines.append(comments.joined(separator: " ")); return }
        lines[line] += (lines[line].isEmpty ? "" : " ") + comments.joined(separator: " ")
    }

    // MARK: Flow or block

    /// The collection of entry `index` on one line, when the layout puts it there.
    private func flowText(of index: Int, after head: String) -> String? {
        let entry = tree.entries[index]
        if entry.children.isEmpty { return entry.value.sequence != nil ? "[]" : "{}" }
        guard !entry.commentsInside else { return nil }
        // A list item of one key and a scalar is one line in block style already.
        if entry.key == nil, entry.depth > 0, entry.value.mapping != nil, entry.children.count == 1,
           tree.entries[entry.children[0]].value.scalar != nil, !isBlockScalar(tree.entries[entry.children[0]].value) { return nil }
        // A collection with a comment before it or on its line keeps its style, so an ignore
        // comment targets the same nodes: one line if it was one line of flow style, else block.
        if entry.hasComments {
            return entry.value.isFlow && entry.firstLine == entry.lastLine ? inlineText(of: index) : nil
        }
        // The top-level mapping's sections stay in block style.
        if entry.depth <= 1, entry.value.mapping != nil { return nil }
        let leaf = entry.children.allSatisfy { tree.entries[$0].value.scalar != nil }
        guard leaf, let text = inlineText(of: index) else { return nil }
        return DisplayWidth.of(head) + 1 + DisplayWidth.of(text) <= Self.width ? text : nil
    }

    /// A list of scalars too long for one line, in flow style over several: as many items on
    /// each line as fit, the lines after the first indented under the key. Nil when it holds a
    /// comment or an item that cannot be written in flow style.
    private func filledList(of index: Int, after head: String, indent: Int) -> [String]? {
        let entry = tree.entries[index]
        guard entry.value.sequence != nil, !entry.commentsInside, !entry.hasComments else { return nil }
        var items: [String] = []
        for child in entry.children {
            guard tree.entries[child].value.scalar != nil, let text = inlineText(of: child) else { return nil }
            items.append(text)
        }
        var lines: [String] = []
        var current = head + " ["
        var opened = true
        for (n, item) in items.enumerated() {
            let piece = item + (n == items.count - 1 ? "]" : ",")
            if opened {
                current += piece
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(piece) <= Self.width {
                current += " " + piece
            } else {
                lines.append(current)
                current = pad(indent + 2) + piece
            }
            opened = false
        }
        lines.append(current)
        return lines
    }

    /// The value of entry `index` in flow style, nil when some part cannot be written there.
    private func inlineText(of index: Int) -> String? {
        let entry = tree.entries[index]
        switch entry.value.kind {
        case .scalar(let scalar):
            // A block scalar that stays one is not written in flow style; one written quoted is.
            return isBlockScalar(entry.value) ? nil : ScalarText.inline(scalar, flow: true)
        case .sequence:
            var parts: [String] = []
            for child in entry.children {
                guard let text = inlineText(of: child) else { return nil }
                parts.append(text)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .mapping:
            guard !entry.children.isEmpty else { return "{}" }
            var parts: [String] = []
            for child in entry.children {
                guard let key = tree.entries[child].key?.scalar, let keyText = ScalarText.inline(key, flow: true),
                      let value = inlineText(of: child) else { return nil }
                parts.append(keyText + ": " + value)
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        }
    }

    /// Whether `node` is written as a literal or folded scalar (one that cannot be is quoted).
    private func isBlockScalar(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .literal || scalar.style == .folded else { return false }
        return BlockScalarText.lines(of: node, in: source) != nil
    }

    private func pad(_ count: Int) -> String { String(repeating: " ", count: count) }
}
