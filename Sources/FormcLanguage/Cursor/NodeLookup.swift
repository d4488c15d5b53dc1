import FormcCore
import FormcLoad
import FormcProject

/// One step from a node to a child: a mapping key or a list index.
public enum PathStep: Hashable, Sendable {
    case key(String)
    case index(Int)
}

/// Finding nodes in a loaded YAML tree by place or by JSON Pointer.
enum NodeLookup {
    /// The node a JSON Pointer (`/fields/0/initial`) names in `root` (as fixes find it).
    static func node(at pointer: String, in root: Node) -> Node? {
        PointerLookup.node(at: pointer, in: root)
    }

    /// The steps of a JSON Pointer, all as keys.
    static func steps(of pointer: String) -> [PathStep] {
        PointerLookup.tokens(of: pointer).map { .key($0) }
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
