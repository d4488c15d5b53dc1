import FormcCore
import FormcSpec

/// Fields added, removed, renamed and reordered, and what changed in each: its kind, whether
/// the result must hold it, its bounds, and how it is shown. Options are `OptionComparison`'s.
enum FieldComparison {
    static let fieldAdded = DiffRule(
        "FIELD_ADDED", [.presentation], "a new field the result may leave out",
        reason: "Old results lack it, which the new schema allows; the generated initializer gives it a default of nil.")
    static let fieldAddedRequired = DiffRule(
        "FIELD_ADDED_REQUIRED", [.results, .code], "a new field the result must hold",
        reason: "Old results lack it and the new schema requires it; the generated initializer needs it.")
    static let fieldRemoved = DiffRule(
        "FIELD_REMOVED", [.results, .code], "a field is gone",
        reason: "The result schema allows no other keys (`additionalProperties: false`), so a result holding it is "
            + "rejected; its property and enum are gone from the Swift.")
    static let fieldRenamed = DiffRule(
        "FIELD_RENAMED", [.results, .code], "a field's id changed (same kind, same options)",
        reason: "The id is the result's key: a result under the old key is rejected; the property is renamed.")
    static let fieldOrderChanged = DiffRule(
        "FIELD_ORDER_CHANGED", [.code], "fields in another order",
        reason: "JSON keys have no order, but the generated initializer takes the fields in spec order, so calls to it "
            + "no longer compile.")
    static let choiceToMulti = DiffRule(
        "CHOICE_TO_MULTI", [.results, .code], "a choice became a multi-choice",
        reason: "A stored option id is not a list; the property becomes a Set.")
    static let multiToChoice = DiffRule(
        "MULTI_TO_CHOICE", [.results, .code], "a multi-choice became a choice",
        reason: "A stored list is not an option id; the property is no longer a Set.")
    static let madeRequired = DiffRule(
        "FIELD_MADE_REQUIRED", [.results, .code], "the result must now hold a field (`required: true`, or `min` of 1 or more)",
        reason: "A result that left it out is rejected; the property is no longer optional.")
    static let madeOptional = DiffRule(
        "FIELD_MADE_OPTIONAL", [.code], "the result may now leave a field out",
        reason: "Every old result is still accepted, but the property becomes optional, so code reading it must unwrap it.")
    static let minRaised = DiffRule(
        "MIN_RAISED", [.results], "a multi-choice's `min` went up",
        reason: "A result holding as few options as the old `min` allowed is rejected (`minItems`).")
    static let minLowered = DiffRule(
        "MIN_LOWERED", [.presentation], "a multi-choice's `min` went down",
        reason: "Every old result still holds enough options.")
    static let maxLowered = DiffRule(
        "MAX_LOWERED", [.results], "a multi-choice's `max` went down",
        reason: "A result holding as many options as the old `max` allowed is rejected (`maxItems`). Reported only "
            + "when options both versions accept can fill the old `max`; otherwise the options removed explain it.")
    static let maxRaised = DiffRule(
        "MAX_RAISED", [.presentation], "a multi-choice's written `max` went up",
        reason: "Every old result still holds few enough options.")
    static let labelChanged = DiffRule(
        "FIELD_LABEL_CHANGED", [.presentation], "a field's label or placeholder changed",
        reason: "Text shown on the row that opens the sheet.")
    static let layoutChanged = DiffRule(
        "FIELD_LAYOUT_CHANGED", [.presentation], "a field's layout, columns or alignment changed",
        reason: "How the options are drawn.")
    static let resultFormChanged = DiffRule(
        "RESULT_FORM_CHANGED", [.results, .code], "what a result holds for a picked option changed (`result`: id, title, index)",
        reason: "A stored result holds the old form (an id, a title or an index), which the new schema rejects; the option "
            + "enum's raw values change. Reported when some option's old value is not a value of the new form.")
    static let resultGroupingChanged = DiffRule(
        "RESULT_GROUPING_CHANGED", [.results, .code], "a result's picks are grouped by section, or no longer, or by other sections (`result: by-section`)",
        reason: "A stored result is a list where the new schema wants a mapping of section ids, or the other way round, or its "
            + "sections' keys or their options differ; the field's Swift type changes.")
    static let commitChanged = DiffRule(
        "FIELD_COMMIT_CHANGED", [.presentation], "how a field commits changed (`on-apply`, `on-select`)",
        reason: "When the sheet hands back its result, not what the result holds.")
    static let initialChanged = DiffRule(
        "INITIAL_CHANGED", [.presentation], "a field's initial selection changed",
        reason: "What the sheet starts with; the schema's `default` is an annotation.")

