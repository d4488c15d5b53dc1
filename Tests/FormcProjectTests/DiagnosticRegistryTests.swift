import FormcCore
import FormcLoad
import FormcProject
import FormcSpec
import FormcSwiftGen
import FormcTestSupport
@testable import FormcValidate
import Foundation
import Testing

/// The registry of codes: every code is defined once, has a page whose examples do what the
/// page says, a row in the docs' code table, and a test that produces it.
@Suite("Diagnostic registry")
struct DiagnosticRegistryTests {
    static let registry = DiagnosticRegistry.formc

    /// Every diagnostic of a spec given as text: loader, decoder, and the build's rules.
    static func diagnostics(_ text: String) -> [Diagnostic] {
        let loaded = Loader.load(SourceFile(path: "example.yaml", bytes: Array(text.utf8)))
        let documents = SpecDecoder.decode(loaded)
        let screens = documents.compactMap(\.screen)
        let found = loaded.diagnostics + documents.flatMap(\.diagnostics) + Validator.validateBuild(screens)
            + screens.flatMap(SwiftNameFallback.diagnostics(for:))
        var suppressions = Suppressions(source: loaded.source)
        return suppressions.filter(found) + suppressions.findings()
    }

    @Test("each code is defined by one stage, with a well-formed id and its severity")
    func definedOnce() {
        let listed = Loader.codes + SpecDecoder.codes + Validator.codes + ConfigLoader.codes + Suppressions.codes + DeploymentTarget.codes
            + SwiftNameFallback.codes
        #expect(listed.count == Self.registry.codes.count, "a code is listed by two stages")
        for code in Self.registry.codes {
            let digits = code.id.dropFirst()
            #expect(code.id.count == 4 && digits.allSatisfy(\.isNumber), "\(code.id)")
            #expect(code.severity == (code.id.hasPrefix("W") ? .warning : .error), "\(code.id)")
            #expect(!code.summary.isEmpty && !code.summary.hasSuffix("."), "\(code.id)")
        }
    }

    @Test("every code has a page", arguments: registry.codes)
    func page(_ code: DiagnosticCode) {
        let explanation = code.explanation
        #expect(code.page.hasPrefix("\(code.id): \(code.summary) (\(code.severity.rawValue))\n\n"))
        #expect(explanation.meaning.count > 40 && !explanation.fix.isEmpty && !explanation.example.isEmpty)
        #expect(code.page.hasSuffix("\n") && !code.page.hasSuffix("\n\n\n"))
        // Prose is wrapped at 80 columns; examples keep their own lines.
        let longest = code.page.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
        #expect(longest <= 100)
    }

    @Test("the example produces the code; the fixed example is clean", arguments: registry.codes.filter(\.explanation.exampleIsSpec))
    func examples(_ code: DiagnosticCode) {
        let found = Self.diagnostics(code.explanation.example)
        #expect(found.contains { $0.code == code }, "\(found.map { "\($0.code) \($0.message)" })")
        if let fixed = code.explanation.fixed {
            let left = Self.diagnostics(fixed)
            #expect(left.isEmpty, "\(left.map { "\($0.code) \($0.message)" })")
        }
    }

    @Test("a code no spec text produces names the test that does", arguments: registry.codes.filter { !$0.explanation.exampleIsSpec })
    func producingTest(_ code: DiagnosticCode) throws {
        // `<target>/<file>.swift/<function>`: the file must define the function and name the code.
        let reference = try #require(code.explanation.producedBy)
        let parts = reference.split(separator: "/").map(String.init)
        try #require(parts.count == 3, "\(reference)")
        let path = TestPaths.repository + "/Tests/" + parts[0] + "/" + parts[1]
        let source = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }, "\(path)")
        let function = try #require(source.range(of: "func \(parts[2])("), "\(reference)")
        let body = source[function.upperBound...].prefix { $0 != "@" }
        #expect(body.contains(".\(code.id)"), "\(reference) does not name \(code.id)")
    }

    @Test("the docs' code table lists exactly the registered codes, with their summaries' order")
    func docsTable() throws {
        let path = TestPaths.repository + "/docs/spec-language.md"
        let docs = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        let rows = docs.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| "), let cell = line.dropFirst(2).split(separator: " ").first else { return nil }
            return cell.count == 4 && (cell.hasPrefix("E") || cell.hasPrefix("W")) && cell.dropFirst().allSatisfy(\.isNumber) ? String(cell) : nil
        }
        #expect(rows == Self.registry.ids)
    }

    @Test("each rule reports only the codes it declares (and so what it reads)")
    func rulesDeclareTheirCodes() {
        let specs = Self.registry.codes.filter(\.explanation.exampleIsSpec).map(\.explanation.example)
        for text in specs {
            let loaded = Loader.load(SourceFile(path: "example.yaml", bytes: Array(text.utf8)))
            for screen in SpecDecoder.decode(loaded).compactMap(\.screen) {
                for rule in Validator.screenRules {
                    let declared = Set(rule.codes.map(\.code))
                    let undeclared = rule.check(screen).map(\.code).filter { !declared.contains($0) }
                    #expect(undeclared.isEmpty, "\(rule) reports \(undeclared) without declaring it")
                }
                let declared = Set(DeviceRules.codes.map(\.code))
                #expect(DeviceRules.diagnostics(for: screen).allSatisfy { declared.contains($0.code) })
            }
        }
    }

    @Test("codes are looked up case-insensitively")
    func lenient() {
        #expect(Self.registry.code(named: "e312") == .E312)
        #expect(Self.registry.code(named: "w507") == .W507)
        #expect(Self.registry.code(named: "E999") == nil)
        #expect(Self.registry.code(named: "") == nil)
    }

    @Test("the page of E312, as `formc explain E312` prints it")
    func goldenPage() {
        expectSnapshot(DiagnosticCode.E312.page, named: "E312.txt", suite: "Explanations")
    }
}

extension DiagnosticRegistryTests {
    /// A page is read by users who have none of this repository's files: it names none of the
    /// example specs (E404's page once sent readers to specs/000-travel-category.yaml).
    @Test("every page stands on its own: it names no file of the repository's specs/")
    func pagesStandOnTheirOwn() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestPaths.repository + "/specs")
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
        try #require(!names.isEmpty)
        for code in Self.registry.codes {
            for name in names { #expect(!code.page.contains(name), "\(code.id) names \(name)") }
        }
    }
}
