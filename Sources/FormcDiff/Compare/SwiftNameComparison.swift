import FormcCore
import FormcSpec
import FormcSwiftGen

/// Swift names that changed while the ids they come from did not (spec-language.md §12): when
/// two ids give one name, the later one is numbered, so adding, removing or reordering a
/// neighbour can rename a type, a property or a case.
enum SwiftNameComparison {
    static let nameChanged = DiffRule(
        "SWIFT_NAME_CHANGED", [.code], "a generated Swift name changed though its id did not",
        reason: "Two ids that give one Swift name are numbered in spec order (`pet`, `Pet` → `pet`, `pet2`), so "
            + "another id added, removed or moved can rename a type, property or case; code using the old name no "
            + "longer compiles.")

    static let rules = [nameChanged]

    static func compare(_ pair: ScreenPair) -> [Change] {
        var changes: [Change] = []
        func renamed(_ what: String, _ old: String, _ new: String, base: Change.Site, head: Change.Site,
                     field: (String, String)? = nil, option: String? = nil) {
            guard !old.isExactly(new) else { return }
            changes.append(pair.change(nameChanged, "\(what): Swift name \(old) → \(new)", base: base, head: head,
                                       baseField: field?.0, headField: field?.1, option: option))
        }
        if pair.base.id.value.isExactly(pair.head.id.value) {
            renamed("screen '\(pair.id)'", pair.baseNames.resultType, pair.headNames.resultType,
                    base: pair.site(base: pair.base.id), head: pair.site(head: pair.head.id))
        }
        let baseNames = zip(pair.base.fields, pair.baseNames.fields).keyed { $0.0.id.value }
        let headNames = zip(pair.head.fields, pair.headNames.fields).keyed { $0.0.id.value }
        for match in pair.fields.pairs where !match.isRename {
            guard let old = match.base, let new = match.head,
                  let oldNames = baseNames[IDKey(old.id.value)]?.1, let newNames = headNames[IDKey(new.id.value)]?.1 else { continue }
            let field = (old.id.value, new.id.value)
            let what = "field '\(new.id.value)'"
            renamed(what, oldNames.property, newNames.property, base: pair.site(base: old.id), head: pair.site(head: new.id), field: field)
            renamed(what + " (its options' type)", oldNames.optionType, newNames.optionType,
                    base: pair.site(base: old.id), head: pair.site(head: new.id), field: field)
            let newCases = zip(new.selectableOptions, newNames.cases).keyed { $0.0.id.value }
            for (option, name) in zip(old.selectableOptions, oldNames.cases) {
                guard let (counterpart, newName) = newCases[IDKey(option.id.value)] else { continue }
                renamed("\(what): option '\(option.id.value)'", name, newName, base: pair.site(base: option.id),
                        head: pair.site(head: counterpart.id), field: field, option: option.id.value)
            }
        }
        return changes
    }
}
