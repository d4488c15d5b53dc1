import FormcCore
import FormcLanguage
import FormcLoad
import FormcPipelineTestSupport
import FormcProject
import FormcSwiftGen
import Testing

/// `# formc: ignore[…]` comments: applied after every stage, for lint, build and the language
/// server alike; what an ignore gets wrong is W508 or W509, at the code it names.
@Suite("Suppressions")
struct SuppressionTests {
    /// A spec whose field `category` has a single option: W506 at 9:7.
    static func spec(above: String = "", options: String = "") -> String {
        """
        formc: 1
        screen: travel-category
        fields:
          - id: category
            type: choice
            commit: on-select
            options:\(options)
        \(above.isEmpty ? "" : "      " + above + "\n")      - { id: pet, title: "a # b" }
        """
    }

    /// Each diagnostic as `code line:column-line:column`.
    static func found(_ text: String) -> [String] {
        Stages.standard.check(text: text).diagnostics.map { d in
            let r = d.range
            return "\(d.code.id) \(r?.start.line ?? 0):\(r?.start.column ?? 0)-\(r?.end.line ?? 0):\(r?.end.column ?? 0)"
        }
    }

    @Test("without an ignore the warning is reported")
    func baseline() {
        #expect(Self.found(Self.spec()) == ["W506 8:7-8:36"])
    }

    @Test("an ignore at the end of the line, or alone on the line above, silences the warning")
    func silences() {
        #expect(Self.found(Self.spec(above: "# formc: ignore[W506] -- one option until tea ships")) == [])
        let trailing = Self.spec().replacingOccurrences(of: "\"a # b\" }", with: "\"a # b\" } # formc: ignore[W502,W506]")
        #expect(Self.found(trailing) == ["W509 8:53-8:57"])
    }

    @Test("an ignore on another line silences nothing, and says so")
    func wrongLine() {
        #expect(Self.found(Self.spec(options: " # formc: ignore[W506]")) == ["W509 7:30-7:34", "W506 8:7-8:36"])
    }

    @Test("an error code cannot be silenced: W508 at the code, and the error stays")
    func errors() {
        let text = Self.spec(above: "# formc: ignore[E312]") + "\n    initial: dog # formc: ignore[E312]"
        #expect(Self.found(text) == ["W508 8:23-8:27", "W506 9:7-9:36", "E312 10:14-10:17", "W508 10:34-10:38"])
    }

    @Test("a comment that is not an ignore's syntax, or names no code, is W509")
    func malformed() {
        #expect(Self.found(Self.spec(above: "# formc: ignore W506")) == ["W509 8:7-8:27", "W506 9:7-9:36"])
        #expect(Self.found(Self.spec(above: "# formc: ignore[W506] because")) == ["W509 8:7-8:36", "W506 9:7-9:36"])
        #expect(Self.found(Self.spec(above: "# formc: ignore[W506, nope]")) == ["W509 8:29-8:33"])
        // An ignore inside a quoted scalar is text, not a comment.
        let quoted = Self.spec().replacingOccurrences(of: "\"a # b\"", with: "\"# formc: ignore[W506]\"")
        #expect(Self.found(quoted) == ["W506 8:7-8:52"])
    }

    @Test("the project config's rules apply to W509 too")
    func config() {
        var config = ProjectConfig()
        config.rules["W509"] = .off
        let checked = Stages.configured(by: config).check(Loader.load(SourceFile(path: "t.yaml", bytes: Array(Self.spec(options: " # formc: ignore[W506]").utf8))))
        #expect(checked.diagnostics.map(\.code.id) == ["W506"])
    }

    /// A warning the project config raises to an error is an error: no comment silences it,
    /// and the comment is W508 (not a stale W509).
    @Test("a warning raised to an error by rules is not silenced: W508 at the code")
    func raisedWarnings() {
        var config = ProjectConfig()
        config.rules["W506"] = .error
        let text = Self.spec(above: "# formc: ignore[W506] -- one option until tea ships")
        let checked = Stages.configured(by: config).check(Loader.load(SourceFile(path: "t.yaml", bytes: Array(text.utf8))))
        #expect(checked.diagnostics.map(\.code.id) == ["W508", "W506"])
        #expect(checked.diagnostics.last?.severity == .error)
        #expect(checked.diagnostics.first?.message.contains("raises it to an error") == true)
    }

    /// W510 is checked only by a build that writes Swift for a target: elsewhere an ignore
    /// naming it is not stale; where it is checked, an unused one is W509 as any other.
    @Test("an ignore for W510 is W509 only where W510 is checked")
    func deploymentTargetIgnores() {
        let text = Self.spec(above: "# formc: ignore[W506, W510] -- one option until tea ships")
        let source = SourceFile(path: "t.yaml", bytes: Array(text.utf8))
        #expect(Stages.standard.check(Loader.load(source)).diagnostics.isEmpty)
        let checking = Stages.standard.checkingDeploymentTarget(IOSVersion(15, 0))
        #expect(checking.check(Loader.load(source)).diagnostics.map(\.code.id) == ["W509"])
    }

    @Test("the language server reports what lint reports")
    func languageServer() {
        let text = Self.spec(above: "# formc: ignore[W506, W502]")
        let analysis = DocumentAnalysis(TextDocument(uri: "file:///t.yaml", version: 1, text: text))
        #expect(analysis.diagnostics.map(\.code.id) == ["W509"])
        #expect(analysis.diagnostics.first?.range?.start.column == 29)
    }
}
