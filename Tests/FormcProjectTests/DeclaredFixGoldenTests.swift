import FormcCLI
import FormcCore
import FormcLanguage
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// Every code that declares a fix, on its broken example: `formc lint --fix --unsafe-fixes`
/// rewrites it into the golden file `Snapshots/Fixes/<code>.yaml`, which no longer has the
/// finding, and the language server's code actions, applied as an editor's "fix all" until
/// none is left, give the same bytes: the command line and the editor read one declaration.
struct DeclaredFixGoldenTests {
    static let codes = DiagnosticRegistry.formc.codes.filter { $0.fix != nil && $0.explanation.exampleIsSpec }

    static func example(_ code: DiagnosticCode) -> String {
        FixableSamples.byCode[code.id] ?? code.explanation.example
    }

    /// The file `formc lint --fix --unsafe-fixes` leaves, and what it printed on stderr.
    static func fixedByCommandLine(_ text: String) throws -> (text: String, stderr: String) {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("specs/example.yaml", text)
        let run = CapturingTerminal.run(["lint", path, "--fix", "--unsafe-fixes"])
        return (try String(contentsOfFile: path, encoding: .utf8), run.stderr)
    }

    /// The text after applying every correction the language server offers (not the ignore
    /// comments), the first of any that touch taken, pass after pass, as an editor's "fix all".
    static func fixedByLanguageServer(_ text: String) -> String {
        var text = text
        for version in 1...10 {
            let uri = "file:///work/specs/example.yaml"
            var service = LanguageService()
            service.open(uri: uri, version: version, text: text)
            let edits = service.diagnostics(uri).flatMap { $0.fixes.filter { !$0.title.hasPrefix("Ignore") }.prefix(1) }.map(\.edits)
            guard !edits.isEmpty, var document = service.document(uri) else { break }
            var taken: [TextEdit] = []
            for fix in edits.sorted(by: { $0[0].range.start < $1[0].range.start }) {
                let touches = fix.contains { edit in
                    taken.contains { !(edit.range.end < $0.range.start || $0.range.end < edit.range.start) }
                }
                if !touches { taken += fix }
            }
            // From the end, so each range is still where it was.
            let changes = taken.sorted { $0.range.start > $1.range.start }.map { TextChange(range: $0.range, text: $0.newText) }
            document.apply(changes, version: version + 1, encoding: .utf16)
            text = document.text
        }
        return text
    }

    static func count(_ code: DiagnosticCode, in text: String) -> Int {
        Stages.standard.check(text: text).diagnostics.filter { $0.code == code }.count
    }

    @Test(arguments: codes)
    func fixRewritesTheExampleAsTheGoldenFileAndAsTheEditorDoes(code: DiagnosticCode) throws {
        let broken = Self.example(code)
        let (fixed, stderr) = try Self.fixedByCommandLine(broken)
        expectSnapshot(fixed, named: "\(code.id).yaml", suite: "Fixes")
        #expect(Self.count(code, in: fixed) < Self.count(code, in: broken), "\(code.id) is still reported as often after --fix")
        #expect(stderr.contains("fixed,"), "no summary of the fixes: \(stderr)")
        #expect(Self.fixedByLanguageServer(broken) == fixed, "the editor's fixes of \(code.id)'s example give another text")
    }

    @Test func theGoldenFilesAreExactlyTheCodesWithAFix() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.snapshots("Fixes")).filter { $0.hasSuffix(".yaml") }
        #expect(Set(names) == Set(Self.codes.map { "\($0.id).yaml" }))
    }
}
