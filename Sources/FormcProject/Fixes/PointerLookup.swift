import FormcLoad

/// The node a JSON Pointer (RFC 6901, `/fields/0/initial`) names in a loaded YAML tree.
public enum PointerLookup {
    public static func node(at pointer: String, in root: Node) -> Node? {
        var node = root
        for key in tokens(of: pointer) {
            switch node.kind {
            case .mapping(let entries):
                guard let entry = entries.first(where: { $0.key.scalar?.value == key }) else { return nil }
                node = entry.value
            case .sequence(let items):
                guard let index = Int(key), items.indices.contains(index) else { return nil }
                node = items[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The reference tokens of a pointer, unescaped (`~1` is `/`, `~0` is `~`).
    public static func tokens(of pointer: String) -> [String] {
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
            return key
        }
    }
}
