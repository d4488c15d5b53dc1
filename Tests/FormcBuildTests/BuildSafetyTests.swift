@testable import FormcBuild
import FormcCLI
import FormcPipelineTestSupport
@testable import FormcProject
import FormcTestSupport
import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes that fail half-way, swaps that fail, builds that were killed, files formc did not
/// write: a build that does not complete leaves the previous build exactly as it was, no
/// staging folder, and never someone else's file overwritten. (`KillSafetyTests` stops builds
/// at every counted change of the disk, and interrupts a real process.)
@Suite("Build safety")
struct BuildSafetyTests {
    /// Builds `fixture` through `fileSystem`.
    static func build(_ fixture: BuildFixture, fileSystem: any FileSystem, clean: Bool = false) -> BuildResult {
        let pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, fileSystem: fileSystem)
        let options = BuildOptions(paths: [fixture.specs], outputDirectory: fixture.out, clean: clean)
        return BlockingRunner.run { await pipeline.run(options) }
    }

    @Test("A write that fails half-way leaves the previous build exactly, no staging folder, and exit 3")
    func failedWrite() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        let before = fixture.outputs()
        // Change two screens: the first (in input order) is written, the second fails half-way.
        try fixture.edit("000-travel-category.yaml") { $0.replacingOccurrences(of: "The category of a travel log entry.", with: "New.") }
        try fixture.edit("004-my-place.yaml") { $0.replacingOccurrences(of: "screen: my-place\n", with: "screen: my-place\ntitle: 우리 플레이스\n") }
        let result = Self.build(fixture, fileSystem: FaultyFileSystem(failWritesOf: ["my-place.mockup.txt"]))

        #expect(result.status == .writeFailure)
        // The summary says so, never "no problems".
        #expect(RunSummary.build(result, seconds: 0.08)
            == "build failed: 7 screens from 5 files checked in 0.08 s · cannot write the outputs: the output folder holds the previous build")
        #expect(result.write.failure?.reason == "No space left on device")
        #expect(result.write.failure?.path == fixture.out + "/my-place.mockup.txt")
        #expect(fixture.leftovers.isEmpty)
        // Not one file changed, though the first screen's outputs were written before the failure.
        #expect(fixture.outputs() == before)
    }

    @Test("A swap that fails leaves the previous build; where the system cannot swap, two renames do it")
    func failedSwap() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        let before = fixture.outputs()
        try fixture.edit("000-travel-category.yaml") { $0.replacingOccurrences(of: "The category of a travel log entry.", with: "New.") }
        let failed = Self.build(fixture, fileSystem: FaultyFileSystem(exchangeError: EIO))
        #expect(failed.status == .writeFailure)
        #expect(failed.write.failure?.description == "cannot write '\(fixture.out)': Input/output error")
        #expect(fixture.leftovers.isEmpty)
        #expect(fixture.outputs() == before)

        let moves = Mutex<[String]>([])
        let renamed = Self.build(fixture, fileSystem: FaultyFileSystem(exchangeError: EINVAL, onMove: { path in moves.withLock { $0.append(path) } }))
        #expect(renamed.status == .success)
        #expect(fixture.leftovers.isEmpty)
        #expect(fixture.output("travel-category.schema.json")?.contains("\"description\": \"New.\"") == true)
        let pid = getpid()
        // The previous build, back under the staging folder's name, is then kept for the next build.
        #expect(moves.withLock { $0 } == [fixture.tmp.url(".out.formc-old.\(pid)"), fixture.out, fixture.tmp.url(".out.formc-next.\(pid)"),
                                          fixture.tmp.url(".out.formc-spare")])
    }

    @Test("The CLI exits 3 before any work when --out is a file or under one, and says why")
    func exitThree() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        try fixture.tmp.write("file", "not a folder\n")
        let under = CapturingTerminal.run(["build", fixture.specs, "--out", fixture.tmp.url("file/out")])
        #expect(under.code == .ioFailure)
        #expect(under.stderr == "error: cannot write '\(fixture.tmp.url("file/out"))': '\(fixture.tmp.url("file"))' is a file, not a folder\n")
        let file = CapturingTerminal.run(["build", fixture.specs, "--out", fixture.tmp.url("file")])
        #expect(file.code == .ioFailure)
        // Before any work: no summary, no "no problems".
        #expect(file.stderr == "error: cannot write '\(fixture.tmp.url("file"))': it is a file, not a folder\n")
        let here = CapturingTerminal.run(["build", fixture.specs, "--out", "."])
        #expect(here.code == .ioFailure)
        #expect(here.stderr.contains("must be a folder of its own"))
        try fixture.tmp.makeDirectory("out/nested")
        let nested = fixture.build()
        #expect(nested.code == .ioFailure)
        #expect(nested.stderr.contains("'\(fixture.out)/nested': a folder formc did not make is in the output folder"))
    }

    @Test("What killed builds left is cleaned up by the next build; a running build's is not")
    func abandonedStaging() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        let before = fixture.outputs()
        // A process id no system hands out (above pid_max) stands for a killed build; pid 1 is alive.
        try fixture.tmp.write(".out.formc-next.2000000000/index.md", "half a fi")
        try fixture.tmp.write(".out.formc-old.2000000001/index.md", "an old build")
        try fixture.tmp.write(".out.formc-next.1/index.md", "another build's")
        // Left by builds before the staging folder, in the folder itself.
        try fixture.tmp.write("out/.formc-tmp.2000000000.3.index.md", "half a fi")
        #expect(fixture.build().code == .success)
        #expect(fixture.leftovers == [".out.formc-next.1"])
        #expect(fixture.outputs() == before)

        // Killed between the two renames (where the system cannot swap): the folder is missing
        // and the previous build waits under the old name; it is put back, then built over.
        try FileManager.default.moveItem(atPath: fixture.out, toPath: fixture.tmp.url(".out.formc-old.2000000000"))
        let result = Self.build(fixture, fileSystem: PosixFileSystem())
        #expect(result.status == .success)
        // Put back, so every output was found unchanged (a fresh folder would have them written).
        #expect(result.write.written.isEmpty && result.write.unchanged.count == before.count - 1)
        #expect(fixture.outputs() == before)
        #expect(fixture.leftovers == [".out.formc-next.1"])
    }

    @Test("A file formc did not write is never replaced: the build stops before writing anything")
    func foreignFile() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        try fixture.tmp.write("out/index.md", "# my own notes\n")
        let result = fixture.build()
        #expect(result.code == .ioFailure)
        #expect(result.stderr.contains("formc did not write it"))
        #expect(fixture.output("index.md") == "# my own notes\n")
        #expect(fixture.tmp.list("out") == ["index.md"])
    }

    @Test("A failure while index.md is streamed, or of the manifest, leaves the previous build exactly")
    func failedIndex() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        let before = fixture.outputs()
        try fixture.edit("004-my-place.yaml") { $0.replacingOccurrences(of: "screen: my-place\n", with: "screen: my-place\ntitle: 우리 플레이스\n") }
        for name in ["index.md", OutputNames.manifest] {
            let result = Self.build(fixture, fileSystem: FaultyFileSystem(failWritesOf: [name]))
            #expect(result.status == .writeFailure)
            #expect(result.write.failure?.path == fixture.out + "/" + name)
            #expect(fixture.leftovers.isEmpty)
            #expect(fixture.outputs() == before)
        }
    }

    /// The repository's specs built once: the fixture, its outputs, and the spec the tests of a
    /// build that sees a spec edited change (`003-interests.yaml`).
    static func builtOnce() throws -> (fixture: BuildFixture, outputs: [String: [UInt8]], edited: String) {
        let fixture = try BuildFixture()
        #expect(fixture.build().code == .success)
        return (fixture, fixture.outputs(), fixture.specs + "/003-interests.yaml")
    }

    /// The standard stages, counting the loads of `edited` (`003-interests.yaml`) and adding an
    /// initial selection to it in place, as an editor saves: just before its load number
    /// `before` reads it, or just after its load number `after` has.
    static func stages(editing edited: String, before: Int? = nil, after: Int? = nil, counting loads: Counter) -> Stages {
        let standard = Stages.standard
        @Sendable func edit() {
            let text = (try? String(contentsOfFile: edited, encoding: .utf8)) ?? ""
            try? text.replacingOccurrences(of: "    align: leading\n", with: "    align: leading\n    initial: [개발, 데이터]\n")
                .write(toFile: edited, atomically: false, encoding: .utf8)
        }
        return Stages(
            load: { path in
                let load = path == edited ? loads.increment() : nil
                if let load, load == before { edit() }
                let file = standard.load(path)
                if let load, load == after { edit() }
                return file
            },
            decode: standard.decode, validate: standard.validate, validateBuild: standard.validateBuild)
    }

    @Test("A spec edited between its check and its rendering stops the build: exit 3, nothing half-done")
    func specChangedDuringBuild() throws {
        let (fixture, before, edited) = try Self.builtOnce()
        defer { fixture.remove() }
        let loads = Counter()
        // A build whose screens do not all fit in its budget (`KeptScreens`) reads each file
        // twice (to check it, then to render it): edit it in between.
        let stages = Self.stages(editing: edited, before: 2, counting: loads)
        var pipeline = BuildPipeline(lint: LintPipeline(stages: stages), renderers: .standard)
        pipeline.screenBudget = 0
        // Another formc: no output of the previous build is kept, every screen is rendered.
        let options = BuildOptions(paths: [fixture.specs], outputDirectory: fixture.out, tool: "another formc")
        let configured = pipeline
        let result = BlockingRunner.run { await configured.run(options) }
        #expect(loads.current == 2)
        #expect(result.status == .writeFailure)
        #expect(result.write.failure?.description == "cannot build from '\(edited)': it changed while formc was building; build again")
        #expect(fixture.leftovers.isEmpty)
        #expect(fixture.outputs()["index.md"] == before["index.md"])
        #expect(fixture.outputs()["interests.schema.json"] == before["interests.schema.json"])
    }

    @Test("A spec edited after its check, whose screen the check kept, is built as it was checked, and again from its new bytes next time")
    func keptSpecChangedDuringBuild() throws {
        let (fixture, before, edited) = try Self.builtOnce()
        defer { fixture.remove() }
        let loads = Counter()
        // Edited as soon as the check has read it: the screen it renders is the one it checked.
        let stages = Self.stages(editing: edited, after: 1, counting: loads)
        let pipeline = BuildPipeline(lint: LintPipeline(stages: stages), renderers: .standard)
        let options = BuildOptions(paths: [fixture.specs], outputDirectory: fixture.out, tool: "another formc")
        let result = BlockingRunner.run { await pipeline.run(options) }
        #expect(result.status == .success && loads.current == 1)
        #expect(result.rendered.contains("interests"))
        let outputs = { fixture.outputs().filter { $0.key != OutputNames.manifest } }
        let asBefore = outputs() == before.filter { $0.key != OutputNames.manifest }
        #expect(asBefore)
        // The cache holds the bytes that were checked: the next build reads the edited file
        // again, checks it, and renders its screen from what it now says.
        let next = BlockingRunner.run { await pipeline.run(options) }
        #expect(next.status == .success && next.rendered == ["interests"] && loads.current == 2, "\(next.status) \(next.rendered)")
        let mockupChanged = outputs()["interests.mockup.txt"] != before["interests.mockup.txt"]
        #expect(mockupChanged)
    }

    @Test("Files formc did not write that already hold its outputs stay; one that differs stops the build first")
    func foreignButEqual() throws {
        let fixture = try BuildFixture()
        defer { fixture.remove() }
        #expect(fixture.build().code == .success)
        let before = fixture.outputs()
        // Without the manifest every output is someone else's file, though each holds formc's bytes.
        try FileManager.default.removeItem(atPath: fixture.out + "/.formc-manifest")
        let again = Self.build(fixture, fileSystem: PosixFileSystem())
        #expect(again.status == .success)
        #expect(again.write.written.isEmpty && again.write.unchanged.count == 7 * OutputNames.screenOutputs("x").count + OutputNames.shared.count)
        #expect(fixture.outputs() == before)

        try FileManager.default.removeItem(atPath: fixture.out + "/.formc-manifest")
        try fixture.tmp.write("out/my-place.mockup.txt", "my own drawing\n")
        let refused = fixture.build()
        #expect(refused.code == .ioFailure)
        #expect(refused.stderr.contains("error: cannot write '\(fixture.out)/my-place.mockup.txt': the file exists and formc did not write it"))
        var expected = before
        expected[".formc-manifest"] = nil
        expected["my-place.mockup.txt"] = Array("my own drawing\n".utf8)
        #expect(fixture.outputs() == expected)
    }

    @Test("A build that builds no screen writes nothing, not even the folder")
    func nothingBuilt() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let spec = try tmp.write("s.yaml", "formc: 1\nscreen: broken\nfields: 3\n")
        let result = CapturingTerminal.run(["build", spec, "--out", tmp.url("out")])
        #expect(result.code == .specErrors)
        #expect(tmp.list("").sorted() == ["s.yaml"])
    }

    @Test("The manifest keeps plain names only: an edited one cannot point formc elsewhere")
    func manifestParsing() {
        let manifest = Manifest(parsing: Array("# header\nindex.md\n../escape.schema.json\n.hidden\na/b.mockup.txt\nx.schema.json\r\n\n".utf8))
        #expect(manifest.names == ["index.md", "x.schema.json"])
        #expect(manifest.text == Manifest.header + "\nindex.md\nx.schema.json\n")
        #expect(OutputNames.screenID(ofOutput: "my-place.schema.json") == "my-place")
        #expect(OutputNames.screenID(ofOutput: "formc-spec.schema.json") == nil)
        #expect(OutputNames.screenID(ofOutput: "index.md") == nil)
        #expect(!OutputNames.isSafeScreenID("../x") && !OutputNames.isSafeScreenID("Screen") && OutputNames.isSafeScreenID("a-1"))
    }

    @Test("A screen id that names a shared output is E306 at the id in every format, counted as an error: nothing written, exit 1")
    func reservedScreenID() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        func spec(_ id: String) -> String { "formc: 1\nscreen: \(id)\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x, z]\n" }
        let schema = try tmp.write("s.yaml", spec("formc-spec"))
        let support = try tmp.write("u.yaml", spec("formcsupport"))
        let index = try tmp.write("t.yaml", spec("index"))
        let build = ["build", schema, support, index, "--out", tmp.url("out")]
        let text = CapturingTerminal.run(build)
        #expect(text.code == .specErrors)
        #expect(text.stdout.contains("\(schema):2:9: error[E306]: screen id 'formc-spec' cannot be built: its outputs would overwrite formc-spec.schema.json"))
        #expect(text.stdout.contains("\(support):2:9: error[E306]: screen id 'formcsupport' cannot be built: its outputs would overwrite FormcSupport.swift"))
        #expect(text.stdout.components(separatedBy: "= help: rename the screen").count == 3)
        #expect(!text.stdout.contains("E306]: screen id 'index'"))
        #expect(!text.stderr.contains("was not built"))
        #expect(text.stderr.contains(" · 2 errors · nothing written"))
        #expect(tmp.list("out").isEmpty)

        let json = CapturingTerminal.run(build + ["--format", "json"])
        #expect(json.code == .specErrors)
        #expect(json.stdout.components(separatedBy: "\"pointer\": \"/screen\"").count == 3)
        #expect(json.stdout.components(separatedBy: "\"code\": \"E306\"").count == 3)
        #expect(json.stdout.contains("\"errors\": 2"))
        let github = CapturingTerminal.run(build + ["--format", "github"])
        #expect(github.stdout.contains("::error file=\(schema),line=2,col=9,endLine=2,endColumn=19,title=E306::"))
        #expect(github.stdout.contains("::error file=\(support),line=2,col=9,endLine=2,endColumn=21,title=E306::"))
        // lint, which builds nothing, reports it too: the build would fail.
        #expect(CapturingTerminal.run(["lint", schema]).code == .specErrors)
    }
}
