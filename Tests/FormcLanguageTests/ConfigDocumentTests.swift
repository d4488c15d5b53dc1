import FormcLanguage
import FormcTestSupport
import Testing

/// `.formc.yaml` as a document: its own diagnostics (E600–E602, as every command reports
/// them), and its settings applied to the specs it is the nearest config of, as its text is
/// typed.
struct ConfigDocumentTests {
    static let configURI = "file:///work/.formc.yaml"
    static let single = "formc: 1\nscreen: a\nfields:\n  - { id: x, type: choice, commit: on-select, options: [pet] }\n"

    static func single(_ screen: String) -> String { single.replacing("screen: a", with: "screen: \(screen)") }

    @Test(arguments: PositionEncoding.allCases)
    func anOpenConfigsProblemsArePlacedWithTheirFixes(encoding: PositionEncoding) {
        var workspace = MarkedWorkspace("""
            # 한국어 👩\u{200D}👧 팀
            1️⃣rulez2️⃣:
              W507: off
            devices: [iphone-15, 3️⃣iphone-16️⃣]

            """, uri: Self.configURI, encoding: encoding)
        let diagnostics = workspace.service.diagnostics(workspace.uri)
        #expect(diagnostics.map(\.code) == ["E600", "E601"])
        #expect(diagnostics.first?.range == workspace.range("1️⃣", "2️⃣"))
        #expect(diagnostics.first?.fixes.map(\.title) == ["Replace with 'rules'"])
        #expect(diagnostics.last?.range == workspace.range("3️⃣", "6️⃣"))
        // No ignore comment is offered in a config: lint does not read them there.
        #expect(diagnostics.allSatisfy { !$0.fixes.contains { $0.title.hasPrefix("Ignore") } })
    }

    @Test func eachSpecIsCheckedWithTheConfigTheServerFoundForIt() {
        var service = LanguageService()
        service.setWorkspaceFile(uri: Self.configURI, text: "rules:\n  W506: off\n")
        service.setWorkspaceFile(uri: "file:///work/specs/sub/.formc.yaml", text: "rules:\n  W506: error\n")
        service.setConfigFile("/work/.formc.yaml", for: "file:///work/specs/a.yaml")
        service.setConfigFile("/work/specs/sub/.formc.yaml", for: "file:///work/specs/sub/b.yaml")
        service.open(uri: "file:///work/specs/a.yaml", version: 1, text: Self.single)
        service.open(uri: "file:///work/specs/sub/b.yaml", version: 1, text: Self.single("b"))
        service.open(uri: "file:///elsewhere/c.yaml", version: 1, text: Self.single("c"))
        #expect(service.diagnostics("file:///work/specs/a.yaml").isEmpty)
        #expect(service.diagnostics("file:///work/specs/sub/b.yaml").map(\.severity) == [.error])
        #expect(service.diagnostics("file:///elsewhere/c.yaml").map(\.severity) == [.warning])
        #expect(service.specs(configuredBy: "/work/.formc.yaml").open == ["file:///work/specs/a.yaml"])
    }

    @Test func typingInTheOpenConfigChecksItsSpecsAgain() {
        var service = LanguageService()
        service.open(uri: Self.configURI, version: 1, text: "rules:\n  W506: off\n")
        service.setConfigFile("/work/.formc.yaml", for: "file:///work/specs/a.yaml")
        service.open(uri: "file:///work/specs/a.yaml", version: 1, text: Self.single)
        #expect(service.diagnostics("file:///work/specs/a.yaml").isEmpty)
        service.change(uri: Self.configURI, version: 2, changes: [
            TextChange(range: TextRange(start: Position(line: 1, character: 8), end: Position(line: 1, character: 11)), text: "error"),
        ])
        #expect(service.diagnostics("file:///work/specs/a.yaml").map(\.severity) == [.error])
        // A config with errors is not applied (as lint does not apply it): the defaults are.
        service.change(uri: Self.configURI, version: 3, changes: [TextChange(range: nil, text: "rules:\n  W506: loud\n")])
        #expect(service.diagnostics(Self.configURI).map(\.code) == ["E601"])
        #expect(service.diagnostics("file:///work/specs/a.yaml").map(\.severity) == [.warning])
    }

    @Test func anAnalysisMadeWithOtherSettingsIsNotInstalled() {
        var service = LanguageService()
        service.open(uri: Self.configURI, version: 1, text: "rules:\n  W506: off\n")
        service.setConfigFile("/work/.formc.yaml", for: "file:///work/specs/a.yaml")
        service.open(uri: "file:///work/specs/a.yaml", version: 1, text: Self.single)
        guard let document = service.document("file:///work/specs/a.yaml") else {
            Issue.record("the spec is not open")
            return
        }
        let installed = service.install(DocumentAnalysis(document), for: "file:///work/specs/a.yaml")
        #expect(!installed)
        let current = service.install(DocumentAnalysis(document, config: service.config(for: "file:///work/specs/a.yaml")), for: "file:///work/specs/a.yaml")
        #expect(current)
    }
}
