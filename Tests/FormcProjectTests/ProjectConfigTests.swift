import FormcCLI
import FormcCore
import FormcGeometry
import FormcLoad
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// `.formc.yaml`: found like ruff's and eslint's, checked like a spec (positions, codes,
/// did-you-mean, exit 2), and applied to lint and build.
@Suite("Project config")
struct ProjectConfigTests {
    static let spec = "formc: 1\nscreen: s-NAME\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x, z]\n"

    /// A project: `.formc.yaml` with `config` (none when nil) and specs under `specs/`.
    static func project(_ config: String?, specs: [String] = ["a"]) throws -> TemporaryDirectory {
        let tmp = try TemporaryDirectory()
        if let config { try tmp.write(".formc.yaml", config) }
        for name in specs { try tmp.write("specs/\(name).yaml", spec.replacingOccurrences(of: "NAME", with: name.replacingOccurrences(of: "/", with: "-"))) }
        return tmp
    }

    static func load(_ text: String) throws -> ConfigLoad {
        let tmp = try project(text)
        defer { tmp.remove() }
        return ConfigLoader.load(tmp.url(".formc.yaml"))
    }

    @Test("Unknown keys are E600 at the key, with a did-you-mean")
    func unknownKeys() throws {
        let loaded = try Self.load("devise: [iphone-se]\nstrict: true\nfoo: 1\n")
        #expect(loaded.hasErrors)
        #expect(loaded.diagnostics.map(\.code) == [.E600, .E600])
        let first = try #require(loaded.diagnostics.first)
        #expect(first.message == "unknown key 'devise' in the project config")
        #expect(first.range?.start.line == 1 && first.range?.start.column == 1 && first.range?.end.column == 7)
        #expect(first.help == "did you mean 'devices'?")
        #expect(loaded.diagnostics[1].help == "the keys are devices, rules, exclude, out, strict, emit, ios-target, swift-access, diff, baseline")
        // A config with errors is not applied.
        #expect(loaded.config == ProjectConfig())
    }

