import FormcCore
import FormcPipelineTestSupport
import FormcTestSupport
import FormcValidate
import Testing

/// Every code the screen rules report, at its exact place (marker style), with its rendering
/// checked against a golden file.
@Suite("Diagnostics: rules")
struct DiagnosticTests {
    static let cases = DiagnosticCase.references + DiagnosticCase.semantics
    static let snapshots = Snapshot.directory(for: #filePath, suite: "Diagnostics")

    @Test("reported at the marked range", arguments: cases)
    func reported(_ test: DiagnosticCase) {
        let problems = test.problems(Spec.diagnostics(MarkedText(test.source).text), snapshots: Self.snapshots)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyRuleCodeHasACase() {
        // E300 needs several files: BuildTests covers it. E407, W500, W502 and W512 come
        // from the device rules: DeviceRulesTests covers them.
        let covered = Set(Self.cases.map(\.code)).union([.E300, .E407, .W500, .W502, .W512])
        #expect(Validator.codes.filter { !covered.contains($0) } == [])
    }
}
