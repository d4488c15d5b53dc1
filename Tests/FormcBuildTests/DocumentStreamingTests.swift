import FormcBuild
import FormcCore
import FormcLoad
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Synchronization
import Testing

/// A file of many documents goes through the check one document at a time
/// (`Stages.check(path:keeping:across:)`): each screen is kept as the caller asks as soon as
/// its document is parsed, and the findings are those of the check of the whole loaded file.
@Suite("Pipeline: a file's documents one at a time")
struct DocumentStreamingTests {
    /// Five documents: a screen with a warning silenced by an ignore comment, two screens with
    /// one id (E300), a document that is no screen, and a screen whose ignore silences nothing.
    static let text = """
        formc: 1
        screen: one
        fields:
          - id: category
            type: choice
            commit: on-select
            options:
              # formc: ignore[W506] -- one option for now
              - { id: pet, title: Pet }
        ---
        formc: 1
        screen: twice
        ---
        formc: 1
        screen: twice
        ---
        - not a screen
        ---
        formc: 1
        screen: last # formc: ignore[W501]

        """

    @Test("The check takes each document as the load hands it on")
    func oneAtATime() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let file = try tmp.write("three.yaml", "formc: 1\nscreen: a\n---\nformc: 1\nscreen: b\n---\nformc: 1\nscreen: c\n")
        let log = Mutex<[String]>([])
        var stages = Stages.standard
        let loadEach = stages.loadEach
        stages.loadEach = { path, each in
            loadEach(path) { source, document in
                log.withLock { $0.append("parsed \(document.index)") }
                each(source, document)
            }
        }
        let (checked, kept) = stages.check(path: file, keeping: { checked in
            log.withLock { $0.append("kept \(checked.screen.id.value)") }
            return checked.screen.id.value
        })
        #expect(kept == ["a", "b", "c"])
        #expect(checked.screens.isEmpty)
        #expect(log.withLock { $0 } == ["parsed 0", "kept a", "parsed 1", "kept b", "parsed 2", "kept c"])
    }

    @Test("Screen by screen, the findings are those of the whole loaded file")
    func sameFindings() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let path = try tmp.write("many.yaml", Self.text)
        let stages = Stages.standard
        let whole = stages.check(Loader.load(path: path))
        // The silenced W506 is gone; the rest are as a lint reports them.
        #expect(whole.diagnostics.map { "\($0.code.id) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)" }
            == ["E201 11:1", "E201 14:1", "E300 15:9", "E202 17:1", "E201 19:1", "W509 20:30"])
        #expect(whole.undecodedDocuments == 1)
        #expect(whole.screens.map(\.screen.id.value) == ["one", "twice", "twice", "last"])

        // The same file, the screens kept whole, by path.
        let byPath = stages.check(path: path)
        #expect(byPath.diagnostics == whole.diagnostics)
        #expect(byPath.screens.map(\.screen) == whole.screens.map(\.screen))
        #expect(byPath.undecodedDocuments == 1)

        // Kept as outcomes holding only identities, the checks across screens given what
        // `sharingAnID` makes of them (as `render --screen` keeps them).
        let (file, outcomes) = stages.check(path: path, keeping: {
            ScreenOutcome(screen: $0.screen, keepingScreen: false, diagnostics: $0.diagnostics)
        }, across: \.sharingAnID)
        #expect(file.diagnostics(screens: outcomes.map(\.diagnostics)) == whole.diagnostics)
        #expect(outcomes.map(\.id) == ["one", "twice", "twice", "last"])
        #expect(outcomes.allSatisfy { $0.fullScreen == nil })
        #expect(outcomes.sharingAnID.map(\.id.value) == ["twice", "twice"])
    }

    @Test("render --screen draws the one screen of a file of many, as from a file of its own")
    func renderOneOfMany() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let screen = "formc: 1\nscreen: s%d\nfields:\n  - { id: f, type: choice, commit: on-select, options: [x, y] }\n"
        let many = try tmp.write("many.yaml", (0..<40).map { String(format: screen, $0) }.joined(separator: "---\n"))
        let alone = try tmp.write("alone.yaml", String(format: screen, 17))
        let drawn = CapturingTerminal.run(["render", many, "--screen", "s17"])
        #expect(drawn.code == .success)
        #expect(drawn.stdout == CapturingTerminal.run(["render", alone]).stdout)
        #expect(drawn.stdout.contains("s17") && !drawn.stdout.contains("s18"))
        let unknown = CapturingTerminal.run(["render", many, "--screen", "s40"])
        #expect(unknown.code == .usage)
        #expect(unknown.stderr.contains("s0, s1, s2") && unknown.stderr.contains("s39"))
    }
}
