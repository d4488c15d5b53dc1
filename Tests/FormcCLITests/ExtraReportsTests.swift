import FormcCLI
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// `--output FORMAT=PATH`: several reports from one run of lint, build and diff.
struct ExtraReportsTests {
    static let broken = "formc: 1\nscreen: s\nfields:\n  - { id: f, type: choise, commit: on-select, options: [a, b] }\n"

    @Test func lintWritesEveryReportNextToItsOwnOutput() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("specs/s.yaml", Self.broken)
        let sarif = folder.url("out/formc.sarif"), json = folder.url("out/formc.json")
        try folder.makeDirectory("out")
        let run = CapturingTerminal.run(["lint", spec, "--format", "github", "--output", "sarif=\(sarif)", "--output=json=\(json)"])
        #expect(run.code == .specErrors)
        #expect(run.stdout.hasPrefix("::error file="))
        #expect(try String(contentsOfFile: sarif, encoding: .utf8) == CapturingTerminal.run(["lint", spec, "--format", "sarif"]).stdout)
        #expect(try String(contentsOfFile: json, encoding: .utf8) == CapturingTerminal.run(["lint", spec, "--format", "json"]).stdout)
        let text = folder.url("out/report.txt")
        _ = CapturingTerminal.run(["lint", spec, "--format", "json", "--output", "text=\(text)"])
        #expect(try String(contentsOfFile: text, encoding: .utf8).contains("error[E203]"))
    }

    @Test(arguments: [
        ("sarif", "needs FORMAT=PATH"), ("xml=a.xml", "'xml' is not a report format"), ("json=", "names no file"),
    ])
    func aMalformedRequestIsAUsageErrorWithAHint(value: String, problem: String) {
        let run = CapturingTerminal.run(["lint", "--output", value])
        #expect(run.code == .usage)
        #expect(run.stderr.contains(problem) && run.stderr.contains("help: --output FORMAT=PATH"))
    }

    @Test func aReportThatCannotBeWrittenExitsThree() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let spec = try folder.write("specs/s.yaml", Self.broken.replacingOccurrences(of: "choise", with: "choice"))
        let run = CapturingTerminal.run(["lint", spec, "--output", "json=\(folder.url("missing/r.json"))"])
        #expect(run.code == .ioFailure)
        #expect(run.stderr.contains("cannot write the json report"))
        let build = CapturingTerminal.run(["build", spec, "--out", folder.url("build"), "--output", "sarif=\(folder.url("missing/r.sarif"))"])
        #expect(build.code == .ioFailure)
    }

    @Test func buildAndDiffTakeTheirOwnFormats() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let old = try folder.write("old/s.yaml", "formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n")
        let new = try folder.write("new/s.yaml", "formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a] }\n")
        let markdown = folder.url("diff.md")
        let diff = CapturingTerminal.run(["diff", old, new, "--format", "json", "--output", "markdown=\(markdown)"])
        #expect(diff.code == .specErrors)
        #expect(try String(contentsOfFile: markdown, encoding: .utf8) == CapturingTerminal.run(["diff", old, new, "--format", "markdown"]).stdout)
        #expect(CapturingTerminal.run(["diff", old, new, "--output", "sarif=x"]).code == .usage)
        let sarif = folder.url("build.sarif")
        let build = CapturingTerminal.run(["build", new, "--out", folder.url("build"), "--output", "sarif=\(sarif)"])
        #expect(build.code == .success)
        #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"version\": \"2.1.0\""))
    }
}
