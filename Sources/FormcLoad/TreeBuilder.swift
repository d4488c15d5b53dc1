import FormcCore

/// Builds located nodes from libyaml events: expands aliases, applies merge keys, rejects
/// duplicate keys, and counts depth and alias expansion as events arrive, so that a limit is
/// hit in the time it takes to read up to it.
struct TreeBuilder {
    /// A collection being read.
    private struct Frame {
        var isMapping: Bool
        var start: SourceLocation
        var anchor: String?
        var tag: String?
        var flow: Bool
        /// Items of a sequence, or keys and values alternating for a mapping.
        var children: [Node] = []
        /// Identity of each key seen → index of that key in `children`; built only once a
        /// mapping has many keys (small mappings are scanned, which is cheaper than hashing).
        var keys: [String: Int]?
        /// A key dropped as a duplicate: its value is read and dropped too.
        var skipNextValue = false
    }

    /// Stop reading the file: a limit was hit.
    struct Abort: Error {}

    let source: SourceFile
    let limits: LoadLimits
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var documents: [Document] = []
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
    }

    mutating func handle(_ event: Event, _ range: SourceRange) throws(Abort) {
        switch event {
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
                documents.append(Document(root: root, range: SourceRange(start: documentStart, end: range.end), index: documentCount))
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
            add(node)
        case .scalar(let scalar, let anchor, let tag):
            let node = Node(kind: .scalar(scalar), range: range, tag: tag)
            if let anchor { anchors[anchor] = node }
            add(node)
        case .sequenceStart(let anchor, let tag, let flow), .mappingStart(let anchor, let tag, let flow):
            guard stack.count < limits.maxDepth else {
                report(.E104, "nesting deeper than \(limits.maxDepth) levels", range,
                       help: "flatten the structure; formc specs need only a few levels")
                throw Abort()
            }
            var isMapping = false
            if case .mappingStart = event { isMapping = true }
            stack.append(Frame(isMapping: isMapping, start: range.start, anchor: anchor, tag: tag, flow: flow))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let end = frame.flow ? range.end : (frame.children.last?.range.end ?? range.end)
            let nodeRange = SourceRange(start: frame.start, end: end)
            let kind: Node.Kind
            if frame.isMapping {
                kind = .mapping(mergedEntries(of: frame))
            } else {
                kind = .sequence(frame.children)
            }
            var node = Node(kind: kind, range: nodeRange, tag: frame.tag)
            node.isFlow = frame.flow
            if let anchor = frame.anchor { anchors[anchor] = node }
            add(node)
        }
    }

    /// Appends a finished node to its parent, checking keys for duplicates.
    private mutating func add(_ node: Node) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].children.append(node)
            return
        }
        let isKey = stack[top].children.count % 2 == 0 && !stack[top].skipNextValue
        if stack[top].skipNextValue {
            stack[top].skipNextValue = false
            return
        }
        if isKey, !Self.isMergeKey(node) {
            if let first = Self.indexOfKey(node, in: &stack[top]) {
                let firstKey = stack[top].children[first]
                let shown = SafeText.escaped(node.scalar?.value ?? "complex key")
                report(.E103, "duplicate key '\(shown)'; formc does not let a later key silently win", node.range,
                       pointer: pointerOfCurrentPosition().appending(node.scalar?.value ?? "?"),
                       help: "remove one of the two, or rename it",
                       notes: [Diagnostic.Note("first defined here", file: source.path, range: firstKey.range)])
                stack[top].skipNextValue = true
                return
            }
            if stack[top].keys != nil {
                let index = stack[top].children.count
                stack[top].keys?[Self.identity(of: node)] = index
            }
        }
        stack[top].children.append(node)
    }

    /// Mappings with more keys than this get a dictionary of key identities.
    private static let keyScanLimit = 16

    /// The index in `frame.children` of an earlier key equal to `key`, if any.
    private static func indexOfKey(_ key: Node, in frame: inout Frame) -> Int? {
        if frame.keys == nil, frame.children.count / 2 >= keyScanLimit {
            var keys: [String: Int] = [:]
            for index in stride(from: 0, to: frame.children.count, by: 2) where !isMergeKey(frame.children[index]) {
                keys[identity(of: frame.children[index])] = keys[identity(of: frame.children[index])] ?? index
            }
            frame.keys = keys
        }
        if let keys = frame.keys { return keys[identity(of: key)] }
        let scalar = key.scalar?.value
        var identityOfKey: String?
        for index in stride(from: 0, to: frame.children.count, by: 2) {
            let other = frame.children[index]
            if let scalar, let otherScalar = other.scalar {
                if otherScalar.value == scalar, !isMergeKey(other) { return index }
            } else if scalar == nil, other.scalar == nil {
                if identityOfKey == nil { identityOfKey = identity(of: key) }
                if identity(of: other) == identityOfKey { return index }
            }
        }
        return nil
    }

    /// `<<` written plain, or tagged `!!merge`.
    static func isMergeKey(_ node: Node) -> Bool {
        guard let scalar = node.scalar else { return false }
        if node.tag == CoreSchema.tagPrefix + "merge" { return true }
        return scalar.value == "<<" && scalar.style == .plain && node.tag == nil
    }

    /// What makes two keys the same key: the text of a scalar, the structure of anything else.
    static func identity(of node: Node) -> String {
        switch node.kind {
        case .scalar(let s): return s.value
        default: return "\u{0}" + JSONWriter.compact(CoreSchema.json(node))
        }
    }

    /// Entries in source order with `<<` merges applied: merged keys are inserted where the
    /// merge key stood, explicit keys win, earlier merge sources win over later ones.
    private mutating func mergedEntries(of frame: Frame) -> [MappingEntry] {
        var entries: [MappingEntry] = []
        entries.reserveCapacity(frame.children.count / 2)
        var index = 0
        var hasMerge = false
        while index + 1 < frame.children.count {
            let entry = MappingEntry(key: frame.children[index], value: frame.children[index + 1])
            if Self.isMergeKey(entry.key) { hasMerge = true }
            entries.append(entry)
            index += 2
        }
        guard hasMerge else { return entries }
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
                // An odd count means the last child is the key whose value is being read.
                let key = frame.children.count % 2 == 1 ? frame.children.last?.scalar?.value : nil
                pointer = pointer.appending(key ?? "?")
            } else {
                pointer = pointer.appending(frame.children.count)
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
