import FormcCore
import FormcLoad
import FormcSpec
import FormcTestSupport
import FormcValidate
import Testing

/// `formc explain`: a page for every code, whose examples really do what the page says.
@Suite("Explanations")
struct ExplanationTests {
    /// Every diagnostic of a spec given as text: loader, decoder, and the build's rules.
    static func diagnostics(_ text: String) -> [Diagnostic] {
        let loaded = Loader.load(SourceFile(path: "example.yaml", bytes: Array(text.utf8)))
        let documents = SpecDecoder.decode(loaded)
        return loaded.diagnostics + documents.flatMap(\.diagnostics) + Validator.validateBuild(documents.compactMap(\.screen))
    }

    @Test("every code has a page", arguments: DiagnosticCode.allCases)
    func page(_ code: DiagnosticCode) {
        let explanation = code.explanation
        #expect(explanation.code == code)
        #expect(explanation.page.hasPrefix("\(code.rawValue): \(code.summary) (\(code.severity.rawValue))\n\n"))
        #expect(explanation.meaning.count > 40 && !explanation.fix.isEmpty && !explanation.example.isEmpty)
        #expect(explanation.page.hasSuffix("\n") && !explanation.page.hasSuffix("\n\n\n"))
        // Prose is wrapped at 80 columns; examples keep their own lines.
        let longest = explanation.page.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
        #expect(longest <= 100)
    }

    static let specExamples = DiagnosticCode.allCases.filter { $0.explanation.exampleIsSpec }

    @Test("the example triggers the code; the fixed example is clean", arguments: specExamples)
    func examples(_ code: DiagnosticCode) throws {
        let explanation = code.explanation
        let found = Self.diagnostics(explanation.example)
        #expect(found.contains { $0.code == code }, "\(found.map { "\($0.code) \($0.message)" })")
        if let fixed = explanation.fixed {
            let left = Self.diagnostics(fixed)
            #expect(left.isEmpty, "\(left.map { "\($0.code) \($0.message)" })")
        }
    }

    @Test("codes are looked up case-insensitively")
    func lenient() {
        #expect(DiagnosticCode(lenient: "e312") == .E312)
        #expect(DiagnosticCode(lenient: "w507") == .W507)
        #expect(DiagnosticCode(lenient: "E999") == nil)
        #expect(DiagnosticCode(lenient: "") == nil)
    }

    @Test("the page of E312, as `formc explain E312` prints it")
    func goldenPage() {
        let directory = Snapshot.directory(for: #filePath, suite: "Explanations")
        if let failure = Snapshot.check(DiagnosticCode.E312.explanation.page, named: "E312.txt", in: directory).failure {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
