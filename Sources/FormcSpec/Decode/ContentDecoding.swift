import FormcCore
import FormcLoad

extension DecodeContext {
    /// One item of `content:` (spec-language.md §4a): `{rows, separators}` or `{placeholder, height}`.
    mutating func contentBlock(_ node: Node, at pointer: JSONPointer) -> ContentBlock? {
        guard let reader = MappingReader(node, as: .content, at: pointer, label: "a content item",
                                         owner: "the content item at \(pointer.description)", context: &self) else { return nil }
        let separators = bool(reader, "separators", default: true)
        if let (listNode, listPointer) = reader.lookup("rows") {
            var rows: [Located<String>] = []
            let items = list(listNode, at: listPointer, label: "'rows'", noun: "rows")
            if items.isEmpty, listNode.sequence != nil {
                report(.emptyList("'rows'", noun: "row", withoutIt: "make the item a 'placeholder' instead (rows: [title, …] lists a row per title)"), at: listNode.range, pointer: listPointer)
            }
            for (index, item) in items.enumerated() {
                if let title = string(item, .text, at: listPointer.appending(index), label: "a row") { rows.append(title) }
            }
            return ContentBlock(kind: .rows(rows), separators: separators, range: node.range, pointer: pointer)
        }
        guard let text = string(reader, "placeholder") else { return nil }
        let height = number(reader, "height")
        return ContentBlock(kind: .placeholder(text, height: height), separators: separators, range: node.range, pointer: pointer)
    }
}
