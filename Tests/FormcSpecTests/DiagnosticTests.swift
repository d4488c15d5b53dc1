import FormcCore
import FormcLoad
import FormcSpec
import FormcTestSupport
import FormcValidate
import Testing

/// Every code the decoder and the validator produce, at its exact place (marker style), with
/// its rendering checked against a golden file.
@Suite("Diagnostics")
struct DiagnosticTests {
    static let cases = DiagnosticCase.structure + DiagnosticCase.references + DiagnosticCase.semantics
    static let snapshots = Snapshot.directory(for: #filePath, suite: "Diagnostics")

    @Test("reported at the marked range", arguments: cases)
    func reported(_ test: DiagnosticCase) throws {
        let marked = MarkedText(test.source)
        let start = try #require(marked["1️⃣"]), end = try #require(marked["2️⃣"])
        let diagnostics = Spec.diagnostics(marked.text)
        #expect(diagnostics.map(\.code).sorted() == ([test.code] + test.others).sorted(),
                "\(diagnostics.map { "\($0.code) \($0.range.map(\.description) ?? "") \($0.message)" })")
        let found = try #require(diagnostics.first { $0.code == test.code })
        #expect(found.severity == test.code.severity)
        #expect(found.file == "test.yaml")
        #expect(found.range?.start == start, "start")
        #expect(found.range?.end == end, "end")
        #expect(found.pointer == test.pointer)
        let rendered = diagnostics.map { HumanRenderer(color: false).render($0, source: marked.source()) }.joined(separator: "\n")
        if let failure = Snapshot.check(rendered, named: test.name + ".txt", in: Self.snapshots).failure {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// The codes this module owns; every one has a case above. (E407, W500, W502 come from
    /// the device rules; E100–E104 from the loader, which defines E202 too.)
    static let owned: [DiagnosticCode] = (SpecDecoder.codes + Validator.codes).filter {
        !["E407", "W500", "W502"].contains($0.id)
    } + [.E202]

    @Test func everyOwnedCodeHasACase() {
        // E300 needs several files: BuildTests covers it.
        let covered = Set(Self.cases.map(\.code)).union([.E300])
        #expect(Self.owned.filter { !covered.contains($0) } == [])
    }
}
