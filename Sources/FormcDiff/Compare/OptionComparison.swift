import FormcCore
import FormcSpec

/// Options added, removed, renamed, disabled and enabled in a field both versions have, and
/// how they are shown (titles, order, sections).
enum OptionComparison {
    static let optionAdded = DiffRule(
        "OPTION_ADDED", [.code], "a new option a result can hold",
        reason: "Old results stay valid, but the option's enum gains a case, so a `switch` over it without `default` "
            + "no longer compiles.")
    static let optionRemoved = DiffRule(
        "OPTION_REMOVED", [.results, .code], "an option a result could hold is gone",
        reason: "A result holding its id is rejected; its enum case is gone.")
    static let optionRenamed = DiffRule(
        "OPTION_RENAMED", [.results, .code], "an option's id changed (same title)",
        reason: "The id is what the result stores: a result holding the old id is rejected; the case is renamed.")
    static let optionDisabled = DiffRule(
        "OPTION_DISABLED", [.results, .code], "an option a result could hold is now disabled",
        reason: "A disabled option is not accepted in a result, so a stored result holding it is rejected; its case is gone.")
    static let optionEnabled = DiffRule(
        "OPTION_ENABLED", [.code], "a disabled option can now be selected",
        reason: "Like an added option: old results stay valid, the enum gains a case.")
    static let disabledOptionAdded = DiffRule(
        "DISABLED_OPTION_ADDED", [.presentation], "a new option, disabled",
        reason: "Shown, never in a result; only the generated `disabledTitles` list grows.")
    static let disabledOptionRemoved = DiffRule(
        "DISABLED_OPTION_REMOVED", [.presentation], "a disabled option is gone",
        reason: "No result could hold it, and it had no case.")
    static let titleChanged = DiffRule(
        "OPTION_TITLE_CHANGED", [.presentation], "an option's title changed (same id)",
        reason: "Results store the id, not the title.")
    static let valueChanged = DiffRule(
        "OPTION_VALUE_CHANGED", [.results, .code], "an option's value in the result changed (its title under `result: title`, its index under `result: index`)",
        reason: "The result holds that value: a stored result holding the old one is rejected; the enum's raw value changes.")
    static let orderChanged = DiffRule(
        "OPTION_ORDER_CHANGED", [.presentation], "options in another order",
        reason: "A multi-choice's list has no order in the schema (`uniqueItems`, a Set in Swift); only `allCases` and "
            + "the drawing change.")
    static let sectionsChanged = DiffRule(
        "SECTIONS_CHANGED", [.presentation], "a field's sections changed (titles, or which options they hold)",
        reason: "Sections group options on screen and in the schema's annotations; results do not record them.")
    static let sectionsRemoved = DiffRule(
        "SECTIONS_REMOVED", [.code], "a field no longer has sections",
        reason: "The generated `section` property of its options is gone.")

    static let rules = [
        optionAdded, optionRemoved, optionRenamed, optionDisabled, optionEnabled, disabledOptionAdded, disabledOptionRemoved,
        titleChanged, orderChanged, sectionsChanged, sectionsRemoved, valueChanged,
    ]

