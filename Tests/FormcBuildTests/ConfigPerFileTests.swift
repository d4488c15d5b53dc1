import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// Each file is governed by its nearest `.formc.yaml`, as ruff and eslint resolve theirs; the
/// run's own settings come from the config nearest the first PATH; `--config` governs all.
@Suite("Project config per file")
struct ConfigPerFileTests {
    /// A choice with one option: W506.
    static func spec(_ id: String) -> String {
        "formc: 1\nscreen: \(id)\nfields:\n  - { id: f, type: choice, commit: on-select, options: [only] }\n"
    }

    /// `root/.formc.yaml` raises W506; `specs/legacy/.formc.yaml` turns it off and excludes `drafts`.
    static func project() throws -> TemporaryDirectory {
        let tmp = try TemporaryDirectory()
        try tmp.write(".formc.yaml", "rules: { W506: error }\nout: out-root\n")
        try tmp.write("specs/a.yaml", spec("a"))
        try tmp.write("specs/drafts/d.yaml", spec("d"))
        try tmp.write("specs/legacy/.formc.yaml", "rules: { W506: off }\nexclude: [drafts]\nout: ../../out-legacy\n")
        try tmp.write("specs/legacy/b.yaml", spec("b"))
        try tmp.write("specs/legacy/drafts/c.yaml", "formc: 1\nscreen: [broken\n")
        return tmp
    }

    @Test("lint applies each file's nearest config: its rules and its exclude")
    func nearestPerFile() throws {
        let tmp = try Self.project()
        defer { tmp.remove() }
        let lint = CapturingTerminal.run(["lint", tmp.url("specs"), "--format", "json"])
        #expect(lint.code == .specErrors)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        // a.yaml and drafts/d.yaml: W506 raised to an error by the root config; legacy/b.yaml: off;
        // legacy/drafts is left out by legacy's exclude (its broken spec is never read).
        let files = diagnostics.compactMap { ($0["file"] as? String)?.replacingOccurrences(of: tmp.path + "/", with: "") }
        #expect(files == ["specs/a.yaml", "specs/drafts/d.yaml"])
        #expect(diagnostics.allSatisfy { $0["severity"] as? String == "error" && $0["code"] as? String == "W506" })
        // Inside legacy, legacy's config governs.
        let legacy = CapturingTerminal.run(["lint", tmp.url("specs/legacy"), "--strict"])
        #expect(legacy.code == .success && legacy.stderr == "checked 1 screen in 1 file · no problems\n")
    }

    @Test("the run's settings come from the config nearest the first PATH")
    func runSettings() throws {
        let tmp = try Self.project()
        defer { tmp.remove() }
        let build = CapturingTerminal.run(["build", tmp.url("specs/legacy"), "--emit", "schema"])
        #expect(build.code == .success, Comment(rawValue: build.stderr))
        // (`out` is relative to the config's folder; an output folder inside the input folder
        // would be refused.)
        #expect(tmp.list("out-legacy").contains("b.schema.json"))
        #expect(tmp.list("out-root").isEmpty)
    }

    @Test("--config governs every file")
    func explicit() throws {
        let tmp = try Self.project()
        defer { tmp.remove() }
        try tmp.write("strict.yaml", "rules: { W506: off }\nexclude: [drafts]\n")
        let lint = CapturingTerminal.run(["lint", tmp.url("specs"), "--config", tmp.url("strict.yaml"), "--strict"])
        #expect(lint.code == .success)
        #expect(lint.stderr == "checked 2 screens in 2 files · no problems\n")
    }

    @Test("a nested config with errors stops the run before anything is checked (exit 2)")
    func nestedErrors() throws {
        let tmp = try Self.project()
        defer { tmp.remove() }
        try tmp.write("specs/legacy/.formc.yaml", "rulez: {}\n")
        for command in ["lint", "build", "render", "inspect"] {
            let run = CapturingTerminal.run([command, tmp.url("specs")])
            #expect(run.code == .usage, "\(command)")
            #expect(run.stderr.contains("specs/legacy/.formc.yaml:1:1: error[E600]: unknown key 'rulez' in the project config"), "\(command)")
            #expect(run.stderr.hasSuffix("error: the project config has errors; nothing was checked\n"), "\(command)")
            #expect(run.stdout.isEmpty, "\(command)")
        }
    }

    @Test("resolving is linear: each folder is looked up once, each config read once")
    func linear() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write(".formc.yaml", "rules: { W506: off }\n")
        let folders = 40
        for index in 0..<folders {
            try tmp.write("specs/f\(index)/one.yaml", Self.spec("one-\(index)"))
            try tmp.write("specs/f\(index)/two.yaml", Self.spec("two-\(index)"))
        }
        let lookups = Mutex(0), reads = Mutex(0)
        var fileSystem = RecordingFileSystem()
        fileSystem.onStatus = { path in if path.hasSuffix("/.formc.yaml") { lookups.withLock { $0 += 1 } } }
        // A config is read in pieces (no further than the size limit), or whole.
        fileSystem.onRead = { path in if path.hasSuffix(".formc.yaml") { reads.withLock { $0 += 1 } } }
        fileSystem.onOpen = fileSystem.onRead
        let resolver = ConfigResolver(fileSystem: fileSystem)
        for index in 0..<folders {
            for name in ["one", "two"] {
                #expect(resolver.config(for: tmp.url("specs/f\(index)/\(name).yaml")).rules == ["W506": .off])
            }
        }
        // One lookup per folder (40 + specs + the project folder, which has it), none for the
        // second file of a folder, and none above the project.
        #expect(lookups.withLock { $0 } == folders + 2)
        #expect(reads.withLock { $0 } == 1)
        #expect(resolver.loaded.count == 1 && !resolver.hasErrors)
    }
}
