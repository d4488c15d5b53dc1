import FormcCLI
import FormcPipelineTestSupport
import Testing

/// Help and completion where they once fell short: an OPTIONS section for every command, the
/// command list in one column, and a shell formc has no script for named as such.
@Suite struct CommandLineEdgesTests {
    @Test(arguments: ["build", "lint", "diff", "render", "schema", "inspect", "explain", "devices", "lsp", "init", "completion", "fmt"])
    func everyCommandHasAnOptionsSection(_ command: String) {
        let help = CapturingTerminal.run(["help", command]).stdout
        let options = help.components(separatedBy: "\nOPTIONS:\n")
        #expect(options.count == 2, "\(command)")
        #expect(options.last?.contains("  --color WHEN ") == true && options.last?.contains("  --help ") == true, "\(command)")
    }

    @Test func theCommandListIsOneColumn() throws {
        let help = CapturingTerminal.run(["--help"]).stdout
        let section = try #require(help.components(separatedBy: "COMMANDS:\n").last?.components(separatedBy: "\n\n").first)
        let lines = section.split(separator: "\n")
        #expect(lines.count == 15)
        // The summary starts at one column on every line, after at least two spaces.
        let columns = Set(lines.map { line in line.dropFirst(2).prefix { $0 != " " }.count + 2 + line.dropFirst(2).drop { $0 != " " }.prefix { $0 == " " }.count })
        #expect(columns.count == 1, "\(section)")
        #expect(lines.allSatisfy { $0.dropFirst(2).drop { $0 != " " }.hasPrefix("  ") }, "\(section)")
    }

    @Test func aShellWithoutAScriptIsNamed() {
        let tcsh = CapturingTerminal.run(["completion", "tcsh"])
        #expect(tcsh.code == .usage)
        #expect(tcsh.stderr.hasPrefix("error: 'tcsh' is not supported: formc completes bash, zsh and fish\n"))
        #expect(CapturingTerminal.run(["completion"]).stderr.hasPrefix("error: name a shell: bash, zsh or fish\n"))
    }
}
