import FormcCore

/// Builds located nodes from libyaml events: expands aliases, applies merge keys, rejects
/// duplicate keys, and counts depth and alias expansion as events arrive, so that a limit is
/// hit in the time it takes to read up to it.
struct TreeBuilder {
    /// A collection being read. It owns the nodes read so far, and each finished node moves
    /// into its parent: a node is built once and never copied on its way into the tree.
    private struct Frame {
        var isMapping: Bool
        var start: SourceLocation
        var anchor: String?
        var tag: String?
        var flow: Bool
        /// The items of a sequence.
        var items: [Node] = []
        /// The entries of a mapping, and the key whose value is being read.
        var entries: [MappingEntry] = []
        var key: Node?
        /// Where the mapping's `<<` key is, when it has one.
        var mergeKey: SourceRange?
        /// Whether a `<<` key is among the entries.
        var hasMerge: Bool { mergeKey != nil }
        /// Identity of each key seen → index of its entry; built only once a mapping has many
        /// keys (small mappings are scanned, which is cheaper than hashing).
        var keys: [String: Int]?
        /// A key dropped as a duplicate: its value is read and dropped too.
        var skipNextValue = false
        /// The size and depth of the node it becomes (`Node.size`, `Node.depth`), counted as
        /// nodes arrive instead of walking them again at the end.
        var size = 1
        var depth = 1

        mutating func count(_ node: Node) {
            size += node.size
            depth = max(depth, 1 + node.depth)
        }

        /// A frame with room for its children. Built by the memberwise initializer: one that
        /// assigns the properties one by one made the frame in a stack slot and copied it out.
        static func opening(isMapping: Bool, start: SourceLocation, anchor: String?, tag: String?, flow: Bool) -> Frame {
            // Most collections of a spec hold a few nodes: one allocation instead of three. A
            // flow collection (`{id, title}`, `[medium, large]`) holds two or three; a block one
            // (a screen, a field, a list of options) more, so it starts at eight and is rarely regrown.
            let capacity = flow ? 4 : 8
            var items: [Node] = []
            var entries: [MappingEntry] = []
            if isMapping { entries.reserveCapacity(capacity) } else { items.reserveCapacity(capacity) }
            return Frame(isMapping: isMapping, start: start, anchor: anchor, tag: tag, flow: flow, items: items, entries: entries)
        }
    }

    /// Stop reading the file: a limit was hit.
    struct Abort: Error {}

    let source: SourceFile
    let limits: LoadLimits
    private(set) var diagnostics: [Diagnostic] = []
    /// The document the last event ended, until the loader takes it (`takeEnded`).
    private var ended: Document?
    private var stack: [Frame] = []
    private var anchors: [String: Node] = [:]
    private var expanded = 0
    private var root: Node?
    private var documentStart = SourceLocation(line: 1, column: 1, offset: 0)
    /// The current document had an error that makes its tree unusable (undefined alias).
    private var documentBroken = false
    /// Documents ended so far, broken ones included, so indexes match the file.
    private var documentCount = 0

    init(source: SourceFile, limits: LoadLimits) {
        self.source = source
        self.limits = limits
        // A spec nests four or five levels: the stack is allocated once, not grown four times.
        stack.reserveCapacity(8)
    }

    /// The document the last event ended, if it ended one; the builder no longer holds it.
    mutating func takeEnded() -> Document? {
        guard ended != nil else { return nil }
        var document: Document?
        swap(&document, &ended)
        return document
    }

