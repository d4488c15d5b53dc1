/// One spec changed in one way per rule: the old version, the new one with `1️⃣` where the
/// change is in it (nil for a change with no place in the new version), and the rule expected.
struct RuleCase: CustomStringConvertible, Sendable {
    var rule: String
    var base: String
    var head: String
    /// Other rules the same edit reports (a choice is required by default, a multi-choice not).
    var also: [String] = []
    var description: String { rule }
}

enum DiffRuleCases {
    /// The old version every case changes: a choice, a bounded multi-choice, two detents.
    static let base = spec()

    static func spec(
        screen: String = "s", title: String = "T", sheet: String = "  detents: [medium, large]\n",
        pick: String = "  - id: pick\n    type: choice\n    options: [a, b, c]\n",
        tags: String = "  - id: tags\n    type: multi-choice\n    min: 1\n    max: 2\n    options: [x, y, z]\n",
        rest: String = "actions:\n  - { id: apply, title: Apply, role: submit }\n"
    ) -> String {
        "formc: 1\nscreen: \(screen)\ntitle: \(title)\nsheet:\n\(sheet)fields:\n\(pick)\(tags)\(rest)"
    }

    /// The multi-choice of `base` with an initial pick that meets its `min`.
    static let filledTags = "  - id: tags\n    type: multi-choice\n    min: 1\n    max: 2\n    options: [x, y, z]\n    initial: [x]\n"

    static let second = "---\nformc: 1\nscreen: other\nfields:\n  - { id: f, type: choice, options: [a, b] }\nactions:\n  - { id: ok, title: OK, role: submit }\n"