    static let rules = [
        fieldAdded, fieldAddedRequired, fieldRemoved, fieldRenamed, fieldOrderChanged, choiceToMulti, multiToChoice,
        madeRequired, madeOptional, minRaised, minLowered, maxLowered, maxRaised, labelChanged, layoutChanged,
        commitChanged, initialChanged, resultFormChanged, resultGroupingChanged,
    ]

    /// The id of the first option `old` accepts whose value in `old`'s result form is no value
    /// `new` accepts (its form, its options): a result holding it is the witness. Nil when every
    /// old value is still accepted (ids and titles that are the same strings).
    static func firstValueRejected(_ old: Field, by new: Field) -> String? {
        let accepted = Set(new.selectableIndices.map { new.resultValue(ofOptionAt: $0) })
        return old.selectableIndices.first { !accepted.contains(old.resultValue(ofOptionAt: $0)) }.map { old.options[$0].id.value }
    }

    static func compare(_ pair: ScreenPair) -> [Change] {
        var changes: [Change] = []
        for match in pair.fields.pairs {
            switch (match.base, match.head) {
            case (let old?, let new?):
                changes += compare(old, new, in: pair, renamed: match.isRename)
                changes += OptionComparison.compare(old, new, in: pair)
            case (let old?, nil):
                changes.append(pair.change(fieldRemoved, "field '\(old.id.value)' was removed",
                                           base: pair.site(base: old.id), head: pair.site(head: pair.head.fieldsPlace),
                                           baseField: old.id.value, witness: pair.witnesses.result(holding: old)))
            case (nil, let new?):
                if new.isRequiredInResult {
                    changes.append(pair.change(fieldAddedRequired, "field '\(new.id.value)' is new and required in the result",
                                               base: pair.site(base: pair.base.fieldsPlace), head: pair.site(head: new.id),
                                               headField: new.id.value, witness: pair.witnesses.minimal()))
                } else {
                    changes.append(pair.change(fieldAdded, "field '\(new.id.value)' is new (optional in the result)",
                                               base: pair.site(base: pair.base.fieldsPlace), head: pair.site(head: new.id),
                                               headField: new.id.value))
                }
            case (nil, nil):
                break
            }
        }
        changes += order(pair)
        return changes
    }