    /// Takes the event: its strings move into the node instead of being copied.
    mutating func handle(_ event: consuming Event, _ range: SourceRange) throws(Abort) {
        switch consume event {
        case .streamStart, .streamEnd:
            break
        case .documentStart:
            documentStart = range.start
            anchors = [:]
            expanded = 0
            root = nil
            documentBroken = false
        case .documentEnd:
            if let root, !documentBroken {
                ended = Document(root: root, range: SourceRange(start: documentStart, end: range.end), index: documentCount)
            }
            documentCount += 1
        case .alias(let name):
            guard var node = anchors[name] else {
                documentBroken = true
                report(.E101, "undefined alias '*\(SafeText.escaped(name))'", range,
                       help: "define the anchor '&\(SafeText.escaped(name))' before this alias, in the same document")
                add(Node(kind: .scalar(Scalar("")), range: range))
                return
            }
            if stack.count + node.depth > limits.maxDepth {
                report(.E104, "nesting deeper than \(limits.maxDepth) levels through the alias '*\(SafeText.escaped(name))'", range,
                       help: "an alias places its anchor's whole tree here; anchors that alias each other nest deeper at each step")
                throw Abort()
            }
            expanded += node.size
            if expanded > limits.maxAliasExpansion {
                report(.E104, "alias expansion exceeds \(limits.maxAliasExpansion) nodes in this document", range,
                       help: "an alias repeats its anchor's whole subtree; nested aliases multiply (a \"billion laughs\" bomb)")
                throw Abort()
            }
            node.range = range
            add(consume node)
        case .scalar(let scalar, let anchor, let tag):
            guard let anchor else {
                add(Node(kind: .scalar(scalar), range: range, tag: tag, size: 1, depth: 0))
                return
            }
            let node = Node(kind: .scalar(scalar), range: range, tag: tag, size: 1, depth: 0)
            anchors[anchor] = node
            add(consume node)
        case .sequenceStart(let anchor, let tag, let flow):
            try checkDepth(range)
            stack.append(Frame.opening(isMapping: false, start: range.start, anchor: anchor, tag: tag, flow: flow))
        case .mappingStart(let anchor, let tag, let flow):
            try checkDepth(range)
            stack.append(Frame.opening(isMapping: true, start: range.start, anchor: anchor, tag: tag, flow: flow))
        case .sequenceEnd, .mappingEnd:
            guard var frame = stack.popLast() else { return }
            let last = frame.isMapping ? (frame.key?.range.end ?? frame.entries.last?.value.range.end) : frame.items.last?.range.end
            let nodeRange = SourceRange(start: frame.start, end: frame.flow ? range.end : (last ?? range.end))
            // The children move out of the frame into the node: no array is copied or retained.
            var entries: [MappingEntry] = []
            var items: [Node] = []
            swap(&entries, &frame.entries)
            swap(&items, &frame.items)
            // Merged after the frame is closed: a merge error points through the frames still open.
            var node: Node
            if frame.hasMerge {
                // Merged entries are not the ones counted: the node counts its own.
                node = Node(kind: .mapping(merged(entries)), range: nodeRange, tag: frame.tag)
            } else {
                let kind: Node.Kind = frame.isMapping ? .mapping(consume entries) : .sequence(consume items)
                node = Node(kind: kind, range: nodeRange, tag: frame.tag, size: frame.size, depth: frame.depth)
            }
            node.isFlow = frame.flow
            if let anchor = frame.anchor { anchors[anchor] = node }
            add(consume node)
        }
    }

    /// Stops before a collection that would nest deeper than the limit.
    private mutating func checkDepth(_ range: SourceRange) throws(Abort) {
        guard stack.count < limits.maxDepth else {
            report(.E104, "nesting deeper than \(limits.maxDepth) levels", range,
                   help: "flatten the structure; formc specs need only a few levels")
            throw Abort()
        }
    }

