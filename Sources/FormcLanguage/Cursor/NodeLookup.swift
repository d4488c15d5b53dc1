import FormcCore
import FormcLoad

/// One step from a node to a child: a mapping key or a list index.
public enum PathStep: Hashable, Sendable {
    case key(String)
    case index(Int)
}

/// Finding nodes in a loaded YAML tree by place or by JSON Pointer.
enum NodeLookup {
    /// The node a JSON Pointer (`/fields/0/initial`) names in `root`.
    static func node(at pointer: String, in root: Node) -> Node? {
        var node = root
        for step in steps(of: pointer) {
            switch (node.kind, step) {
            case (.mapping(let entries), .key(let key)):
                guard let entry = entries.first(where: { $0.key.scalar?.value == key }) else { return nil }
                node = entry.value
            case (.sequence(let items), .key(let key)):
                guard let index = Int(key), items.indices.contains(index) else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The steps of a JSON Pointer (RFC 6901: `~1` is `/`, `~0` is `~`), all as keys.
    static func steps(of pointer: String) -> [PathStep] {
        guard !pointer.isEmpty else { return [] }
        return pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map { token in
            var key = "", tilde = false
            for c in token {
                if tilde {
                    key.append(c == "1" ? "/" : c == "0" ? "~" : c)
                    tilde = false
                } else if c == "~" {
                    tilde = true
                } else {
                    key.append(c)
                }
            }
            return .key(key)
        }
    }

    /// What holds byte `offset`, from the root down: each step and the node it reaches, and
    /// whether the innermost node is a mapping's key.
    struct Hit {
        var path: [PathStep]
        var nodes: [Node]
        var isKey: Bool
        var node: Node? { nodes.last }
    }

    /// The innermost node whose range holds `offset` (end inclusive, so a caret just after a
    /// word still finds it).
    static func hit(at offset: Int, in root: Node) -> Hit {
        var hit = Hit(path: [], nodes: [root], isKey: false)
        var node = root
        descend: while true {
            switch node.kind {
            case .scalar:
                break descend
            case .sequence(let items):
                guard let index = items.firstIndex(where: { contains($0.range, offset) }) else { break descend }
                hit.path.append(.index(index))
                node = items[index]
                hit.nodes.append(node)
            case .mapping(let entries):
                if let entry = entries.first(where: { contains($0.key.range, offset) }), let key = entry.key.scalar?.value {
                    hit.path.append(.key(key))
                    hit.nodes.append(entry.key)
                    hit.isKey = true
                    break descend
                }
                guard let entry = entries.first(where: { contains($0.value.range, offset) }) else { break descend }
                hit.path.append(.key(entry.key.scalar?.value ?? ""))
                node = entry.value
                hit.nodes.append(node)
            }
        }
        return hit
    }

    static func contains(_ range: SourceRange, _ offset: Int) -> Bool {
        range.start.offset <= offset && offset <= range.end.offset
    }
}
