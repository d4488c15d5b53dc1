import FormcCore
import FormcLoad

extension DecodeContext {
    /// One item of `fields:` (spec-language.md §4), with the type-dependent defaults: `required` is
    /// true for a choice and false for a multi-choice; `layout` flow; `commit` on-apply.
    mutating func field(_ node: Node, at pointer: JSONPointer, index: Int) -> Field? {
        guard let reader = MappingReader(node, as: .field, at: pointer, label: "a field", owner: Self.owner("field", node, at: pointer),
                                         context: &self) else { return nil }
        let id = string(reader, "id")
        let kind = word(reader, "type", as: Field.Kind.self)
        let label = string(reader, "label")
        let placeholder = string(reader, "placeholder")
        let layout = word(reader, "layout", as: Field.Layout.self) ?? reader.defaulted(.flow)
        let columns = integer(reader, "columns")
        let align = word(reader, "align", as: Field.FlowAlignment.self)
        let required = bool(reader, "required", default: (kind?.value ?? .choice) == .choice)
        let commit = word(reader, "commit", as: Field.Commit.self) ?? reader.defaulted(.onApply)
        let result = word(reader, "result", as: Field.ResultForm.self)
        let swiftName = string(reader, "swift-name")
        var options: [Option] = []
        var sections: [Section] = []
        var optionsPlace = reader.place
        if let (listNode, listPointer) = reader.lookup("options") {
            optionsPlace = Place(range: listNode.range, pointer: listPointer)
            let items = list(listNode, at: listPointer, label: "'options'", noun: "options")
            // An `Option` is large: growing the list would copy every one read so far.
            options.reserveCapacity(items.count)
            for (i, item) in items.enumerated() {
                if let option = option(item, at: listPointer.appending(i), section: nil) { options.append(option) }
            }
        } else if let (listNode, listPointer) = reader.lookup("sections") {
            optionsPlace = Place(range: listNode.range, pointer: listPointer)
            for (i, item) in list(listNode, at: listPointer, label: "'sections'", noun: "sections").enumerated() {
                if let section = section(item, at: listPointer.appending(i), index: sections.count, options: &options) {
                    sections.append(section)
                }
            }
        }
        let min = integer(reader, "min")
        let max = integer(reader, "max")
        var initial: Located<Field.Initial>?
        if let (initialNode, initialPointer) = reader.lookup("initial") { initial = self.initial(initialNode, at: initialPointer) }
        var style = Style()
        if let (styleNode, stylePointer) = reader.lookup("style") { style = self.style(styleNode, at: stylePointer) }
        guard let id, let kind else { return nil }
        var field = Field(id: id, kind: kind, label: label, placeholder: placeholder, layout: layout, columns: columns,
                          align: align, required: required, commit: commit, options: options, sections: sections, optionsPlace: optionsPlace,
                          min: min, max: max, initial: initial, style: style, range: node.range, pointer: pointer)
        field.result = result
        field.swiftName = swiftName
        return field
    }

    /// `initial:` — one option id, or a list of them (whether that fits the field's type is the
    /// validator's E402).
    private mutating func initial(_ node: Node, at pointer: JSONPointer) -> Located<Field.Initial>? {
        switch node.kind {
        case .scalar:
            return string(node, .optionID, at: pointer, label: "'initial'").map { Located(.single($0), range: node.range, pointer: pointer) }
        case .sequence(let items):
            var ids: [Located<String>] = []
            var complete = true
            for (index, item) in items.enumerated() {
                if let id = string(item, .optionID, at: pointer.appending(index), label: "an item of 'initial'") {
                    ids.append(id)
                } else {
                    complete = false
                }
            }
            return complete ? Located(.list(ids), range: node.range, pointer: pointer) : nil
        case .mapping:
            report(.wrongType("'initial'", expected: "an option id or a list of option ids", found: node), at: node.range, pointer: pointer)
            return nil
        }
    }
}
