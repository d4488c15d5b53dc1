import FormcCore
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// Each problem is reported once, by the rule it belongs to: not again through every alias of
/// an anchor, and not echoed by a second rule that counts or compares what the first rejected.
@Suite("One report per problem")
struct OneReportPerProblemTests {
    @Test("a problem inside an anchor is reported once, however many aliases and merges reuse it")
    func anchorsReportOnce() {
        let text = """
        formc: 1
        screen: s
        fields:
          - &f1
            id: f
            type: choice
            label: on
            layuot: flow
            commit: on-select
            options: [a, b]
          - <<: *f1
            id: g
          - <<: *f1
            id: h
        """
        let diagnostics = Spec.diagnostics(text)
        #expect(diagnostics.map(\.code) == [.W507, .E200])
        #expect(diagnostics.map(\.pointer) == ["/fields/0/label", "/fields/0/layuot"])
    }

    @Test("a detent listed twice is E303 only, not also out of order against itself")
    func repeatedDetent() {
        let text = "formc: 1\nscreen: s\nsheet: { detents: [medium, medium, large] }\nfields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\n"
        #expect(Spec.diagnostics(text).map(\.code) == [.E303])
    }

    @Test("an initial id that names no option is E312 only: it is not counted against max or min")
    func unknownInitialIsNotCounted() {
        let above = "formc: 1\nscreen: s\nfields: [{ id: h, type: multi-choice, commit: on-select, options: [a, b], initial: [a, b, c] }]\n"
        #expect(Spec.diagnostics(above).map(\.code) == [.E312])
        let below = "formc: 1\nscreen: s\nfields: [{ id: k, type: multi-choice, min: 2, options: [a, b, d], initial: [zz] }]\nactions: [{ id: ok, title: OK, role: submit }]\n"
        #expect(Spec.diagnostics(below).map(\.code) == [.E312])
        // Known ids are still counted.
        let known = "formc: 1\nscreen: s\nfields: [{ id: k, type: multi-choice, min: 2, options: [a, b, d], initial: [a] }]\nactions: [{ id: ok, title: OK, role: submit }]\n"
        #expect(Spec.diagnostics(known).map(\.code) == [.W504])
    }

    @Test("a backdrop tap that never arrives is no way out: E405 as well as E406")
    func passThroughTapIsNoWayOut() throws {
        let text = """
        formc: 1
        screen: s
        sheet: { dismiss: { swipe: false }, backdrop: { tap: dismiss, undimmed-through: all } }
        content: [{ rows: [a, b] }]
        """
        let diagnostics = Spec.diagnostics(text)
        #expect(diagnostics.map(\.code) == [.E405, .E406])
        #expect(try #require(diagnostics.first).message.contains("swipe is off"))
    }

    @Test("a written tap on a modal sheet's pass-through backdrop is E406's, not E410's as well")
    func modalPassThroughTapIsOneProblem() {
        let passThrough = "formc: 1\nscreen: s\nsheet: { backdrop: { tap: dismiss, undimmed-through: all }, dismiss: { swipe: false, close-button: true } }\nfields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\n"
        #expect(Spec.diagnostics(passThrough).map(\.code) == [.E406])
        let dimmed = "formc: 1\nscreen: s\nsheet: { backdrop: { tap: dismiss }, dismiss: { swipe: false, close-button: true } }\nfields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\n"
        #expect(Spec.diagnostics(dimmed).map(\.code) == [.E410])
        // A popup ignores undimmed-through and swipe (W511): its own tap handler dismisses it.
        let popup = "formc: 1\nscreen: s\nsheet: { presentation: popup, backdrop: { tap: dismiss, undimmed-through: all } }\nfields: [{ id: f, type: choice, commit: on-select, options: [a, b] }]\n"
        #expect(Spec.diagnostics(popup).map(\.code) == [.W511])
    }

    @Test("a duplicate key's pointer holds the key as written, not as it is shown")
    func duplicateKeyPointer() {
        let load = Spec.decode("formc: 1\n\"k\\tx\": 1\n\"k\\tx\": 2\n").load
        #expect(load.map(\.code) == [.E103])
        #expect(load.first?.pointer == "/k\tx")
        #expect(load.first?.message.contains("k\\tx") == true)
    }

    @Test("a merge key on a scalar points at the merge key")
    func mergeKeyPointer() {
        let load = Spec.decode("formc: 1\nscreen: s\nfields:\n  - { id: f, <<: 3 }\n").load
        #expect(load.map(\.code) == [.E202])
        #expect(load.first?.pointer == "/fields/0/<<")
    }
}
