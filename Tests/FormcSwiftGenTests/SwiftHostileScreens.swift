import FormcPipelineTestSupport
import FormcSpec

/// Screens whose ids make naming hard: keywords, names the generated types declare, digits,
/// `/`, spaces, Unicode, emoji-only ids, ids that differ only in case or normalization, two
/// screen ids that give one type name, field ids named as the coding's locals (`decoder`,
/// `container`, `encoder`) and ids whose property and type would be one name (`_1`). All of
/// them lint clean (warnings at most).
enum SwiftHostileScreens {
    static let yaml = #"""
    formc: 1
    screen: x-1
    title: "Quote \" backslash \\ newline \n */ /* \u202E"
    fields:
      - id: self
        type: choice
        options: [default, Default, 1st, 취업/이직, a b, 🐶, ☕️, title, rawValue, section, pet, Pet, pet2,
                  "e\u0301", "\u00E9", class, init, Type, self, allCases, "x\ny", "\"quoted\"", 'back\slash']
      - id: Type
        type: multi-choice
        required: true
        min: 1
        max: 2
        sections:
          - title: "첫 \t section"
            options: [x, y, { id: z, title: Z, disabled: true }]
          - title: second
            options: [w]
      - id: String
        type: choice
        required: false
        options: [a, b]
      - id: formc_result_key
        type: multi-choice
        options: [only, other]
      - id: init
        type: choice
        required: false
        options: [u, v]
    actions:
      - { id: done, title: Done, role: submit }
    ---
    formc: 1
    screen: x1
    fields:
      - { id: a, type: choice, options: [b, c] }
    actions:
      - { id: done, title: Done, role: submit }
    ---
    formc: 1
    screen: string
    fields:
      - { id: string, type: choice, options: [string, String] }
    actions:
      - { id: done, title: Done, role: submit }
    ---
    formc: 1
    screen: locals
    fields:
      - { id: decoder, type: choice, options: [a, b] }
      - { id: container, type: multi-choice, options: [a, b] }
      - { id: encoder, type: choice, required: false, options: [a, b] }
      - { id: _1, type: choice, options: [a, b] }
      - { id: _2_b, type: multi-choice, options: ["\u00E9", "e\u0301", x] }
    actions:
      - { id: done, title: Done, role: submit }
    """#

    /// The four screens, each checked clean of errors.
    static func screens() -> [Screen] {
        SchemaSupport.check(yaml: yaml, file: "specs/hostile.yaml").compactMap { checked in
            checked.errors.isEmpty ? checked.screen : nil
        }
    }
}
