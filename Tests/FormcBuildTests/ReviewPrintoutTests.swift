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

    @Test("Every screen with errors is listed as not built, with the reason")
    func notBuilt() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.copy(from: TestPaths.specs, to: "specs")
        try tmp.write("specs/zz-dup.yaml", "formc: 1\nscreen: my-place\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x, z]\n")
        _ = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("out")])
        let index = try #require(tmp.read("out/index.md"))
        #expect(index.contains("6 screens from 6 files"))
        #expect(index.contains("- `my-place` in `\(tmp.url("specs/004-my-place.yaml"))`: another screen of the build has the same id\n"))
        #expect(index.contains("- `my-place` in `\(tmp.url("specs/zz-dup.yaml"))`: 1 error\n"))
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
