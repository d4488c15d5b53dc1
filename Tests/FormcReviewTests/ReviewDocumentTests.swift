import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcReview
import FormcTestSupport
import Foundation
import Testing

/// `review.html` (written by `formc build`) and `formc review`: every screen's page in contents
/// order, one printed page each, self-contained.
@Suite("Review document")
struct ReviewDocumentTests {
    static func writeSpecs(_ tmp: TemporaryDirectory) throws {
        for (path, id) in [("b/two.yaml", "two"), ("a/one.yaml", "one"), ("b/three.yaml", "three")] {
            try tmp.write("specs/" + path, "formc: 1\nscreen: \(id)\ntitle: \"<b>\(id)</b>\"\nfields:\n  - { id: f, type: choice, commit: on-select, options: [p, q], initial: q }\n")
        }
    }

    /// The ids of the screens' sections, in the order they come.
    static func sectionIDs(_ html: String) -> [String] {
        html.components(separatedBy: "<section class=\"screen\" id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("formc build writes review.html: every screen's page once, in contents order, each its page's section")
    func buildWritesTheDocument() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp)
        let paths = [tmp.url("specs/b/two.yaml"), tmp.url("specs/a/one.yaml"), tmp.url("specs/b/three.yaml")]
        let result = CapturingTerminal.run(["build"] + paths + ["--out", tmp.url("out")])
        #expect(result.code == .success, Comment(rawValue: result.stdout + result.stderr))
        let document = try #require(tmp.read("out/review.html"))
        // The order of the contents: folder by folder, as index.md lists them.
        let index = try #require(tmp.read("out/index.md"))
        let contents = index.components(separatedBy: ".review.md)").dropLast().map { String($0.split(separator: "(").last ?? "") }
        #expect(contents == ["one", "three", "two"])
        #expect(Self.sectionIDs(document) == contents)
        for id in ["one", "two", "three"] {
            let page = try #require(tmp.readBytes("out/\(id).review.html"))
            let section = String(decoding: ReviewDocument.section(ofPage: page), as: UTF8.self)
            #expect(section.hasPrefix("<section class=\"screen\" id=\"\(id)\">") && section.hasSuffix("</section>\n"))
            #expect(document.contains(section))
        }
        #expect(document.hasPrefix("<!DOCTYPE html>") && document.hasSuffix("</body>\n</html>\n"))
        #expect(document.contains("section.screen { break-before: page; }"))
        let tags = Set(ReviewPagesTests.tagNames(in: document))
        #expect(tags.isSubset(of: ReviewPagesTests.formcTags), "\(tags.subtracting(ReviewPagesTests.formcTags))")
        for tag in ReviewPagesTests.tags(in: document) {
            #expect(!tag.contains("src=") && !tag.contains(" on") && !tag.contains("http") && !tag.contains("javascript"), "\(tag)")
        }
        #expect(document.contains("&lt;b&gt;one&lt;/b&gt;") && !document.contains("<b>one</b>"))

        // One screen changed: the document follows, the others' sections read back as kept.
        try tmp.write("specs/a/one.yaml", "formc: 1\nscreen: one\ntitle: Renamed\nfields:\n  - { id: f, type: choice, commit: on-select, options: [p, q] }\n")
        let again = CapturingTerminal.run(["build"] + paths + ["--out", tmp.url("out")])
        #expect(again.code == .success, Comment(rawValue: again.stdout + again.stderr))
        let updated = try #require(tmp.read("out/review.html"))
        #expect(Self.sectionIDs(updated) == contents)
        #expect(updated.contains("<h1>Renamed</h1>") && !updated.contains("&lt;b&gt;one&lt;/b&gt;"))
    }

    @Test("formc review writes the build's document, or the screens chosen with --screen on the devices chosen")
    func reviewCommand() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp)
        let specs = tmp.url("specs")
        #expect(CapturingTerminal.run(["build", specs, "--out", tmp.url("out")]).code == .success)
        let whole = CapturingTerminal.run(["review", specs, "--out", tmp.url("all.html")])
        #expect(whole.code == .success, Comment(rawValue: whole.stderr))
        #expect(tmp.read("all.html") == tmp.read("out/review.html"))

        let chosen = CapturingTerminal.run(["review", specs, "--out", tmp.url("two.html"), "--screen", "one", "--screen", "two",
                                            "--device", "iphone-se", "--device", "iphone-15"])
        #expect(chosen.code == .success, Comment(rawValue: chosen.stderr))
        let document = try #require(tmp.read("two.html"))
        #expect(Self.sectionIDs(document) == ["one", "two"])
        // One detent each, in the light appearance, and once more in the dark.
        #expect(document.components(separatedBy: "<figure class=\"drawing\" data-device=\"iphone-se\"").count - 1 == 2)
        #expect(document.components(separatedBy: "<figure class=\"drawing\" data-device=\"iphone-15\"").count - 1 == 2)
        #expect(document.components(separatedBy: "<figure class=\"drawing-dark\" data-device=\"iphone-15\"").count - 1 == 2)
    }

    @Test("formc review: no --out or an unknown screen is a usage error; a file it cannot write is exit 3")
    func reviewErrors() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp)
        let specs = tmp.url("specs")
        let noOut = CapturingTerminal.run(["review", specs])
        #expect(noOut.code == .usage && noOut.stderr.contains("needs --out FILE"))
        let unknown = CapturingTerminal.run(["review", specs, "--out", tmp.url("x.html"), "--screen", "thre"])
        #expect(unknown.code == .usage && unknown.stderr.contains("unknown screen 'thre'") && unknown.stderr.contains("three"))
        #expect(tmp.read("x.html") == nil)
        let blocked = CapturingTerminal.run(["review", specs, "--out", tmp.url("missing/folder/x.html")])
        #expect(blocked.code == .ioFailure && blocked.stderr.contains("cannot write"))
    }
}