    static func compare(_ old: Field, _ new: Field, in pair: ScreenPair) -> [Change] {
        var changes: [Change] = []
        let name = "field '\(new.id.value)'"
        func add(_ rule: DiffRule, _ message: String, option: String?, base: Change.Site, head: Change.Site, witness: Witness? = nil) {
            changes.append(pair.change(rule, message, base: base, head: head, baseField: old.id.value, headField: new.id.value,
                                       option: option, witness: witness))
        }
        let newByID = new.options.keyed { $0.id.value }
        let oldByID = old.options.keyed { $0.id.value }
        // An option whose id is gone, paired with a new option of the same title: a rename
        // (the new options by title, each title's in spec order, so pairing is linear).
        let added = new.options.filter { oldByID[IDKey($0.id.value)] == nil }
        var addedByTitle: [IDKey: [Int]] = [:]
        for (index, option) in added.enumerated() { addedByTitle[IDKey(option.title.value), default: []].append(index) }
        var nextByTitle: [IDKey: Int] = [:]
        var renamedTo = Set<Int>()
        // Under `result: title` or `index` (the same in both versions), what a result holds for an
        // option can change while its id stays: its title, or its place among the options.
        let sameForm = old.resultForm == new.resultForm && old.resultForm != .id
        var newPlace: [IDKey: Int] = [:]
        var newValues = Set<Field.ResultValue>()
        if sameForm {
            for index in new.options.indices where newPlace[IDKey(new.options[index].id.value)] == nil {
                newPlace[IDKey(new.options[index].id.value)] = index
            }
            newValues = Set(new.selectableIndices.map { new.resultValue(ofOptionAt: $0) })
        }
        for (oldIndex, option) in old.options.enumerated() {
            let id = option.id.value
            if let counterpart = newByID[IDKey(id)] {
                if !option.disabled.value, counterpart.disabled.value {
                    add(optionDisabled, "\(name): option '\(id)' is now disabled", option: id, base: pair.site(base: option.id),
                        head: pair.site(head: counterpart.disabled), witness: pair.witnesses.result(holding: old, including: id))
                } else if option.disabled.value, !counterpart.disabled.value {
                    add(optionEnabled, "\(name): option '\(id)' is no longer disabled", option: id,
                        base: pair.site(base: option.disabled), head: pair.site(head: counterpart.id))
                }
                if sameForm, option.isSelectable, counterpart.isSelectable, let newIndex = newPlace[IDKey(id)],
                   old.resultValue(ofOptionAt: oldIndex) != new.resultValue(ofOptionAt: newIndex),
                   !newValues.contains(old.resultValue(ofOptionAt: oldIndex)) {
                    add(valueChanged, "\(name): option '\(id)' is held as \(Self.shown(old.resultValue(ofOptionAt: oldIndex))) → "
                        + Self.shown(new.resultValue(ofOptionAt: newIndex)), option: id,
                        base: pair.site(base: old.resultForm == .title ? option.title : option.id),
                        head: pair.site(head: new.resultForm == .title ? counterpart.title : counterpart.id),
                        witness: pair.witnesses.result(holding: old, including: id))
                }
                if !option.title.value.isExactly(counterpart.title.value) {
                    add(titleChanged, "\(name): option '\(id)' title '\(option.title.value)' → '\(counterpart.title.value)'",
                        option: id, base: pair.site(base: option.title), head: pair.site(head: counterpart.title))
                }
            } else if option.disabled.value {
                add(disabledOptionRemoved, "\(name): disabled option '\(id)' was removed", option: id,
                    base: pair.site(base: option.id), head: pair.site(head: new.optionsPlace))
            } else if let candidates = addedByTitle[IDKey(option.title.value)],
                      nextByTitle[IDKey(option.title.value), default: 0] < candidates.count {
                let position = nextByTitle[IDKey(option.title.value), default: 0]
                nextByTitle[IDKey(option.title.value)] = position + 1
                renamedTo.insert(candidates[position])
                let renamed = added[candidates[position]]
                add(optionRenamed, "\(name): option '\(id)' is now '\(renamed.id.value)'", option: id,
                    base: pair.site(base: option.id), head: pair.site(head: renamed.id),
                    witness: pair.witnesses.result(holding: old, including: id))
            } else {
                add(optionRemoved, "\(name): option '\(id)' was removed", option: id, base: pair.site(base: option.id),
                    head: pair.site(head: new.optionsPlace), witness: pair.witnesses.result(holding: old, including: id))
            }
        }
        for (index, option) in added.enumerated() where !renamedTo.contains(index) {
            add(option.disabled.value ? disabledOptionAdded : optionAdded,
                "\(name): option '\(option.id.value)' is new" + (option.disabled.value ? " (disabled)" : ""),
                option: option.id.value, base: pair.site(base: old.optionsPlace), head: pair.site(head: option.id))
        }
        changes += order(old, new, in: pair)
        changes += sections(old, new, in: pair)
        return changes
    }

    /// A result value as a message shows it.
    private static func shown(_ value: Field.ResultValue) -> String {
        switch value {
        case .string(let text): "'\(text)'"
        case .integer(let number): "\(number)"
        }
    }

    /// The options both versions have, in another order.
    private static func order(_ old: Field, _ new: Field, in pair: ScreenPair) -> [Change] {
        let newIDs = Set(new.options.map { IDKey($0.id.value) }), oldIDs = Set(old.options.map { IDKey($0.id.value) })
        let before = old.options.filter { newIDs.contains(IDKey($0.id.value)) }.map(\.id.value)
        let after = new.options.filter { oldIDs.contains(IDKey($0.id.value)) }.map(\.id.value)
        guard !zip(before, after).allSatisfy({ $0.isExactly($1) }) else { return [] }
        return [pair.change(orderChanged, "field '\(new.id.value)': options reordered (\(Describe.ids(before)) → \(Describe.ids(after)))", base: pair.site(base: old.optionsPlace),
                            head: pair.site(head: new.optionsPlace), baseField: old.id.value, headField: new.id.value)]
    }

    private static func sections(_ old: Field, _ new: Field, in pair: ScreenPair) -> [Change] {
        if !old.sections.isEmpty, new.sections.isEmpty {
            return [pair.change(sectionsRemoved, "field '\(new.id.value)' no longer has sections",
                                base: pair.site(base: old.optionsPlace), head: pair.site(head: new.optionsPlace),
                                baseField: old.id.value, headField: new.id.value)]
        }
        guard layout(old) != layout(new) else { return [] }
        let titles = { (field: Field) in field.sections.isEmpty ? nil : Describe.ids(field.sections.map(\.title.value)) }
        let sameTitles = old.sections.count == new.sections.count
            && zip(old.sections, new.sections).allSatisfy { $0.title.value.isExactly($1.title.value) }
        return [pair.change(sectionsChanged, "field '\(new.id.value)': " + (sameTitles
            ? "options moved between sections"
            : "sections " + Describe.transition(titles(old), titles(new))),
            base: pair.site(base: old.optionsPlace), head: pair.site(head: new.optionsPlace),
            baseField: old.id.value, headField: new.id.value)]
    }

    /// Each section's title bytes and the ids of its options, in order.
    private static func layout(_ field: Field) -> [[IDKey]] {
        field.sections.map { section in
            [IDKey(section.title.value)] + section.optionIndexes.compactMap { field.options.indices.contains($0) ? IDKey(field.options[$0].id.value) : nil }
        }
    }
}
