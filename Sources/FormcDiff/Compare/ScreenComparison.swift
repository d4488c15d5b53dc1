import FormcCore
import FormcSpec

/// Screens added, removed and renamed, their titles, and every comparison of a screen's parts.
enum ScreenComparison {
    static let screenAdded = DiffRule(
        "SCREEN_ADDED", [.presentation], "a new screen",
        reason: "No stored result and no code refers to it yet.")
    static let screenRemoved = DiffRule(
        "SCREEN_REMOVED", [.results, .code], "a screen is gone",
        reason: "Results stored for it have no schema any more, and code using its generated types no longer compiles.")
    static let screenRenamed = DiffRule(
        "SCREEN_RENAMED", [.code], "a screen's id changed (same document of the same file)",
        reason: "Its Swift types are named after the id (`TravelCategoryResult`) and its result schema's `$id` "
            + "(`urn:formc:screen:<id>`) changes; the results themselves keep their shape.")
    static let titleChanged = DiffRule(
        "SCREEN_TITLE_CHANGED", [.presentation], "a screen's title or description changed",
        reason: "Text shown to people and written into the schema's annotations; nothing validates against it.")

    static let rules = [screenAdded, screenRemoved, screenRenamed, titleChanged]

    static func added(_ screen: Screen) -> Change {
        Change(screenAdded, screen: screen.id.value, "screen '\(screen.id.value)' is new", base: nil,
               head: Change.Site(screen, screen.id))
    }

    static func removed(_ screen: Screen) -> Change {
        let witness = WitnessBuilder(old: screen, counterparts: [:]).minimal()
        return Change(screenRemoved, screen: screen.id.value, "screen '\(screen.id.value)' was removed",
                      base: Change.Site(screen, screen.id), head: nil, witness: witness)
    }

    /// Every change between two versions of one screen, in the order of the new version's text.
    static func compare(_ pair: ScreenPair) -> [Change] {
        var changes: [Change] = []
        if !pair.base.id.value.isExactly(pair.head.id.value) {
            changes.append(pair.change(screenRenamed, "screen '\(pair.base.id.value)' is now '\(pair.head.id.value)'",
                                       base: pair.site(base: pair.base.id), head: pair.site(head: pair.head.id)))
        }
        changes += texts(pair)
        changes += FieldComparison.compare(pair)
        changes += SwiftNameComparison.compare(pair)
        changes += SheetComparison.compare(pair)
        changes += ContentComparison.compare(pair)
        changes += StyleComparison.compare(pair)
        return ordered(changes)
    }

    private static func texts(_ pair: ScreenPair) -> [Change] {
        var changes: [Change] = []
        for (name, old, new) in [("title", pair.base.title, pair.head.title), ("description", pair.base.description, pair.head.description)] {
            guard !same(old?.value, new?.value) else { continue }
            let message = "\(name) " + Describe.transition(old.map { "'\($0.value)'" }, new.map { "'\($0.value)'" })
            changes.append(pair.change(titleChanged, message, base: old.map { pair.site(base: $0) } ?? pair.site(base: pair.base.id),
                                       head: new.map { pair.site(head: $0) } ?? pair.site(head: pair.head.id)))
        }
        return changes
    }

    /// By place in the new version (then in the old one), keeping the comparisons' order for ties.
    private static func ordered(_ changes: [Change]) -> [Change] {
        changes.enumerated().sorted { a, b in
            let x = (a.element.head?.range.start.offset ?? Int.max, a.element.base?.range.start.offset ?? Int.max, a.offset)
            let y = (b.element.head?.range.start.offset ?? Int.max, b.element.base?.range.start.offset ?? Int.max, b.offset)
            return x < y
        }.map(\.element)
    }

    /// Byte equality of two optional texts.
    static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): x.isExactly(y)
        default: false
        }
    }
}

/// How changes put values into words.
enum Describe {
    /// `set to 'x'`, `'a' → 'b'`, `'a' removed`.
    static func transition(_ old: String?, _ new: String?) -> String {
        switch (old, new) {
        case (nil, let new?): "set to \(new)"
        case (let old?, nil): "\(old) removed"
        case (let old?, let new?): "\(old) → \(new)"
        case (nil, nil): "unchanged"
        }
    }

    /// A number without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Ids quoted and joined: `'a', 'b'`.
    static func ids(_ ids: [String]) -> String { ids.map { "'\($0)'" }.joined(separator: ", ") }
}
