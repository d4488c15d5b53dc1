import FormcBuild
import Foundation
import Testing

/// `index.md`, the review printout: a golden of a spec whose text looks like Markdown, and the
/// escaping rules on their own.
@Suite("Review printout")
struct ReviewPrintoutTests {
    @Test("Text that looks like Markdown prints as written (golden)")
    func golden() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let spec = try tmp.write("specs/markdown.yaml", try String(contentsOfFile: TestPaths.fixtures + "/review/markdown.yaml", encoding: .utf8))
        let result = CapturingTerminal.run(["build", spec, "--out", tmp.url("out")])
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let index = try #require(tmp.read("out/index.md"))
        expectSnapshot(replacing(tmp.path, with: "<tmp>", in: index), named: "markdown-lookalikes.md", suite: "Review")
    }

    @Test("Mockups are fenced with more backticks than they contain")
    func fences() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let spec = try tmp.write("s.yaml", "formc: 1\nscreen: fences\ntitle: \"```` four\"\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x, z]\n")
        #expect(CapturingTerminal.run(["build", spec, "--out", tmp.url("out")]).code == .success)
        let index = try #require(tmp.read("out/index.md"))
        #expect(index.contains("\n`````text\n"))
        #expect(index.contains("\\`\\`\\`\\` four"))
    }
}
