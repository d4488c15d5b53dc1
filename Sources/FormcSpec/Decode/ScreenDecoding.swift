import FormcCore
import FormcLoad

extension DecodeContext {
    /// The root mapping of a document as a screen.
    mutating func screen(_ root: Node, file: String, documentIndex: Int) -> Screen? {
        let pointer = JSONPointer.root
        // The version comes first: a later version's keys would only be reported as unknown,
        // so an unsupported one (E206) stops here. A version that is not a number (E202, such
        // as a quoted "1") is read on as version 1.
        var declared: Located<Int>?
        if let formc = root.mapping?.first(where: { $0.key.scalar?.value == "formc" })?.value {
            declared = self.version(formc, at: pointer.appending("formc"))
            if declared == nil, diagnostics.last?.code == .E206 { return nil }
        }
        guard let reader = MappingReader(root, as: .screen, at: pointer, label: "a document", owner: "the screen", context: &self)
        else { return nil }
        // A missing `formc` or `screen` is an E201 from the reader; the rest is still read and
        // checked (as version 1, and without an id to compare across screens).
        let version = declared ?? Located(1, range: root.headRange, pointer: pointer, isExplicit: false)
        let id = string(reader, "screen") ?? Located("", range: root.headRange, pointer: pointer.appending("screen"), isExplicit: false)
        let title = string(reader, "title")
        let description = string(reader, "description")
        let sheet = sheet(reader)
        var fields: [Field] = []
        var fieldsPlace: Place?
        if let (node, pointer) = reader.lookup("fields") {
            fieldsPlace = Place(range: node.range, pointer: pointer)
            let items = list(node, at: pointer, label: "'fields'", noun: "fields")
            fields.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                if let field = field(item, at: pointer.appending(index), index: index) { fields.append(field) }
            }
        }
        var content: [ContentBlock] = []
        if let (node, pointer) = reader.lookup("content") {
            for (index, item) in list(node, at: pointer, label: "'content'", noun: "content items").enumerated() {
                if let block = contentBlock(item, at: pointer.appending(index)) { content.append(block) }
            }
        }
        var actions: [Action] = []
        if let (node, pointer) = reader.lookup("actions") {
            for (index, item) in list(node, at: pointer, label: "'actions'", noun: "actions").enumerated() {
                if let action = action(item, at: pointer.appending(index)) { actions.append(action) }
            }
        }
        var actionLayout = ActionLayout()
        var actionLayoutPlace: Place?
        if let (node, pointer) = reader.lookup("action-layout") {
            actionLayout = self.actionLayout(node, at: pointer)
            actionLayoutPlace = Place(range: node.range, pointer: pointer)
        }
        var tabBar: TabBar?
        if let (node, pointer) = reader.lookup("tab-bar") { tabBar = self.tabBar(node, at: pointer) }
        var style = Style()
        if let (node, pointer) = reader.lookup("style") { style = self.style(node, at: pointer) }
        // Built whole (the memberwise initializer), not set part by part: a screen changed after
        // it was made is copied out of the variable that holds it.
        return Screen(file: file, documentIndex: documentIndex, range: root.range, version: version, id: id,
                      title: title, description: description, sheet: sheet, fields: fields, content: content,
                      actions: actions, actionLayout: actionLayout, actionLayoutPlace: actionLayoutPlace, tabBar: tabBar, fieldsPlace: fieldsPlace ?? reader.place,
                      incomplete: incompleteParts, style: style)
    }

    /// `formc: 1`; E206 for any other version, after which the rest is not read (a later
    /// version's keys would only produce noise).
    private mutating func version(_ node: Node, at pointer: JSONPointer) -> Located<Int>? {
        // Worded only for a message: most specs say `formc: 1`.
        func expectation() -> String { SpecLanguage.key("formc", of: .screen).value.expectation }
        guard let scalar = node.scalar, ScalarTyping.unknownTag(of: node) == nil else {
            report(.wrongType("'formc'", expected: expectation(), found: node), at: node.range, pointer: pointer)
            return nil
        }
        switch CoreSchema.resolve(scalar, tag: node.tag) {
        case .int(let text), .float(let text):
            if let value = Double(text), value == value.rounded(), abs(value) < 1e9,
               SpecLanguage.supportedVersions.contains(Int(value)) {
                return Located(Int(value), range: node.range, pointer: pointer)
            }
            report(.unsupportedVersion(scalar.value), at: node.range, pointer: pointer)
        case .special:
            report(.unsupportedVersion(scalar.value), at: node.range, pointer: pointer)
        default:
            report(.wrongType("'formc'", expected: expectation(), found: node,
                              help: scalar.isPlain ? nil : "remove the quotes: write 'formc: 1'"), at: node.range, pointer: pointer)
        }
        return nil
    }

    /// The items of a list value; E202 (and no items) when it is not a list.
    mutating func list(_ node: Node, at pointer: JSONPointer, label: String, noun: String) -> [Node] {
        guard let items = node.sequence else {
            report(.wrongType(label, expected: "a list of \(noun)", found: node), at: node.range, pointer: pointer)
            return []
        }
        return items
    }

    /// How to name a list item mapping in messages: by its id when it has a readable one.
    static func owner(_ noun: String, _ node: Node, idKey: String = "id", at pointer: JSONPointer) -> String {
        if let id = node.mapping?.first(where: { $0.key.scalar?.value == idKey })?.value.scalar?.value, !id.isEmpty {
            return "\(noun) '\(SafeText.shown(id))'"
        }
        return "the \(noun) at \(pointer.description)"
    }
}

extension DiagnosticMessage {
    /// An empty list where one item at least is needed; `withoutIt` says what to do instead of
    /// listing some (the key has no default to fall back on unless it says so).
    static func emptyList(_ label: String, noun: String, withoutIt: String) -> DiagnosticMessage {
        DiagnosticMessage(.E202, "expected at least one \(noun) in \(label), found an empty list",
                          help: "list one or more, or \(withoutIt)")
    }
}
