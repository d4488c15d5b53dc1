/// Specs with a finding a code's declared fix applies to, for the codes whose `explain`
/// example shows a case the fix does not (a flow mapping, which gets no added line; a word
/// close to none). The language server's and `formc lint --fix`'s tests both use them.
public enum FixableSamples {
    public static let byCode: [String: String] = [
        "E201": "formc: 1\nscreen: s\nfields:\n  - id: f\n    commit: on-select\n    options: [a, b]\n",
        "E310": """
            formc: 1\nscreen: s\nsheet:\n  detents: [medium, large]\n  initial-detent: larg
            fields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n
            """,
        "E311": """
            formc: 1\nscreen: s\nsheet:\n  detents: [{ id: peek, height: 140 }, large]\n  backdrop: { undimmed-through: peak }
            fields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n
            """,
    ]
}
