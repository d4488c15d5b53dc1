import FormcBuild
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// A build that would leave its output folder as it is writes nothing (`OutputSession.isUpToDate`),
/// and a build whose contents are unchanged keeps the shared outputs without rendering them.
/// Counted work: files and folders created, links, removals, renames, swaps and flushes.
@Suite("Incremental build: nothing to write")
struct UpToDateBuildTests {
    static func build(_ tmp: TemporaryDirectory, _ work: FileWork, out: String = "out", clean: Bool = true) -> BuildResult {
        var pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, fileSystem: CountingFileSystem(work: work))
        // Every spec settled: its stamp is recorded by the first build, so the second finds the same cache.
        pipeline.settledAge = IncrementalStampTests.everythingSettled
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url(out), clean: clean)
        let configured = pipeline
        return BlockingRunner.run { await configured.run(options) }
    }

    static func writeSpecs(_ tmp: TemporaryDirectory, options: [Int]) throws {
        for (index, count) in options.enumerated() {
            try tmp.write("specs/s\(index).yaml", IncrementalProject.text(of: [.init(id: "screen-\(index)", title: "화면 \(index)", options: count)]))
        }
    }

    @Test("A build with nothing changed creates, links, removes, renames and flushes nothing, with or without --clean")
    func nothingChanged() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        // One spec with a warning (W506), whose findings come from the cache.
        try Self.writeSpecs(tmp, options: [3, 1, 2])
        #expect(Self.build(tmp, FileWork()).status == .success)
        let before = SpareFolderTests.tree(tmp, "out")
        for clean in [true, false] {
            let work = FileWork()
            let again = Self.build(tmp, work, clean: clean)
            #expect(again.status == .success && again.rendered.isEmpty && again.built.count == 3)
            #expect(again.lint.report.diagnostics.map(\.code.id) == ["W506"])
            #expect(work.created.isEmpty && work.linked.isEmpty && work.removed.isEmpty && work.moved.isEmpty,
                    "\(work.created) \(work.linked) \(work.removed) \(work.moved)")
            #expect(again.write.written.isEmpty && again.write.unchanged.count == 3 * OutputNames.screenOutputs("x").count + OutputNames.shared.count)
            #expect(SpareFolderTests.tree(tmp, "out") == before)
        }
    }

    @Test("An output deleted by hand, a stray temporary file or a manifest not as formc writes it: the folder is written again")
    func notUpToDate() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp, options: [3, 2])
        #expect(Self.build(tmp, FileWork()).status == .success)
        let before = SpareFolderTests.tree(tmp, "out")
        let manifest = try #require(tmp.read("out/" + OutputNames.manifest))
        let tamperings: [(String, () throws -> Void)] = [
            ("an output deleted", { try FileManager.default.removeItem(atPath: tmp.url("out/screen-1.schema.json")) }),
            ("a temporary file of an older formc", { try tmp.write("out/" + OutputNames.temporaryPrefix + "1.x", "") }),
            ("a comment added to the manifest", { try tmp.write("out/" + OutputNames.manifest, "# a note\n" + manifest) }),
        ]
        for (what, tamper) in tamperings {
            try tamper()
            let work = FileWork()
            let result = Self.build(tmp, work)
            #expect(result.status == .success, "\(what)")
            #expect(work.moved.contains { $0.hasPrefix("sync ") }, "\(what): the folder is swapped in again")
            #expect(SpareFolderTests.tree(tmp, "out") == before, "\(what)")
        }
    }

    @Test("A changed spec whose row of the contents is the same keeps the shared outputs: they are not written again")
    func sharedOutputsKept() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp, options: [3, 2])
        #expect(Self.build(tmp, FileWork()).status == .success)
        // Another option: the same title, fields and warnings, so the same row.
        try Self.writeSpecs(tmp, options: [3, 4])
        let work = FileWork()
        let result = Self.build(tmp, work)
        #expect(result.rendered == ["screen-1"])
        let created = Set(work.created)
        // All but review.html, which holds every screen's page.
        #expect(created.isDisjoint(with: OutputNames.shared.filter { $0 != OutputNames.reviewDocument }), "\(work.created)")
        #expect(created.contains(OutputNames.reviewDocument))
        #expect(created.contains("screen-1.schema.json"))
        // A title changed: its row changes, and the contents pages are written again.
        try tmp.write("specs/s0.yaml", IncrementalProject.text(of: [.init(id: "screen-0", title: "다른 제목", options: 3)]))
        let retitled = FileWork()
        #expect(Self.build(tmp, retitled).rendered == ["screen-0"])
        #expect(Set(retitled.created).isSuperset(of: [OutputNames.index, OutputNames.indexHTML]), "\(retitled.created)")
        // Both folders are byte for byte a clean build.
        #expect(Self.build(tmp, FileWork(), out: "fresh").status == .success)
        #expect(SpareFolderTests.tree(tmp, "out") == SpareFolderTests.tree(tmp, "fresh"))
    }
}