    private static func compare(_ old: Field, _ new: Field, in pair: ScreenPair, renamed: Bool) -> [Change] {
        var changes: [Change] = []
        func add(_ rule: DiffRule, _ message: String, _ base: Change.Site, _ head: Change.Site, witness: Witness? = nil) {
            changes.append(pair.change(rule, message, base: base, head: head, baseField: old.id.value, headField: new.id.value,
                                       witness: witness))
        }
        let name = "field '\(new.id.value)'"
        if renamed {
            add(fieldRenamed, "field '\(old.id.value)' is now '\(new.id.value)'", pair.site(base: old.id), pair.site(head: new.id),
                witness: pair.witnesses.result(holding: old))
        }
        if old.kind.value != new.kind.value {
            add(old.kind.value == .choice ? choiceToMulti : multiToChoice,
                "\(name): \(old.kind.value.rawValue) → \(new.kind.value.rawValue)",
                pair.site(base: old.kind), pair.site(head: new.kind), witness: pair.witnesses.result(holding: old))
        }
        if old.kind.value == new.kind.value, old.resultForm != new.resultForm,
           let option = firstValueRejected(old, by: new) {
            add(resultFormChanged, "\(name): result \(old.resultForm.rawValue) → \(new.resultForm.rawValue)",
                old.result.map { pair.site(base: $0) } ?? pair.site(base: old.id),
                new.result.map { pair.site(head: $0) } ?? pair.site(head: new.id),
                witness: pair.witnesses.result(holding: old, including: option))
        }
        if old.kind.value == new.kind.value, old.isBySection || new.isBySection,
           old.isBySection != new.isBySection || sectionKeys(old) != sectionKeys(new) {
            add(resultGroupingChanged, old.isBySection == new.isBySection
                    ? "\(name): its sections' ids or options changed" : "\(name): result \(old.resultKind.rawValue) → \(new.resultKind.rawValue)",
                old.result.map { pair.site(base: $0) } ?? pair.site(base: old.optionsPlace),
                new.result.map { pair.site(head: $0) } ?? pair.site(head: new.optionsPlace),
                witness: pair.witnesses.result(holding: old, including: movedOption(old, new)))
        }
        if old.isRequiredInResult != new.isRequiredInResult {
            let why = new.isRequiredInResult ? (new.required.value ? "required: true" : "min \(new.effectiveMin)")
                : (new.kind.value == .multiChoice ? "not required, min 0" : "required: false")
            let site = new.required.isExplicit ? pair.site(head: new.required) : new.min.map { pair.site(head: $0) } ?? pair.site(head: new.required)
            if new.isRequiredInResult {
                add(madeRequired, "\(name) is now required in the result (\(why))", pair.site(base: old.required), site,
                    witness: pair.witnesses.result(setting: old, to: nil))
            } else {
                add(madeOptional, "\(name) may now be left out of the result (\(why))", pair.site(base: old.required), site)
            }
        }
        if old.kind.value == .multiChoice, new.kind.value == .multiChoice {
            changes += bounds(old, new, in: pair)
        }
        if !ScreenComparison.same(old.label?.value, new.label?.value) || !ScreenComparison.same(old.placeholder?.value, new.placeholder?.value) {
            let what = ScreenComparison.same(old.label?.value, new.label?.value) ? "placeholder" : "label"
            let (oldText, newText) = what == "label" ? (old.label, new.label) : (old.placeholder, new.placeholder)
            add(labelChanged, "\(name): \(what) " + Describe.transition(oldText.map { "'\($0.value)'" }, newText.map { "'\($0.value)'" }),
                oldText.map { pair.site(base: $0) } ?? pair.site(base: old.id), newText.map { pair.site(head: $0) } ?? pair.site(head: new.id))
        }
        if old.layout.value != new.layout.value || old.columns?.value != new.columns?.value || old.flowAlignment != new.flowAlignment {
            add(layoutChanged, "\(name): layout " + Describe.transition(layout(old), layout(new)),
                pair.site(base: old.layout), pair.site(head: new.layout))
        }
        if old.commit.value != new.commit.value {
            add(commitChanged, "\(name): commit \(old.commit.value.rawValue) → \(new.commit.value.rawValue)",
                pair.site(base: old.commit), pair.site(head: new.commit))
        }
        let oldInitial = old.initial?.value.ids.map(\.value) ?? [], newInitial = new.initial?.value.ids.map(\.value) ?? []
        if oldInitial.count != newInitial.count || !zip(oldInitial, newInitial).allSatisfy({ $0.isExactly($1) }) {
            add(initialChanged, "\(name): initial " + Describe.transition(
                oldInitial.isEmpty ? nil : Describe.ids(oldInitial), newInitial.isEmpty ? nil : Describe.ids(newInitial)),
                old.initial.map { pair.site(base: $0) } ?? pair.site(base: old.id), new.initial.map { pair.site(head: $0) } ?? pair.site(head: new.id))
        }
        return changes
    }

