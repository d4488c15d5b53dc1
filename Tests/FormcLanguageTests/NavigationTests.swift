import FormcLanguage
import Testing

/// Go to definition, find references, hover and quick fixes at markers.
struct NavigationTests {
    static let spec = """
        formc: 1
        screen: pick
        sheet:
          detents: [medium, { id: 1️⃣peek2️⃣, height: 140 }]
          initial-detent: 3️⃣peek
          backdrop: { undimmed-through: 4️⃣peek }
        fields:
          - id: category
            type: choice
            commit: on-select
            options:
              - 5️⃣관광6️⃣
              - { id: food, title: 맛집 }
            initial: 7️⃣관광
        tab-bar:
          items:
            - { id: 8️⃣home9️⃣, title: Home }
            - { id: map, title: Map }
          selected: 🔟home

        """

    @Test(arguments: PositionEncoding.allCases)
    func aReferenceLeadsToWhatItNames(encoding: PositionEncoding) {
        var workspace = MarkedWorkspace(Self.spec, encoding: encoding)
        let uri = workspace.uri
        #expect(workspace.service.definition(uri, at: workspace.position("3️⃣")) == [Location(uri: uri, range: workspace.range("1️⃣", "2️⃣"))])
        #expect(workspace.service.definition(uri, at: workspace.position("4️⃣")) == [Location(uri: uri, range: workspace.range("1️⃣", "2️⃣"))])
        #expect(workspace.service.definition(uri, at: workspace.position("7️⃣")) == [Location(uri: uri, range: workspace.range("5️⃣", "6️⃣"))])
        #expect(workspace.service.definition(uri, at: workspace.position("🔟")) == [Location(uri: uri, range: workspace.range("8️⃣", "9️⃣"))])
    }

    @Test func referencesListEveryUseInOrder() {
        var workspace = MarkedWorkspace(Self.spec)
        let uses = workspace.service.references(workspace.uri, at: workspace.position("1️⃣"), includeDeclaration: false)
        #expect(uses.map(\.range.start) == [workspace.position("3️⃣"), workspace.position("4️⃣")])
        let all = workspace.service.references(workspace.uri, at: workspace.position("7️⃣"), includeDeclaration: true)
        #expect(all.map(\.range.start) == [workspace.position("5️⃣"), workspace.position("7️⃣")])
    }

