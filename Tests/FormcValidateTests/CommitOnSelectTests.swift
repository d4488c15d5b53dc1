import FormcCore
import FormcPipelineTestSupport
import FormcValidate
import Testing

/// A field that commits on select: a way out of any presentation (E405), and a first tap that
/// must hand back a result the schema accepts (E411).
@Suite("Commit on select")
struct CommitOnSelectTests {
    @Test("A tap on an option dismisses a full-screen screen, a popup and a modal sheet: no E405")
    func aWayOut() {
        for sheet in ["{ presentation: full-screen }", "{ presentation: popup, backdrop: { tap: none } }", "{ dismiss: { swipe: false } }"] {
            let text = "formc: 1\nscreen: s\nsheet: \(sheet)\nfields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\n"
            #expect(Spec.diagnostics(text).isEmpty, "\(sheet): \(Spec.diagnostics(text).map(\.message))")
        }
        // Committed on apply, the same screen has no way out until its submit action is added (E404).
        let onApply = "formc: 1\nscreen: s\nsheet: { presentation: full-screen }\nfields: [{ id: f, type: choice, options: [a, b] }]\n"
        #expect(Spec.diagnostics(onApply).map(\.code) == [.E405, .E404])
    }

    @Test("Results the schema accepts are left alone")
    func cleanResults() {
        let clean = [
            // min 1, or no min: the tap hands back one.
            "fields: [{ id: f, type: multi-choice, commit: on-select, min: 1, options: [a, b] }]",
            // Every other required field is filled before the tap.
            "fields:\n  - { id: f, type: choice, commit: on-select, options: [a, b], initial: a }\n  - { id: g, type: choice, commit: on-select, options: [c, d], initial: c }",
            "fields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n  - { id: g, type: multi-choice, min: 2, options: [c, d, e], initial: [c, d] }\nactions: [{ id: ok, title: OK, role: submit }]",
            // An optional field may stay empty.
            "fields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n  - { id: g, type: multi-choice, options: [c, d] }\nactions: [{ id: ok, title: OK, role: submit }]",
        ]
        for body in clean {
            let text = "formc: 1\nscreen: s\n" + body + "\n"
            #expect(Spec.diagnostics(text).isEmpty, "\(body): \(Spec.diagnostics(text).map(\.message))")
        }
    }

    @Test("Two required fields that commit on select: each tap leaves the other empty, one E411 each, with a note at the other")
    func eachLeavesTheOther() throws {
        let text = "formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n  - { id: g, type: choice, commit: on-select, options: [c, d] }\n"
        let found = Spec.diagnostics(text)
        #expect(found.map(\.code) == [.E411, .E411])
        #expect(found.map(\.pointer) == ["/fields/0/commit", "/fields/1/commit"])
        #expect(found.first?.notes.first?.range?.start.line == 5)
        #expect(found.last?.message.contains("leaves required field 'f' empty") == true)
    }
}
