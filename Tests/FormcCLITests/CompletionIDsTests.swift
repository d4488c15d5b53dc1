import FormcPipelineTestSupport
import FormcTestSupport
import Foundation
import Testing

/// Completion of values that come from the specs or follow a comma: `--screen` and `--detent`
/// complete the ids of the specs in the current folder (as git completes branch names), and
/// `--emit schema,` completes the next kind — in bash and fish as they run the scripts, in zsh
/// as it parses them. Shells that are missing skip their part, unless CI requires them.
@Suite struct CompletionIDsTests {
    static let specs = [
        "specs/a.yaml": "formc: 1\nscreen: alpha\nsheet: { detents: [{ id: peek, height: 200 }, large] }\nfields:\n  - { id: f, type: choice, commit: on-select, options: [x, y] }\n",
        "specs/b.yaml": "formc: 1\nscreen: beta\nfields:\n  - { id: f, type: choice, commit: on-select, options: [x, y] }\n",
    ]

    static func shell(_ name: String) -> String? {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
            return folder + "/" + name
        }
        if ProcessInfo.processInfo.environment["FORMC_REQUIRE_SHELLS"] == "1" { Issue.record("\(name) is needed to test its completion") }
        return nil
    }

    /// Runs `script` in `shell` with `arguments`, in a folder holding the specs, with the built
    /// formc first on the PATH.
    static func run(_ shell: String, _ arguments: [String], in folder: InputEdgesTests.Folder) throws -> String {
        let formc = try CountedInstructions.formcExecutable()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (formc as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = folder.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func folder() throws -> InputEdgesTests.Folder {
        let folder = try InputEdgesTests.Folder()
        for (name, text) in specs { try folder.write(name, text) }
        return folder
    }

    @Test func theHelperListsTheIdsOfTheSpecsHere() throws {
        let folder = try Self.folder()
        let formc = try CountedInstructions.formcExecutable()
        #expect(try Self.run(formc, ["completion", "ids", "screen"], in: folder) == "alpha\nbeta\n")
        #expect(try Self.run(formc, ["completion", "ids", "detent"], in: folder) == "large\npeek\n")
    }

    @Test func bashCompletesIdsAndListsOfKinds() throws {
        guard let bash = Self.shell("bash") else { return }
        let folder = try Self.folder()
        try folder.write("formc.bash", CapturingTerminal.run(["completion", "bash"]).stdout)
        let lines = [["formc", "render", "--screen", ""], ["formc", "render", "specs", "--detent", "p"], ["formc", "build", "--emit", "schema,m"],
                     ["formc", "build", "--emit", "schema,mockup,"]]
        let calls = lines.map { words in
            "COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " "))); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _formc; echo \"[${COMPREPLY[*]}]\""
        }.joined(separator: "\n")
        let output = try Self.run(bash, ["--norc", "--noprofile", "-c", "compopt() { :; }; source formc.bash\n\(calls)"], in: folder)
        #expect(output.split(separator: "\n").map(String.init) == [
            "[alpha beta]", "[peek]", "[schema,mockup]", "[schema,mockup,schema schema,mockup,mockup schema,mockup,review schema,mockup,swift]",
        ], "\(output)")
    }

    @Test func fishCompletesIdsAndListsOfKinds() throws {
        guard let fish = Self.shell("fish") else { return }
        let folder = try Self.folder()
        try folder.write("formc.fish", CapturingTerminal.run(["completion", "fish"]).stdout)
        let lines = ["formc render --screen ", "formc schema specs/a.yaml --screen a", "formc render specs --detent ", "formc build --emit schema,m"]
        let commands = lines.map { "complete -C '\($0)'" }.joined(separator: "; echo ---; ")
        let output = try Self.run(fish, ["--no-config", "-c", "source formc.fish; \(commands)"], in: folder)
        let words = output.components(separatedBy: "---\n").map { block in
            block.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(words == [["alpha", "beta"], ["alpha"], ["all", "large", "peek"], ["schema,mockup"]], "\(output)")
    }

    @Test func zshAsksTheSpecsAndCompletesAList() throws {
        guard let zsh = Self.shell("zsh") else { return }
        let folder = try Self.folder()
        let script = CapturingTerminal.run(["completion", "zsh"]).stdout
        try folder.write("_formc", script)
        #expect(try Self.run(zsh, ["-n", "_formc"], in: folder).isEmpty)
        let output = try Self.run(zsh, ["-f", "-c", """
            _describe() { : }
            _arguments() { print -rl -- "$@" }
            source ./_formc
            words=(formc render ''); CURRENT=3; _formc
            words=(formc build ''); CURRENT=3; _formc
            """], in: folder)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("--screen=[") && $0.hasSuffix(#":ID:{compadd - ${(f)"$(formc completion ids screen 2>/dev/null)"}}"#) }, "\(output)")
        #expect(lines.contains { $0.hasPrefix("--detent=[") && $0.contains("formc completion ids detent") && $0.hasSuffix(" all}") }, "\(output)")
        #expect(lines.contains { $0.hasPrefix("--emit=[") && $0.hasSuffix(":_sequence compadd - schema mockup review swift") }, "\(output)")
    }
}
