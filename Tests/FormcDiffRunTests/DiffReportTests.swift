import FormcCore
import FormcDiff
import FormcDiffRun
import Foundation
import Testing

/// `formc diff`'s reports on one edit of an example spec, both versions in memory as a git
/// revision gives them: golden files for every format, so a change to the reports is read in
/// review.
@Suite struct DiffReportTests {
    static let path = "specs/000-travel-category.yaml"

    /// The example spec, and an edit that removes an option, adds one (accepted), hides the
    /// grabber and retitles the screen with Markdown's characters.
    static func run() throws -> DiffRun {
        let text = try String(contentsOfFile: TestPaths.specs + "/000-travel-category.yaml", encoding: .utf8)
        var edited = text.replacingOccurrences(of: "      - { id: tea, title: 차 🫖 }\n", with: "")
        edited = edited.replacingOccurrences(
            of: "      - { id: view, title: 뷰맛집 🌇 }\n",
            with: "      - { id: view, title: 뷰맛집 🌇 }\n      - { id: book, title: 책 📚 }   # formc: allow-breaking[OPTION_ADDED] -- switches have a default\n")
        edited = edited.replacingOccurrences(of: "grabber: true", with: "grabber: false")
        edited = edited.replacingOccurrences(of: "title: 여행로그의 카테고리를 선택해주세요 😀", with: "title: \"*여행로그* | 카테고리\"")
        #expect(edited != text)
        let base = DiffSide.sources([SourceFile(path: path, bytes: Array(text.utf8))], name: "HEAD~1")
        let head = DiffSide.sources([SourceFile(path: path, bytes: Array(edited.utf8))], name: "working tree")
        return DiffRun.run(base: base, head: head)
    }

    @Test func everyFormatMatchesItsGoldenFile() throws {
        let run = try Self.run()
        #expect(run.errors.diagnostics.isEmpty)
        let policy = DiffPolicy()
        #expect(run.fails(policy))
        expectSnapshot(DiffTextReport.render(run, policy: policy) + run.summary(policy) + "\n", named: "diff.txt", suite: "Diff")
        expectSnapshot(DiffJSONReport.render(run, policy: policy), named: "diff.json", suite: "Diff")
        expectSnapshot(DiffGitHubReport.render(run, policy: policy), named: "diff.github.txt", suite: "Diff")
        expectSnapshot(DiffMarkdownReport.render(run, policy: policy), named: "diff.md", suite: "Diff")
        let html = DiffHTMLReport.render(run, policy: policy)
        expectSnapshot(html, named: "diff.html", suite: "Diff")
        // Self-contained: no script, nothing loaded.
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("url(") && !html.contains("http"))
    }

    @Test func theRemovedOptionFailsAndTheAcceptedOneDoesNot() throws {
        let run = try Self.run()
        let entries = run.entries(DiffPolicy())
        #expect(entries.filter(\.fails).map(\.change.rule.id) == ["OPTION_REMOVED"])
        #expect(entries.filter { $0.acceptedBy != nil }.map(\.change.rule.id) == ["OPTION_ADDED"])
        // OPTION_REMOVED breaks generated code too; only a policy that fails on nothing passes it.
        let failsOnCode = run.fails(DiffPolicy(failOn: [.code]))
        let failsOnNothing = run.fails(DiffPolicy(failOn: []))
        let strict = run.fails(DiffPolicy(failOn: [], strict: true))
        #expect(failsOnCode && !failsOnNothing && strict)
    }
}
