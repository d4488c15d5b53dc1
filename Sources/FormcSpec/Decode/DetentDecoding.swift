import FormcCore
import FormcLoad

extension DecodeContext {
    /// `detents:` — system detents as words, custom ones as `{id, height}` / `{id, fraction}`.
    mutating func detents(_ node: Node, at pointer: JSONPointer) -> [Detent] {
        guard let items = node.sequence else {
            report(.wrongType("'detents'", expected: "a list of detents", found: node,
                              help: "write a list, smallest first: '[medium, large]'"), at: node.range, pointer: pointer)
            return []
        }
        if items.isEmpty {
            report(.emptyList("'detents'", noun: "detent", withoutIt: "leave the key out for the default ([large]; [fit] for a popup)"), at: node.range, pointer: pointer)
        }
        return items.enumerated().compactMap { index, item in detent(item, at: pointer.appending(index)) }
    }

    private mutating func detent(_ node: Node, at pointer: JSONPointer) -> Detent? {
        switch node.kind {
        case .scalar(let scalar):
            guard ScalarTyping.isString(node) else { break }
            switch scalar.value {
            case "medium": return Detent(id: Located("medium", range: node.range, pointer: pointer), kind: .medium, range: node.range, pointer: pointer)
            case "large": return Detent(id: Located("large", range: node.range, pointer: pointer), kind: .large, range: node.range, pointer: pointer)
            case "fit": return Detent(id: Located("fit", range: node.range, pointer: pointer), kind: .fit, range: node.range, pointer: pointer)
            default:
                report(.unknownDetent(scalar.value, words: SpecLanguage.systemDetents.map(\.word)), at: node.range, pointer: pointer)
                return nil
            }
        case .mapping:
            return customDetent(node, at: pointer)
        case .sequence:
            break
        }
        report(.wrongType("a detent", expected: "medium, large, fit or a custom detent ({id, height} or {id, fraction})", found: node),
               at: node.range, pointer: pointer)
        return nil
    }

    private mutating func customDetent(_ node: Node, at pointer: JSONPointer) -> Detent? {
        guard let reader = MappingReader(node, as: .customDetent, at: pointer, label: "a detent",
                                         owner: Self.owner("custom detent", node, at: pointer), context: &self) else { return nil }
        var id = string(reader, "id")
        if let located = id, SpecLanguage.reservedDetentIDs.contains(located.value) {
            report(.reservedDetentID(located.value), at: located.range, pointer: located.pointer)
            id = nil
        }
        let height = number(reader, "height")
        let fraction = number(reader, "fraction")
        guard let id else { return nil }
        if let height { return Detent(id: id, kind: .height(height.value), range: node.range, pointer: pointer) }
        if let fraction { return Detent(id: id, kind: .fraction(fraction.value), range: node.range, pointer: pointer) }
        return nil
    }
}

extension DiagnosticMessage {
    static func unknownDetent(_ text: String, words: [String]) -> DiagnosticMessage {
        let help = KeySuggestions.closest(to: text, among: words).map { "did you mean '\($0)'?" }
            ?? "a custom detent is a mapping: '{id: \(SafeText.shown(text)), height: 140}' or '{id: \(SafeText.shown(text)), fraction: 0.5}'"
        return DiagnosticMessage(.E203, "'\(SafeText.shown(text))' is not a system detent: expected \(SpecWording.alternatives(words, quoted: true))",
                                 help: help)
    }
}
