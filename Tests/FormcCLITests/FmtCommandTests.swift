import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `formc fmt`: files rewritten in place (atomically, mode kept), `--check` and `--diff` that
/// write nothing, exit codes as ruff's and prettier's, a file that does not load left alone,
/// `.formc.yaml`'s exclude obeyed, standard input, and a failed write exit 3.
@Suite struct FmtCommandTests {
    static let messy = """
        screen: tidy  # the id
        formc: 1
        fields:
            -   options:   [ "a", b ]
                id: f
                type: choice

        """
    static let tidy = """
        formc: 1
        screen: tidy # the id
        fields:
          - id: f
            type: choice
            options: [a, b]

        """

    @Test func rewritesInPlaceKeepingTheModeAndThenHasNothingToDo() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let path = try tmp.write("specs/a.yaml", Self.messy)
        try tmp.write("specs/b.yaml", Self.tidy)
        #expect(chmod(path, 0o640) == 0)
        let run = CapturingTerminal.run(["fmt", tmp.url("specs")])
        #expect(run.code == .success, "\(run.stderr)")
        #expect(run.stderr == "1 file reformatted, 1 left unchanged\n")
        #expect(tmp.read("specs/a.yaml") == Self.tidy)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o7777 == 0o640)
        // No temporary file is left beside it.
        #expect(tmp.list("specs") == ["a.yaml", "b.yaml"])
        let again = CapturingTerminal.run(["fmt", tmp.url("specs")])
        #expect(again.code == .success && again.stderr == "0 files reformatted, 2 left unchanged\n")
    }

    @Test func checkListsWhatWouldChangeAndWritesNothing() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("a.yaml", Self.messy)
        try tmp.write("b.yaml", Self.tidy)
        let run = CapturingTerminal.run(["fmt", "--check", tmp.path])
        #expect(run.code == .specErrors)
        #expect(run.stdout == "would reformat \(tmp.url("a.yaml"))\n")
        #expect(run.stderr == "1 file would be reformatted, 1 already formatted\n")
        #expect(tmp.read("a.yaml") == Self.messy)
        let clean = CapturingTerminal.run(["fmt", "--check", tmp.url("b.yaml")])
        #expect(clean.code == .success && clean.stdout.isEmpty)
    }

    @Test func diffPrintsAUnifiedDiffAndWritesNothing() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("a.yaml", "screen: s\nformc: 1\n")
        let run = CapturingTerminal.run(["fmt", "--diff", tmp.url("a.yaml")])
        #expect(run.code == .specErrors)
        let name = tmp.url("a.yaml")
        #expect(run.stdout == "--- \(name)\n+++ \(name)\n@@ -1,2 +1,2 @@\n-screen: s\n formc: 1\n+screen: s\n")
        #expect(tmp.read("a.yaml") == "screen: s\nformc: 1\n")
    }

    @Test func aFileThatDoesNotLoadIsLeftAloneAndTheOthersAreFormatted() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("bad.yaml", "formc: 1\nfields: [a, b\n")
        try tmp.write("good.yaml", Self.messy)
        let run = CapturingTerminal.run(["fmt", tmp.path])
        #expect(run.code == .specErrors)
        #expect(run.stderr.contains("\(tmp.url("bad.yaml")):"), "\(run.stderr)")
        #expect(run.stderr.contains("error[E1"))
        #expect(run.stderr.hasSuffix("1 file reformatted, 0 left unchanged, 1 not formatted\n"))
        #expect(tmp.read("bad.yaml") == "formc: 1\nfields: [a, b\n")
        #expect(tmp.read("good.yaml") == Self.tidy)
    }

    @Test func excludedFilesAreNotTouched() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write(".formc.yaml", "exclude: [drafts]\n")
        try tmp.write("drafts/a.yaml", Self.messy)
        try tmp.write("b.yaml", Self.messy)
        let run = CapturingTerminal.run(["fmt", tmp.path])
        #expect(run.code == .success, "\(run.stderr)")
        #expect(tmp.read("drafts/a.yaml") == Self.messy)
        #expect(tmp.read("b.yaml") == Self.tidy)
    }

    @Test func aSymbolicLinkStaysALinkAndItsFileIsFormatted() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("real/a.yaml", Self.messy)
        try tmp.makeDirectory("specs")
        try tmp.symlink("specs/a.yaml", to: tmp.url("real/a.yaml"))
        #expect(CapturingTerminal.run(["fmt", tmp.url("specs/a.yaml")]).code == .success)
        #expect(tmp.read("real/a.yaml") == Self.tidy)
        var status = stat()
        #expect(lstat(tmp.url("specs/a.yaml"), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    }

    @Test func crlfAndByteOrderMarkAreKept() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.writeBytes("a.yaml", Array("\u{FEFF}screen: s\r\nformc: 1\r\n".utf8))
        #expect(CapturingTerminal.run(["fmt", tmp.url("a.yaml")]).code == .success)
        #expect(tmp.readBytes("a.yaml") == Array("\u{FEFF}formc: 1\r\nscreen: s\r\n".utf8))
    }

    @Test func aFailedWriteExitsThreeAndLeavesTheFile() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("a.yaml", Self.messy)
        // The temporary name is taken by a folder: the write beside the file fails.
        try tmp.makeDirectory(".formc-tmp.\(getpid()).a.yaml")
        let run = CapturingTerminal.run(["fmt", tmp.url("a.yaml")])
        #expect(run.code == .ioFailure)
        #expect(run.stderr.contains("error: cannot write '\(tmp.url("a.yaml"))'"), "\(run.stderr)")
        #expect(tmp.read("a.yaml") == Self.messy)
    }

    @Test func usageErrors() throws {
        #expect(CapturingTerminal.run(["fmt", "-", "specs"]).code == .usage)
        #expect(CapturingTerminal.run(["fmt", "--stdin-filename", "x.yaml", "specs"]).code == .usage)
        #expect(CapturingTerminal.run(["fmt", "--chek"]).code == .usage)
        #expect(CapturingTerminal.run(["fmt", "/no/such/folder"]).code == .usage)
        let help = CapturingTerminal.run(["help", "fmt"])
        #expect(help.code == .success && help.stdout.contains("USAGE: formc fmt [PATH…"))
        #expect(CapturingTerminal.run(["fmt", "--help"]).stdout == help.stdout)
    }

    @Test func standardInputToStandardOutput() throws {
        let formatted = try RealProcess.run(["fmt", "-"], stdin: Self.messy)
        #expect(formatted.status == 0 && formatted.stdout == Self.tidy)
        let check = try RealProcess.run(["fmt", "-", "--check"], stdin: Self.messy)
        #expect(check.status == 1 && check.stdout.isEmpty)
        let clean = try RealProcess.run(["fmt", "-", "--check"], stdin: Self.tidy)
        #expect(clean.status == 0)
        let broken = try RealProcess.run(["fmt", "-", "--stdin-filename", "x.yaml"], stdin: "a: [1\n")
        #expect(broken.status == 1 && broken.stdout.isEmpty && broken.stderr.contains("x.yaml:"))
    }
}
