import FormcCore
import FormcLoad

/// One mapping of a spec, checked against its `MappingSpec`: unknown keys (E200, with a
/// did-you-mean from the keys valid at that spot), missing keys and key groups (E201).
/// Values are then looked up by key; each is typed by whoever reads it.
struct MappingReader {
    let node: Node
    let spec: MappingSpec
    let pointer: JSONPointer
    /// The known keys that were written, in source order.
    private(set) var entries: [(key: String, entry: MappingEntry)] = []

    /// Checks `node` as the mapping `name`; nil (after an E202) when it is not a mapping.
    /// `owner` names the mapping in E201 messages ("field 'category'", "the screen").
    init?(_ node: Node, as name: MappingName, at pointer: JSONPointer, label: String, owner: @autoclosure () -> String,
          context: inout DecodeContext) {
        guard let mappingEntries = node.mapping else {
            context.report(.wrongType(label, expected: name.noun, found: node), at: node.range, pointer: pointer)
            return nil
        }
        self.node = node
        self.spec = SpecLanguage.mapping(name)
        self.pointer = pointer
        for entry in mappingEntries {
            guard let key = entry.key.scalar?.value else {
                context.report(.wrongType("a key of \(name.shortNoun)", expected: "a key (a string)", found: entry.key),
                               at: entry.key.range, pointer: pointer)
                continue
            }
            guard spec.hasKey(key) else {
                let home = Self.home(of: key, under: spec)
                let suggestion = KeySuggestions.closest(to: key, among: spec.keyNames)
                context.report(.unknownKey(key, in: name, suggestion: suggestion, candidates: spec.keyNames, elsewhere: home),
                               at: entry.key.range, pointer: pointer.appending(key))
                // The key it was probably meant as took its default.
                if let meant = suggestion ?? home {
                    context.markIncomplete(pointer.appending(meant))
                } else {
                    context.markUnplacedKey(in: pointer)
                }
                continue
            }
            entries.append((key, entry))
        }
        checkRequired(owner: owner, context: &context)
    }

    /// `owner` is built only when something is missing: most mappings are complete.
    private func checkRequired(owner: () -> String, context: inout DecodeContext) {
        for key in spec.keys where key.isRequired && value(key.name) == nil {
            context.report(.missingKey(key, in: owner()), at: node.headRange, pointer: pointer)
            context.markIncomplete(pointer.appending(key.name))
        }
        for group in spec.groups {
            let present = entries.filter { group.keys.contains($0.key) }
            if present.isEmpty {
                context.report(.missingOneOf(group.keys, in: owner()), at: node.headRange, pointer: pointer)
                for key in group.keys { context.markIncomplete(pointer.appending(key)) }
            } else if group.kind == .exactlyOne, present.count > 1, let first = present.first {
                for extra in present.dropFirst() {
                    context.report(.conflictingKey(extra.key, with: first.key, in: spec.name),
                                   at: extra.entry.key.range, pointer: pointer.appending(extra.key))
                    context.markIncomplete(pointer.appending(extra.key))
                }
            }
        }
    }

    /// A child mapping of `spec` that has `key`, for "'dim' belongs under 'backdrop'".
    private static func home(of key: String, under spec: MappingSpec) -> String? {
        for child in spec.keys {
            var nested: MappingName?
            switch child.value {
            case .mapping(let name): nested = name
            default: nested = nil
            }
            if let nested, SpecLanguage.mapping(nested).key(key) != nil { return child.name }
        }
        return nil
    }

    /// The value of a known key, if written.
    func value(_ key: String) -> Node? { entries.first { $0.key == key }?.entry.value }

    /// The value and the pointer to it.
    func lookup(_ key: String) -> (node: Node, pointer: JSONPointer)? {
        value(key).map { ($0, pointer.appending(key)) }
    }

    /// The place of this mapping, for defaults ("the node that would have held it").
    var place: Place { Place(range: node.range, pointer: pointer) }

    /// The key's description (bounds, words) from the language.
    func keySpec(_ key: String) -> KeySpec { SpecLanguage.key(key, of: spec.name) }

    /// A default value located at this mapping.
    func defaulted<T>(_ value: T) -> Located<T> {
        Located(value, range: node.range, pointer: pointer, isExplicit: false)
    }
}

/// Typed lookups: each reads the key's value with the type the language gives it.
extension DecodeContext {
    mutating func string(_ reader: MappingReader, _ key: String) -> Located<String>? {
        guard let (node, pointer) = reader.lookup(key), case .string(let format) = reader.keySpec(key).value.stringLike else { return nil }
        return string(node, format, at: pointer, label: "'\(key)'")
    }

    mutating func bool(_ reader: MappingReader, _ key: String, default value: Bool) -> Located<Bool> {
        guard let (node, pointer) = reader.lookup(key) else { return reader.defaulted(value) }
        return bool(node, at: pointer, label: "'\(key)'") ?? reader.defaulted(value)
    }

    mutating func number(_ reader: MappingReader, _ key: String) -> Located<Double>? {
        guard let (node, pointer) = reader.lookup(key), case .number(let bounds) = reader.keySpec(key).value else { return nil }
        return number(node, bounds, at: pointer, label: "'\(key)'")
    }

    mutating func number(_ reader: MappingReader, _ key: String, default value: Double) -> Located<Double> {
        number(reader, key) ?? reader.defaulted(value)
    }

    mutating func integer(_ reader: MappingReader, _ key: String) -> Located<Int>? {
        guard let (node, pointer) = reader.lookup(key), case .integer(let bounds) = reader.keySpec(key).value else { return nil }
        return integer(node, bounds, at: pointer, label: "'\(key)'")
    }

    mutating func word<T: RawRepresentable>(_ reader: MappingReader, _ key: String, as type: T.Type) -> Located<T>?
    where T.RawValue == String {
        guard let (node, pointer) = reader.lookup(key) else { return nil }
        return word(node, reader.keySpec(key).value.words, as: type, at: pointer, label: "'\(key)'")
    }
}

extension ValueSpec {
    /// The string format of a string key (or of the string branch of a `.oneOf`).
    var stringLike: ValueSpec? {
        switch self {
        case .string: self
        case .oneOf(let specs): specs.lazy.compactMap(\.stringLike).first
        default: nil
        }
    }
}