    @Test func anAliasLeadsToItsAnchor() {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: a
            fields:
              - id: x
                type: choice
                commit: on-select
                options: &1️⃣shared2️⃣ [a, b]
              - id: y
                type: choice
                commit: on-select
                options: *sh3️⃣ared

            """)
        #expect(workspace.service.definition(workspace.uri, at: workspace.position("3️⃣"))
                == [Location(uri: workspace.uri, range: workspace.range("1️⃣", "2️⃣"))])
    }

    @Test func aScreenIDLeadsToTheOtherScreensWithIt() {
        var workspace = MarkedWorkspace("formc: 1\nscreen: pi1️⃣ck\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n",
                                        uri: "file:///work/specs/b.yaml")
        workspace.service.setWorkspaceFile(uri: "file:///work/specs/a.yaml", text: "formc: 1\nscreen: pick\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n")
        let other = Location(uri: "file:///work/specs/a.yaml", range: TextRange(start: Position(line: 1, character: 8), end: Position(line: 1, character: 12)))
        #expect(workspace.service.definition(workspace.uri, at: workspace.position("1️⃣")) == [other])
        #expect(workspace.service.references(workspace.uri, at: workspace.position("1️⃣"), includeDeclaration: true).count == 2)
    }

    @Test func hoverDocumentsKeysWordsOptionsAndDiagnostics() {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: a
            sheet:
              pres1️⃣entation: po2️⃣pup
            fields:
              - id: x
                type: choice
                commit: on-select
                options: [{ id: a, title: 에이 }, b]
                initial: 3️⃣a
              - id: y
                type: choice
                commit: on-select
                options: [c, d]
                initial: 4️⃣e

            """)
        let uri = workspace.uri
        #expect(workspace.service.hover(uri, at: workspace.position("1️⃣"))?.markdown.hasPrefix("**presentation**: sheet, popup or full-screen\n\nHow the screen is presented") == true)
        #expect(workspace.service.hover(uri, at: workspace.position("2️⃣"))?.markdown.hasPrefix("**popup**: A full-screen dimmed cover") == true)
        #expect(workspace.service.hover(uri, at: workspace.position("3️⃣"))?.markdown.hasPrefix("option **a** of field `x`: 에이") == true)
        let explained = workspace.service.hover(uri, at: workspace.position("4️⃣"))?.markdown ?? ""
        #expect(explained.contains("**E312**"))
        #expect(explained.contains("How to fix it:"))
    }

    /// A BOM is no part of the first line's text: keys, words and ids there are found as on
    /// any other line, and edits start after it.
    @Test func hoverCompletionAndDefinitionWorkOnTheFirstLineAfterABOM() {
        var workspace = MarkedWorkspace("\u{FEFF}fie1️⃣lds: [{ id: x, type: choice, commit: on-select, options: [2️⃣a, b], initial: 3️⃣a4️⃣ }]\nformc: 1\nscreen: a\n")
        let uri = workspace.uri
        #expect(workspace.service.hover(uri, at: workspace.position("1️⃣"))?.markdown.hasPrefix("**fields**") == true)
        #expect(workspace.service.hover(uri, at: workspace.position("1️⃣"))?.range == TextRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 7)))
        #expect(workspace.service.hover(uri, at: workspace.position("3️⃣"))?.markdown.hasPrefix("option **a** of field `x`") == true)
        #expect(workspace.service.definition(uri, at: workspace.position("4️⃣")).map(\.range.start) == [workspace.position("2️⃣")])

        var typed = MarkedWorkspace("\u{FEFF}scr1️⃣\n")
        let screen = typed.service.completion(typed.uri, at: typed.position("1️⃣")).first { $0.label == "screen" }
        #expect(screen?.edit.range == TextRange(start: Position(line: 0, character: 1), end: Position(line: 0, character: 4)))
    }

    @Test func codeActionsAreTheFixesOfTheDiagnosticsInTheRange() {
        var workspace = MarkedWorkspace("formc: 1\nscreen: a\nsheet: { 1️⃣grabbr2️⃣: true }\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n")
        let actions = workspace.service.codeActions(workspace.uri, in: TextRange(at: workspace.position("1️⃣")))
        #expect(actions.map(\.fix.title) == ["Replace with 'grabber'"])
        #expect(actions.first?.diagnostic.code == "E200")
        #expect(workspace.service.codeActions(workspace.uri, in: TextRange(at: Position(line: 0, character: 0))).isEmpty)
    }

    @Test func theMockupIsFormcRendersDrawing() {
        var workspace = MarkedWorkspace("formc: 1\nscreen: 1️⃣a\nfields: [{ id: x, type: choice, commit: on-select, options: [관광, 맛집] }]\n")
        let lenses = workspace.service.codeLenses(workspace.uri)
        #expect(lenses.map(\.arguments) == [[workspace.uri, "a"]])
        #expect(lenses.first?.range.start == workspace.position("1️⃣"))
        let drawing = try? workspace.service.mockup(workspace.uri, screen: "a", detent: nil, device: "iphone-se").get()
        #expect(drawing?.contains("관광") == true)
        #expect(drawing?.contains("iphone-se") == true)
        let refusal = workspace.service.mockup(workspace.uri, screen: nil, detent: "huge", device: nil)
        #expect(refusal == .failure(MockupRefusal("no detent 'huge' in screen 'a'")))
        workspace.service.change(uri: workspace.uri, version: 2, changes: [TextChange(range: nil, text: "formc: 1\nscreen: A\n")])
        guard case .failure(let error) = workspace.service.mockup(workspace.uri, screen: nil, detent: nil, device: nil) else {
            Issue.record("a spec with errors was drawn")
            return
        }
        #expect(error.message.hasPrefix("the spec has"))
    }
}
