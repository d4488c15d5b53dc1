import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcReview
import FormcTestSupport
import Foundation
import Testing

/// The review: `index.md` and `index.html` as contents, a Markdown and an HTML page per screen.
/// Goldens of a spec whose text looks like Markdown, and one whose text tries to become HTML.
@Suite("Review pages")
struct ReviewPagesTests {
    static func build(_ fixture: String, _ tmp: TemporaryDirectory) throws -> (code: ExitCode, stdout: String, stderr: String) {
        let spec = try tmp.write("specs/\(fixture).yaml", try String(contentsOfFile: TestPaths.fixtures + "/review/\(fixture).yaml", encoding: .utf8))
        return CapturingTerminal.run(["build", spec, "--out", tmp.url("out")])
    }

    @Test("Text that looks like Markdown prints as written (golden page and contents)")
    func golden() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let result = try Self.build("markdown", tmp)
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let page = try #require(tmp.read("out/markdown-lookalikes.review.md"))
        expectSnapshot(replacing(tmp.path, with: "<tmp>", in: page), named: "markdown-lookalikes.review.md", suite: "Review")
        let index = try #require(tmp.read("out/index.md"))
        expectSnapshot(replacing(tmp.path, with: "<tmp>", in: index), named: "index.md", suite: "Review")
        #expect(index.contains("[markdown-lookalikes](markdown-lookalikes.review.md)"))
        #expect(!index.contains("```"), "the contents hold no mockup")
    }

    @Test("Spec text never becomes HTML: every tag in every page is one formc writes (golden page)")
    func markupIsEscaped() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let result = try Self.build("markup", tmp)
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let page = try #require(tmp.read("out/markup-injection.review.html"))
        expectSnapshot(replacing(tmp.path, with: "<tmp>", in: page), named: "markup-injection.review.html", suite: "Review")
        for name in ["markup-injection.review.html", "index.html"] {
            let html = try #require(tmp.read("out/" + name))
            let tags = Set(Self.tagNames(in: html))
            #expect(tags.isSubset(of: Self.formcTags), "\(name): \(tags.subtracting(Self.formcTags))")
            #expect(!html.contains("<img") && !html.contains("<iframe") && !html.contains("<script") && !html.contains("<button"))
            // No network and no script: no tag has a source, an event handler or a remote link.
            for tag in Self.tags(in: html) {
                #expect(!tag.contains("src=") && !tag.contains(" on") && !tag.contains("http") && !tag.contains("javascript"), "\(tag)")
            }
            #expect(!html.contains("@import") && !html.contains("url("))
        }
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;/pre&gt;&lt;b&gt;bold&lt;/b&gt;"))
        #expect(page.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &amp;amp;"))
        // The Markdown page escapes the same text its way.
        let markdown = try #require(tmp.read("out/markup-injection.review.md"))
        let outsideFences = markdown.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined()
        #expect(!outsideFences.contains("<script>") && outsideFences.contains("\\<script\\>"))
    }

    @Test("The contents group screens by folder, sum the warnings, and cut long titles")
    func contents() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let long = String(repeating: "긴 제목 ", count: 30)
        for (path, id, title) in [("a/one.yaml", "one", "One"), ("b/two.yaml", "two", long), ("a/three.yaml", "three", "Three")] {
            try tmp.write("specs/" + path, "formc: 1\nscreen: \(id)\ntitle: \"\(title)\"\nfields:\n  - id: f\n    type: choice\n    commit: on-select\n    options: [x, y]\n")
        }
        let result = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("out")])
        #expect(result.code == .success, Comment(rawValue: result.stderr))
        let index = try #require(tmp.read("out/index.md"))
        let a = try #require(index.range(of: "## `\(tmp.url("specs"))/a/`"))
        let b = try #require(index.range(of: "## `\(tmp.url("specs"))/b/`"))
        #expect(a.lowerBound < b.lowerBound)
        // Both screens of a/ are under its heading, before b/.
        #expect(index.range(of: "[three](three.review.md)").map { $0.lowerBound < b.lowerBound } == true)
        // `y` reads as a boolean elsewhere: a warning (W507) in each screen, and the long title
        // does not fit the header (W500), summed at the top.
        #expect(index.contains("3 screens from 3 files · 4 warnings in 3 screens"))
        #expect(!index.contains(long.trimmingCharacters(in: .whitespaces)))
        #expect(index.split(separator: "\n").allSatisfy { $0.utf8.count < 400 })
    }

    @Test("A screen's page puts its detents side by side, folded, with a legend of the marks used")
    func page() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        #expect(try Self.build("markup", tmp).code == .success)
        let page = try #require(tmp.read("out/markup-injection.review.md"))
        #expect(page.contains("markup-injection · medium (initial) · iphone-15   "))
        #expect(page.contains("rows folded"))
        #expect(page.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { !$0.hasSuffix(" ") })
        for legend in ["`░░░` backdrop", "`✓` selected", "`╔═╗` submit", "`!` destructive", "`≈ … ≈` folded"] {
            #expect(page.contains(legend), "\(legend)")
        }
        #expect(!page.contains("`▾ … ▾`"), "no mark the page does not use")
    }

    @Test("The sheet's table shows max-height as written: a fraction of large, or {screen: f}")
    func maxHeightForms() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        for (id, cap) in [("bare", "0.7"), ("screen", "{screen: 0.7}")] {
            try tmp.write("specs/\(id).yaml", """
                formc: 1
                screen: \(id)
                sheet: { detents: [fit], max-height: \(cap) }
                fields:
                  - { id: f, type: choice, commit: on-select, options: [a, b] }

                """)
        }
        let result = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("out")])
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let bare = try #require(tmp.read("out/bare.review.md")), screen = try #require(tmp.read("out/screen.review.md"))
        #expect(bare.contains("| `max-height` | 0.7 | spec |"))
        #expect(screen.contains("| `max-height` | {screen: 0.7} | spec |"))
        let bareHTML = try #require(tmp.read("out/bare.review.html")), screenHTML = try #require(tmp.read("out/screen.review.html"))
        #expect(!bareHTML.contains("{screen: 0.7}"))
        #expect(screenHTML.contains("{screen: 0.7}"))
    }

    @Test("A content-only screen: no empty Fields heading, its content items, action-layout and style in the settings")
    func contentActionLayoutAndStyle() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", """
            formc: 1
            screen: panel
            description: |
              First line
              second line
            style: { option-font: { size: 15, weight: medium }, content-inset: { top: 24 } }
            content:
              - rows: [Home, Work]
              - { placeholder: Map, height: 120 }
            actions:
              - { id: done, title: Done, role: submit }
            action-layout: { placement: bottom, bottom-inset: 10, side-inset: 20 }

            """)
        let result = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("out")])
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let page = try #require(tmp.read("out/panel.review.md"))
        #expect(!page.contains("## Fields"))
        #expect(page.contains("First line\\\nsecond line\n\n"), "the block's final newline leaves no trailing backslash")
        #expect(!page.contains("\\\n\n"))
        #expect(page.contains("## Content\n\n| block | item | text | height |"))
        #expect(page.contains("| 1 | row | Home |  |") && page.contains("| 2 | placeholder | Map | 120 pt |"))
        for row in ["| `action-layout.placement` | bottom | spec |", "| `action-layout.bottom-inset` | 10 pt | spec |",
                    "| `action-layout.side-inset` | 20 pt | spec |", "| `action-layout.height` | 50 pt | spec |",
                    "| `style.content-inset` | {top: 24} | spec |", "| `style.option-font` | {size: 15, weight: medium} | spec |"] {
            #expect(page.contains(row), "\(row)")
        }
        let html = try #require(tmp.read("out/panel.review.html"))
        #expect(html.contains("<h3>Content</h3>") && html.contains("<code>action-layout.placement</code>"))
        #expect(html.contains("<p>First line<br>\nsecond line</p>"))
    }

    @Test("A field's style keys are in the settings table, and the legend says the dim drawn")
    func fieldStyleAndLegendDim() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", """
            formc: 1
            screen: pop
            sheet: { presentation: popup, backdrop: { dim: 0.25 } }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b], style: { row-height: 50 } }
            ---
            formc: 1
            screen: page
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }

            """)
        let result = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("out")])
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let pop = try #require(tmp.read("out/pop.review.md")), page = try #require(tmp.read("out/page.review.md"))
        #expect(pop.contains("| `f.style.row-height` | 50 | spec |"))
        #expect(pop.contains("` backdrop, dimmed at 0.25 (backdrop.dim)"))
        #expect(page.contains("` backdrop, the system's dim of a page sheet"))
        for text in [pop, page] { #expect(!text.contains("dim up to")) }
    }

    static let formcTags: Set<String> = [
        "!doctype", "html", "head", "meta", "title", "style", "body", "nav", "a", "code", "section", "h1", "h2", "h3",
        "p", "br", "div", "table", "thead", "tbody", "tr", "th", "td", "em", "b", "ul", "li", "figure", "figcaption",
        "svg", "rect", "path", "g", "text", "circle", "header",
    ]

    /// Every tag in `html`, from `<` to `>`.
    static func tags(in html: String) -> [Substring] {
        var tags: [Substring] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            tags.append(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return tags
    }

    /// The name of every tag opened or closed in `html`.
    static func tagNames(in html: String) -> [String] {
        var names: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            var name = rest[rest.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "/" || $0 == "!" }
            if name.hasPrefix("/") { name = name.dropFirst() }
            names.append(name.lowercased())
            rest = rest[rest.index(after: open)...]
        }
        return names
    }
}