    /// `min` and `max` of a multi-choice in both versions.
    private static func bounds(_ old: Field, _ new: Field, in pair: ScreenPair) -> [Change] {
        var changes: [Change] = []
        let name = "field '\(new.id.value)'"
        let baseMin = old.min.map { pair.site(base: $0) } ?? pair.site(base: old.id)
        let headMin = new.min.map { pair.site(head: $0) } ?? pair.site(head: new.id)
        let baseMax = old.max.map { pair.site(base: $0) } ?? pair.site(base: old.id)
        let headMax = new.max.map { pair.site(head: $0) } ?? pair.site(head: new.id)
        func change(_ rule: DiffRule, _ message: String, _ base: Change.Site, _ head: Change.Site, _ witness: Witness? = nil) -> Change {
            pair.change(rule, message, base: base, head: head, baseField: old.id.value, headField: new.id.value, witness: witness)
        }
        if new.effectiveMin > old.effectiveMin {
            changes.append(change(minRaised, "\(name): min \(old.effectiveMin) → \(new.effectiveMin)", baseMin, headMin,
                                  pair.witnesses.result(holding: old, count: old.effectiveMin)))
        } else if new.effectiveMin < old.effectiveMin {
            changes.append(change(minLowered, "\(name): min \(old.effectiveMin) → \(new.effectiveMin)", baseMin, headMin))
        }
        // The longest list of options both versions accept that the old bounds allow.
        let accepted = Set(new.selectableOptions.map { IDKey($0.id.value) })
        let common = old.selectableOptions.filter { accepted.contains(IDKey($0.id.value)) }.count
        let longest = Swift.min(old.effectiveMax, common)
        if longest > new.effectiveMax, longest >= old.effectiveMin {
            changes.append(change(maxLowered, "\(name): max \(old.effectiveMax) → \(new.effectiveMax)", baseMax, headMax,
                                  pair.witnesses.result(holding: old, count: longest)))
        } else if new.effectiveMax > old.effectiveMax, old.max != nil || new.max != nil {
            changes.append(change(maxRaised, "\(name): max \(old.effectiveMax) → \(new.effectiveMax)", baseMax, headMax))
        }
        return changes
    }

    private static func layout(_ field: Field) -> String {
        var text = field.layout.value.rawValue
        if let columns = field.columns?.value { text += " (\(columns) columns)" }
        if field.layout.value == .flow { text += " (\(field.flowAlignment.rawValue))" }
        return text
    }

    /// The fields both versions have, in another order.
    private static func order(_ pair: ScreenPair) -> [Change] {
        let matched = pair.fields.pairs.compactMap { match in match.base.flatMap { old in match.head.map { (old, $0) } } }
        let oldIndex = pair.base.fields.enumerated().keyed { $0.element.id.value }
        let indexes = matched.compactMap { oldIndex[IDKey($0.0.id.value)]?.offset }
        guard zip(indexes, indexes.dropFirst()).contains(where: { $0 > $1 }) else { return [] }
        let before = matched.sorted { (oldIndex[IDKey($0.0.id.value)]?.offset ?? 0) < (oldIndex[IDKey($1.0.id.value)]?.offset ?? 0) }
        return [pair.change(fieldOrderChanged, "fields reordered: \(Describe.ids(before.map(\.1.id.value))) → \(Describe.ids(matched.map(\.1.id.value)))",
                            base: pair.site(base: pair.base.fieldsPlace), head: pair.site(head: pair.head.fieldsPlace))]
    }

    /// The first option of `old` that `new` keys under another section (or under none): a
    /// result holding it is one the new schema rejects. Nil when every option keeps its key.
    private static func movedOption(_ old: Field, _ new: Field) -> String? {
        func keys(_ field: Field) -> [String: String] {
            var keys: [String: String] = [:]
            for section in field.sections {
                for index in section.optionIndexes where field.options.indices.contains(index) {
                    keys[field.options[index].id.value] = section.resultKey
                }
            }
            return keys
        }
        let before = keys(old), after = keys(new)
        return old.selectableOptions.first { option in before[option.id.value] != after[option.id.value] }?.id.value
    }

    /// A by-section field's keys with the ids of their options, in order: what its results hold.
    private static func sectionKeys(_ field: Field) -> [[String]] {
        field.sections.map { section in
            [section.resultKey] + section.optionIndexes.compactMap { field.options.indices.contains($0) ? field.options[$0].id.value : nil }
        }
    }
}
