import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// `formc lint --write-baseline` and `--baseline`: adopting lint on specs with findings.
struct LintBaselineTests {
    /// A corpus with errors and warnings: two screens in one file, a second file.
    static let first = """
        formc: 1
        screen: one
        fields:
          - { id: f, type: choise, commit: on-select, options: [yes, b] }
          - { id: g, type: choise, commit: on-select, options: [a, b] }
        ---
        formc: 1
        screen: two
        fields:
          - { id: f, type: choise, commit: on-select, options: [a, b] }

        """
    static let second = "formc: 1\nscreen: three\nfields:\n  - { id: f, type: multi-choise, commit: on-select, options: [a, b] }\n"

    static func corpus() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("specs/first.yaml", first)
        try folder.write("specs/second.yaml", second)
        return folder
    }

    @Test func adoptingACorpusWithErrorsExitsZeroAndANewErrorExitsOne() throws {
        let folder = try Self.corpus()
        defer { folder.remove() }
        let specs = folder.url("specs"), baseline = folder.url("formc-baseline.json")
        #expect(CapturingTerminal.run(["lint", specs]).code == .specErrors)
        let write = CapturingTerminal.run(["lint", specs, "--write-baseline", baseline])
        #expect(write.code == .success)
        #expect(write.stderr.contains("recorded 5 findings in the baseline"))
        let adopted = CapturingTerminal.run(["lint", specs, "--baseline", baseline])
        #expect(adopted.code == .success)
        #expect(adopted.stdout.isEmpty && adopted.stderr.contains("5 findings recorded in the baseline"))

        // A third field with the same finding as the two above it: only it is new.
        try folder.write("specs/first.yaml", Self.first.replacingOccurrences(
            of: "  - { id: g", with: "  - { id: h, type: choise, commit: on-select, options: [a, b] }\n  - { id: g"))
        let grown = CapturingTerminal.run(["lint", specs, "--baseline", baseline, "--format", "json"])
        #expect(grown.code == .specErrors)
        #expect(grown.stdout.components(separatedBy: "\"code\": \"E203\"").count - 1 == 1)
    }

    /// Lines added above, keys moved in their mapping, flow written as block, a field added
    /// above the others and two fields swapped: still matched.
    @Test func reflowingTheSpecsLeavesTheBaselineMatching() throws {
        let folder = try Self.corpus()
        defer { folder.remove() }
        let specs = folder.url("specs"), baseline = folder.url("formc-baseline.json")
        _ = CapturingTerminal.run(["lint", specs, "--write-baseline", baseline])
        let reflowed = """
            # The first screens.

            formc: 1
            screen: one
            fields:
              - { id: new, type: choice, commit: on-select, options: [a, b] }
              - { commit: on-select, id: g, options: [a, b], type: choise }
              - type: choise
                id: f
                options:
                  - yes
                  - b
                commit: on-select
            ---
            screen: two
            formc: 1
            fields:
              - { id: f, type: choise, commit: on-select, options: [a, b] }

            """
        try folder.write("specs/first.yaml", reflowed)
        let run = CapturingTerminal.run(["lint", specs, "--baseline", baseline])
        #expect(run.code == .success, "\(run.stdout)")
        #expect(!run.stderr.contains("no longer found"))
    }

    @Test func staleEntriesAreCountedWithANoteToRewriteTheFile() throws {
        let folder = try Self.corpus()
        defer { folder.remove() }
        let specs = folder.url("specs"), baseline = folder.url("formc-baseline.json")
        _ = CapturingTerminal.run(["lint", specs, "--write-baseline", baseline])
        try folder.write("specs/second.yaml", Self.second.replacingOccurrences(of: "multi-choise", with: "multi-choice"))
        let run = CapturingTerminal.run(["lint", specs, "--baseline", baseline])
        #expect(run.code == .success)
        #expect(run.stderr.contains("1 finding of the baseline \(baseline) no longer found"))
        #expect(run.stderr.contains("rewrite it with formc lint --write-baseline \(baseline)"))
        // A run over one file does not call the other file's entries stale.
        let one = CapturingTerminal.run(["lint", folder.url("specs/first.yaml"), "--baseline", baseline])
        #expect(!one.stderr.contains("no longer found"))
    }

    @Test func theConfigNamesTheBaselineRelativeToItsFolder() throws {
        let folder = try Self.corpus()
        defer { folder.remove() }
        try folder.makeDirectory("lint")
        #expect(CapturingTerminal.run(["lint", folder.url("specs"), "--write-baseline", folder.url("lint/baseline.json")]).code == .success)
        try folder.write(".formc.yaml", "baseline: lint/baseline.json\n")
        #expect(CapturingTerminal.run(["lint", folder.url("specs")]).code == .success)
    }

    @Test func theFileIsSortedJSONThatItsSchemaAccepts() throws {
        let folder = try Self.corpus()
        defer { folder.remove() }
        let baseline = folder.url("b.json")
        _ = CapturingTerminal.run(["lint", folder.url("specs"), "--write-baseline", baseline])
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"formc-baseline\": 1,\n  \"findings\": [\n    {\"file\": \"specs/first.yaml\", \"screen\": \"one\", \"code\": \"E203\", \"path\": \"/fields/id:f/type\", \"count\": 1},\n"))
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("    {") }
        #expect(lines.count == 5 && lines == lines.sorted())
        let schema = CapturingTerminal.run(["schema", "--baseline"])
        #expect(schema.code == .success)
        let checker = SchemaChecker(schema: try #require(JSONStream.parse(schema.stdout).first))
        let instance = try #require(JSONStream.parse(text).first)
        #expect(checker.errors(instance).isEmpty)
        #expect(!checker.isValid(try #require(JSONStream.parse("{\"formc-baseline\": 1, \"findings\": [{\"file\": \"a\"}]}").first)))
    }

    @Test func aBaselineThatCannotBeReadIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let bad = try folder.write("b.json", "{\"findings\": []}\n")
        let run = CapturingTerminal.run(["lint", "--baseline", bad, "--allow-empty"])
        #expect(run.code == .usage)
        #expect(run.stderr.contains("help: rewrite it with formc lint --write-baseline"))
        #expect(CapturingTerminal.run(["lint", "--baseline", folder.url("none.json")]).code == .usage)
    }
}
