@testable import FormcCLI
import FormcPipelineTestSupport
import FormcSwiftGen
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// Lint reports everything build reports under the same config: W510, which a build checks
/// for the config's `ios-target` when it writes Swift, is shown by `lint`, `lint -` and the
/// language server too, so the pre-commit hook fails where CI's build would.
@Suite("Lint shows what build reports")
struct LintShowsBuildTests {
    /// The example specs with `config` beside them.
    static func project(_ config: String) throws -> TemporaryDirectory {
        let tmp = try TemporaryDirectory()
        try tmp.copy(from: TestPaths.specs, to: "specs")
        try tmp.write(".formc.yaml", config + "out: gen\n")
        return tmp
    }

    /// One line per diagnostic (file:line:col, code, message), as `--format github` writes them.
    static func findings(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") }.sorted()
    }

    @Test("ios-target and strict in .formc.yaml: lint shows build's W510 and fails as build does")
    func sameFindingsSameVerdict() throws {
        let tmp = try Self.project("ios-target: \"15.0\"\nstrict: true\n")
        defer { tmp.remove() }
        let lint = CapturingTerminal.run(["lint", tmp.url("specs"), "--format", "github"])
        let build = CapturingTerminal.run(["build", tmp.url("specs"), "--format", "github"])
        #expect(lint.stdout.contains("W510"), "\(lint.stdout)")
        #expect(Self.findings(lint.stdout) == Self.findings(build.stdout))
        #expect(!Self.findings(build.stdout).isEmpty)
        #expect(lint.code == .specErrors && build.code == .specErrors)
    }

    @Test("Without Swift in emit, turned off by rules, or without a target: neither reports W510")
    func sameWhenNotChecked() throws {
        for config in ["emit: [mockup]\nios-target: \"15\"\n", "ios-target: \"15\"\nrules:\n  W510: off\n", "strict: true\n",
                       "ios-target: \"16.4\"\n"] {
            let tmp = try Self.project(config)
            defer { tmp.remove() }
            let lint = CapturingTerminal.run(["lint", tmp.url("specs"), "--format", "github"])
            let build = CapturingTerminal.run(["build", tmp.url("specs"), "--format", "github"])
            #expect(!lint.stdout.contains("W510") && !build.stdout.contains("W510"), "\(config)")
            #expect(Self.findings(lint.stdout) == Self.findings(build.stdout), "\(config)")
            #expect(lint.code == build.code, "\(config)")
        }
    }

    @Test("rules raise W510 to an error: lint and build both fail on it")
    func raisedToAnError() throws {
        let tmp = try Self.project("ios-target: \"15\"\nrules:\n  W510: error\n")
        defer { tmp.remove() }
        let lint = CapturingTerminal.run(["lint", tmp.url("specs"), "--format", "github"])
        let build = CapturingTerminal.run(["build", tmp.url("specs"), "--format", "github"])
        #expect(lint.stdout.contains("::error") && lint.stdout.contains("W510"), "\(lint.stdout)")
        #expect(Self.findings(lint.stdout) == Self.findings(build.stdout))
        #expect(lint.code == .specErrors && build.code == .specErrors)
    }

    @Test("lint - applies the named file's ios-target")
    func fromStdin() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write(".formc.yaml", "ios-target: \"15.0\"\n")
        let spec = try String(contentsOfFile: TestPaths.specs + "/004-my-place.yaml", encoding: .utf8)
        let out = Mutex(""), err = Mutex("")
        let terminal = Terminal(writeOut: { text in out.withLock { $0 += text } }, writeErr: { text in err.withLock { $0 += text } },
                                readInput: { _ in Array(spec.utf8) })
        let code = FormcCLI.run(["lint", "-", "--stdin-filename", tmp.url("specs/004-my-place.yaml")], terminal: terminal)
        #expect(code == .success)
        #expect(out.withLock { $0 }.contains("warning[W510]: custom detent 'peek' needs iOS 16"), "\(out.withLock { $0 })")
    }
}
