import FormcCore
import FormcLoad
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import FormcValidate
import Testing

/// Rules across the screens of a build.
@Suite("Validator.validateBuild")
struct BuildTests {
    @Test("E300: a screen id used twice across files, both places shown")
    func screenIDAcrossFiles() throws {
        let first = MarkedText("""
        formc: 1
        screen: 1️⃣picker2️⃣
        fields:
          - { id: vehicle, type: choice, commit: on-select, options: [car, bus] }
        """)
        let second = MarkedText("""
        # The animal picker.
        formc: 1
        screen: 3️⃣picker4️⃣
        fields:
          - { id: animal, type: choice, commit: on-select, options: [dog, cat] }
        """)
        let screens = [first.source(path: "specs/a.yaml"), second.source(path: "specs/b.yaml")].flatMap { source in
            SpecDecoder.decode(Loader.load(source)).compactMap(\.screen)
        }
        #expect(screens.count == 2)
        let diagnostics = Validator.validateBuild(screens)
        #expect(diagnostics.count == 1)
        let d = try #require(diagnostics.first)
        #expect(d.code == .E300 && d.severity == .error)
        #expect(d.file == "specs/b.yaml" && d.pointer == "/screen")
        #expect(d.range == SourceRange(start: try #require(second["3️⃣"]), end: try #require(second["4️⃣"])))
        let note = try #require(d.notes.first)
        #expect(note.file == "specs/a.yaml")
        #expect(note.range == SourceRange(start: try #require(first["1️⃣"]), end: try #require(first["2️⃣"])))
        let report = DiagnosticReport(diagnostics: diagnostics, sources: [first.source(path: "specs/a.yaml"), second.source(path: "specs/b.yaml")],
                                      files: 2, screens: 2)
        if let failure = Snapshot.check(HumanRenderer(color: false).render(report), named: "E300-screen-id-across-files.txt",
                                        in: DiagnosticTests.snapshots).failure {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("E300 within one file, across documents")
    func screenIDAcrossDocuments() {
        let text = """
        formc: 1
        screen: picker
        fields: [{ id: a, type: choice, commit: on-select, options: [x, y] }]
        ---
        formc: 1
        screen: picker
        fields: [{ id: b, type: choice, commit: on-select, options: [x, y] }]
        """
        let screens = Spec.decode(text).documents.compactMap(\.screen)
        let diagnostics = Validator.validateBuild(screens)
        #expect(diagnostics.map(\.code) == [.E300])
        #expect(diagnostics.first?.range?.start.line == 6)
        #expect(diagnostics.first?.notes.first?.range?.start.line == 2)
    }

    @Test("validateBuild includes every screen's own rules")
    func includesScreenRules() {
        let screens = Spec.decode("""
        formc: 1
        screen: one
        fields: [{ id: a, type: choice, commit: on-select, options: [x] }]
        """).documents.compactMap(\.screen)
        #expect(Validator.validateBuild(screens).map(\.code) == [.W506])
    }
}
