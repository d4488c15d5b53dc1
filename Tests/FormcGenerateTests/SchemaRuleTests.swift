import FormcPipelineTestSupport
import FormcCore
import FormcGenerate
import FormcTestSupport
import Testing

/// Each conditional rule of the spec-language schema, on a spec that breaks it and on a near
/// miss that does not: the schema and `formc lint` must give the same verdict on both.
@Suite("Schema: conditional rules")
struct SchemaRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The error `formc lint` reports, nil when the spec lints clean.
        var code: DiagnosticCode?
        var sheet: String
        var field: String
        var actions: String

        var testDescription: String { name }

        var yaml: String {
            """
            formc: 1
            screen: rule-case
            \(sheet)
            fields:
              - id: pick
            \(field.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            \(actions)
            """
        }
    }

    static let submit = "actions:\n  - { id: apply, title: Apply, role: submit }"
    static let choice = "type: choice\noptions: [a, b, c]"
    static let multi = "type: multi-choice\noptions: [a, b, c]"

    static let cases: [Case] = [
        Case(name: "grid without columns (E403)", code: .E403, sheet: "", field: choice + "\nlayout: grid", actions: submit),
        Case(name: "columns on a flow layout (E403)", code: .E403, sheet: "", field: choice + "\nlayout: flow\ncolumns: 2", actions: submit),
        Case(name: "columns with the default layout (E403)", code: .E403, sheet: "", field: choice + "\ncolumns: 2", actions: submit),
        Case(name: "grid with columns", code: nil, sheet: "", field: choice + "\nlayout: grid\ncolumns: 2", actions: submit),
        Case(name: "a list initial for a choice (E402)", code: .E402, sheet: "", field: choice + "\ninitial: [a]", actions: submit),
        Case(name: "one id for a choice", code: nil, sheet: "", field: choice + "\ninitial: a", actions: submit),
        Case(name: "a list initial for a multi-choice", code: nil, sheet: "", field: multi + "\ninitial: [a, b]", actions: submit),
        Case(name: "one id for a multi-choice", code: nil, sheet: "", field: multi + "\ninitial: a", actions: submit),
        Case(name: "on-apply by default, no actions (E404)", code: .E404, sheet: "", field: choice, actions: ""),
        Case(name: "on-apply, only a cancel action (E404)", code: .E404, sheet: "", field: choice,
             actions: "actions:\n  - { id: no, title: Cancel, role: cancel }"),
        Case(name: "on-select, no actions", code: nil, sheet: "", field: choice + "\ncommit: on-select", actions: ""),
        Case(name: "sheet passing touches everywhere, tap dismisses (E406)", code: .E406,
             sheet: "sheet:\n  backdrop: { undimmed-through: all, tap: dismiss }", field: choice, actions: submit),
        Case(name: "sheet passing touches everywhere, tap by default", code: nil,
             sheet: "sheet:\n  backdrop: { undimmed-through: all }", field: choice, actions: submit),
        Case(name: "popup passing touches everywhere, tap by default", code: nil,
             sheet: "sheet:\n  presentation: popup\n  backdrop: { undimmed-through: all }", field: choice, actions: submit),
        Case(name: "popup passing touches everywhere, no tap", code: nil,
             sheet: "sheet:\n  presentation: popup\n  backdrop: { undimmed-through: all, tap: none }", field: choice, actions: submit),
        Case(name: "popup with undimmed-through all, tap dismisses (a popup ignores undimmed-through: W511 only)", code: nil,
             sheet: "sheet:\n  presentation: popup\n  backdrop: { undimmed-through: all, tap: dismiss }", field: choice, actions: submit),
        Case(name: "page sheet written, passing touches everywhere, tap dismisses (E406)", code: .E406,
             sheet: "sheet:\n  presentation: sheet\n  backdrop: { undimmed-through: all, tap: dismiss }", field: choice, actions: submit),
        Case(name: "popup dimmed, tap by default", code: nil,
             sheet: "sheet:\n  presentation: popup", field: choice, actions: submit),
        Case(name: "a custom detent named fit (E205)", code: .E205,
             sheet: "sheet:\n  detents: [{ id: fit, height: 200 }, large]", field: choice, actions: submit),
        Case(name: "a custom detent of its own name", code: nil,
             sheet: "sheet:\n  detents: [{ id: peek, height: 300 }, large]\n  initial-detent: large", field: choice, actions: submit),
        Case(name: "an option titled with an id's spaces (E205)", code: .E205, sheet: "",
             field: "type: choice\noptions: [a, { title: ' b' }]", actions: submit),
        Case(name: "an option titled like an id", code: nil, sheet: "",
             field: "type: choice\noptions: [a, { title: b c }]", actions: submit),
    ]

    @Test(arguments: cases)
    func schemaAndLintAgree(_ rule: Case) throws {
        let checked = SchemaSupport.check(yaml: rule.yaml)
        try #require(checked.count == 1, "\(rule.yaml)")
        let document = checked[0]
        let checker = SchemaChecker(schema: SpecLanguageSchema.generate())
        if let code = rule.code {
            #expect(document.errors.map(\.code) == [code], "\(SchemaSupport.summary(document.diagnostics))\n\(rule.yaml)")
            #expect(!checker.isValid(document.instance), "\(rule.yaml)")
        } else {
            #expect(document.isClean, "\(SchemaSupport.summary(document.diagnostics))\n\(rule.yaml)")
            #expect(checker.errors(document.instance) == [], "\(rule.yaml)")
        }
    }
}
