import FormcCore

/// A YAML node as the loader produced it: aliases expanded, merge keys applied, every node
/// with the exact range it came from. Scalars stay text; typing happens where the expected
/// type is known (the decoder), never by YAML 1.1 guessing.
public struct Node: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([MappingEntry])
    }

    public var kind: Kind
    public var range: SourceRange
    /// The resolved tag (`tag:yaml.org,2002:str`, `!local`), nil when implicit.
    public var tag: String?
    /// Nodes in this subtree, itself included (used to bound alias expansion in O(1)).
    public var size: Int
    /// Levels of collections in this subtree (0 for a scalar), so that an alias cannot nest a
    /// tree deeper than the limit that events are held to.
    public var depth: Int
    /// Whether the collection was written in flow style (`[a, b]`, `{ k: v }`).
    public var isFlow = false

    public var scalar: Scalar? {
        if case .scalar(let s) = kind { return s }
        return nil
    }

    public var sequence: [Node]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    public var mapping: [MappingEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// What kind of YAML node this is, in words, for "expected … found …" messages.
    public var kindName: String {
        switch kind {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

// The initializers are in an extension and end in the memberwise one: an initializer that
// assigns the properties one by one builds the node in a stack slot, and an inlined call of it
// then copied the node out of the slot and destroyed the slot (a retain and a release of the
// node's text and children for each node the loader built).
extension Node {
    public init(kind: Kind, range: SourceRange, tag: String? = nil) {
        let size: Int, depth: Int
        switch kind {
        case .scalar:
            size = 1
            depth = 0
        case .sequence(let items):
            size = items.reduce(1) { $0 + $1.size }
            depth = 1 + items.reduce(0) { max($0, $1.depth) }
        case .mapping(let entries):
            size = entries.reduce(1) { $0 + $1.key.size + $1.value.size }
            depth = 1 + entries.reduce(0) { max($0, $1.key.depth, $1.value.depth) }
        }
        self.init(kind: kind, range: range, tag: tag, size: size, depth: depth)
    }
}

/// A scalar's text and how it was written.
public struct Scalar: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var value: String
    public var style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// Plain scalars are the only ones YAML resolvers type; quoted and block scalars are strings.
    public var isPlain: Bool { style == .plain }

    /// An empty plain scalar, `~` or `null`: what YAML reads as "no value".
    public var isNull: Bool {
        style == .plain && (value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL")
    }
}

/// One `key: value` pair of a mapping, in source order.
public struct MappingEntry: Hashable, Sendable {
    public var key: Node
    public var value: Node

    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}

/// One document of a stream.
public struct Document: Sendable {
    /// The root node; an empty plain scalar for an empty document (`---` with nothing after it).
    public var root: Node
    /// From the first to the last character of the document.
    public var range: SourceRange
    /// 0-based index of the document in its file.
    public var index: Int

    public init(root: Node, range: SourceRange, index: Int) {
        self.root = root
        self.range = range
        self.index = index
    }
}
