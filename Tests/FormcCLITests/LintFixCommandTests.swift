import FormcCLI
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// `formc lint --fix`, `--unsafe-fixes` and `--diff` through the command line.
struct LintFixCommandTests {
    /// One unsafe fix (a misspelt word) and one safe one (W507's quotes).
    static let spec = "formc: 1\nscreen: s\nfields:\n  - { id: f, type: choise, commit: on-select, options: [yes, b] }\n"

    @Test func fixAppliesTheSafeFixesAndSaysWhatIsLeft() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("specs/s.yaml", Self.spec)
        chmod(path, 0o640)
        let run = CapturingTerminal.run(["lint", path, "--fix"])
        #expect(run.code == .specErrors)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.spec.replacingOccurrences(of: "[yes, b]", with: "[\"yes\", b]"))
        #expect(run.stderr.contains("Found 2 problems (1 fixed, 1 remaining). 1 more fix is available with --unsafe-fixes.\n"))
        #expect(run.stdout.contains("error[E203]") && !run.stdout.contains("W507"))
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o640)
        // Nothing of the temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url("specs")) == ["s.yaml"])

        let unsafe = CapturingTerminal.run(["lint", path, "--fix", "--unsafe-fixes"])
        #expect(unsafe.code == .success)
        #expect(unsafe.stderr.contains("Found 1 problem (1 fixed, 0 remaining).\n"))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("type: choice"))
    }

    @Test func diffWritesNothingAndExitsOneWhenThereWouldBeChanges() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = try folder.write("specs/s.yaml", Self.spec)
        let run = CapturingTerminal.run(["lint", path, "--diff", "--unsafe-fixes"])
        #expect(run.code == .specErrors)
        #expect(run.stdout == """
            --- \(path)
            +++ \(path)
            @@ -1,4 +1,4 @@
             formc: 1
             screen: s
             fields:
            -  - { id: f, type: choise, commit: on-select, options: [yes, b] }
            +  - { id: f, type: choice, commit: on-select, options: ["yes", b] }

            """)
        #expect(run.stderr == "Would fix 2 problems.\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.spec)
        let clean = try folder.write("clean/c.yaml", "formc: 1\nscreen: c\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n")
        let none = CapturingTerminal.run(["lint", clean, "--diff"])
        #expect(none.code == .success && none.stdout.isEmpty)
    }

    @Test func standardInputGivesTheFixedSpecOnStdoutAndTheReportOnStderr() {
        let capture = CapturingTerminal()
        var terminal = capture.terminal
        terminal.readInput = { _ in Array(Self.spec.utf8) }
        let code = FormcCLI.run(["lint", "-", "--fix"], terminal: terminal)
        #expect(code == .specErrors)
        #expect(capture.stdout == Self.spec.replacingOccurrences(of: "[yes, b]", with: "[\"yes\", b]"))
        #expect(capture.stderr.contains("error[E203]") && capture.stderr.contains("(1 fixed, 1 remaining)"))
    }

    @Test func unsafeFixesAloneIsAUsageError() {
        let run = CapturingTerminal.run(["lint", "--unsafe-fixes"])
        #expect(run.code == .usage)
        #expect(run.stderr.contains("help: formc lint --fix --unsafe-fixes"))
    }

    /// A spec reached through a symbolic link is rewritten where it lies; the link stays a link.
    @Test func aLinkedSpecIsFixedInPlace() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let target = try folder.write("real/s.yaml", Self.spec)
        try folder.makeDirectory("specs")
        try folder.symlink("specs/s.yaml", to: target)
        _ = CapturingTerminal.run(["lint", folder.url("specs"), "--fix"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("specs/s.yaml")) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("\"yes\""))
    }

    /// Run as a user who is not root: a spec in a folder the user cannot write is reported,
    /// left as it was, and the run exits 3; the report of what is left still comes.
    @Test(.enabled(if: NonRootUser.available || NonRootUser.required, Comment(rawValue: NonRootUser.reason)))
    func aSpecThatCannotBeRewrittenExitsThreeAndStaysAsItWas() throws {
        try #require(NonRootUser.available, "CI=true: \(NonRootUser.reason)")
        let folder = try InputEdgesTests.Folder()
        try folder.write("specs/s.yaml", Self.spec)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path + "/specs")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/specs") }
        let run = try RealProcess.run(["lint", folder.path + "/specs", "--fix"], asNonRootUser: true)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("error: cannot write the fixes of \(folder.path)/specs/s.yaml"))
        #expect(try String(contentsOfFile: folder.path + "/specs/s.yaml", encoding: .utf8) == Self.spec)
        #expect(run.stderr.contains("Found 2 problems (0 fixed, 2 remaining)."))
    }
}
