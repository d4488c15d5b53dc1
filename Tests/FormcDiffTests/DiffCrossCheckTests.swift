import FormcCore
import FormcDiff
import FormcGenerate
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import Testing

/// The diff's verdict on stored results against the generated schemas, on random pairs of
/// screens: every result the old schema accepts and the new one rejects is explained by a
/// change reported as breaking stored results, on the field where it fails; every such change
/// carries a witness both schemas judge as it says.
@Suite struct DiffCrossCheckTests {
    @Test func everyRejectedResultIsExplained() throws {
        var random = SeededRandom(start: 0x16D1FF)
        var pairs = 0, rejected = 0, witnesses = 0
        while pairs < 400 {
            let sketch = ScreenSketch.random(&random)
            var edited = sketch.edited(&random)
            if random.next(below: 2) == 0 { edited = edited.edited(&random) }
            guard let old = Self.screen(sketch.yaml), let new = Self.screen(edited.yaml) else { continue }
            pairs += 1
            let diff = SpecDiff.compare(base: [old], head: [new])
            let problems = Witnesses.problems(diff)
            #expect(problems == [], "\(sketch.yaml)\n→\n\(edited.yaml)")
            witnesses += diff.changes.filter { $0.witness != nil }.count
            let breaking = diff.changes.filter { $0.classes.contains(.results) }
            let explained = Set(breaking.flatMap { [$0.baseField, $0.headField].compactMap { $0 } })
            let oldSchemas = Witnesses.schemas(old), newSchemas = Witnesses.schemas(new)
            for _ in 0..<25 {
                let result = RandomResults.make(old, &random)
                try #require(oldSchemas.allSatisfy { $0.isValid(result) }, "\(JSONWriter.compact(result)) for\n\(sketch.yaml)")
                for checker in newSchemas where !checker.isValid(result) {
                    rejected += 1
                    let failing = Self.failingKeys(checker.errors(result))
                    #expect(!failing.isEmpty && failing.isSubset(of: explained),
                            "\(JSONWriter.compact(result)) fails at \(failing.sorted()); reported \(diff.changes.map(\.message))\n\(sketch.yaml)\n→\n\(edited.yaml)")
                }
            }
        }
        // The edits are meant to break results often, and to show it.
        #expect(rejected > 500)
        #expect(witnesses > 100)
    }

    /// The fields a checker's errors are about: `/key…` for a value or an unknown key, the
    /// named property for a missing one.
    static func failingKeys(_ errors: [String]) -> Set<String> {
        Set(errors.compactMap { error -> String? in
            if error.hasPrefix("/") { return String(error.dropFirst().prefix { $0 != "/" && $0 != ":" }) }
            guard let start = error.range(of: "missing required property '") else { return nil }
            return String(error[start.upperBound...].prefix { $0 != "'" })
        })
    }

    /// The screen of a spec that lints without errors, else nil.
    static func screen(_ text: String) -> Screen? {
        let checked = Spec.check(text)
        guard checked.diagnostics.allSatisfy({ $0.severity != .error }), checked.screens.count == 1 else { return nil }
        return checked.screens[0].screen
    }
}
