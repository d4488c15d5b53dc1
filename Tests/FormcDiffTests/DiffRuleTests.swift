import FormcCore
import FormcDiff
import FormcTestSupport
import Testing

/// Each rule on a spec changed in exactly that way: reported, at the place marked in the new
/// version, in its classes, and with a witness that both generated schemas judge as it says.
@Suite struct DiffRuleTests {
    @Test(arguments: DiffRuleCases.all)
    func ruleIsReportedWhereTheChangeIs(_ rule: RuleCase) throws {
        let head = MarkedText(rule.head)
        let diff = try DiffCase(base: rule.base, head: head.text)
        let found = diff.changes(rule.rule)
        try #require(!found.isEmpty, "\(rule.rule) not reported; got \(diff.diff.changes.map(\.rule.id))")
        let change = found[0]
        // Nothing else changed but what the change implies.
        #expect(Set(diff.diff.changes.map(\.rule.id)) == Set([rule.rule] + rule.also))
        if let marker = head["1️⃣"] {
            #expect(change.head?.range.start.line == marker.line && change.head?.range.start.column == marker.column,
                    "\(rule.rule) at \(change.head.map { "\($0.range.start)" } ?? "nowhere"), expected \(marker)")
        } else {
            #expect(change.head == nil)
        }
        let screen = try #require(diff.diff.screens.first { $0.changes.contains(change) })
        if change.rule.classes.contains(.results) {
            #expect(Witnesses.problems(change, of: screen) == [])
            #expect(change.classes.contains(.results))
        } else {
            #expect(change.witness == nil)
        }
    }

    @Test func everyRuleHasACase() {
        let covered = Set(DiffRuleCases.all.map(\.rule))
        #expect(Set(DiffRules.all.map(\.id)).subtracting(covered).sorted() == [])
        #expect(covered.subtracting(DiffRules.all.map(\.id)).sorted() == [])
    }

    @Test func ruleIDsAreStableSpellings() {
        let ids = DiffRules.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in DiffRules.all {
            #expect(rule.id.allSatisfy { $0.isASCII && ($0.isUppercase || $0 == "_") }, "\(rule.id)")
            #expect(!rule.summary.isEmpty && rule.reason.hasSuffix("."), "\(rule.id)")
            // A rule breaks something or is presentation only, never both.
            #expect(rule.classes == [.presentation] || !rule.classes.contains(.presentation), "\(rule.id)")
        }
    }

    @Test func aSpecComparedWithItselfHasNoChange() throws {
        for rule in DiffRuleCases.all {
            let text = MarkedText(rule.head).text
            #expect(try DiffCase(base: text, head: text).diff.changes.map(\.rule.id) == [])
        }
    }

    @Test func aScreenMovedToAnotherFileIsNoChange() throws {
        let base = try DiffCase.screens(DiffRuleCases.base, path: "a.yaml")
        let head = try DiffCase.screens(DiffRuleCases.second.dropFirst(4) + "---\n" + DiffRuleCases.base, path: "b.yaml")
        let added = SpecDiff.compare(base: base, head: head).changes.map(\.rule.id)
        #expect(added == ["SCREEN_ADDED"])
    }
}


/// A screen with many required fields: every witness shares its minimal result, and reports
/// show only what each change sets, so many changes on a wide screen stay linear.
@Suite struct WideScreenWitnessTests {
    @Test func witnessesShareTheMinimalResult() throws {
        let fields = (0..<14).map { "  - { id: f\($0), type: choice, options: [a, b] }\n" }.joined()
        let base = "formc: 1\nscreen: wide\nfields:\n\(fields)actions:\n  - { id: ok, title: OK, role: submit }\n"
        let head = base.replacingOccurrences(of: "f3, type: choice, options: [a, b]", with: "f3, type: choice, options: [a]")
            .replacingOccurrences(of: "  - { id: f9, type: choice, options: [a, b] }\n", with: "")
        let diff = try DiffCase(base: base, head: head)
        let removed = try #require(diff.changes("OPTION_REMOVED").first?.witness)
        #expect(!removed.isSmall && removed.minimal.count == 14)
        #expect(removed.shown == #"{"f3":"b"} with the other 14 required fields as in the screen's minimal result"#)
        #expect(JSONWriter.compact(removed.patch) == #"{"set":{"f3":"b"}}"#)
        let field = try #require(diff.changes("FIELD_REMOVED").first?.witness)
        #expect(field.minimal == removed.minimal)
        #expect(Witnesses.problems(diff.diff) == [])
    }
}
