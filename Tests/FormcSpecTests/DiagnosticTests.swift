import FormcCore
import FormcLoad
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import Testing

/// Every code the decoder reports, at its exact place (marker style), with its rendering
/// checked against a golden file.
@Suite("Diagnostics: decoding")
struct DiagnosticTests {
    static let snapshots = Snapshot.directory(for: #filePath, suite: "Diagnostics")

    @Test("reported at the marked range", arguments: DiagnosticCase.structure)
    func reported(_ test: DiagnosticCase) {
        let problems = test.problems(Spec.diagnostics(MarkedText(test.source).text), snapshots: Self.snapshots)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyDecodingCodeHasACase() {
        // E202 is defined with the loader, which reports it first (a merge key), but it is
        // mostly the decoder's.
        let covered = Set(DiagnosticCase.structure.map(\.code))
        #expect((SpecDecoder.codes + [.E202]).filter { !covered.contains($0) } == [])
    }
}
