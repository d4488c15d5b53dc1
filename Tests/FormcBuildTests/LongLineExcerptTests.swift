import FormcBuild
import FormcCore
import FormcTestSupport
import Testing

/// A lint keeps only the lines its diagnostics show (`SourceExcerpt`), so a line's bytes are at
/// other offsets than in the file; a line too long to show whole is shown as a window around
/// the mark, which must still be found where the diagnostic's column says.
@Suite("Excerpts of long lines")
struct LongLineExcerptTests {
    /// `count` initial options that name none, on one long line below a title of Hangul and an
    /// emoji (so the file is not ASCII), the line itself ASCII or with Hangul in it.
    static func spec(_ count: Int, hangul: Bool) -> String {
        let chosen = (0..<count).map { hangul ? "가\($0)" : "z\($0)" }.joined(separator: ", ")
        return "formc: 1\nscreen: s\ntitle: 큰 화면 🐶\nfields:\n  - id: f\n    type: multi-choice\n    options: [a, b]\n"
            + "    initial: [\(chosen)]\nactions:\n  - { id: ok, title: OK, role: submit }\n"
    }

    /// What the carets of each excerpt of `text` stand under: the characters of the line above
    /// them that start in their cells (Hangul takes two cells, anything else here one).
    static func marked(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [String] = []
        for (index, line) in lines.enumerated() where index > 0 && line.contains("^") && line.hasPrefix("  | ") {
            let carets = Array(line.dropFirst(4))
            guard let first = carets.firstIndex(of: "^"), let last = carets.lastIndex(of: "^") else { continue }
            var cell = 0, under = ""
            for character in lines[index - 1].dropFirst(4) {
                if (first...last).contains(cell) { under.append(character) }
                cell += character == "가" ? 2 : 1
            }
            found.append(under)
        }
        return found
    }

    @Test("Each excerpt of a long line marks the option its diagnostic names", arguments: [false, true])
    func caretsUnderTheirOption(hangul: Bool) throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let count = 300
        try tmp.write("specs/long.yaml", Self.spec(count, hangul: hangul))
        let pipeline = LintPipeline(stages: .standard, keepsSources: true)
        let run = BlockingRunner.run { await pipeline.run(paths: [tmp.url("specs")]) }
        let text = HumanRenderer(color: false).render(run.report)
        let names = (0..<count).map { hangul ? "가\($0)" : "z\($0)" }
        #expect(run.report.diagnostics.count == count)
        #expect(Self.marked(text) == names)
    }
}
