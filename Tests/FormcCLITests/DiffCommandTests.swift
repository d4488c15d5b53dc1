import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Testing

/// `formc diff BASE HEAD` through the command line: exit codes, allow comments, the project's
/// `diff.fail-on`, and the four report formats.
@Suite struct DiffCommandTests {
    /// A folder with `base/` and `head/` spec trees and, optionally, a `.formc.yaml`.
    struct Project {
        let root = NSTemporaryDirectory() + "formc-diff-\(UUID().uuidString)"

        init(base: [String: String], head: [String: String], config: String? = nil) throws {
            for (side, files) in [("base", base), ("head", head)] {
                try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true)
                for (name, text) in files {
                    let path = root + "/\(side)/" + name
                    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try text.write(toFile: path, atomically: true, encoding: .utf8)
                }
            }
            if let config { try config.write(toFile: root + "/.formc.yaml", atomically: true, encoding: .utf8) }
        }

        func diff(_ options: String...) -> (code: ExitCode, stdout: String, stderr: String) {
            CapturingTerminal.run(["diff", root + "/base", root + "/head"] + options)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    static func spec(options: String = "[pet, lover, family]", grabber: Bool = false, title: String = "Pick one") -> String {
        """
        formc: 1
        screen: category
        title: \(title)
        sheet:
          detents: [medium, large]
          grabber: \(grabber)
        fields:
          - id: category
            type: choice
            options: \(options)
        actions:
          - { id: apply, title: Apply, role: submit }

        """
    }

    @Test func exitCodesFollowWhatBreaks() throws {
        let same = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": Self.spec()])
        defer { same.remove() }
        let unchanged = same.diff()
        #expect(unchanged.code == .success && unchanged.stdout == "")
        #expect(unchanged.stderr.contains("no changes (1 screen before, 1 screen after)"))

        let look = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": Self.spec(grabber: true)])
        defer { look.remove() }
        #expect(look.diff().code == .success)
        #expect(look.diff().stdout.contains("note[SHEET_CHANGED]: grabber false → true (presentation only)"))
        #expect(look.diff("--strict").code == .specErrors)

        let removed = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": Self.spec(options: "[pet, lover]")])
        defer { removed.remove() }
        let run = removed.diff()
        #expect(run.code == .specErrors)
        #expect(run.stdout.contains("error[OPTION_REMOVED]: field 'category': option 'family' was removed"))
        #expect(run.stdout.contains("= witness: {\"category\":\"family\"} is valid before, rejected now"))
        #expect(run.stderr.contains("1 change in 1 screen · 1 breaking for stored results · 1 breaking for generated code · 1 fails"))
    }

    @Test func aScreenMovedToAnotherFileIsNoChange() throws {
        let moved = try Project(base: ["a.yaml": Self.spec()], head: ["sub/b.yaml": Self.spec()])
        defer { moved.remove() }
        #expect(moved.diff().code == .success)
        #expect(moved.diff().stdout == "")
    }

    @Test func usageErrors() throws {
        #expect(CapturingTerminal.run(["diff", "specs"]).code == .usage)
        #expect(CapturingTerminal.run(["diff", "a", "b", "c"]).code == .usage)
        let project = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": Self.spec()])
        defer { project.remove() }
        #expect(project.diff("--format", "sarif").code == .usage)
        let missing = CapturingTerminal.run(["diff", project.root + "/base", project.root + "/nothing-here"])
        #expect(missing.code == .usage && missing.stderr.contains("no such file or folder"))
        try FileManager.default.createDirectory(atPath: project.root + "/empty", withIntermediateDirectories: true)
        let empty = CapturingTerminal.run(["diff", project.root + "/empty", project.root + "/head"])
        #expect(empty.code == .usage && empty.stderr.contains("pass --allow-empty"))
        // A project of no screens before: every screen is added, and nothing breaks.
        let allowed = CapturingTerminal.run(["diff", project.root + "/empty", project.root + "/head", "--allow-empty"])
        #expect(allowed.code == .success && allowed.stdout.contains("note[SCREEN_ADDED]: screen 'category' is new"))
        let gone = CapturingTerminal.run(["diff", project.root + "/head", project.root + "/empty", "--allow-empty"])
        #expect(gone.code == .specErrors && gone.stdout.contains("error[SCREEN_REMOVED]: screen 'category' was removed"))
    }

    @Test func specErrorsInEitherVersionAreReportedAndFail() throws {
        let broken = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": Self.spec().replacingOccurrences(of: "type: choice", with: "type: chioce")])
        defer { broken.remove() }
        let run = broken.diff()
        #expect(run.code == .specErrors)
        #expect(run.stderr.contains("error[E203]") && run.stderr.contains("formc diff compares specs that lint without errors"))
        #expect(run.stdout == "")
    }

    @Test func anAllowCommentAcceptsOneChangeWithAReason() throws {
        let allowed = Self.spec(options: "[pet, lover, family, kid]")
            .replacingOccurrences(of: "    options: [pet", with: "    # formc: allow-breaking[OPTION_ADDED] -- switches have a default\n    options: [pet")
        let project = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": allowed])
        defer { project.remove() }
        let run = project.diff()
        #expect(run.code == .success)
        #expect(run.stdout.contains("accepted[OPTION_ADDED]"))
        #expect(run.stdout.contains("= accepted at \(project.root)/head/a.yaml:10: switches have a default"))

        let noReason = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": allowed.replacingOccurrences(of: " -- switches have a default", with: "")])
        defer { noReason.remove() }
        let refused = noReason.diff()
        #expect(refused.code == .specErrors)
        #expect(refused.stdout.contains("a.yaml:10: warning: allow-breaking needs a reason after ' -- '"))

        let misspelt = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": allowed.replacingOccurrences(of: "OPTION_ADDED]", with: "OPTION_ADED]")])
        defer { misspelt.remove() }
        #expect(misspelt.diff().stdout.contains("'OPTION_ADED' is not a rule of formc diff; did you mean 'OPTION_ADDED'?"))
    }

    @Test func theProjectChoosesWhatFails() throws {
        let added = Self.spec(options: "[pet, lover, family, kid]")
        let resultsOnly = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": added], config: "diff:\n  fail-on: [results]\n")
        defer { resultsOnly.remove() }
        let run = resultsOnly.diff()
        #expect(run.code == .success)
        #expect(run.stdout.contains("warning[OPTION_ADDED]"))

        let badClass = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": added], config: "diff:\n  fail-on: [result]\n")
        defer { badClass.remove() }
        let bad = badClass.diff()
        #expect(bad.code == .usage && bad.stderr.contains("E601") && bad.stderr.contains("did you mean 'results'?"))

        let badKey = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": added], config: "diff:\n  fail_on: [results]\n")
        defer { badKey.remove() }
        #expect(badKey.diff().stderr.contains("E600") && badKey.diff().stderr.contains("did you mean 'fail-on'?"))
    }

    /// Each file of either version is governed by its nearest `.formc.yaml`, as lint governs
    /// it: its rules, its exclude, and its errors stopping the run (exit 2).
    @Test func eachFileHasItsNearestConfig() throws {
        let oneOption = Self.spec(options: "[pet]")
        let raised = try Project(base: ["sub/b.yaml": oneOption, "sub/.formc.yaml": "rules: {W506: error}\n"],
                                 head: ["sub/b.yaml": oneOption, "sub/.formc.yaml": "rules: {W506: error}\n"])
        defer { raised.remove() }
        let run = raised.diff()
        #expect(run.code == .specErrors)
        #expect(run.stderr.contains("W506"))

        let broken = try Project(base: ["a.yaml": Self.spec()], head: ["sub/a.yaml": Self.spec(), "sub/.formc.yaml": "devise: x\n"])
        defer { broken.remove() }
        let stopped = broken.diff()
        #expect(stopped.code == .usage)
        #expect(stopped.stderr.contains("E600"))

        let excluded = try Project(base: ["a.yaml": Self.spec()],
                                   head: ["a.yaml": Self.spec(), "sub/.formc.yaml": "exclude: [draft.yaml]\n",
                                          "sub/draft.yaml": Self.spec(options: "[pet]").replacingOccurrences(of: "screen: category", with: "screen: draft")])
        defer { excluded.remove() }
        let left = excluded.diff()
        #expect(left.code == .success)
        #expect(left.stderr.contains("no changes"))
    }

    @Test func jsonHasEveryKey() throws {
        let project = try Project(base: ["a.yaml": Self.spec()], head: ["a.yaml": Self.spec(options: "[pet, lover]")])
        defer { project.remove() }
        let run = project.diff("--format", "json")
        #expect(run.code == .specErrors)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let change = try #require((object["changes"] as? [[String: Any]])?.first)
        #expect(change["rule"] as? String == "OPTION_REMOVED")
        #expect(change["classes"] as? [String] == ["results", "code"])
        #expect(change["option"] as? String == "family" && change["fails"] as? Bool == true)
        #expect((change["witness"] as? [String: String]) == ["category": "family"])
        #expect((change["witnessPatch"] as? [String: [String: String]]) == ["set": ["category": "family"]])
        #expect((object["minimalResults"] as? [String: Any])?.isEmpty == true)
        #expect((change["head"] as? [String: Any])?["line"] as? Int == 10)
        #expect(change["accepted"] is NSNull)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["screens": 1, "changes": 1, "results": 1, "code": 1, "presentation": 0, "accepted": 0, "failing": 1])
    }

    @Test func githubAnnotatesTheChangedLineAndEscapesSpecText() throws {
        let project = try Project(base: ["a.yaml": Self.spec(options: "[pet, \"a%0A::set-output x\"]")],
                                  head: ["a.yaml": Self.spec(options: "[pet]")])
        defer { project.remove() }
        let lines = project.diff("--format", "github").stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("::error file=\(project.root)/head/a.yaml,line=10,col=14,endLine=10,endColumn=19,title=OPTION_REMOVED::"))
        #expect(lines[0].contains("option 'a%250A::set-output x' was removed"))
    }

    @Test func markdownShowsTheMockupsBeforeAndAfter() throws {
        let project = try Project(base: ["a.yaml": Self.spec(title: "Pick *one*")],
                                  head: ["a.yaml": Self.spec(grabber: true, title: "Pick *one* | now")])
        defer { project.remove() }
        let out = project.diff("--format", "markdown").stdout
        #expect(out.hasPrefix("## formc diff\n"))
        #expect(out.contains("### `category` — Pick \\*one\\* \\| now\n"))
        #expect(out.contains("| presentation | `SHEET_CHANGED` | grabber false → true | presentation only |"))
        #expect(out.contains("| presentation | `SCREEN_TITLE_CHANGED` | title 'Pick \\*one\\*' → 'Pick \\*one\\* \\| now' | presentation only |"))
        // Both detents changed (grabber and title); each is drawn before and after.
        #expect(out.contains("`medium` on iphone-15 (changed rows marked `>`):") && out.contains("`large` on iphone-15"))
        let block = try #require(out.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        let rows = block.split(separator: "\n")
        #expect(rows.first?.hasPrefix("  before ") == true && rows.first?.hasSuffix("  after") == true)
        // The grabber's row differs: marked on both sides, the grabber drawn only after.
        let grabber = try #require(rows.first { $0.contains("━━━━━") })
        #expect(grabber.hasPrefix("> ") && grabber.components(separatedBy: "> ").count == 3)
        #expect(grabber.components(separatedBy: "> ")[1].contains("━") == false)
    }

    @Test func htmlDrawsTheBeforeAndAfterInPoints() throws {
        let project = try Project(base: ["a.yaml": Self.spec(title: "Pick <b>one</b>")],
                                  head: ["a.yaml": Self.spec(grabber: true, title: "Pick <b>one</b> now")])
        defer { project.remove() }
        let out = project.diff("--format", "html").stdout
        #expect(out.hasPrefix("<!DOCTYPE html>") && out.hasSuffix("</html>\n"))
        #expect(out.contains("<h2><code>category</code> — Pick &lt;b&gt;one&lt;/b&gt; now</h2>") && !out.contains("<b>one</b>"))
        #expect(out.contains("<td><code>SHEET_CHANGED</code></td><td>grabber false → true</td>"))
        // Both detents changed: each drawn before and after, as SVG in points; the grabber only after.
        for detent in ["medium", "large"] {
            let section = try #require(out.components(separatedBy: "<h3><code>\(detent)</code> on <code>iphone-15</code></h3>").dropFirst().first?
                .components(separatedBy: "</div>").first)
            let figures = section.components(separatedBy: "<figure class=\"drawing\" data-device=\"iphone-15\" data-detent=\"\(detent)\">").dropFirst()
            #expect(figures.count == 2, "\(detent)")
            #expect(figures.first?.contains("data-kind=\"grabber\"") == false && figures.last?.contains("data-kind=\"grabber\"") == true)
            #expect(figures.first?.contains("<figcaption>before</figcaption>") == true && figures.last?.contains("<figcaption>after</figcaption>") == true)
        }
        #expect(!out.contains("<script") && !out.contains("src="))
    }
}
