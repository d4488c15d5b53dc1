import FormcCore
import FormcLoad
import FormcSpec

/// A file's documents as `formc fmt` prints them: every mapping entry and list item (an
/// *entry*) in document order, with the comments attached to it and its canonical place among
/// its siblings. Attach first, print second (`LayoutPrinter`).
struct FormatTree {
    struct Entry {
        /// The key of a mapping entry; nil for a list item and for a document's root.
        var key: Node?
        var value: Node
        /// The entries of the value, when it is a collection, in canonical order.
        var children: [Int] = []
        /// Nesting: 0 for a document's root.
        var depth: Int
        /// The entry whose value holds this one; -1 for a document's root.
        var parent: Int
        /// Byte offset where the entry starts (its key, or its item), and its first and last
        /// 0-based lines in the source.
        var start: Int
        /// Byte offset just past its value.
        var end: Int
        var firstLine: Int
        var lastLine: Int
        /// Full-line comments before it, and the comments at the end of its first line.
        var leading: [String] = []
        var trailing: [String] = []
        /// A blank line stood before it (or before its leading comments) in the source.
        var blankBefore = false
        /// Whether any comment is attached inside the value (not to the entry itself).
        var commentsInside = false

        var hasComments: Bool { !leading.isEmpty || !trailing.isEmpty }
    }

    var entries: [Entry] = []
    /// The root entry of each document, in order.
    var documents: [Int] = []
    /// Comments after the last node of the file.
    var dangling: [String] = []

    /// Why a file is left as written: what the tree cannot reproduce exactly.
    struct Unsupported: Error {
        var reason: String
    }

    init(file: LoadedFile) throws(Unsupported) {
        let source = file.source
        if source.bytes.count > source.textStart, source.bytes[source.textStart] == UInt8(ascii: "%") {
            throw Unsupported(reason: "it has a YAML directive (%YAML or %TAG)")
        }
        for document in file.documents {
            let root = add(key: nil, value: document.root, depth: 0, parent: -1, source: source)
            documents.append(root)
            try build(root, context: SpecLanguage.root, itemContext: nil, source: source)
        }
        attach(CommentScanner.comments(in: source.bytes), source: source)
    }

    private mutating func add(key: Node?, value: Node, depth: Int, parent: Int, source: SourceFile) -> Int {
        let startNode = key ?? value
        let start = startNode.range.start.offset
        let end = max(value.range.end.offset, start)
        let firstLine = source.lineIndex(containingByte: min(start, max(source.bytes.count - 1, 0)))
        // A range ends just past its last character: the line of that character.
        let lastLine = end > start ? source.lineIndex(containingByte: min(end - 1, max(source.bytes.count - 1, 0))) : firstLine
        entries.append(Entry(key: key, value: value, depth: depth, parent: parent, start: start, end: end, firstLine: firstLine, lastLine: lastLine))
        return entries.count - 1
    }

    /// Adds the entries under `index`, in document order, each collection's children in
    /// canonical order.
    private mutating func build(_ index: Int, context: MappingName?, itemContext: MappingName?, source: SourceFile) throws(Unsupported) {
        let node = entries[index].value
        try check(node, source: source)
        let depth = entries[index].depth + 1
        switch node.kind {
        case .scalar:
            return
        case .sequence(let items):
            var children: [Int] = []
            for item in items {
                let child = add(key: nil, value: item, depth: depth, parent: index, source: source)
                children.append(child)
                try build(child, context: itemContext, itemContext: nil, source: source)
            }
            entries[index].children = children
        case .mapping(let pairs):
            var children: [Int] = []
            for pair in pairs {
                guard let key = pair.key.scalar, !(key.isPlain && key.value.isEmpty), pair.key.tag == nil else {
                    throw Unsupported(reason: "it has a key that is not a scalar, or an empty one")
                }
                try check(pair.key, source: source)
                // YAML reads a key on one line of at most 1,024 characters (an implicit key).
                if key.value.utf8.count > 150, (ScalarText.inline(key, flow: false)?.unicodeScalars.count ?? 0) > 1000 {
                    throw Unsupported(reason: "it has a key longer than 1,000 characters")
                }
                // Merged keys (`<<`) come from elsewhere in the file: their ranges lie outside.
                guard pair.key.range.start.offset >= node.range.start.offset else {
                    throw Unsupported(reason: "it merges mappings with '<<'")
                }
                let child = add(key: pair.key, value: pair.value, depth: depth, parent: index, source: source)
                children.append(child)
                let inner = KeyOrder.context(of: key.value, in: context)
                try build(child, context: inner.mapping, itemContext: inner.item, source: source)
            }
            let order = KeyOrder.order(children.map { entries[$0].key?.scalar?.value }, in: context)
            entries[index].children = order.map { children[$0] }
        }
    }

    /// Anchors, aliases and tags are not kept by the loader: a file with them is left as written.
    private func check(_ node: Node, source: SourceFile) throws(Unsupported) {
        if node.tag != nil { throw Unsupported(reason: "it has a tag (!)") }
        let at = node.range.start.offset
        guard at < source.bytes.count else { return }
        switch source.bytes[at] {
        case UInt8(ascii: "&"): throw Unsupported(reason: "it has an anchor (&)")
        case UInt8(ascii: "*"): throw Unsupported(reason: "it has an alias (*)")
        case UInt8(ascii: "!"): throw Unsupported(reason: "it has a tag (!)")
        default: return
        }
    }
}