    static let all: [RuleCase] = [
        RuleCase(rule: "SCREEN_ADDED", base: base, head: base + second.replacingOccurrences(of: "screen: other", with: "screen: 1️⃣other")),
        RuleCase(rule: "SCREEN_REMOVED", base: base + second, head: base),
        RuleCase(rule: "SCREEN_RENAMED", base: base, head: spec(screen: "1️⃣t")),
        RuleCase(rule: "SCREEN_TITLE_CHANGED", base: base, head: spec(title: "1️⃣U")),
        RuleCase(rule: "FIELD_ADDED", base: base, head: spec(tags: "  - id: tags\n    type: multi-choice\n    min: 1\n    max: 2\n    options: [x, y, z]\n  - id: 1️⃣more\n    type: choice\n    required: false\n    options: [m]\n")),
        RuleCase(rule: "FIELD_ADDED_REQUIRED", base: base, head: spec(tags: "  - id: tags\n    type: multi-choice\n    min: 1\n    max: 2\n    options: [x, y, z]\n  - id: 1️⃣more\n    type: choice\n    options: [m]\n")),
        RuleCase(rule: "FIELD_REMOVED", base: base, head: spec(pick: "  1️⃣- id: pick\n    type: choice\n    options: [a, b, c]\n", tags: "")),
        RuleCase(rule: "FIELD_RENAMED", base: base, head: spec(pick: "  - id: 1️⃣choice\n    type: choice\n    options: [a, b, c]\n")),
        RuleCase(rule: "FIELD_ORDER_CHANGED", base: base, head: spec(pick: "  1️⃣- id: tags\n    type: multi-choice\n    min: 1\n    max: 2\n    options: [x, y, z]\n", tags: "  - id: pick\n    type: choice\n    options: [a, b, c]\n")),
        RuleCase(rule: "CHOICE_TO_MULTI", base: base, head: spec(pick: "  - id: pick\n    type: 1️⃣multi-choice\n    options: [a, b, c]\n"),
                 also: ["FIELD_MADE_OPTIONAL"]),
        RuleCase(rule: "MULTI_TO_CHOICE", base: base, head: spec(tags: "  - id: tags\n    type: 1️⃣choice\n    options: [x, y, z]\n")),
        RuleCase(rule: "FIELD_MADE_REQUIRED", base: spec(pick: "  - id: pick\n    type: choice\n    required: false\n    options: [a, b, c]\n"), head: spec(pick: "  - id: pick\n    type: choice\n    required: 1️⃣true\n    options: [a, b, c]\n")),
        RuleCase(rule: "FIELD_MADE_OPTIONAL", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    required: 1️⃣false\n    options: [a, b, c]\n")),
        RuleCase(rule: "MIN_RAISED", base: base, head: spec(tags: "  - id: tags\n    type: multi-choice\n    min: 1️⃣2\n    max: 2\n    options: [x, y, z]\n")),
        RuleCase(rule: "MIN_LOWERED", base: base, head: spec(tags: "  - id: tags\n    type: multi-choice\n    required: true\n    min: 1️⃣0\n    max: 2\n    options: [x, y, z]\n")),
        RuleCase(rule: "MAX_LOWERED", base: base, head: spec(tags: "  - id: tags\n    type: multi-choice\n    min: 1\n    max: 1️⃣1\n    options: [x, y, z]\n")),
        RuleCase(rule: "MAX_RAISED", base: base, head: spec(tags: "  - id: tags\n    type: multi-choice\n    min: 1\n    max: 1️⃣3\n    options: [x, y, z]\n")),
        RuleCase(rule: "FIELD_LABEL_CHANGED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    label: 1️⃣Pick one\n    options: [a, b, c]\n")),
        RuleCase(rule: "FIELD_LAYOUT_CHANGED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    layout: 1️⃣list\n    options: [a, b, c]\n")),
        // A field that commits on select needs the other required fields filled first (E411).
        RuleCase(rule: "FIELD_COMMIT_CHANGED", base: spec(tags: filledTags),
                 head: spec(pick: "  - id: pick\n    type: choice\n    commit: 1️⃣on-select\n    options: [a, b, c]\n", tags: filledTags)),
        RuleCase(rule: "RESULT_FORM_CHANGED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    result: 1️⃣index\n    options: [a, b, c]\n")),
        // Under `result: title` a title is what the result holds.
        RuleCase(rule: "OPTION_VALUE_CHANGED",
                 base: spec(pick: "  - id: pick\n    type: choice\n    result: title\n    options: [{ id: a, title: Alpha }, b, c]\n"),
                 head: spec(pick: "  - id: pick\n    type: choice\n    result: title\n    options: [{ id: a, title: 1️⃣Apple }, b, c]\n"),
                 also: ["OPTION_TITLE_CHANGED"]),
        RuleCase(rule: "INITIAL_CHANGED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    options: [a, b, c]\n    initial: 1️⃣b\n")),
        RuleCase(rule: "OPTION_ADDED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    options: [a, b, c, 1️⃣d]\n")),
        RuleCase(rule: "OPTION_REMOVED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    options: 1️⃣[a, b]\n")),
        RuleCase(rule: "OPTION_RENAMED", base: spec(pick: "  - id: pick\n    type: choice\n    options: [{ id: a, title: Alpha }, b, c]\n"), head: spec(pick: "  - id: pick\n    type: choice\n    options: [{ id: 1️⃣a1, title: Alpha }, b, c]\n")),
        RuleCase(rule: "OPTION_DISABLED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    options: [{ id: a, title: a, disabled: 1️⃣true }, b, c]\n")),
        RuleCase(rule: "OPTION_ENABLED", base: spec(pick: "  - id: pick\n    type: choice\n    options: [a, b, { id: c, title: c, disabled: true }]\n"), head: spec(pick: "  - id: pick\n    type: choice\n    options: [a, b, { id: 1️⃣c, title: c }]\n")),
        RuleCase(rule: "DISABLED_OPTION_ADDED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    options: [a, b, c, { id: 1️⃣d, title: d, disabled: true }]\n")),
        RuleCase(rule: "DISABLED_OPTION_REMOVED", base: spec(pick: "  - id: pick\n    type: choice\n    options: [a, b, c, { id: d, title: d, disabled: true }]\n"), head: spec(pick: "  - id: pick\n    type: choice\n    options: 1️⃣[a, b, c]\n")),
        RuleCase(rule: "OPTION_TITLE_CHANGED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    options: [{ id: a, title: 1️⃣Alpha }, b, c]\n")),
        RuleCase(rule: "OPTION_ORDER_CHANGED", base: base, head: spec(pick: "  - id: pick\n    type: choice\n    options: 1️⃣[b, a, c]\n")),
        RuleCase(rule: "SECTIONS_CHANGED", base: spec(tags: "  - id: tags\n    type: multi-choice\n    sections:\n      - { title: One, options: [x, y] }\n      - { title: Two, options: [z] }\n"), head: spec(tags: "  - id: tags\n    type: multi-choice\n    sections:\n      1️⃣- { title: One, options: [x] }\n      - { title: Two, options: [y, z] }\n")),
        RuleCase(rule: "RESULT_GROUPING_CHANGED", base: spec(tags: "  - id: tags\n    type: multi-choice\n    sections:\n      - { id: one, title: One, options: [x, y] }\n      - { id: two, title: Two, options: [z] }\n"), head: spec(tags: "  - id: tags\n    type: multi-choice\n    result: 1️⃣by-section\n    sections:\n      - { id: one, title: One, options: [x, y] }\n      - { id: two, title: Two, options: [z] }\n")),
        RuleCase(rule: "SECTIONS_REMOVED", base: spec(tags: "  - id: tags\n    type: multi-choice\n    sections:\n      - { title: One, options: [x, y] }\n      - { title: Two, options: [z] }\n"), head: spec(tags: "  - id: tags\n    type: multi-choice\n    options: 1️⃣[x, y, z]\n")),
        RuleCase(rule: "SWIFT_NAME_CHANGED", base: spec(pick: "  - id: pick\n    type: choice\n    options: [pet, Pet]\n"), head: spec(pick: "  - id: pick\n    type: choice\n    options: [1️⃣Pet, pet]\n"),
                 also: ["OPTION_ORDER_CHANGED"]),
        RuleCase(rule: "PRESENTATION_CHANGED", base: base, head: spec(sheet: "  presentation: 1️⃣popup\n  detents: [medium, large]\n")),
        RuleCase(rule: "DETENT_ADDED", base: base, head: spec(sheet: "  detents: [1️⃣{ id: peek, height: 100 }, medium, large]\n"),
                 also: ["INITIAL_DETENT_CHANGED"]),
        RuleCase(rule: "DETENT_REMOVED", base: base, head: spec(sheet: "  detents: 1️⃣[large]\n"), also: ["INITIAL_DETENT_CHANGED"]),
        RuleCase(rule: "DETENT_CHANGED", base: spec(sheet: "  detents: [{ id: peek, height: 140 }, large]\n"), head: spec(sheet: "  detents: [1️⃣{ id: peek, height: 200 }, large]\n")),
        RuleCase(rule: "INITIAL_DETENT_CHANGED", base: base, head: spec(sheet: "  detents: [medium, large]\n  initial-detent: 1️⃣large\n")),
        RuleCase(rule: "BACKDROP_CHANGED", base: base, head: spec(sheet: "  detents: [medium, large]\n  backdrop: { dim: 1️⃣0.5 }\n")),
        RuleCase(rule: "SHEET_CHANGED", base: base, head: spec(sheet: "  detents: [medium, large]\n  grabber: 1️⃣true\n")),
        RuleCase(rule: "CONTENT_CHANGED", base: base, head: spec(rest: "content:\n  - 1️⃣rows: [one, two]\nactions:\n  - { id: apply, title: Apply, role: submit }\n")),
        RuleCase(rule: "ACTION_ADDED", base: base, head: spec(rest: "actions:\n  - { id: apply, title: Apply, role: submit }\n  - { id: 1️⃣later, title: Later }\n")),
        RuleCase(rule: "ACTION_REMOVED", base: spec(rest: "actions:\n  - { id: apply, title: Apply, role: submit }\n  - { id: later, title: Later }\n"), head: "formc: 1\nscreen: 1️⃣s\n" + base.dropFirst("formc: 1\nscreen: s\n".count)),
        RuleCase(rule: "ACTION_CHANGED", base: base, head: spec(rest: "actions:\n  - { id: 1️⃣apply, title: Done, role: submit }\n")),
        RuleCase(rule: "ACTION_LAYOUT_CHANGED", base: base, head: spec(rest: "actions:\n  - { id: apply, title: Apply, role: submit }\naction-layout: 1️⃣{ placement: bottom, bottom-inset: 10 }\n")),
        RuleCase(rule: "STYLE_CHANGED", base: base, head: spec(rest: "actions:\n  - { id: apply, title: Apply, role: submit }\nstyle:\n  row-height: 1️⃣60\n")),
        RuleCase(rule: "TAB_BAR_CHANGED", base: base, head: spec(rest: "actions:\n  - { id: apply, title: Apply, role: submit }\ntab-bar:\n  1️⃣items: [{ id: home, title: Home }, { id: me, title: Me }]\n")),
    ]
}
