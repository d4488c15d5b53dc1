import FormcLanguage
import FormcTestSupport
import Testing

/// A spec of the workspace that is not open in the editor: its diagnostics carry fixes whose
/// edits apply to the file as it is on disk, and its code actions are those fixes.
struct WorkspaceFixTests {
    static let uri = "file:///work/specs/closed.yaml"

    /// `text` applied with `edits` in the encoding, as an editor applies a workspace edit.
    func applying(_ edits: [TextEdit], to text: String, encoding: PositionEncoding) -> String {
        var document = TextDocument(uri: Self.uri, version: 0, text: text)
        document.apply(edits.map { TextChange(range: $0.range, text: $0.newText) }, version: 1, encoding: encoding)
        return document.text
    }

    @Test(arguments: PositionEncoding.allCases)
    func aClosedSpecsFixesAreEditsOfTheFileOnDisk(encoding: PositionEncoding) {
        let marked = MarkedText("""
            formc: 1
            screen: closed
            title: "한국어 👩\u{200D}👧 제목"
            sheet: { 1️⃣presentaton2️⃣: sheet }
            fields:
              - { id: x, type: choice, commit: on-select, options: [관광, 맛집], initial: 3️⃣관관4️⃣ }
              - { id: z, type: choice, required: false, commit: on-select, options: [관광] }

            """)
        var service = LanguageService(encoding: encoding)
        service.setWorkspaceFile(uri: Self.uri, text: marked.text)
        #expect(!service.openURIs.contains(Self.uri))
        let diagnostics = service.diagnostics(Self.uri)
        #expect(diagnostics.map(\.code) == ["E200", "E312", "W506"])
        let disk = TextDocument(uri: Self.uri, version: 0, text: marked.text)
        func range(_ start: String, _ end: String) -> TextRange {
            disk.range(marked[start]?.offset ?? -1, marked[end]?.offset ?? -1, encoding: encoding)
        }
        #expect(diagnostics.first?.fixes.first?.edits == [TextEdit(range: range("1️⃣", "2️⃣"), newText: "presentation")])
        #expect(diagnostics.dropFirst().first?.fixes.first?.edits == [TextEdit(range: range("3️⃣", "4️⃣"), newText: "관광")])
        #expect(diagnostics.last?.fixes.map(\.title) == ["Ignore W506 on this line"])

        // Every fix applied to the text on disk leaves a spec with no problem.
        let edits = diagnostics.flatMap { $0.fixes.prefix(1).flatMap(\.edits) }.sorted { $0.range.start > $1.range.start }
        service.setWorkspaceFile(uri: Self.uri, text: applying(edits, to: marked.text, encoding: encoding))
        #expect(service.diagnostics(Self.uri).isEmpty)
    }

    @Test func aClosedSpecsCodeActionsAreItsFixes() {
        var service = LanguageService()
        service.setWorkspaceFile(uri: Self.uri, text: "formc: 1\nscreen: closed\nsheet: { grabbr: true }\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n")
        let actions = service.codeActions(Self.uri, in: TextRange(at: Position(line: 2, character: 12)))
        #expect(actions.map(\.fix.title) == ["Replace with 'grabber'"])
        #expect(actions.first?.diagnostic.code == "E200")
    }

    @Test func openingASpecFixesItsEditorTextNotTheFileOnDisk() {
        var service = LanguageService()
        let disk = "formc: 1\nscreen: closed\nsheet: { grabbr: true }\nfields: [{ id: x, type: choice, commit: on-select, options: [a, b] }]\n"
        service.setWorkspaceFile(uri: Self.uri, text: disk)
        service.open(uri: Self.uri, version: 3, text: "# moved down a line\n" + disk)
        let fix = service.diagnostics(Self.uri).first?.fixes.first
        #expect(fix?.edits.first?.range.start == Position(line: 3, character: 9))
    }
}
