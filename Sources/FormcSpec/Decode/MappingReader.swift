import FormcCore
import FormcLoad

/// One mapping of a spec, checked against its `MappingSpec`: unknown keys (E200, with a
/// did-you-mean from the keys valid at that spot), missing keys and key groups (E201).
/// Values are then looked up by key; each is typed by whoever reads it.
///
/// A class: readers are passed around and kept in optionals while their keys are read, and a
/// copy of a reference is one retain, where a copy of the value was one for each of its arrays.
final class MappingReader {
    /// The range of the mapping (a reader holds no node or language description of its own).
    let range: SourceRange
    /// The keys the language gives the mapping.
    private let keys: MappingKeys
    let pointer: JSONPointer
    /// The entries as written (unknown keys included; they are never looked up).
    fileprivate let written: [MappingEntry]
    /// For each key of `keys`, by position, the index in `written` of its entry: a lookup
    /// compares the key with the language's few names and reads one slot, instead of copying
    /// entries to compare their keys.
    private let slots: KeySlots

    /// Checks `node` as the mapping `name`; nil (after an E202) when it is not a mapping.
    /// `owner` names the mapping in E201 messages ("field 'category'", "the screen").
    init?(_ node: Node, as name: MappingName, at pointer: JSONPointer, label: String, owner: @autoclosure () -> String,
          context: inout DecodeContext) {
        guard case .mapping(let mappingEntries) = node.kind else {
            context.report(.wrongType(label, expected: name.noun, found: node), at: node.range, pointer: pointer)
            return nil
        }
        // The language's description is read through `keys` where needed, not copied out of it
        // (a copy of a `MappingSpec` is a retain and a release of each of its lists).
        let keys = MappingKeys.of(name)
        self.range = node.range
        self.keys = keys
        // Sealed: the pointers of its values share its last token (`JSONPointer.sealed`).
        self.pointer = pointer.sealed
        self.written = mappingEntries
        var slots = KeySlots()
        for index in mappingEntries.indices {
            guard case .scalar(let keyScalar) = mappingEntries[index].key.kind else {
                let key = mappingEntries[index].key
                context.report(.wrongType("a key of \(name.shortNoun)", expected: "a key (a string)", found: key),
                               at: key.range, pointer: pointer)
                continue
            }
            let key = keyScalar.value
            guard let position = keys.position(of: key) else {
                let home = Self.home(of: key, under: keys.spec)
                let suggestion = keys.suggestions.closest(to: key)
                context.report(.unknownKey(key, in: name, suggestion: suggestion, accepted: keys.namesListed, elsewhere: home),
                               at: mappingEntries[index].key.range, pointer: pointer.appending(key))
                // The key it was probably meant as took its default.
                if let meant = suggestion ?? home {
                    context.markIncomplete(pointer.appending(meant))
                } else {
                    context.markUnplacedKey(in: pointer)
                }
                continue
            }
            slots.recordFirst(index, at: position)
        }
        self.slots = slots
        checkRequired(of: node, owner: owner, context: &context)
    }

    /// `owner` is built only when something is missing: most mappings are complete.
    private func checkRequired(of node: Node, owner: () -> String, context: inout DecodeContext) {
        for position in keys.required where slots[position] == nil {
            let key = keys.keys[position]
            context.report(.missingKey(key, in: owner()), at: node.headRange, pointer: pointer)
            context.markIncomplete(pointer.appending(key.name))
        }
        for (group, positions) in zip(keys.spec.groups, keys.groupPositions) {
            // Counted first: the list of the keys written is built only for a conflict.
            let writtenCount = positions.count { position in position.flatMap { slots[$0] } != nil }
            if writtenCount == 0 {
                context.report(.missingOneOf(group.keys, in: owner()), at: node.headRange, pointer: pointer)
                for key in group.keys { context.markIncomplete(pointer.appending(key)) }
            } else if group.kind == .exactlyOne, writtenCount > 1 {
                // The group's keys that were written, in source order.
                let present = zip(group.keys, positions).compactMap { key, position in
                    position.flatMap { slots[$0] }.map { (key: key, index: $0) }
                }.sorted { $0.index < $1.index }
                guard let first = present.first else { continue }
                for extra in present.dropFirst() {
                    context.report(.conflictingKey(extra.key, with: first.key, in: keys.spec.name),
                                   at: written[extra.index].key.range, pointer: pointer.appending(extra.key))
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
            if let nested, MappingKeys.of(nested).position(of: key) != nil { return child.name }
        }
        return nil
    }

    /// The value of a known key, if written.
    func value(_ key: String) -> Node? {
        guard let position = keys.position(of: key), let index = slots[position] else { return nil }
        return written[index].value
    }

    /// The value and the pointer to it, sealed: a value looked up (not read by type) is a list
    /// or a mapping whose items' pointers extend it.
    func lookup(_ key: String) -> (node: Node, pointer: JSONPointer)? {
        value(key).map { ($0, pointer.appending(key).sealed) }
    }

    /// Where the value is in `written`, the pointer to it and the key's position in `keys`
    /// (whose tables say what the key takes). The typed readers read the value in place: a
    /// `Node` returned is a copy.
    fileprivate func typedSlot(_ key: String) -> (index: Int, pointer: JSONPointer, position: Int)? {
        guard let position = keys.position(of: key), let index = slots[position] else { return nil }
        return (index, pointer.appending(key), position)
    }

    /// The language's description of the mapping, for the typed readers' tables.
    fileprivate var keyTables: MappingKeys { keys }

    /// The place of this mapping, for defaults ("the node that would have held it").
    var place: Place { Place(range: range, pointer: pointer) }

    /// A default value located at this mapping.
    func defaulted<T>(_ value: T) -> Located<T> {
        Located(value, range: range, pointer: pointer, isExplicit: false)
    }
}

/// Typed lookups: each reads the key's value with the type the language gives it.
extension DecodeContext {
    mutating func string(_ reader: MappingReader, _ key: String) -> Located<String>? {
        guard let (index, pointer, position) = reader.typedSlot(key), let format = reader.keyTables.stringFormats[position] else { return nil }
        return string(reader.written[index].value, format, at: pointer, label: "'\(key)'")
    }

    mutating func bool(_ reader: MappingReader, _ key: String, default value: Bool) -> Located<Bool> {
        guard let (index, pointer, _) = reader.typedSlot(key) else { return reader.defaulted(value) }
        return bool(reader.written[index].value, at: pointer, label: "'\(key)'") ?? reader.defaulted(value)
    }

    mutating func number(_ reader: MappingReader, _ key: String) -> Located<Double>? {
        guard let (index, pointer, position) = reader.typedSlot(key), let bounds = reader.keyTables.numberBounds[position] else { return nil }
        return number(reader.written[index].value, bounds, at: pointer, label: "'\(key)'")
    }

    mutating func number(_ reader: MappingReader, _ key: String, default value: Double) -> Located<Double> {
        number(reader, key) ?? reader.defaulted(value)
    }

    mutating func integer(_ reader: MappingReader, _ key: String) -> Located<Int>? {
        guard let (index, pointer, position) = reader.typedSlot(key), let bounds = reader.keyTables.integerBounds[position] else { return nil }
        return integer(reader.written[index].value, bounds, at: pointer, label: "'\(key)'")
    }

    mutating func word<T: RawRepresentable>(_ reader: MappingReader, _ key: String, as type: T.Type) -> Located<T>?
    where T.RawValue == String {
        guard let (index, pointer, position) = reader.typedSlot(key) else { return nil }
        return word(reader.written[index].value, reader.keyTables.words[position], as: type, at: pointer, label: "'\(key)'")
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
