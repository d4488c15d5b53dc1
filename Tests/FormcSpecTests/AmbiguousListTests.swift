import FormcCore
import FormcPipelineTestSupport
import FormcSpec
import FormcTestSupport
import Testing

/// W507 once per flow sequence: every item other tools read as another type is a note of one
/// finding at the first of them.
@Suite("W507: one finding per list")
struct AmbiguousListTests {
    func diagnostics(_ marked: String) throws -> (diagnostics: [Diagnostic], text: MarkedText) {
        let text = MarkedText(marked)
        let document = try #require(Spec.decode(text.text).documents.first)
        return (document.diagnostics, text)
    }

    @Test("options: [36, 37, …, 47] is one W507 with twelve notes")
    func numbers() throws {
        let (diagnostics, text) = try diagnostics("""
            formc: 1
            screen: s
            fields:
              - id: size
                type: choice
                commit: on-select
                options: [1️⃣36, 2️⃣37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 3️⃣47]
            """)
        #expect(diagnostics.map(\.code) == [.W507])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.range?.start == text["1️⃣"] && diagnostic.pointer == "/fields/0/options/0")
        #expect(diagnostic.message == "12 items of this list are read as strings here, but other YAML tools read each as a number")
        #expect(diagnostic.help == "quote them (\"36\", \"37\", …) so every tool reads the same strings")
        #expect(diagnostic.notes.count == 12)
        #expect(diagnostic.notes.map(\.range?.start).first == text["1️⃣"])
        #expect(diagnostic.notes[1].range?.start == text["2️⃣"] && diagnostic.notes[11].range?.start == text["3️⃣"])
        #expect(diagnostic.notes[1].message == "'37' is read as a number by other YAML tools")
        #expect(diagnostic.notes.allSatisfy { $0.file == "test.yaml" })
    }

    @Test("mixed readings are named once each; quoted items are not counted")
    func mixed() throws {
        let (diagnostics, _) = try diagnostics("""
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [yes, "no", 1e3, ok, ~] }
            """)
        #expect(diagnostics.map(\.code) == [.W507])
        #expect(diagnostics.first?.message
            == "3 items of this list are read as strings here, but other YAML tools read each as the boolean true, a number or null")
        #expect(diagnostics.first?.notes.count == 3)
    }

    @Test("one ambiguous item keeps its own message; block lists and separate lists stay separate")
    func separate() throws {
        let (diagnostics, _) = try diagnostics("""
            formc: 1
            screen: s
            fields:
              - { id: f, type: choice, commit: on-select, options: [yes, b] }
              - id: g
                type: choice
                commit: on-select
                options:
                  - 1.5
                  - 2.5
            """)
        #expect(diagnostics.map(\.code) == [.W507, .W507, .W507])
        #expect(diagnostics.allSatisfy { $0.notes.isEmpty })
        #expect(diagnostics.first?.message == "'yes' is read as a string here, but other YAML tools read it as the boolean true")
    }
}
