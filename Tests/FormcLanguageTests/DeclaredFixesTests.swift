@testable import FormcLanguage
import FormcCore
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// Fixes are declared with the code that reports them (`DiagnosticCode.fix`), and the language
/// service reads only those declarations: every code's own `explain` example, opened in an
/// editor, gets the fix its code declares, and no diagnostic whose help names a word to write
/// is left without one.
struct DeclaredFixesTests {
    /// The codes whose `explain` example is spec text (the config's are tested in
    /// `ConfigDocumentTests`).
    static let codes = DiagnosticRegistry.formc.codes.filter(\.explanation.exampleIsSpec)

    /// The diagnostics of `text` as an editor shows them.
    static func diagnostics(of code: DiagnosticCode, _ text: String) -> [LanguageDiagnostic] {
        let uri = "file:///work/specs/example.yaml"
        var service = LanguageService()
        service.open(uri: uri, version: 1, text: text)
        return service.diagnostics(uri)
    }

    /// The fixes of a diagnostic other than its ignore comment.
    static func corrections(_ diagnostic: LanguageDiagnostic) -> [Fix] {
        diagnostic.fixes.filter { !$0.title.hasPrefix("Ignore") }
    }

    @Test(arguments: codes.filter { $0.fix != nil })
    func aDeclaredFixIsOfferedOnTheCodesExample(code: DiagnosticCode) {
        let text = FixableSamples.byCode[code.id] ?? code.explanation.example
        let found = Self.diagnostics(of: code, text).filter { $0.code == code.id }
        #expect(!found.isEmpty, "the example of \(code.id) is not reported with it")
        #expect(found.contains { !Self.corrections($0).isEmpty }, "\(code.id) declares \(String(describing: code.fix)) but its example gets no fix")
    }

    @Test(arguments: codes)
    func aHelpThatNamesAWordHasADeclaredFix(code: DiagnosticCode) {
        for diagnostic in Self.diagnostics(of: code, code.explanation.example) {
            guard let help = diagnostic.help, DeclaredFixes.correction(in: help) != nil else { continue }
            let reported = DiagnosticRegistry.formc.code(named: diagnostic.code)
            #expect(reported?.fix?.edit == .suggestedWord, "\(diagnostic.code)'s help '\(help)' names a word, but the code declares no fix")
        }
    }

    @Test func codesWithoutADeclaredFixGetOnlyTheirIgnoreComment() {
        for code in Self.codes where code.fix == nil {
            for diagnostic in Self.diagnostics(of: code, code.explanation.example) where diagnostic.code == code.id {
                #expect(Self.corrections(diagnostic).isEmpty, "\(code.id) declares no fix but got \(Self.corrections(diagnostic).map(\.title))")
            }
        }
    }

    /// A code's behaviour lives beside its rule: no `switch` in Sources picks it by code.
    @Test func noSourceSwitchesOverDiagnosticCodes() throws {
        let root = TestFolder().repository + "/Sources"
        let paths = try #require(FileManager.default.subpaths(atPath: root)).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths.count > 100, "the sources were not found under \(root)")
        var offenders: [String] = []
        for path in paths {
            let text = try #require(readTextFile(root + "/" + path))
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(/case \.[EW][0-9]{3}\b/) {
                offenders.append("\(path):\(number + 1)")
            }
        }
        #expect(offenders.isEmpty, "a switch over codes: \(offenders)")
    }
}
