import FormcLoad
import FormcSpec

/// One completion: what is inserted, over which range, and what the editor shows about it.
public struct CompletionItem: Hashable, Sendable {
    public enum Kind: Int, Hashable, Sendable {
        // The protocol's CompletionItemKind numbers.
        case property = 10
        case value = 12
        case enumMember = 20
        case reference = 18
    }

    public var label: String
    public var kind: Kind
    /// One line beside the label (the type, or the option's title).
    public var detail: String?
    /// Markdown.
    public var documentation: String?
    public var edit: TextEdit
    /// Sorts required keys first, then in the language's order.
    public var sortText: String

    public init(label: String, kind: Kind, detail: String?, documentation: String?, edit: TextEdit, sortText: String) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.edit = edit
        self.sortText = sortText
    }
}

/// Completion from the language description (the one the spec-language schema is generated
/// from, so a key added to the language is offered here with no change) and from the screen
/// being edited (its option, detent and tab ids).
struct Completion {
    let document: TextDocument
    let screen: Screen?
    /// The YAML document around the caret, when the text parses: ids are read from it even
    /// where decoding gave up on a half-written field.
    let yaml: Node?
    let encoding: PositionEncoding

    func items(at offset: Int) -> [CompletionItem] {
        let context = CursorContext.at(document, offset: min(offset, document.bytes.count))
        let range = document.range(context.wordStart, max(context.wordStart, min(offset, document.bytes.count)), encoding: encoding)
        switch context.slot {
        case .value(let key):
            guard let mapping = LanguagePath.spec(at: context.path).flatMap(LanguagePath.mappingName),
                  let spec = SpecLanguage.mapping(mapping).key(key) else { return [] }
            return values(for: spec, in: mapping, path: context.path, at: offset, range: range, asItem: context.isListItem)
        case .key:
            if context.isBareItem, case .key(let key)? = context.path.last {
                // `- ` starts an item: the keys of a list of mappings, the values of a list of
                // scalars (`initial:` as a block list).
                // An item that may be a word or a mapping (a detent) gets both.
                let parent = Array(context.path.dropLast())
                var items: [CompletionItem] = []
                if let mapping = LanguagePath.spec(at: parent).flatMap(LanguagePath.mappingName),
                   let spec = SpecLanguage.mapping(mapping).key(key) {
                    items = values(for: spec, in: mapping, path: parent, at: offset, range: range, asItem: true)
                }
                if let item = LanguagePath.spec(at: context.path).flatMap(LanguagePath.listItem),
                   let mapping = LanguagePath.mappingName(item) {
                    items += keys(of: SpecLanguage.mapping(mapping), except: [], range: range)
                }
                return items
            }
            guard let mapping = LanguagePath.spec(at: context.path).flatMap(LanguagePath.mappingName) else { return [] }
            return keys(of: SpecLanguage.mapping(mapping), except: context.siblingKeys, range: range)
        }
    }

    private func keys(of mapping: MappingSpec, except written: Set<String>, range: TextRange) -> [CompletionItem] {
        mapping.keys.enumerated().filter { !written.contains($0.element.name) }.map { index, key in
            CompletionItem(label: key.name, kind: .property, detail: key.value.expectation,
                           documentation: Hover.markdown(for: key), edit: TextEdit(range: range, newText: key.name + ": "),
                           sortText: (key.isRequired ? "0" : "1") + sortKey(index))
        }
    }

    /// The values of `key`, or with `asItem` those of an item of its list.
    private func values(for key: KeySpec, in mapping: MappingName, path: [PathStep], at offset: Int, range: TextRange,
                        asItem: Bool = false) -> [CompletionItem] {
        let shape = asItem ? LanguagePath.listItem(key.value) ?? key.value : key.value
        var items: [CompletionItem] = []
        func add(_ label: String, _ kind: CompletionItem.Kind, detail: String?, documentation: String?) {
            guard !items.contains(where: { $0.label == label }) else { return }
            items.append(CompletionItem(label: label, kind: kind, detail: detail, documentation: documentation,
                                        edit: TextEdit(range: range, newText: label), sortText: sortKey(items.count)))
        }
        for word in shape.words { add(word.word, .enumMember, detail: nil, documentation: word.description) }
        switch shape {
        case .boolean:
            add("true", .value, detail: nil, documentation: nil)
            add("false", .value, detail: nil, documentation: nil)
        case .version(let versions):
            for version in versions { add(String(version), .value, detail: nil, documentation: nil) }
        default:
            break
        }
        if shape.acceptsDetentReference, let screen {
            for detent in screen.sheet.detents { add(detent.id.value, .reference, detail: "detent", documentation: nil) }
        }
        if mapping == .field, key.name == "initial" {
            for option in options(path: path, at: offset) {
                add(option.id, .reference, detail: option.title == option.id ? nil : option.title,
                    documentation: option.disabled ? "disabled: cannot be selected initially" : nil)
            }
        }
        if mapping == .tabBar, key.name == "selected", let tabBar = screen?.tabBar {
            for tab in tabBar.items { add(tab.id.value, .reference, detail: tab.title.value, documentation: nil) }
        }
        return items
    }

    /// The options of the field at `path` (`/fields/N/…`): from the YAML when it parses, else
    /// from the last screen decoded.
    private func options(path: [PathStep], at offset: Int) -> [(id: String, title: String, disabled: Bool)] {
        if let yaml, path.count >= 2, path[0] == .key("fields"), case .index(let n) = path[1],
           let field = NodeLookup.node(at: "/fields/\(n)", in: yaml), field.mapping != nil {
            let sections = NodeLookup.node(at: "/sections", in: field)?.sequence ?? []
            let lists = [NodeLookup.node(at: "/options", in: field)] + sections.map { NodeLookup.node(at: "/options", in: $0) }
            return lists.compactMap { $0?.sequence }.joined().compactMap { item in
                if let id = item.scalar?.value { return (id, id, false) }
                let id = NodeLookup.node(at: "/id", in: item)?.scalar?.value
                let title = NodeLookup.node(at: "/title", in: item)?.scalar?.value
                guard let name = id ?? title else { return nil }
                return (name, title ?? name, NodeLookup.node(at: "/disabled", in: item)?.scalar?.value == "true")
            }
        }
        let field = screen?.fields.first { $0.range.start.offset <= offset && offset <= $0.range.end.offset }
        return field?.options.map { ($0.id.value, $0.title.value, $0.disabled.value) } ?? []
    }
}

extension ValueSpec {
    /// Whether the value may name a detent (`initial-detent`, `undimmed-through`).
    var acceptsDetentReference: Bool {
        switch self {
        case .string(.detentReference): true
        case .oneOf(let specs): specs.contains { $0.acceptsDetentReference }
        default: false
        }
    }
}

/// A number as three digits, for sort keys.
func sortKey(_ number: Int) -> String {
    let digits = number.description
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
}
