import FormcCLI
import FormcPipelineTestSupport
import FormcProject
import FormcSwiftGen
import FormcTestSupport
import Foundation
import Testing

/// `formc init` and `formc completion`.
@Suite("Init and completion")
struct InitCompletionTests {
    @Test("init writes a starter spec and config that lint and build clean, and never overwrites")
    func starter() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let made = CapturingTerminal.run(["init", tmp.url("project")])
        #expect(made.code == .success)
        #expect(tmp.list("project") == [".formc.yaml", "specs"])
        let config = ConfigLoader.load(tmp.url("project/.formc.yaml"))
        #expect(config.diagnostics.isEmpty && config.config.devices?.count == 2)
        // W513 (a numbered Swift name) is off in the starter config: an option with no name of
        // its own lints clean there, and warns without it.
        #expect(config.config.rules["W513"] == .off)
        let emoji = "formc: 1\nscreen: e\nfields: [{ id: step, type: choice, commit: on-select, options: [\"+\", \"-\"] }]\n"
        try tmp.write("project/specs/emoji.yaml", emoji)
        #expect(!CapturingTerminal.run(["lint", tmp.url("project/specs/emoji.yaml")]).stdout.contains("W513"))
        try tmp.write("elsewhere/emoji.yaml", emoji)
        #expect(CapturingTerminal.run(["lint", tmp.url("elsewhere/emoji.yaml")]).stdout.contains("warning[W513]"))
        try FileManager.default.removeItem(atPath: tmp.url("project/specs/emoji.yaml"))
        let lint = CapturingTerminal.run(["lint", tmp.url("project/specs"), "--strict"])
        #expect(lint.code == .success)
        #expect(lint.stderr == "checked 1 screen in 1 file · no problems\n")
        #expect(config.config.emit == OutputKind.defaultSet && config.config.iosTarget == IOSVersion(15))
        let build = CapturingTerminal.run(["build", tmp.url("project/specs"), "--strict", "--out", tmp.url("out")])
        #expect(build.code == .success && !build.stdout.contains("W510"), Comment(rawValue: build.stdout))

        let before = tmp.read("project/specs/example.yaml")
        try tmp.write("project/.formc.yaml", "strict: true\n")
        let again = CapturingTerminal.run(["init", tmp.url("project")])
        #expect(again.code == .ioFailure)
        #expect(again.stderr.contains("it already exists"))
        #expect(tmp.read("project/.formc.yaml") == "strict: true\n" && tmp.read("project/specs/example.yaml") == before)
        #expect(CapturingTerminal.run(["init", "a", "b"]).code == .usage)
    }

    @Test("completion scripts name every command, its options, the devices and the codes", arguments: ["bash", "zsh", "fish"])
    func scripts(_ shell: String) {
        let result = CapturingTerminal.run(["completion", shell])
        #expect(result.code == .success)
        for word in ["build", "lint", "render", "init", "completion", "--strict", "--config", "--allow-empty", "--color",
                     "iphone-se", "iphone-15-landscape", "E312", "W507", "E600", "sarif"] {
            // fish names a long option `-l NAME`.
            let spelt = shell == "fish" && word.hasPrefix("--") ? "-l " + word.dropFirst(2) : word
            #expect(result.stdout.contains(spelt), "\(shell): \(spelt)")
        }
    }

    @Test("the bash script is valid bash and completes devices and codes")
    func bashRuns() throws {
        let script = CapturingTerminal.run(["completion", "bash"]).stdout
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let file = try tmp.write("formc.bash", script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", """
            source \(file)
            COMP_WORDS=(formc build --device ""); COMP_CWORD=3; _formc; echo "${COMPREPLY[*]}"
            COMP_WORDS=(formc explain E31); COMP_CWORD=2; _formc; echo "${COMPREPLY[*]}"
            COMP_WORDS=(formc li); COMP_CWORD=1; _formc; echo "${COMPREPLY[*]}"
            """]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == "iphone-se iphone-15 iphone-15-pro-max iphone-15-landscape iphone-16 iphone-16-plus iphone-16-pro iphone-16-pro-max"
            + " iphone-17 iphone-air iphone-17-pro iphone-17-pro-max all\nE310 E311 E312 E313\nlint\n")
    }

    @Test("completion needs one known shell")
    func badShell() {
        #expect(CapturingTerminal.run(["completion"]).code == .usage)
        #expect(CapturingTerminal.run(["completion", "powershell"]).code == .usage)
    }
}