    /// Moves a finished node into its parent, checking keys for duplicates. Inlined: a call
    /// passes a node (about 100 bytes) by address, and the caller copied it for each call.
    @inline(__always)
    private mutating func add(_ node: consuming Node) {
        guard !stack.isEmpty else {
            root = consume node
            return
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].count(node)
            stack[top].items.append(consume node)
            return
        }
        if stack[top].skipNextValue {
            stack[top].skipNextValue = false
            return
        }
        if let key = stack[top].key.take() {
            stack[top].count(key)
            stack[top].count(node)
            stack[top].entries.append(MappingEntry(key: consume key, value: consume node))
            return
        }
        if Self.isMergeKey(node) {
            // A second `<<` is a duplicate key like any other: several sources go in one list.
            if let first = stack[top].mergeKey {
                reportDuplicate(node, firstAt: first, help: "merge several mappings with one key: '<<: [*first, *second]'")
                stack[top].skipNextValue = true
                return
            }
            stack[top].mergeKey = node.range
        } else {
            if let first = indexOfKey(node, inFrame: top) {
                reportDuplicate(node, firstAt: stack[top].entries[first].key.range)
                stack[top].skipNextValue = true
                return
            }
            if stack[top].keys != nil {
                let index = stack[top].entries.count
                stack[top].keys?[Self.identity(of: node)] = index
            }
        }
        stack[top].key = consume node
    }

    /// E103 for `key`, which repeats the key at `first` in the innermost open mapping.
    @inline(never)
    private mutating func reportDuplicate(
        _ key: borrowing Node, firstAt first: SourceRange, help: String = "remove one of the two, or rename it"
    ) {
        let shown = SafeText.escaped(key.scalar?.value ?? "complex key")
        report(.E103, "duplicate key '\(shown)'; formc does not let a later key silently win", key.range,
               pointer: pointerOfCurrentPosition().appending(key.scalar?.value ?? "?"),
               help: help,
               notes: [Diagnostic.Note("first defined here", file: source.path, range: first)])
    }

    /// Mappings with more keys than this get a dictionary of key identities.
    private static let keyScanLimit = 16

    /// The index among the entries of frame `top` of an earlier key equal to `key`, if any.
    private mutating func indexOfKey(_ key: Node, inFrame top: Int) -> Int? {
        if stack[top].keys == nil, stack[top].entries.count >= Self.keyScanLimit {
            var keys: [String: Int] = [:]
            for (index, entry) in stack[top].entries.enumerated() where !Self.isMergeKey(entry.key) {
                let identity = Self.identity(of: entry.key)
                keys[identity] = keys[identity] ?? index
            }
            stack[top].keys = keys
        }
        if let keys = stack[top].keys { return keys[Self.identity(of: key)] }
        var identityOfKey: String?
        for index in stack[top].entries.indices {
            if case .scalar(let scalar) = key.kind {
                // Lengths first: the keys of a mapping mostly differ in length, and comparing two
                // different strings costs more than comparing their counts.
                if case .scalar(let other) = stack[top].entries[index].key.kind, other.value.utf8.count == scalar.value.utf8.count,
                   other.value == scalar.value, !Self.isMergeKey(stack[top].entries[index].key) { return index }
            } else if stack[top].entries[index].key.scalar == nil {
                if identityOfKey == nil { identityOfKey = Self.identity(of: key) }
                if Self.identity(of: stack[top].entries[index].key) == identityOfKey { return index }
            }
        }
        return nil
    }

    /// `<<` written plain, or tagged `!!merge`.
    static func isMergeKey(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node.kind else { return false }
        if let tag = node.tag { return tag == mergeTag }
        return scalar.value == "<<" && scalar.style == .plain
    }

    private static let mergeTag = CoreSchema.tagPrefix + "merge"

    /// What makes two keys the same key: the text of a scalar, the structure of anything else.
    static func identity(of node: Node) -> String {
        switch node.kind {
        case .scalar(let s): return s.value
        default: return "\u{0}" + JSONWriter.compact(CoreSchema.json(node))
        }
    }

    /// Entries in source order with `<<` merges applied: merged keys are inserted where the
    /// merge key stood, explicit keys win, earlier merge sources win over later ones.
    private mutating func merged(_ entries: [MappingEntry]) -> [MappingEntry] {
        var present = Set(entries.lazy.filter { !Self.isMergeKey($0.key) }.map { Self.identity(of: $0.key) })
        var result: [MappingEntry] = []
        for entry in entries {
            guard Self.isMergeKey(entry.key) else {
                result.append(entry)
                continue
            }
            let sources: [Node]
            switch entry.value.kind {
            case .mapping: sources = [entry.value]
            case .sequence(let items) where items.allSatisfy({ $0.mapping != nil }): sources = items
            default:
                // The mapping was just closed: the open frames lead to where it is being placed.
                report(.E202, "a merge key '<<' needs a mapping or a list of mappings, found \(entry.value.kindName)",
                       entry.value.range, pointer: pointer(throughTop: true).appending("<<"),
                       help: "write '<<: *anchor' where '&anchor' names a mapping")
                continue
            }
            for source in sources {
                for merged in source.mapping ?? [] where present.insert(Self.identity(of: merged.key)).inserted {
                    result.append(merged)
                }
            }
        }
        return result
    }

    /// A pointer to the collection being filled (the innermost open frame), for E103.
    private func pointerOfCurrentPosition() -> JSONPointer { pointer(throughTop: false) }

    /// A pointer from the open frames: to the innermost one, or `throughTop`, to the place in
    /// it that the next node fills.
    private func pointer(throughTop: Bool) -> JSONPointer {
        var pointer = JSONPointer.root
        for (depth, frame) in stack.enumerated() where throughTop || depth < stack.count - 1 {
            if frame.isMapping {
                // A key waiting for its value is where the next node goes.
                pointer = pointer.appending(frame.key?.scalar?.value ?? "?")
            } else {
                pointer = pointer.appending(frame.items.count)
            }
        }
        return pointer
    }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, _ range: SourceRange, pointer: JSONPointer = .root,
        help: String? = nil, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(Diagnostic(code, message, file: source.path, range: range, pointer: pointer.description, help: help, notes: notes))
    }
}
