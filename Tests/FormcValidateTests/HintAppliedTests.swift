import FormcCore
import FormcPipelineTestSupport
import FormcValidate
import Testing

/// Every hint, once applied, leads to a clean spec: for each code whose hint is a mechanical
/// edit, the broken spec reports the code with exactly that hint, and the spec with each way
/// the hint offers applied reports nothing at all (no other code appears in its place, such
/// as W511 for a key the presentation ignores).
@Suite("Hints applied")
struct HintAppliedTests {
    struct Case: Sendable, CustomStringConvertible {
        var code: DiagnosticCode
        var name: String
        var broken: String
        var help: String
        /// The spec after each way out the hint names.
        var applied: [String]
        var description: String { "\(code.id) \(name)" }
    }

    static let cases: [Case] = [
        Case(code: .E405, name: "page sheet", broken: """
            formc: 1
            screen: s
            sheet: { dismiss: { swipe: false } }
            content: [{ rows: [a, b] }]
            """,
            help: "allow one way out: 'dismiss.close-button: true', 'dismiss.swipe: true' (a tap on the backdrop then dismisses too), or an action with 'role: cancel'",
            applied: [
                "formc: 1\nscreen: s\nsheet: { dismiss: { swipe: false, close-button: true } }\ncontent: [{ rows: [a, b] }]\n",
                "formc: 1\nscreen: s\nsheet: { dismiss: { swipe: true } }\ncontent: [{ rows: [a, b] }]\n",
                "formc: 1\nscreen: s\nsheet: { dismiss: { swipe: false } }\ncontent: [{ rows: [a, b] }]\nactions: [{ id: back, title: Cancel, role: cancel }]\n",
            ]),
        Case(code: .E405, name: "popup", broken: """
            formc: 1
            screen: s
            sheet: { presentation: popup, backdrop: { tap: none } }
            content: [{ rows: [a, b] }]
            """,
            help: "allow one way out: 'dismiss.close-button: true', 'backdrop.tap: dismiss', or an action with 'role: cancel'",
            applied: [
                "formc: 1\nscreen: s\nsheet: { presentation: popup, backdrop: { tap: none }, dismiss: { close-button: true } }\ncontent: [{ rows: [a, b] }]\n",
                "formc: 1\nscreen: s\nsheet: { presentation: popup, backdrop: { tap: dismiss } }\ncontent: [{ rows: [a, b] }]\n",
                "formc: 1\nscreen: s\nsheet: { presentation: popup, backdrop: { tap: none } }\ncontent: [{ rows: [a, b] }]\nactions: [{ id: back, title: Cancel, role: cancel }]\n",
            ]),
        // A full-screen presentation has no backdrop: its hint names no backdrop tap (which
        // would be W511).
        Case(code: .E405, name: "full screen", broken: """
            formc: 1
            screen: s
            sheet: { presentation: full-screen }
            content: [{ placeholder: map }]
            """,
            help: "allow one way out: 'dismiss.close-button: true', or an action with 'role: cancel'",
            applied: [
                "formc: 1\nscreen: s\nsheet: { presentation: full-screen, dismiss: { close-button: true } }\ncontent: [{ placeholder: map }]\n",
                "formc: 1\nscreen: s\nsheet: { presentation: full-screen }\ncontent: [{ placeholder: map }]\nactions: [{ id: back, title: Cancel, role: cancel }]\n",
            ]),
        Case(code: .E410, name: "modal sheet", broken: """
            formc: 1
            screen: s
            sheet: { backdrop: { tap: dismiss }, dismiss: { swipe: false, close-button: true } }
            content: [{ rows: [a, b] }]
            """,
            help: "remove 'tap: dismiss' (or set 'tap: none'), or allow the swipe; for a way out, add 'dismiss.close-button: true' or a cancel action",
            applied: [
                "formc: 1\nscreen: s\nsheet: { dismiss: { swipe: false, close-button: true } }\ncontent: [{ rows: [a, b] }]\n",
                "formc: 1\nscreen: s\nsheet: { backdrop: { tap: none }, dismiss: { swipe: false, close-button: true } }\ncontent: [{ rows: [a, b] }]\n",
                "formc: 1\nscreen: s\nsheet: { backdrop: { tap: dismiss }, dismiss: { swipe: true, close-button: true } }\ncontent: [{ rows: [a, b] }]\n",
            ]),
        Case(code: .E406, name: "pass-through backdrop", broken: """
            formc: 1
            screen: s
            sheet: { detents: [medium, large], backdrop: { undimmed-through: all, tap: dismiss } }
            content: [{ rows: [a, b] }]
            """,
            help: "leave 'tap' out (the backdrop gets no tap to act on), or undim through a smaller detent",
            applied: [
                "formc: 1\nscreen: s\nsheet: { detents: [medium, large], backdrop: { undimmed-through: all } }\ncontent: [{ rows: [a, b] }]\n",
                "formc: 1\nscreen: s\nsheet: { detents: [medium, large], backdrop: { undimmed-through: medium, tap: dismiss } }\ncontent: [{ rows: [a, b] }]\n",
            ]),
        Case(code: .W511, name: "a page sheet's dim", broken: """
            formc: 1
            screen: s
            sheet: { backdrop: { dim: 0.5 } }
            content: [{ rows: [a, b] }]
            """,
            help: "remove 'backdrop.dim' (the system dims a page sheet's backdrop), or use 'presentation: popup' for a dim of your own",
            applied: [
                "formc: 1\nscreen: s\ncontent: [{ rows: [a, b] }]\n",
                "formc: 1\nscreen: s\nsheet: { presentation: popup, backdrop: { dim: 0.5 } }\ncontent: [{ rows: [a, b] }]\n",
            ]),
        Case(code: .W511, name: "a tap that a swiping page sheet cannot ignore", broken: """
            formc: 1
            screen: s
            sheet: { backdrop: { tap: none } }
            content: [{ rows: [a, b] }]
            """,
            help: "remove 'tap: none', or write 'dismiss.swipe: false' as well (then neither a swipe nor a tap dismisses the sheet)",
            applied: [
                "formc: 1\nscreen: s\ncontent: [{ rows: [a, b] }]\n",
                // Modal: the screen then needs another way out (E405), which its hint names.
                "formc: 1\nscreen: s\nsheet: { backdrop: { tap: none }, dismiss: { swipe: false, close-button: true } }\ncontent: [{ rows: [a, b] }]\n",
            ]),
        Case(code: .E412, name: "one title twice", broken: """
            formc: 1
            screen: s
            fields: [{ id: size, type: choice, result: title, commit: on-select, options: [{ id: s, title: Small }, { id: m, title: Small }] }]
            """,
            help: "give option 'm' a title of its own, or write 'result: id'",
            applied: [
                "formc: 1\nscreen: s\nfields: [{ id: size, type: choice, result: title, commit: on-select, options: [{ id: s, title: Small }, { id: m, title: Medium }] }]\n",
                "formc: 1\nscreen: s\nfields: [{ id: size, type: choice, result: id, commit: on-select, options: [{ id: s, title: Small }, { id: m, title: Small }] }]\n",
            ]),
        Case(code: .W513, name: "nameless options", broken: """
            formc: 1
            screen: s
            fields: [{ id: step, type: choice, commit: on-select, options: ["+", "-"] }]
            """,
            help: "write 'swift-name:' on option '+' with a name of its own, such as 'option'",
            applied: [
                "formc: 1\nscreen: s\nfields: [{ id: step, type: choice, commit: on-select, options: [{ id: \"+\", swift-name: option }, { id: \"-\", swift-name: option2 }] }]\n",
                "formc: 1\nscreen: s\nfields: [{ id: step, type: choice, commit: on-select, options: [{ id: \"+\", swift-name: more }, { id: \"-\", swift-name: less }] }]\n",
            ]),
        Case(code: .E413, name: "a section without an id", broken: """
            formc: 1
            screen: s
            fields: [{ id: tags, type: multi-choice, result: by-section, sections: [{ id: work, title: Work, options: [career] }, { title: Fun, options: [music] }] }]
            action-layout: { placement: bottom }
            actions: [{ id: done, title: Done, role: submit }]
            """,
            help: "write 'id: section-2' on the section (any text without outer spaces, unique in the field)",
            applied: [
                "formc: 1\nscreen: s\nfields: [{ id: tags, type: multi-choice, result: by-section, sections: [{ id: work, title: Work, options: [career] }, { id: section-2, title: Fun, options: [music] }] }]\naction-layout: { placement: bottom }\nactions: [{ id: done, title: Done, role: submit }]\n",
            ]),
        Case(code: .E413, name: "a choice by section", broken: """
            formc: 1
            screen: s
            fields: [{ id: pick, type: choice, commit: on-select, result: by-section, options: [a, b] }]
            """,
            help: "write 'result: id': a choice hands back one option, whose section its id tells",
            applied: [
                "formc: 1\nscreen: s\nfields: [{ id: pick, type: choice, commit: on-select, result: id, options: [a, b] }]\n",
            ]),
        Case(code: .E411, name: "min of two", broken: """
            formc: 1
            screen: s
            fields: [{ id: tags, type: multi-choice, commit: on-select, min: 2, options: [a, b, c] }]
            """,
            help: "lower 'min' to 1, or write 'commit: on-apply' and add an action with 'role: submit'",
            applied: [
                "formc: 1\nscreen: s\nfields: [{ id: tags, type: multi-choice, commit: on-select, min: 1, options: [a, b, c] }]\n",
                "formc: 1\nscreen: s\nfields: [{ id: tags, type: multi-choice, commit: on-apply, min: 2, options: [a, b, c] }]\nactions: [{ id: ok, title: OK, role: submit }]\n",
            ]),
        Case(code: .E411, name: "a required choice left empty", broken: """
            formc: 1
            screen: s
            fields:
              - { id: kind, type: choice, commit: on-select, options: [a, b] }
              - { id: size, type: choice, commit: on-select, options: [s, m] }
            """,
            help: "write 'required: false' on field 'size' (or give it an 'initial' option), or on field 'kind' write 'commit: on-apply' and add an action with 'role: submit'",
            applied: [
                // Each field commits on select: each needs the other filled, or optional.
                "formc: 1\nscreen: s\nfields:\n  - { id: kind, type: choice, required: false, commit: on-select, options: [a, b] }\n  - { id: size, type: choice, required: false, commit: on-select, options: [s, m] }\n",
                "formc: 1\nscreen: s\nfields:\n  - { id: kind, type: choice, commit: on-select, options: [a, b], initial: a }\n  - { id: size, type: choice, commit: on-select, options: [s, m], initial: s }\n",
                "formc: 1\nscreen: s\nfields:\n  - { id: kind, type: choice, commit: on-apply, options: [a, b] }\n  - { id: size, type: choice, commit: on-apply, options: [s, m] }\nactions: [{ id: ok, title: OK, role: submit }]\n",
            ]),
        Case(code: .E411, name: "a multi-choice with a min left empty", broken: """
            formc: 1
            screen: s
            fields:
              - { id: kind, type: choice, commit: on-select, options: [a, b] }
              - { id: tags, type: multi-choice, min: 2, options: [p, q, r] }
            actions: [{ id: ok, title: OK, role: submit }]
            """,
            help: "give field 'tags' an 'initial' of 2 options, or on field 'kind' write 'commit: on-apply' (the submit action then commits)",
            applied: [
                "formc: 1\nscreen: s\nfields:\n  - { id: kind, type: choice, commit: on-select, options: [a, b] }\n  - { id: tags, type: multi-choice, min: 2, options: [p, q, r], initial: [p, q] }\nactions: [{ id: ok, title: OK, role: submit }]\n",
                "formc: 1\nscreen: s\nfields:\n  - { id: kind, type: choice, commit: on-apply, options: [a, b] }\n  - { id: tags, type: multi-choice, min: 2, options: [p, q, r] }\nactions: [{ id: ok, title: OK, role: submit }]\n",
            ]),
    ]

    @Test("The broken spec reports the code with the hint; each way it offers, applied, is clean", arguments: cases)
    func applied(_ testCase: Case) {
        let found = Spec.diagnostics(testCase.broken).filter { $0.code == testCase.code }
        #expect(found.count >= 1, "\(Spec.diagnostics(testCase.broken).map(\.message))")
        #expect(found.first?.help == testCase.help)
        for spec in testCase.applied {
            let left = Spec.diagnostics(spec)
            #expect(left.isEmpty, "\(spec)\n\(left.map { "\($0.code.id) \($0.message)" })")
        }
    }
}
