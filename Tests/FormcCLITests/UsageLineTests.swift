@testable import FormcCLI
import FormcPipelineTestSupport
import Testing

/// What `--help` and the usage line say, and the arguments nothing may follow.
@Suite struct UsageLineTests {
    /// Every option a command takes is in its USAGE line, so `--help` never leaves one out.
    @Test func everyOptionIsInTheUsageLine() {
        for command in FormcCLI.commands {
            for option in command.options {
                #expect(command.usage.contains("--\(option.name)"), "\(command.name): --\(option.name)")
            }
        }
    }

    @Test func anArgumentAfterHelpOrVersionIsAUsageError() {
        for arguments in [["help", "build", "extra"], ["--version", "extra"], ["--help", "extra"], ["help", "help", "x"]] {
            let run = CapturingTerminal.run(arguments)
            #expect(run.code == .usage, "\(arguments)")
            #expect(run.stdout.isEmpty && run.stderr.hasPrefix("error: unexpected argument"), "\(arguments)")
        }
        #expect(CapturingTerminal.run(["--color", "never", "--version"]).code == .success)
        #expect(CapturingTerminal.run(["help", "build"]).code == .success)
    }

    @Test func stdinFilenameWithoutStandardInputIsAUsageError() {
        let run = CapturingTerminal.run(["lint", "specs/a.yaml", "--stdin-filename", "x.yaml"])
        #expect(run.code == .usage)
        #expect(run.stderr.contains("help: pipe the spec in with PATH '-'"))
    }
}
