import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcTestSupport
import Testing

/// `formc lint` and `formc build` as a user runs them: formats, exit codes, summary, colour.
@Suite("Lint and build commands")
struct CLITests {
    static let broken = TestPaths.fixtures + "/broken"

    @Test("Clean specs: exit 0, nothing on stdout, a summary on stderr")
    func cleanSpecs() {
        let result = CapturingTerminal.run(["lint", TestPaths.specs])
        #expect(result.code == .success)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "checked 7 screens in 5 files · no problems\n")
    }

    @Test("Errors: exit 1, the human report on stdout, counts on stderr")
    func errors() {
        let result = CapturingTerminal.run(["lint", Self.broken])
        #expect(result.code == .specErrors)
        #expect(result.stdout.contains("error[E312]: initial option 'pets' is not an option of field 'category'"))
        #expect(!result.stdout.contains("\u{1B}["))
        #expect(result.stderr.hasPrefix("checked "))
        #expect(result.stderr.contains(" errors · "))
    }

    @Test("Warnings pass, and fail under --strict")
    func strict() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let spec = try tmp.write("w.yaml", """
            formc: 1
            screen: only-warnings
            fields:
              - id: answer
                type: choice
                commit: on-select
                options: [no, maybe]

            """)
        let lenient = CapturingTerminal.run(["lint", spec])
        #expect(lenient.code == .success)
        #expect(lenient.stdout.contains("warning[W507]"))
        #expect(CapturingTerminal.run(["lint", spec, "--strict"]).code == .specErrors)
    }

    @Test("Each format goes to stdout; only text adds a summary on stderr", arguments: ["json", "sarif", "github"])
    func formats(format: String) throws {
        let result = CapturingTerminal.run(["lint", Self.broken, "--format", format])
        #expect(result.code == .specErrors)
        #expect(result.stderr.isEmpty)
        if format == "github" {
            #expect(result.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        } else {
            #expect(try JSONStream.parse(result.stdout).count == 1)
        }
    }

    @Test("Colour on a terminal; never with a non-empty NO_COLOR, TERM=dumb or --color never; always with --color always")
    func colour() {
        func colours(_ arguments: [String], terminal: Bool = true, _ environment: [String: String] = [:]) -> Bool {
            CapturingTerminal.run(["lint", Self.broken] + arguments, isTerminal: terminal, environment: environment).stdout.contains("\u{1B}[")
        }
        #expect(CapturingTerminal.run(["lint", Self.broken], isTerminal: true).stdout.contains("\u{1B}[1;31m"))
        #expect(!colours([], ["NO_COLOR": "1"]))
        // no-color.org: set but empty does not count.
        #expect(colours([], ["NO_COLOR": ""]))
        #expect(!colours([], ["TERM": "dumb"]))
        #expect(!colours([], terminal: false))
        #expect(!colours(["--color", "never"]))
        #expect(colours(["--color=always"], terminal: false))
        #expect(colours(["--color", "always"], terminal: false, ["NO_COLOR": "1", "TERM": "dumb"]))
        #expect(!colours(["--color", "always", "--color", "auto"], terminal: false))
        #expect(!colours(["--format", "github"]))
        #expect(CapturingTerminal.run(["lint", "--color", "sometimes"]).code == .usage)
    }

    @Test("A progress line only on a terminal that can redraw one: never on TERM=dumb or a pipe")
    func progressManners() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        // Enough files to outlast the line's delay before it shows.
        for index in 0..<300 {
            try tmp.write("specs/s\(index).yaml", "formc: 1\nscreen: s-\(index)\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x, z]\n")
        }
        let dumb = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("out")], isTerminal: true, environment: ["TERM": "dumb"])
        #expect(dumb.code == .success)
        #expect(!dumb.stderr.contains("\r") && !dumb.stderr.contains("\u{1B}"))
        let piped = CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("out")])
        #expect(!piped.stderr.contains("\r"))
    }

    @Test("No spec found is a usage error (a CI job on a wrong path must not pass), unless --allow-empty")
    func emptyInput() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.makeDirectory("empty")
        for command in ["lint", "build"] {
            let result = CapturingTerminal.run([command, tmp.url("empty"), "--out", tmp.url("out")].filter { command == "build" || !$0.hasSuffix("out") && $0 != "--out" })
            #expect(result.code == .usage, "\(command)")
            #expect(result.stderr == "error: no specs found in \(tmp.url("empty")) (.yaml and .yml files); pass --allow-empty to accept that\n")
            #expect(result.stdout.isEmpty)
        }
        // render and inspect take no --allow-empty, so they do not suggest it.
        for command in ["render", "inspect"] {
            let result = CapturingTerminal.run([command, tmp.url("empty")])
            #expect(result.code == .usage, "\(command)")
            #expect(result.stderr == "error: no specs found in \(tmp.url("empty")) (.yaml and .yml files); name a .yaml or .yml file, or a folder that holds one\n")
            #expect(CapturingTerminal.run([command, tmp.url("empty"), "--allow-empty"]).stderr.hasPrefix("error: unknown option '--allow-empty'"))
        }
        let allowed = CapturingTerminal.run(["lint", tmp.url("empty"), "--allow-empty"])
        #expect(allowed.code == .success)
        #expect(allowed.stderr == "checked 0 screens in 0 files · no problems\n")
        // A path that does not exist is not "empty": a usage error that --allow-empty does not excuse.
        #expect(CapturingTerminal.run(["lint", tmp.url("missing")]).code == .usage)
        #expect(CapturingTerminal.run(["lint", tmp.url("missing"), "--allow-empty"]).code == .usage)
        #expect(tmp.list("") == ["empty"])
    }

    @Test("An empty build with --allow-empty writes what every build writes: the shared outputs, a contents page of no screens")
    func emptyBuild() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.makeDirectory("empty")
        let fresh = CapturingTerminal.run(["build", tmp.url("empty"), "--out", tmp.url("fresh"), "--allow-empty"])
        #expect(fresh.code == .success)
        #expect(tmp.list("fresh").contains("formc-spec.schema.json"))
        #expect(tmp.list("fresh").contains("index.md"))
        #expect(tmp.read("fresh/index.md")?.contains("0 screens") == true)

        #expect(CapturingTerminal.run(["build", TestPaths.specs, "--out", tmp.url("out")]).code == .success)
        let screens = tmp.list("out").filter { $0.hasSuffix(".mockup.txt") }
        #expect(!screens.isEmpty)
        let stale = CapturingTerminal.run(["build", tmp.url("empty"), "--out", tmp.url("out"), "--allow-empty"])
        #expect(stale.code == .success)
        #expect(tmp.read("out/index.md")?.contains("0 screens") == true)
        #expect(tmp.list("out").filter { $0.hasSuffix(".mockup.txt") } == screens)
        let cleaned = CapturingTerminal.run(["build", tmp.url("empty"), "--out", tmp.url("out"), "--allow-empty", "--clean"])
        #expect(cleaned.code == .success)
        #expect(tmp.list("out").filter { $0.hasSuffix(".mockup.txt") || $0.hasSuffix(".schema.json") && $0 != "formc-spec.schema.json" }.isEmpty)
        #expect(tmp.list("out").contains("formc-spec.schema.json") && tmp.list("out").contains("index.md"))
    }

    @Test("Usage errors exit 2", arguments: [
        ["lint", "--format", "xml"], ["lint", "--stric"], ["build", "--device", "iphone-14"], ["build", "--draft", "04"],
        ["build", "--out"],
    ])
    func usage(arguments: [String]) {
        let result = CapturingTerminal.run(arguments)
        #expect(result.code == .usage)
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test("An unknown device gets a did-you-mean")
    func deviceSuggestion() {
        let result = CapturingTerminal.run(["build", "--device", "iphone15"])
        #expect(result.stderr.hasPrefix("error: unknown device 'iphone15'; did you mean 'iphone-15'?"))
    }

    @Test("A missing path is a usage error, exit 2, before anything is read or reported")
    func missingPath() {
        let result = CapturingTerminal.run(["lint", TestPaths.fixtures + "/nothing-here", TestPaths.specs, "--format", "json"])
        #expect(result.code == .usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: no such file or folder '\(TestPaths.fixtures)/nothing-here'\n")
    }

    @Test("Build reports diagnostics in the format asked for")
    func buildFormat() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        try fixture.edit("003-interests.yaml") { $0.replacingOccurrences(of: "    align: leading\n", with: "    align: leading\n    initial: [개발, 데이타]\n") }
        let result = fixture.build(["--format", "github"])
        #expect(result.code == .specErrors)
        #expect(result.stdout.hasPrefix("::error file=\(GitHubReport.escapeProperty(fixture.specs + "/003-interests.yaml")),line="))
        #expect(result.stderr.hasPrefix("build failed: 7 screens in 5 files"))
    }

    @Test("A spec with %, newlines and :: in its text cannot inject a workflow command")
    func githubInjection() {
        let result = CapturingTerminal.run(["lint", TestPaths.fixtures + "/broken/injection.yaml", "--format", "github"])
        #expect(result.code == .specErrors)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2)
        for line in lines {
            #expect(line.hasPrefix("::error file="))
            // The only `::` pairs are the command's own: after the title, any `::` is message data.
            let head = line.prefix { $0 != " " }
            #expect(head == "::error")
            #expect(!line.contains("\r") && !line.contains("\u{1B}"))
        }
        #expect(result.stdout.contains("unknown key 'ti%25tle\\n::error::injected'"))
        #expect(result.stdout.contains("initial option '%250A::warning::nope\\r\\n::error::x'"))
    }
}
