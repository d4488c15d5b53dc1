import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// The zsh and fish completion scripts, run by the shells themselves: a syntax check
/// (`zsh -n`, `fish -n`) and then the completions they offer for a few command lines. The
/// shells are skipped when not installed, unless `FORMC_REQUIRE_SHELLS=1` is set, as `.ci/run`
/// does (it installs them): there a missing shell fails. The structural test always runs.
@Suite("Completion scripts in their shells")
struct CompletionShellTests {
    @Test("every fish line is one complete command with closed quotes, every zsh spec is quoted")
    func structure() {
        let fish = CapturingTerminal.run(["completion", "fish"]).stdout
        for line in fish.split(separator: "\n") where !line.hasPrefix("#") {
            #expect(line.hasPrefix("complete -c formc "), "\(line)")
            #expect(line.filter { $0 == "'" }.count % 2 == 0, "unbalanced quote: \(line)")
        }
        let zsh = CapturingTerminal.run(["completion", "zsh"]).stdout
        #expect(zsh.hasPrefix("#compdef formc\n") && zsh.hasSuffix("_formc \"$@\"\n"))
        #expect(zsh.filter { $0 == "'" }.count % 2 == 0)
        // Every command's options appear once in its own branch.
        for command in ["build", "lint", "render", "schema", "inspect", "explain", "devices", "lsp", "init", "completion", "help"] {
            #expect(zsh.contains("\n  \(command))\n    _arguments"), "zsh: \(command)")
            #expect(fish.contains("-n __fish_use_subcommand -a \(command) "), "fish: \(command)")
        }
    }

    @Test("fish reads the script and completes commands, options, devices and codes")
    func fishCompletes() throws {
        guard let fish = Shell.find("fish") else { return }
        let script = try Shell.save(CapturingTerminal.run(["completion", "fish"]).stdout, as: "formc.fish")
        defer { script.remove() }
        let syntax = try Shell.run(fish, ["-n", script.path])
        #expect(syntax.status == 0, Comment(rawValue: syntax.output))
        let lines = ["formc li", "formc build --dev", "formc render --device iphone-15-", "formc explain E31", "formc lint --format s",
                     "formc build --emit sw", "formc completion z"]
        let commands = lines.map { "complete -C '\($0)'" }.joined(separator: "; echo ---; ")
        let result = try Shell.run(fish, ["--no-config", "-c", "source \(script.path); \(commands)"])
        #expect(result.status == 0)
        // `complete -C` prints `word<TAB>description`; only the words are compared.
        let words = result.output.components(separatedBy: "---\n").map { block in
            block.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(words == [
            ["lint"], ["--device"], ["iphone-15-landscape", "iphone-15-pro-max"], ["E310", "E311", "E312", "E313"], ["sarif"],
            ["swift"], ["zsh"],
        ])
    }

    @Test("bash completes after a global --color, and never offers file names for a version, a screen or a detent")
    func bashCompletes() throws {
        guard let bash = Shell.find("bash") else { return }
        let script = try Shell.save(CapturingTerminal.run(["completion", "bash"]).stdout, as: "formc.bash")
        defer { script.remove() }
        // Each line: the words typed (the last one being completed), then what _formc replies.
        let lines = [["formc", "--color", "never", "li"], ["formc", "--color=never", "explain", "W50"], ["formc", "--color", "n"],
                     ["formc", "build", "--ios-target", ""], ["formc", "render", "--screen", ""], ["formc", "render", "--detent", ""],
                     ["formc", "--color", "always", "build", "--emit", "sw"],
                     // As bash splits `--color=never` (COMP_WORDBREAKS holds `=`).
                     ["formc", "--color", "=", "never", "li"]]
        let calls = lines.map { words in
            "COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _formc; echo \"[${COMPREPLY[*]}]\""
        }.joined(separator: "\n")
        let folder = (script.path as NSString).deletingLastPathComponent
        let result = try Shell.run(bash, ["--norc", "--noprofile", "-c", "cd '\(folder)'; compopt() { :; }; source \(script.path)\n\(calls)"])
        #expect(result.status == 0, Comment(rawValue: result.output))
        #expect(result.output.split(separator: "\n").map(String.init) == [
            "[lint]", "[\(DiagnosticRegistry.formc.ids.filter { $0.hasPrefix("W50") }.joined(separator: " "))]", "[never]", "[]", "[]", "[all]", "[swift]", "[lint]",
        ])
    }

    @Test("zsh reads the script, and _formc hands each command's specs to _arguments")
    func zshCompletes() throws {
        guard let zsh = Shell.find("zsh") else { return }
        let script = try Shell.save(CapturingTerminal.run(["completion", "zsh"]).stdout, as: "_formc")
        defer { script.remove() }
        let syntax = try Shell.run(zsh, ["-n", script.path])
        #expect(syntax.status == 0, Comment(rawValue: syntax.output))
        // zsh's completion widgets run only inside a line editor: stand-ins print what
        // `_formc` passes them, so the dispatch and every spec are checked as zsh parses them.
        let result = try Shell.run(zsh, ["-f", "-c", """
            _describe() { print -r -- "describe ${(P)#2}" }
            _arguments() { print -rl -- "$@" }
            source \(script.path)
            words=(formc ''); CURRENT=2; _formc
            words=(formc render ''); CURRENT=3; _formc
            words=(formc explain ''); CURRENT=3; _formc
            """])
        #expect(result.status == 0, Comment(rawValue: result.output))
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "describe 15")
        #expect(lines.contains { $0.hasPrefix("*--device=[") && $0.hasSuffix(":NAME:(iphone-se iphone-15 iphone-15-pro-max iphone-15-landscape"
            + " iphone-16 iphone-16-plus iphone-16-pro iphone-16-pro-max iphone-17 iphone-air iphone-17-pro iphone-17-pro-max all)") })
        #expect(lines.contains { $0.hasPrefix("--detent=[") })
        #expect(lines.contains { $0.hasPrefix("*:word:(E100 ") && $0.contains(" W507 ") })
    }
}

/// A shell found on the PATH, and a script file for it.
enum Shell {
    struct Output {
        var status: Int32
        var output: String
    }

    struct Script {
        var path: String
        func remove() { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
    }

    /// The shell's path; nil (skip) when it is not installed, unless CI requires it.
    static func find(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        if path == nil, ProcessInfo.processInfo.environment["FORMC_REQUIRE_SHELLS"] == "1" {
            Issue.record("\(name) is needed to check its completion script (apt-get install \(name); .ci/run installs it)",
                         sourceLocation: sourceLocation)
        }
        return path
    }

    static func save(_ text: String, as name: String) throws -> Script {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formc-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return Script(path: file.path)
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
