import FormcCore
import FormcSpec

/// Builds the results that show a change breaks stored results: each is valid under the old
/// screen's result schema (spec-language.md §8) and, through the one change it is made for,
/// invalid under the new one. Everything else in it is chosen to stay valid in the new version
/// where it can — options both versions accept, counts both allow — so the witness points at
/// its change. Built from the screens, not from their schemas, so the tests that validate
/// witnesses against both generated schemas check the two derivations against each other.
///
/// What every witness shares is computed once (each field's options in the order they are
/// preferred, the minimal result), so a witness costs the size of the result it is.
struct WitnessBuilder {
    /// One old field's options as witnesses pick them.
    private struct Options {
        /// The selectable option ids, in spec order, and each one's place in it.
        var selectable: [String]
        var place: [IDKey: Int]
        /// The selectable ids the new version accepts first, then the others.
        var preferred: [String]
        /// The length of a list both versions allow, when there is one, else the old `min`.
        var preferredCount: Int
        /// Each option's value in the old field's result form, by id; empty for `result: id`,
        /// whose values are the ids themselves.
        var values: [IDKey: JSONValue] = [:]

        /// The value a result holds for the option `id`.
        func value(of id: String) -> JSONValue { values[IDKey(id)] ?? .string(id) }
    }

    let old: Screen
    private let options: [IDKey: Options]
    /// The old screen's minimal result (nil when the old schema accepts no result at all), and
    /// each field's place among its members.
    private let minimalMembers: [JSONValue.Member]?
    private let positions: [IDKey: Int]

    /// `counterparts`: the new version of each old field, by old field id (renames included).
    init(old: Screen, counterparts: [IDKey: Field]) {
        self.old = old
        var options: [IDKey: Options] = [:]
        for field in old.fields where options[IDKey(field.id.value)] == nil {
            let counterpart = counterparts[IDKey(field.id.value)]
            let accepted = Set((counterpart?.selectableOptions ?? []).map { IDKey($0.id.value) })
            let selectable = field.selectableOptions.map(\.id.value)
            var place: [IDKey: Int] = [:]
            for (index, id) in selectable.enumerated() where place[IDKey(id)] == nil { place[IDKey(id)] = index }
            var count = field.effectiveMin
            if let counterpart, counterpart.kind.value == .multiChoice {
                let both = Swift.max(field.effectiveMin, counterpart.effectiveMin)
                if both <= Swift.min(field.effectiveMax, field.selectableCount) { count = both }
            }
            var values: [IDKey: JSONValue] = [:]
            if field.resultForm != .id {
                for index in field.options.indices where values[IDKey(field.options[index].id.value)] == nil {
                    values[IDKey(field.options[index].id.value)] = field.resultValue(ofOptionAt: index).json
                }
            }
            // Preferred: the options whose value the new version accepts (its form, its options).
            let acceptedValues = Set((counterpart.map { new in new.selectableIndices.map { new.resultValue(ofOptionAt: $0).json } }) ?? [])
            let byID = field.resultForm == .id && (counterpart?.resultForm ?? .id) == .id
            let isAccepted = { (id: String) in
                byID ? accepted.contains(IDKey(id)) : acceptedValues.contains(values[IDKey(id)] ?? .string(id))
            }
            options[IDKey(field.id.value)] = Options(
                selectable: selectable, place: place,
                preferred: selectable.filter { isAccepted($0) } + selectable.filter { !isAccepted($0) },
                preferredCount: count, values: values)
        }
        self.options = options
        var members: [JSONValue.Member]? = []
        var positions: [IDKey: Int] = [:]
        for field in old.fields {
            if positions[IDKey(field.id.value)] == nil { positions[IDKey(field.id.value)] = members?.count ?? 0 }
            guard field.isRequiredInResult else { continue }
            guard let value = Self.value(of: field, options[IDKey(field.id.value)], including: nil, count: nil) else {
                members = nil
                break
            }
            members?.append(.init(field.id.value, value))
        }
        minimalMembers = members
        self.positions = positions
    }

    /// The smallest result of the old screen: each field the old schema requires, with a value
    /// both versions accept where one exists. Nil when the old schema accepts no result at all.
    func minimal() -> Witness? {
        minimalMembers.map { Witness(minimal: $0, field: nil, value: nil, position: 0) }
    }

    /// The minimal result with `field` set to `value` (or left out when `value` is nil).
    func result(setting field: Field, to value: JSONValue?) -> Witness? {
        guard let minimalMembers else { return nil }
        return Witness(minimal: minimalMembers, field: field.id.value, value: value,
                       position: positions[IDKey(field.id.value)] ?? minimalMembers.count)
    }

    /// The minimal result with `field` holding a valid old value that includes `option` and
    /// has `count` items (see `value(of:including:count:)`).
    func result(holding field: Field, including option: String? = nil, count: Int? = nil) -> Witness? {
        guard let value = Self.value(of: field, options[IDKey(field.id.value)], including: option, count: count) else { return nil }
        return result(setting: field, to: value)
    }

    /// A value the old schema accepts for `field`: one option id for a choice, a list for a
    /// multi-choice. `option` must be in it; `count` is the list's length (else the smallest
    /// both versions allow, at least one when `option` is named). Nil when the old schema
    /// accepts no such value.
    private static func value(of field: Field, _ options: Options?, including option: String?, count: Int?) -> JSONValue? {
        guard let options else { return nil }
        if let option, options.place[IDKey(option)] == nil { return nil }
        switch field.kind.value {
        case .choice:
            guard let chosen = option ?? options.preferred.first else { return nil }
            return options.value(of: chosen)
        case .multiChoice:
            let length = count ?? Swift.max(options.preferredCount, option == nil ? 0 : 1)
            guard length >= field.effectiveMin, length <= field.effectiveMax, length <= options.selectable.count,
                  option == nil || length >= 1 else { return nil }
            var chosen: [String] = option.map { [$0] } ?? []
            for id in options.preferred where chosen.count < length && !(option.map { id.isExactly($0) } ?? false) {
                chosen.append(id)
            }
            // In spec order, as the generated Swift encodes a selection.
            let ordered = chosen.sorted { (options.place[IDKey($0)] ?? 0) < (options.place[IDKey($1)] ?? 0) }
            guard field.isBySection, !field.sections.isEmpty else { return .array(ordered.map(options.value(of:))) }
            return grouped(ordered, in: field)
        }
    }

    /// `ids` as a by-section result holds them: every section's id, each with its picked ids.
    private static func grouped(_ ids: [String], in field: Field) -> JSONValue {
        let picked = Set(ids.map(IDKey.init))
        return .object(field.sections.map { section in
            let own = section.optionIndexes.filter { field.options.indices.contains($0) && picked.contains(IDKey(field.options[$0].id.value)) }
            return JSONValue.Member(section.resultKey, .array(own.map { .string(field.options[$0].id.value) }))
        })
    }
}
