import FormcCore
import FormcLoad

extension DecodeContext {
    /// One option: a bare string (id and title alike) or `{id, title, disabled}`, where a
    /// missing id or title takes the other's text.
    mutating func option(_ node: Node, at pointer: JSONPointer, section: Int?) -> Option? {
        switch node.kind {
        case .scalar:
            guard let text = string(node, .optionID, at: pointer, label: "an option") else { return nil }
            return Option(id: text, title: text, disabled: Located(false, range: node.range, pointer: pointer, isExplicit: false),
                          sectionIndex: section, range: node.range, pointer: pointer)
        case .mapping:
            guard let reader = MappingReader(node, as: .option, at: pointer, label: "an option",
                                             owner: Self.owner("option", node, at: pointer), context: &self) else { return nil }
            var id = string(reader, "id")
            let title = string(reader, "title")
            let disabled = bool(reader, "disabled", default: false)
            let swiftName = string(reader, "swift-name")
            if reader.value("id") == nil, let title {
                // The title doubles as the id, so it must be a well-formed id too.
                if StringFormat.optionID.accepts(title.value) {
                    id = Located(title.value, range: title.range, pointer: title.pointer, isExplicit: false)
                } else {
                    report(.malformedID(title.value, format: .optionID), at: title.range, pointer: title.pointer)
                }
            }
            guard let id else { return nil }
            let shownTitle = title ?? Located(id.value, range: id.range, pointer: id.pointer, isExplicit: false)
            var option = Option(id: id, title: shownTitle, disabled: disabled, sectionIndex: section, range: node.range, pointer: pointer)
            option.swiftName = swiftName
            return option
        case .sequence:
            report(.wrongType("an option", expected: "an option (a string or {id, title})", found: node), at: node.range, pointer: pointer)
            return nil
        }
    }

    /// One section `{title, options}` (with an optional `id` and `swift-name`); its options are appended to the field's `options`.
    mutating func section(_ node: Node, at pointer: JSONPointer, index: Int, options: inout [Option]) -> Section? {
        guard let reader = MappingReader(node, as: .section, at: pointer, label: "a section",
                                         owner: Self.owner("section", node, idKey: "title", at: pointer), context: &self) else { return nil }
        let title = string(reader, "title")
        let id = string(reader, "id")
        let swiftName = string(reader, "swift-name")
        let first = options.count
        var optionsPlace = reader.place
        if let (listNode, listPointer) = reader.lookup("options") {
            optionsPlace = Place(range: listNode.range, pointer: listPointer)
            for (i, item) in list(listNode, at: listPointer, label: "'options'", noun: "options").enumerated() {
                if let option = option(item, at: listPointer.appending(i), section: index) { options.append(option) }
            }
        }
        guard let title else { return nil }
        var section = Section(title: title, optionIndexes: first..<options.count, optionsPlace: optionsPlace, range: node.range, pointer: pointer)
        section.id = id
        section.swiftName = swiftName
        return section
    }
}
