import FormcCore
import FormcLoad
import Testing

/// The builder counts each collection's size and depth as its children arrive (the alias
/// limits read them); the counts must be what the finished node's own walk finds, with
/// merges, aliases, duplicate keys and empty collections.
@Suite struct TreeShapeTests {
    static let texts = [
        "a: 1\nb: [1, 2, {c: d}]\ne: {}\nf: []\n",
        "base: &b {x: 1, y: [1, 2]}\nuse:\n  <<: *b\n  z: 3\nlist: [*b, *b]\n",
        "a: 1\na: {deep: [[[1]]]}\nb: {<<: [{p: 1}, {q: [2, 3]}], r: 4}\n",
        "? [complex, key]\n: value\n? {m: 1}\n: [x]\n",
        "- - - - 1\n  - 2\n- {}\n- ''\n---\nscalar\n",
    ]

    /// Checks every node under `node` against a node rebuilt from its kind by the public init.
    static func check(_ node: Node, _ text: String) {
        let rebuilt = Node(kind: node.kind, range: node.range, tag: node.tag)
        #expect(node.size == rebuilt.size, "\(text)")
        #expect(node.depth == rebuilt.depth, "\(text)")
        switch node.kind {
        case .scalar: break
        case .sequence(let items): items.forEach { check($0, text) }
        case .mapping(let entries): entries.forEach { check($0.key, text); check($0.value, text) }
        }
    }

    @Test("counted sizes and depths equal the nodes' own")
    func countedShape() {
        for text in Self.texts {
            let loaded = Loader.load(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
            #expect(!loaded.documents.isEmpty, "\(text)")
            for document in loaded.documents { Self.check(document.root, text) }
        }
    }

    @Test("a merged mapping counts its merged entries")
    func mergedSize() throws {
        let loaded = Loader.load(SourceFile(path: "t.yaml", bytes: Array("b: &b {x: 1, y: 2}\nu: {<<: *b, z: 3}\n".utf8)))
        let root = try #require(loaded.documents.first?.root.mapping)
        let merged = try #require(root.last?.value)
        // x, y, z: three entries of two scalars each, and the mapping itself.
        #expect(merged.size == 7)
        #expect(merged.depth == 1)
    }
}
