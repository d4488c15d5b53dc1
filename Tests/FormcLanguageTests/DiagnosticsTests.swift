import FormcLanguage
import Testing

/// Diagnostics as the editor gets them: lint's codes at the exact places, notes as related
/// places in other documents, and fixes as edits.
struct DiagnosticsTests {
    @Test(arguments: PositionEncoding.allCases)
    func aDiagnosticIsPlacedInTheEncodingAndCarriesItsFix(encoding: PositionEncoding) {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: a
            title: "한국어 👩\u{200D}👧 제목"
            sheet: { 1️⃣presentaton2️⃣: sheet }
            fields:
              - id: x
                type: choice
                commit: on-select
                options: [a, b]

            """, encoding: encoding)
        let diagnostics = workspace.service.diagnostics(workspace.uri)
        #expect(diagnostics.map(\.code) == ["E200"])
        let diagnostic = diagnostics.first
        #expect(diagnostic?.range == workspace.range("1️⃣", "2️⃣"))
        #expect(diagnostic?.help == "did you mean 'presentation'?")
        #expect(diagnostic?.fixes == [Fix(title: "Replace with 'presentation'",
                                         edits: [TextEdit(range: workspace.range("1️⃣", "2️⃣"), newText: "presentation")],
                                         isPreferred: true)])
    }

    @Test func aScreenIDUsedInAnotherFileIsReportedWithTheFirstUseAsRelatedPlace() {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: 1️⃣pick2️⃣
            fields:
              - { id: x, type: choice, commit: on-select, options: [a, b] }

            """, uri: "file:///work/specs/b.yaml")
        workspace.service.setWorkspaceFile(uri: "file:///work/specs/a.yaml", text: """
            formc: 1
            screen: pick
            fields:
              - { id: f, type: choice, commit: on-select, options: [c, d] }

            """)
        let diagnostics = workspace.service.diagnostics(workspace.uri)
        #expect(diagnostics.map(\.code) == ["E300"])
        #expect(diagnostics.first?.range == workspace.range("1️⃣", "2️⃣"))
        let related = diagnostics.first?.related.first
        #expect(related?.location == Location(uri: "file:///work/specs/a.yaml",
                                              range: TextRange(start: Position(line: 1, character: 8), end: Position(line: 1, character: 12))))
        #expect(related?.message == "first used here")
        // a.yaml comes first in path order: it has no E300 of its own.
        #expect(workspace.service.diagnostics("file:///work/specs/a.yaml").isEmpty)
    }

    @Test func aRoundRepublishesOtherDocumentsWhoseE300Changed() {
        var workspace = MarkedWorkspace("formc: 1\nscreen: pick\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n",
                                        uri: "file:///work/specs/b.yaml")
        workspace.service.setWorkspaceFile(uri: "file:///work/specs/a.yaml", text: "formc: 1\nscreen: other\nfields: [{ id: y, type: choice, commit: on-select, options: [a, b] }]\n")
        #expect(workspace.service.diagnosticsRound(changed: [workspace.uri]).map(\.uri) == [workspace.uri])
        workspace.service.setWorkspaceFile(uri: "file:///work/specs/c.yaml", text: "formc: 1\nscreen: pick\nfields: [{ id: z, type: choice, commit: on-select, options: [a, b] }]\n")
        let round = workspace.service.diagnosticsRound(changed: ["file:///work/specs/c.yaml"])
        #expect(round.map(\.uri) == ["file:///work/specs/c.yaml"])
        #expect(round.first?.diagnostics.map(\.code) == ["E300"])
        // Renaming b's screen clears c's E300: c is in the next round though it did not change.
        let end = workspace.service.document(workspace.uri)?.lineCount ?? 0
        workspace.service.change(uri: workspace.uri, version: 2, changes: [
            TextChange(range: TextRange(start: Position(line: 1, character: 8), end: Position(line: 1, character: 12)), text: "picked"),
        ])
        let next = workspace.service.diagnosticsRound(changed: [workspace.uri])
        #expect(end == 4)
        #expect(next.map(\.uri) == ["file:///work/specs/b.yaml", "file:///work/specs/c.yaml"])
        #expect(next.allSatisfy { $0.diagnostics.isEmpty })
        #expect(next.first?.version == 2)
    }

    @Test func w507IsFixedByQuotingTheScalar() {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: a
            fields:
              - id: answer
                type: choice
                commit: on-select
                options: [1️⃣yes2️⃣, "no"]

            """)
        let diagnostic = workspace.service.diagnostics(workspace.uri).first { $0.code == "W507" }
        #expect(diagnostic?.range == workspace.range("1️⃣", "2️⃣"))
        #expect(diagnostic?.fixes.first?.edits == [TextEdit(range: workspace.range("1️⃣", "2️⃣"), newText: "\"yes\"")])
    }

    @Test func w507OfAFlowListIsFixedByQuotingEveryItemInOneEdit() {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: a
            fields:
              - id: age
                type: choice
                commit: on-select
                options: [1️⃣362️⃣, 3️⃣374️⃣, 5️⃣386️⃣]

            """)
        let diagnostics = workspace.service.diagnostics(workspace.uri).filter { $0.code == "W507" }
        #expect(diagnostics.count == 1)
        let fix = diagnostics.first?.fixes.first
        #expect(fix?.title == "Quote the 3 items")
        #expect(fix?.edits == [TextEdit(range: workspace.range("1️⃣", "2️⃣"), newText: "\"36\""),
                               TextEdit(range: workspace.range("3️⃣", "4️⃣"), newText: "\"37\""),
                               TextEdit(range: workspace.range("5️⃣", "6️⃣"), newText: "\"38\"")])
    }

    @Test func aMissingRequiredKeyIsAddedAtTheMappingsIndentAfterABOM() {
        var workspace = MarkedWorkspace("\u{FEFF}formc: 1\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n")
        let diagnostic = workspace.service.diagnostics(workspace.uri).first { $0.code == "E201" }
        #expect(diagnostic?.fixes.first?.edits.first?.newText.hasPrefix("\nscreen:") == true)
    }

    /// A spec is a `.yaml` or `.yml` file: another document (JSON, say) is not checked as one,
    /// and takes no part in the checks across files.
    @Test func aDocumentThatIsNotYAMLIsNotCheckedAsASpec() {
        var workspace = MarkedWorkspace("formc: 1\nscreen: Bad1️⃣\n", uri: "file:///work/a.json")
        #expect(workspace.service.diagnostics(workspace.uri).isEmpty)
        #expect(workspace.service.completion(workspace.uri, at: workspace.position("1️⃣")).isEmpty)
        workspace.service.open(uri: "file:///work/notes.txt", version: 1, text: "formc: 1\nscreen: a\n")
        workspace.service.open(uri: "file:///work/a.yml", version: 1, text: "formc: 1\nscreen: a\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n")
        #expect(workspace.service.diagnostics("file:///work/notes.txt").isEmpty)
        #expect(workspace.service.diagnostics("file:///work/a.yml").map(\.code) == [])
        // An unsaved buffer is no file and has no name to judge by: it is checked.
        workspace.service.open(uri: "untitled:Untitled-1", version: 1, text: "formc: 1\nscreen: Bad\n")
        #expect(workspace.service.diagnostics("untitled:Untitled-1").map(\.code).contains("E205"))
        workspace.service.open(uri: "untitled:notes.md", version: 1, text: "formc: 1\nscreen: Bad\n")
        #expect(workspace.service.diagnostics("untitled:notes.md").isEmpty)
    }

    @Test func aMissingRequiredKeyIsAddedAtTheMappingsIndent() {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: a
            fields:
              - id: x
                commit: on-select
                options: [a, b]1️⃣

            """)
        let diagnostic = workspace.service.diagnostics(workspace.uri).first { $0.code == "E201" }
        #expect(diagnostic?.message.contains("'type'") == true)
        #expect(diagnostic?.fixes.first?.edits == [TextEdit(range: TextRange(at: workspace.position("1️⃣")), newText: "\n    type: choice")])
    }

    @Test func aHelpIsACorrectionOnlyWhenItIsExactlyOne() {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: a
            fields:
              - id: x
                type: choice
                layout: "gird"
                commit: on-select
                options: [a, b]

            """)
        // A quoted scalar is not rewritten: the fix would have to decide about its quotes.
        let diagnostic = workspace.service.diagnostics(workspace.uri).first { $0.code == "E203" }
        #expect(diagnostic?.help == "did you mean 'grid'?")
        #expect(diagnostic?.fixes == [])
    }
}

/// A run made from an older text is never kept over a newer one.
struct StaleAnalysisTests {
    @Test func anAnalysisOfAnOlderVersionIsNotInstalled() {
        var service = LanguageService()
        service.open(uri: "file:///a.yaml", version: 1, text: "formc: 1\n")
        guard let snapshot = service.document("file:///a.yaml") else {
            Issue.record("the document is not open")
            return
        }
        let stale = DocumentAnalysis(snapshot)
        service.change(uri: "file:///a.yaml", version: 2, changes: [TextChange(range: nil, text: "formc: 2\n")])
        let keptStale = service.install(stale, for: "file:///a.yaml")
        #expect(!keptStale)
        let version = service.analysis("file:///a.yaml")?.version
        #expect(version == 2)
        let codes = service.diagnostics("file:///a.yaml").map(\.code)
        #expect(codes.contains("E206"))
        let current = DocumentAnalysis(service.document("file:///a.yaml") ?? snapshot)
        let keptCurrent = service.install(current, for: "file:///a.yaml")
        #expect(keptCurrent)
    }
}
