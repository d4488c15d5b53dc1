import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Testing

/// The command line: help, version, usage errors.
@Suite struct CLITests {
    @Test func helpListsEveryCommandOfTheContract() {
        let (code, out, _) = CapturingTerminal.run(["--help"])
        #expect(code == .success)
        for command in ["build", "lint", "render", "schema", "inspect", "explain", "devices"] {
            #expect(out.contains("  \(command) "), "missing \(command)")
        }
    }

    @Test func version() {
        let (code, out, _) = CapturingTerminal.run(["--version"])
        #expect(code == .success)
        #expect(out.hasPrefix("formc "))
    }

    @Test(arguments: ["build", "lint", "render", "schema", "inspect", "explain", "devices"])
    func helpForEachCommand(_ command: String) {
        let (code, out, _) = CapturingTerminal.run(["help", command])
        #expect(code == .success)
        #expect(out.contains("USAGE: formc \(command)"))
        let (code2, out2, _) = CapturingTerminal.run([command, "--help"])
        #expect(code2 == .success)
        #expect(out2 == out)
    }

    @Test func helpHelp() {
        let (code, out, _) = CapturingTerminal.run(["help", "help"])
        #expect(code == .success)
        #expect(out.contains("USAGE: formc help [COMMAND]"))
        #expect(CapturingTerminal.run(["--help"]).stdout.contains("  help "))
        #expect(CapturingTerminal.run(["halp"]).stderr.contains("did you mean 'help'?"))
    }

    @Test func noArgumentsIsAUsageError() {
        let (code, _, err) = CapturingTerminal.run([])
        #expect(code == .usage)
        #expect(err.contains("usage: formc"))
    }

    @Test func unknownCommandSuggests() {
        // ('lnit' is one letter from 'init' since there is an init command.)
        let (code, _, err) = CapturingTerminal.run(["lnt"])
        #expect(code == .usage)
        #expect(err.contains("unknown command 'lnt'; did you mean 'lint'?"))
        #expect(CapturingTerminal.run(["int"]).stderr.contains("did you mean 'init'?"))
        #expect(err.contains("usage:"))
    }

    @Test func unknownFlagIsAUsageError() {
        let (code, _, err) = CapturingTerminal.run(["inspect", "--frmat", "json", "x.yaml"])
        #expect(code == .usage)
        #expect(err.contains("unknown option '--frmat'; did you mean '--format'?"))
        #expect(err.contains("usage: formc inspect"))
    }

    @Test func badChoiceIsAUsageError() {
        let (code, _, err) = CapturingTerminal.run(["inspect", "--format", "xml", "x.yaml"])
        #expect(code == .usage)
        #expect(err.contains("'xml' is not a valid value for '--format'"))
    }

    @Test func missingOptionValue() {
        let (code, _, err) = CapturingTerminal.run(["inspect", "x.yaml", "--format"])
        #expect(code == .usage)
        #expect(err.contains("needs a value"))
    }

    @Test func inspectPrintsOneJSONValuePerDocument() throws {
        let path = NSTemporaryDirectory() + "formc-inspect-\(UUID().uuidString).yaml"
        try "a: 0o17\nb: '1'\n---\n- 한글\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, out, err) = CapturingTerminal.run(["inspect", path])
        #expect(code == .success, "\(err)")
        #expect(out == "{\"a\":15,\"b\":\"1\"}\n[\"한글\"]\n")
    }

    @Test func inspectReportsLoadErrors() throws {
        let path = NSTemporaryDirectory() + "formc-inspect-\(UUID().uuidString).yaml"
        try "a: [1\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, _, err) = CapturingTerminal.run(["inspect", path])
        #expect(code == .specErrors)
        #expect(err.contains("error[E101]"))
    }

    @Test func inspectNeedsAPath() {
        #expect(CapturingTerminal.run(["inspect"]).0 == .usage)
        // Several paths are read like lint's; a missing one is a usage error (exit 2).
        let missing = CapturingTerminal.run(["inspect", "no-such-a", "no-such-b"])
        #expect(missing.0 == .usage && missing.2.contains("error: no such file or folder 'no-such-a'"))
    }
}