    @Test("The pages of E600–E602 show what formc prints for their config, and E600's names every key")
    func configCodePagesAgree() throws {
        for code in ConfigLoader.codes {
            let example = code.explanation.example
            let config = try #require(example.components(separatedBy: "$ cat .formc.yaml\n").last?.components(separatedBy: "\n$ formc lint").first)
            let found = try #require(try Self.load(config + "\n").diagnostics.first)
            #expect(found.code == code)
            #expect(example.contains("error[\(code.id)]: \(found.message)"), "\(code.id)")
            #expect(example.contains("= help: \(found.help ?? "")\n") || example.hasSuffix("= help: \(found.help ?? "")"), "\(code.id)")
        }
        let keys = try #require(try Self.load("foo: 1\n").diagnostics.first?.help?.replacingOccurrences(of: "the keys are ", with: ""))
        for key in keys.components(separatedBy: ", ") { #expect(DiagnosticCode.E600.explanation.meaning.contains(key), "\(key)") }
    }

    @Test("Wrong types and unknown devices are E601 at the value")
    func wrongValues() throws {
        let loaded = try Self.load("devices: [iphone-14, iphone-se]\nstrict: \"true\"\nexclude: drafts\nout: [a]\n")
        #expect(loaded.diagnostics.map(\.code) == [.E601, .E601, .E601, .E601])
        #expect(loaded.diagnostics.map(\.message) == [
            "unknown device 'iphone-14'", "strict must be true or false", "exclude must be a list, not a scalar",
            "out must be a non-empty string, not a list",
        ])
        #expect(loaded.diagnostics[0].range?.start.column == 11)
        #expect(loaded.diagnostics[0].help == "did you mean 'iphone-15'?")
        #expect(loaded.diagnostics[1].help == "write it without quotes")
        #expect(loaded.diagnostics[2].help == "write it as a list: [drafts]")
        #expect(try Self.load("- a\n").diagnostics.map(\.code) == [.E601])
        // A YAML error is the loader's, placed the same way.
        #expect(try Self.load("devices: [iphone-se\n").diagnostics.map(\.code) == [.E101])
    }

    /// What the config schema rejects, the config reader rejects too: no devices at all; 'all'
    /// in capitals is pointed at 'all'. A name listed twice is taken once (and the schema takes it).
    @Test("An empty device list and a misspelt 'all' are E601; a device listed twice is taken once")
    func deviceLists() throws {
        let empty = try Self.load("devices: []\n")
        #expect(empty.diagnostics.map(\.code) == [.E601])
        #expect(empty.diagnostics.first?.message == "devices must name at least one device")
        let capitals = try Self.load("devices: ALL\n")
        #expect(capitals.diagnostics.map(\.code) == [.E601])
        #expect(capitals.diagnostics.first?.help == "did you mean 'all'?")
        let twice = try Self.load("devices: [iphone-se, iphone-se]\n")
        #expect(twice.diagnostics.isEmpty)
        #expect(twice.config.devices?.map(\.name) == ["iphone-se"])
        let schema = SchemaChecker(schema: ConfigSchema.value)
        #expect(!schema.isValid(.object([.init("devices", .array([]))])))
        #expect(schema.isValid(.object([.init("devices", .array([.string("iphone-se"), .string("iphone-se")]))])))
    }

    /// `formc schema --config` agrees with the loader: it accepts each config formc accepts
    /// and rejects each one formc rejects for a value (a schema cannot know which codes exist,
    /// so an unknown code of the right form is left out).
    @Test("The config schema accepts the configs formc accepts and rejects those it rejects", arguments: [
        "devices: all\n", "devices: [iphone-se, iphone-15]\n", "rules: {W502: off, W506: error, w506: warning, E300: error}\n",
        "exclude: [drafts/**]\nout: gen\nstrict: true\n", "emit: [schema, swift]\n", "diff: {fail-on: [results, code]}\n",
        "ios-target: \"15.0\"\n", "ios-target: 16.4\n", "ios-target: 15\n", "ios-target: \"17\"\n", "ios-target: \"015.0\"\n",
        "ios-target: 100\n", "ios-target: \"26.1\"\n",
        "rules: {E312: off}\n", "rules: {E312: warning}\n", "rules: {W502: of}\n", "ios-target: \"14.0\"\n", "ios-target: 14.9\n",
        "ios-target: \"9\"\n", "ios-target: \"014.9\"\n", "ios-target: 14\n", "devices: []\n",
    ])
    func schemaAgrees(_ text: String) throws {
        let loaded = try Self.load(text)
        let document = try #require(Loader.load(SourceFile(path: "c.yaml", bytes: Array(text.utf8))).documents.first)
        let valid = SchemaChecker(schema: ConfigSchema.value).isValid(CoreSchema.json(document.root))
        #expect(valid == loaded.diagnostics.isEmpty, "\(text): schema \(valid), formc \(loaded.diagnostics.map(\.message))")
    }

    @Test("Rules: warnings off, kept or raised; an error cannot be lowered; unknown codes are E602")
    func ruleLevels() throws {
        let loaded = try Self.load("rules:\n  E312: off\n  W52: off\n  W502: of\n  W506: error\n  E300: error\n")
        #expect(loaded.diagnostics.map(\.code) == [.E602, .E602, .E601])
        #expect(loaded.diagnostics[0].message == "E312 is an error and cannot be set to 'off'")
        #expect(loaded.diagnostics[1].help == "did you mean 'W502'?")
        #expect(loaded.diagnostics[2].help == "did you mean 'off'?")
        let good = try Self.load("rules:\n  w506: error\n  W502: off\n  E300: error\n")
        #expect(good.diagnostics.isEmpty)
        #expect(good.config.rules == ["W506": .error, "W502": .off, "E300": .error])
    }

    @Test("Every key read into its value; devices: all")
    func values() throws {
        let loaded = try Self.load("devices: [iphone-se, iphone-se, iphone-15]\nexclude: [drafts/**, '*.old.yaml']\nout: gen/formc\nstrict: true\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.config.devices == [.iphoneSE, .iphone15])
        #expect(loaded.config.exclude.map(\.text) == ["drafts/**", "*.old.yaml"])
        #expect(loaded.config.out == "gen/formc" && loaded.config.strict == true)
        #expect(try Self.load("devices: all\n").config.devices == Device.all)
        #expect(try Self.load("").config.devices == nil)
    }

    @Test("baseline: a file relative to the config's folder; anything else is E601")
    func baselineKey() throws {
        let loaded = try Self.load("baseline: lint/formc-baseline.json\n")
        #expect(loaded.diagnostics.isEmpty && loaded.config.baseline == "lint/formc-baseline.json")
        #expect(loaded.config.baselinePath?.hasSuffix("/lint/formc-baseline.json") == true)
        let wrong = try Self.load("baseline: [a]\n")
        #expect(wrong.diagnostics.map(\.code.id) == ["E601"] && wrong.diagnostics[0].range?.start.line == 1)
    }

    @Test("The nearest .formc.yaml above the first path is used; --config overrides; none gives the defaults")
    func discovery() throws {
        let tmp = try Self.project("strict: true\n", specs: ["a", "deep/b"])
        defer { tmp.remove() }
        try tmp.write("specs/deep/.formc.yaml", "strict: false\n")
        #expect(ConfigLoader.resolve(for: [tmp.url("specs/a.yaml")]).config.strict == true)
        #expect(ConfigLoader.resolve(for: [tmp.url("specs")]).config.strict == true)
        #expect(ConfigLoader.resolve(for: [tmp.url("specs/deep/b.yaml")]).config.strict == false)
        #expect(ConfigLoader.resolve(for: [tmp.url("specs/deep")], explicit: tmp.url(".formc.yaml")).config.strict == true)
        #expect(ConfigLoader.find(from: tmp.url("specs/deep/b.yaml")) == tmp.url("specs/deep/.formc.yaml"))
        #expect(ConfigLoader.find(from: "/") == nil)
    }

    @Test("lint applies rules, devices, exclude and strict; the config file is never read as a spec")
    func appliedByLint() throws {
        // Three screens: a single option (W506), and one in an excluded folder with an error.
        let tmp = try Self.project(nil, specs: ["a"])
        defer { tmp.remove() }
        try tmp.write("specs/one.yaml", "formc: 1\nscreen: one\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x]\n")
        try tmp.write("specs/drafts/broken.yaml", "formc: 1\nscreen: broken\nfields: 3\n")
        func lint(_ config: String, _ extra: [String] = []) throws -> (code: ExitCode, stdout: String, stderr: String) {
            try tmp.write(".formc.yaml", config)
            return CapturingTerminal.run(["lint", tmp.url("specs")] + extra)
        }
        let plain = try lint("")
        #expect(plain.code == .specErrors && plain.stdout.contains("W506") && plain.stdout.contains("E202"))
        let excluded = try lint("exclude: [specs/drafts]\n")
        #expect(excluded.code == .success && excluded.stderr == "checked 2 screens in 2 files · 1 warning\n")
        #expect(try lint("exclude: [drafts]\nstrict: true\n").code == .specErrors)
        let missing = try lint("exclude: [drafts]\nstrict: true\n", ["--config", tmp.url("none.yaml")])
        #expect(missing.code == .usage)
        // At 1:1, as a missing spec is, with its hint.
        #expect(missing.stderr.hasPrefix("\(tmp.url("none.yaml")):1:1: error[E100]: cannot read '\(tmp.url("none.yaml"))': No such file or directory\n"
            + "  = help: check the path given to --config\n"))
        let off = try lint("exclude: ['**/drafts/**']\nrules:\n  W506: off\n")
        #expect(off.code == .success && off.stderr == "checked 2 screens in 2 files · no problems\n")
        let raised = try lint("exclude: [drafts]\nrules:\n  W506: error\n")
        #expect(raised.code == .specErrors && raised.stdout.contains("error[W506]"))
        let bad = try lint("rules:\n  E202: off\n")
        #expect(bad.code == .usage)
        #expect(bad.stderr.contains(".formc.yaml:2:9: error[E602]: E202 is an error and cannot be set to 'off'"))
        #expect(bad.stdout.isEmpty)
        // Named on the command line, the config is still not a spec.
        try tmp.write(".formc.yaml", "strict: true\n")
        #expect(CapturingTerminal.run(["lint", tmp.url(".formc.yaml"), "--allow-empty"]).stderr == "checked 0 screens in 0 files · no problems\n")
    }

    @Test("build takes out and devices from the config; flags win")
    func appliedByBuild() throws {
        let tmp = try Self.project("out: gen\ndevices: [iphone-se]\n")
        defer { tmp.remove() }
        let built = CapturingTerminal.run(["build", tmp.url("specs")])
        #expect(built.code == .success)
        let mockup = try #require(tmp.read("gen/s-a.mockup.txt"))
        #expect(mockup.contains("iphone-se") && !mockup.contains("iphone-15"))
        #expect(CapturingTerminal.run(["build", tmp.url("specs"), "--out", tmp.url("other"), "--device", "all"]).code == .success)
        let all = try #require(tmp.read("other/s-a.mockup.txt"))
        #expect(Device.names.allSatisfy { all.contains($0) })
    }

    @Test("formc schema --config prints the config's JSON Schema, one property per key")
    func schema() throws {
        let result = CapturingTerminal.run(["schema", "--config"])
        #expect(result.code == .success)
        let value = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let properties = try #require(value["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["devices", "rules", "exclude", "out", "strict", "emit", "ios-target", "swift-access", "diff", "baseline"])
        #expect(value["additionalProperties"] as? Bool == false)
        #expect(CapturingTerminal.run(["schema", "--config", "x.yaml"]).code == .usage)
    }

    @Test("Globs: *, ?, ** and bare names at any depth; a matched folder holds its files")
    func globs() {
        #expect(GlobPattern("drafts").matches("specs/drafts/a.yaml"))
        #expect(GlobPattern("*.old.yaml").matches("specs/x/a.old.yaml"))
        #expect(!GlobPattern("*.old.yaml").matches("specs/a.yaml"))
        #expect(GlobPattern("specs/drafts").matches("specs/drafts/deep/a.yaml"))
        #expect(!GlobPattern("specs/drafts").matches("other/specs/drafts/a.yaml"))
        #expect(GlobPattern("**/legacy-?.yaml").matches("a/b/legacy-1.yaml"))
        #expect(!GlobPattern("**/legacy-?.yaml").matches("a/b/legacy-10.yaml"))
        #expect(GlobPattern("specs/**/wip/*.yaml").matches("specs/wip/a.yaml"))
        #expect(GlobPattern("./specs/*/").matches("specs/x"))
        #expect(!GlobPattern("").matches("a"))
    }
}
