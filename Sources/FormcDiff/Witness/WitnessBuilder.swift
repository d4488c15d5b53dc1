import FormcCore
import FormcSpec

/// Builds the results that show a change breaks stored results: each is valid under the old
/// screen's result schema (spec-language.md §8) and, through the one change it is made for,
/// invalid under the new one. Everything else in it is chosen to stay valid in the new version
/// where it can — options both versions accept, counts both allow — so the witness points at
/// its change. Built from the screens, not from their schemas, so the tests that validate
/// witnesses against both generated schemas check the two derivations against each other.
struct WitnessBuilder {
    let old: Screen
    /// The new version of each old field, by old field id (renamed fields included).
    let counterparts: [IDKey: Field]

    init(old: Screen, counterparts: [IDKey: Field]) {
        self.old = old
        self.counterparts = counterparts
    }

    /// The smallest result of the old screen: each field the old schema requires, with a value
    /// both versions accept where one exists. Nil when the old schema accepts no result at all.
    func minimal() -> JSONValue? {
        result(setting: nil, to: nil)
    }

    /// The minimal result with `field` set to `value` (or left out when `value` is nil).
    func result(setting field: Field?, to value: JSONValue?) -> JSONValue? {
        var members: [JSONValue.Member] = []
        for candidate in old.fields {
            if let field, candidate.id.value.isExactly(field.id.value) {
                if let value { members.append(.init(candidate.id.value, value)) }
                continue
            }
            guard candidate.isRequiredInResult else { continue }
            guard let value = self.value(of: candidate) else { return nil }
            members.append(.init(candidate.id.value, value))
        }
        return .object(members)
    }

    /// The minimal result with `field` holding a valid old value built by `value(of:including:count:)`.
    func result(holding field: Field, including option: String? = nil, count: Int? = nil) -> JSONValue? {
        guard let value = value(of: field, including: option, count: count) else { return nil }
        return result(setting: field, to: value)
    }

    /// A value the old schema accepts for `field`: one option id for a choice, a list for a
    /// multi-choice. `option` must be in it; `count` is the list's length (else the smallest
    /// both versions allow). Nil when the old schema accepts no such value.
    func value(of field: Field, including option: String? = nil, count: Int? = nil) -> JSONValue? {
        let selectable = field.selectableOptions.map(\.id.value)
        if let option, !selectable.contains(where: { $0.isExactly(option) }) { return nil }
        let counterpart = counterparts[IDKey(field.id.value)]
        let accepted = Set((counterpart?.selectableOptions ?? []).map { IDKey($0.id.value) })
        // Options the new version accepts first, so the value fails only where it has to.
        let preferred = selectable.filter { accepted.contains(IDKey($0)) } + selectable.filter { !accepted.contains(IDKey($0)) }
        switch field.kind.value {
        case .choice:
            guard let chosen = option ?? preferred.first else { return nil }
            return .string(chosen)
        case .multiChoice:
            let low = field.effectiveMin, high = field.effectiveMax
            let length = count ?? Swift.max(preferredCount(field, counterpart), option == nil ? 0 : 1)
            guard length >= low, length <= high, length <= selectable.count, option == nil || length >= 1 else { return nil }
            var chosen = Set<IDKey>()
            if let option { chosen.insert(IDKey(option)) }
            for id in preferred where chosen.count < length { chosen.insert(IDKey(id)) }
            return .array(selectable.filter { chosen.contains(IDKey($0)) }.map(JSONValue.string))
        }
    }

    /// The old `min`, or the new one when the old bounds allow it, so the list fits both.
    private func preferredCount(_ field: Field, _ counterpart: Field?) -> Int {
        guard let counterpart, counterpart.kind.value == .multiChoice else { return field.effectiveMin }
        let both = Swift.max(field.effectiveMin, counterpart.effectiveMin)
        return both <= Swift.min(field.effectiveMax, field.selectableCount) ? both : field.effectiveMin
    }
}
