import FormcBuild
import FormcCLI
import FormcPipelineTestSupport
import Foundation
import Synchronization
import Testing

/// `formc lint -`: one spec from standard input, named by `--stdin-filename`.
@Suite("Lint from stdin")
struct LintStdinTests {
    static func run(_ arguments: [String], input: String) -> (code: ExitCode, stdout: String, stderr: String) {
        let out = Mutex(""), err = Mutex("")
        let terminal = Terminal(writeOut: { text in out.withLock { $0 += text } }, writeErr: { text in err.withLock { $0 += text } },
                                readInput: { Array(input.utf8) })
        let code = FormcCLI.run(arguments, terminal: terminal)
        return (code, out.withLock { $0 }, err.withLock { $0 })
    }

    static let single = "formc: 1\nscreen: x\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [q]\n"

    @Test("Diagnostics are placed in the named file; its project config applies; nothing is read from that path")
    func named() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let name = tmp.url("specs/new.yaml")
        let plain = Self.run(["lint", "-", "--stdin-filename", name], input: Self.single)
        #expect(plain.code == .success)
        #expect(plain.stdout.hasPrefix("\(name):7:14: warning[W506]: field 'a' is a choice with a single option"))
        #expect(plain.stderr == "checked 1 screen in 1 file · 1 warning\n")

        try tmp.write(".formc.yaml", "strict: true\n")
        let strict = Self.run(["lint", "-", "--stdin-filename", name, "--format", "json"], input: Self.single)
        #expect(strict.code == .specErrors)
        #expect(strict.stdout.contains("\"file\": \"\(name)\""))
        try tmp.write(".formc.yaml", "rules:\n  W506: off\n")
        #expect(Self.run(["lint", "-", "--stdin-filename", name], input: Self.single).stdout.isEmpty)
    }

    @Test("Unnamed input is <stdin>; errors exit 1; '-' with other paths is a usage error")
    func unnamed() {
        let broken = Self.run(["lint", "-"], input: "formc: 1\nscreen: x\nfields: 3\n")
        #expect(broken.code == .specErrors)
        #expect(broken.stdout.hasPrefix("<stdin>:3:9: error[E202]"))
        #expect(Self.run(["lint", "-", "specs"], input: "").code == .usage)
    }
}
