import FormcCore
import FormcLoad

/// Variants of a document, each changed at exactly one place: a key added or removed, a
/// value replaced by another scalar, list or mapping, a list emptied, shortened or with an
/// item repeated. Both lint and the schema judge every variant, so the agreement between them
/// is tested on thousands of specs nobody wrote by hand.
enum SchemaMutations {
    struct Variant {
        /// Where and what changed, for failure messages (`/fields/0/layout := grid`).
        var change: String
        var root: Node
    }

    static let nowhere = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))

    static func scalar(_ text: String, _ style: Scalar.Style = .plain, tag: String? = nil) -> Node {
        Node(kind: .scalar(Scalar(text, style: style)), range: nowhere, tag: tag)
    }

    static func mapping(_ pairs: [(String, Node)]) -> Node {
        Node(kind: .mapping(pairs.map { MappingEntry(key: scalar($0.0), value: $0.1) }), range: nowhere)
    }

    static func sequence(_ items: [Node]) -> Node { Node(kind: .sequence(items), range: nowhere) }

    /// What a value is replaced by: every type the language uses, the words and ids it knows,
    /// lookalikes of other types, numbers at and beyond the bounds, empty collections.
    static let replacements: [(String, Node)] = [
        ("x", scalar("x")), ("Two Words", scalar("Two Words")), ("'1'", scalar("1", .singleQuoted)),
        ("1", scalar("1")), ("2", scalar("2")), ("-1", scalar("-1")), ("0.5", scalar("0.5")), ("2.0", scalar("2.0")),
        ("0x10", scalar("0x10")), ("true", scalar("true")), ("(empty)", scalar("")),
        ("medium", scalar("medium")), ("all", scalar("all")), ("none", scalar("none")), ("grid", scalar("grid")),
        ("on-select", scalar("on-select")), ("multi-choice", scalar("multi-choice")), ("submit", scalar("submit")),
        ("popup", scalar("popup")), ("' padded '", scalar(" padded ", .doubleQuoted)),
        ("!!str 12", scalar("12", tag: "tag:yaml.org,2002:str")),
        ("[x]", sequence([scalar("x")])), ("[]", sequence([])), ("[x, x]", sequence([scalar("x"), scalar("x")])),
        ("{}", mapping([])), ("{id: x, height: 100}", mapping([("id", scalar("x")), ("height", scalar("100"))])),
    ]

    /// How many items of each list are mutated inside (lists of 20 options would add nothing).
    static let itemsExplored = 2

    /// Every variant of `root`.
    static func variants(of root: Node) -> [Variant] {
        var out: [Variant] = []
        collect(root, at: "", into: &out) { $0 }
        return out
    }

    /// Appends the variants of `node` (at `path`), each rebuilt into a whole document by `rebuild`.
    private static func collect(_ node: Node, at path: String, into out: inout [Variant], rebuild: @escaping (Node) -> Node) {
        switch node.kind {
        case .scalar:
            return
        case .mapping(let entries):
            let unknown = MappingEntry(key: scalar("zz-unknown"), value: scalar("1"))
            out.append(Variant(change: "\(path) + zz-unknown", root: rebuild(with(node, .mapping(entries + [unknown])))))
            for (i, entry) in entries.enumerated() {
                let key = entry.key.scalar?.value ?? "?"
                var removed = entries
                removed.remove(at: i)
                out.append(Variant(change: "\(path)/\(key) removed", root: rebuild(with(node, .mapping(removed)))))
                let put: (Node) -> Node = { value in
                    var changed = entries
                    changed[i] = MappingEntry(key: entry.key, value: value)
                    return rebuild(with(node, .mapping(changed)))
                }
                for (label, replacement) in replacements {
                    out.append(Variant(change: "\(path)/\(key) := \(label)", root: put(replacement)))
                }
                collect(entry.value, at: "\(path)/\(key)", into: &out, rebuild: put)
            }
        case .sequence(let items):
            out.append(Variant(change: "\(path) := []", root: rebuild(with(node, .sequence([])))))
            if let first = items.first {
                out.append(Variant(change: "\(path) + repeat of item 0", root: rebuild(with(node, .sequence(items + [first])))))
                out.append(Variant(change: "\(path)/0 removed", root: rebuild(with(node, .sequence(Array(items.dropFirst()))))))
            }
            for (i, item) in items.prefix(itemsExplored).enumerated() {
                let put: (Node) -> Node = { value in
                    var changed = items
                    changed[i] = value
                    return rebuild(with(node, .sequence(changed)))
                }
                for (label, replacement) in replacements {
                    out.append(Variant(change: "\(path)/\(i) := \(label)", root: put(replacement)))
                }
                collect(item, at: "\(path)/\(i)", into: &out, rebuild: put)
            }
        }
    }

    private static func with(_ node: Node, _ kind: Node.Kind) -> Node {
        Node(kind: kind, range: node.range, tag: node.tag)
    }
}
