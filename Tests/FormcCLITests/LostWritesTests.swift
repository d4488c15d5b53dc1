import FormcPipelineTestSupport
import Foundation
import Testing

/// Output that cannot be written is never lost without a word: the real binary, its stdout on
/// `/dev/full` (ENOSPC) and on a pipe whose reader is gone (EPIPE), exits 3 with one message on
/// stderr — a CI job must not upload a cut SARIF log as a success.
@Suite struct LostWritesTests {
    static let specs = repository + "/specs"
    static var repository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static let commands: [[String]] = [
        ["lint", specs, "--format", "sarif"],
        ["lint", specs, "--format", "json"],
        ["schema"],
        ["render", specs],
        ["explain", "E100"],
        ["devices"],
        ["--help"],
        ["completion", "bash"],
    ]

    @Test("a lost write to stdout is exit 3 with one message", arguments: commands)
    func lostStdout(_ arguments: [String]) throws {
        for stdout in [RealProcess.Stdout.deviceFull, .closedPipe] {
            let run = try RealProcess.run(arguments, stdout: stdout)
            #expect(run.status == 3, "\(arguments) with stdout \(stdout): \(run.status) \(run.stderr)")
            let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("error: cannot write to standard output") }
            #expect(lines.count == 1, "\(arguments) with stdout \(stdout): \(run.stderr)")
        }
    }

    @Test func theSameCommandsExitZeroWhenStdoutIsRead() throws {
        for arguments in Self.commands {
            let run = try RealProcess.run(arguments)
            #expect(run.status == 0 && !run.stdout.isEmpty, "\(arguments): \(run.stderr)")
        }
    }

    /// A lint with errors keeps its meaning in the exit code only when the report got out: one
    /// that could not be written is 3, whatever it found.
    @Test func aReportOfErrorsThatIsLostIsExit3() throws {
        let directory = NSTemporaryDirectory() + "formc-lost-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "formc: 1\nscreen: s\nfields: []\n".write(toFile: directory + "/bad.yaml", atomically: false, encoding: .utf8)
        #expect(try RealProcess.run(["lint", directory]).status == 1)
        #expect(try RealProcess.run(["lint", directory], stdout: .closedPipe).status == 3)
    }

    /// `build --watch` whose report cannot be written stops watching at once and exits 3, as a
    /// writer to a closed pipe ends, instead of building on for no one until Ctrl-C.
    @Test func aWatchWhoseReportIsLostEnds() throws {
        let directory = NSTemporaryDirectory() + "formc-lost-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A warning: the report goes to stdout.
        try "formc: 1\nscreen: s\nfields: [{ id: f, type: choice, commit: on-select, options: [yes, b] }]\n"
            .write(toFile: directory + "/specs/a.yaml", atomically: false, encoding: .utf8)
        for stdout in [RealProcess.Stdout.deviceFull, .closedPipe] {
            let run = try RealProcess.run(["build", "--watch", directory + "/specs", "--out", directory + "/out"], stdout: stdout)
            #expect(run.status == 3, "stdout \(stdout): \(run.status) \(run.stderr)")
            #expect(run.stderr.components(separatedBy: "cannot write to standard output").count == 2, "\(run.stderr)")
            #expect(run.stderr.contains("stopped watching after 1 build"), "\(run.stderr)")
        }
    }

    /// The language server ends when the client's end of stdout is gone, with one log line, as
    /// soon as it has something to say (the answer to `initialize`).
    @Test func theLanguageServerEndsWhenItsOutputIsLost() throws {
        let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        let message = "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
        for stdout in [RealProcess.Stdout.deviceFull, .closedPipe] {
            let run = try RealProcess.run(["lsp"], stdout: stdout, stdin: message)
            #expect(run.status == 3, "stdout \(stdout): \(run.status) \(run.stderr)")
            #expect(run.stderr.components(separatedBy: "cannot write to standard output").count == 2, "\(run.stderr)")
        }
    }
}
