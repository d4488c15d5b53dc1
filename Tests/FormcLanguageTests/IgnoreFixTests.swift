import FormcLanguage
import FormcProject
import Testing

/// The ignore comment offered for a warning: where it goes, and that applying it silences the
/// warning and nothing else (the text is checked again, as lint would check the saved file).
struct IgnoreFixTests {
    /// The ignore fix of the diagnostic `code` in `text`, the text once it is applied, and the
    /// codes reported then.
    func applyingIgnore(_ code: String, in text: String, encoding: PositionEncoding = .utf16,
                        config: ProjectConfig = ProjectConfig()) -> (fix: Fix?, text: String, codes: [String]) {
        var workspace = MarkedWorkspace(text, encoding: encoding)
        workspace.service.config = config
        let fix = workspace.service.diagnostics(workspace.uri).first { $0.code == code }?.fixes.first { $0.title.hasPrefix("Ignore") }
        guard let fix else { return (nil, workspace.marked.text, []) }
        workspace.service.change(uri: workspace.uri, version: 2, changes: fix.edits.map { TextChange(range: $0.range, text: $0.newText) })
        let after = workspace.service.document(workspace.uri)?.text ?? ""
        return (fix, after, workspace.service.diagnostics(workspace.uri).map(\.code))
    }

    static let single = """
        formc: 1
        screen: a
        fields:
          - id: pick
            type: choice
            commit: on-select
            options: [관광]   \n
        """

    @Test(arguments: PositionEncoding.allCases)
    func theCommentGoesAtTheEndOfTheLineInPlaceOfItsTrailingBlanks(encoding: PositionEncoding) {
        let (fix, text, codes) = applyingIgnore("W506", in: Self.single, encoding: encoding)
        #expect(fix?.title == "Ignore W506 on this line")
        #expect(fix?.isPreferred == false)
        #expect(text.contains("\n    options: [관광]  # formc: ignore[W506]\n"))
        #expect(codes == [])
    }

    @Test func theCodeJoinsAnIgnoreAtTheEndOfTheLine() {
        let (fix, text, codes) = applyingIgnore("W507", in: """
            formc: 1
            screen: a
            fields:
              - id: pick
                type: choice
                commit: on-select
                options: [yes] # formc: ignore[W506] -- one for now

            """)
        #expect(fix?.edits.count == 1)
        #expect(text.contains("options: [yes] # formc: ignore[W506, W507] -- one for now\n"))
        #expect(codes == [])
    }

    @Test func theCodeJoinsAnIgnoreAloneOnTheLineAbove() {
        let (_, text, codes) = applyingIgnore("W507", in: """
            formc: 1
            screen: a
            fields:
              - id: pick
                type: choice
                commit: on-select
                # formc: ignore[W506]
                options: [yes]

            """)
        #expect(text.contains("    # formc: ignore[W506, W507]\n    options: [yes]\n"))
        #expect(codes == [])
    }

    @Test func aLineEndingWithAnotherCommentGetsTheIgnoreAboveAtItsIndent() {
        let (_, text, codes) = applyingIgnore("W506", in: """
            formc: 1
            screen: a
            fields:
              - id: pick
                type: choice
                commit: on-select
                options: [pet] # tea comes later

            """)
        #expect(text.contains("    commit: on-select\n    # formc: ignore[W506]\n    options: [pet] # tea comes later\n"))
        #expect(codes == [])
    }

    @Test func aLineEndingWithAMalformedIgnoreGetsANewOneAbove() {
        let (_, text, codes) = applyingIgnore("W506", in: "formc: 1\nscreen: a\nfields:\n  - { id: p, type: choice, commit: on-select, options: [pet] } # formc: ignore W506\n")
        #expect(text.contains("fields:\n  # formc: ignore[W506]\n  - { id: p"))
        // The malformed comment is still reported, for the author to remove.
        #expect(codes == ["W509"])
    }

    /// A title written over two lines (quoted, plain or as a block scalar) ends its first line
    /// inside the scalar: a comment there would be part of the title.
    @Test(arguments: [
        "\"Sightseeing with the whole family\n          and a very long way\"",
        "Sightseeing with the whole family\n          and a very long way",
        ">\n          Sightseeing with the whole family and a very long way",
    ])
    func aLineEndingInsideAScalarGetsTheIgnoreAbove(title: String) {
        let spec = """
            formc: 1
            screen: a
            fields:
              - id: pick
                type: choice
                commit: on-select
                layout: grid
                columns: 4
                options:
                  - id: long
                    title: \(title)
                  - { id: b, title: B }

            """
        let (fix, text, codes) = applyingIgnore("W500", in: spec)
        #expect(fix != nil)
        #expect(text.contains("      - id: long\n        # formc: ignore[W500]\n        title: "))
        #expect(codes == [])
    }

    @Test func crlfLinesKeepTheirBreak() {
        let (_, text, codes) = applyingIgnore("W506", in: "formc: 1\r\nscreen: a\r\nfields:\r\n  - id: p\r\n    type: choice\r\n    commit: on-select\r\n    options: [pet] # later\r\n")
        #expect(text.contains("\r\n    # formc: ignore[W506]\r\n    options: [pet] # later\r\n"))
        #expect(codes == [])
    }

    @Test func errorsAndWhatTheIgnoresReportGetNoIgnore() {
        var workspace = MarkedWorkspace("""
            formc: 1
            screen: a
            fields:
              - id: pick
                type: choice
                commit: on-select
                options: [pet, tea] # formc: ignore[W506, E312]
                initial: pets

            """)
        let diagnostics = workspace.service.diagnostics(workspace.uri)
        #expect(Set(diagnostics.map(\.code)) == ["E312", "W508", "W509"])
        #expect(diagnostics.allSatisfy { diagnostic in !diagnostic.fixes.contains { $0.title.hasPrefix("Ignore") } })
    }

    @Test func aWarningRaisedToAnErrorGetsNoIgnore() {
        var config = ProjectConfig()
        config.rules = ["W506": .error]
        let (fix, _, _) = applyingIgnore("W506", in: Self.single, config: config)
        #expect(fix == nil)
    }
}
