import Dispatch
import FormcBuild
import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// `lint` checks files while discovery still searches the tree (`LintPipeline.run(discovering:)`):
/// the same run as discovering first, each path loaded once, and checks under way before the
/// walk is over.
@Suite("Checking while discovering")
struct DiscoveringRunTests {
    /// Stages that count the loads of each path.
    static func counting(onLoad: @escaping @Sendable (String) -> Void) -> Stages {
        let standard = Stages.standard
        return Stages(
            load: { path in
                onLoad(path)
                return standard.load(path)
            },
            decode: standard.decode, validate: standard.validate, validateBuild: standard.validateBuild)
    }

    /// A tree with what discovery must sort out: two folders, a repeated screen id (E300), a
    /// spec with errors, a link to a file, a link to a folder, and a path that does not exist.
    static func project() throws -> TemporaryDirectory {
        let tmp = try TemporaryDirectory()
        for folder in ["b", "a", "a-c"] {
            for file in 0..<40 {
                try tmp.write("specs/\(folder)/s\(file).yaml", "formc: 1\nscreen: \(folder)-\(file)\ntitle: \"제목 \(file)\"\n")
            }
        }
        try tmp.write("specs/a/twice.yaml", "formc: 1\nscreen: b-3\n")
        try tmp.write("specs/b/bad.yaml", "formc: 1\nscreen: [\n")
        try tmp.symlink("specs/a-c/link.yaml", to: "../b/s1.yaml")
        try tmp.symlink("specs/linked", to: "a")
        return tmp
    }

    @Test("Checking while discovering gives the run of discovering first, whatever the paths")
    func sameRun() throws {
        let tmp = try Self.project()
        defer { tmp.remove() }
        let pathLists = [
            [tmp.url("specs")],
            [tmp.url("specs/b"), tmp.url("specs"), tmp.url("specs/a/s3.yaml"), tmp.url("missing")],
            [tmp.url("specs/a/s3.yaml"), tmp.url("specs/a/s3.yaml")],
        ]
        for paths in pathLists {
            for keepsSources in [false, true] {
                let pipeline = LintPipeline(stages: .standard, keepsScreens: false, keepsSources: keepsSources)
                let first = BlockingRunner.run { await pipeline.run(paths: paths) }
                let streamed = pipeline.run(discovering: paths)
                #expect(streamed.inputs == first.inputs)
                #expect(streamed.files.map(\.path) == first.files.map(\.path))
                #expect(streamed.report.diagnostics == first.report.diagnostics)
                #expect(streamed.report.screens == first.report.screens)
                #expect(streamed.report.sources.mapValues(\.bytes) == first.report.sources.mapValues(\.bytes))
                #expect(ReportFormatter.format(streamed.report, as: .text, codes: .formc)
                    == ReportFormatter.format(first.report, as: .text, codes: .formc))
            }
        }
    }

    @Test("Each path is loaded once, even when named again or met inside a named folder")
    func eachPathLoadedOnce() throws {
        let tmp = try Self.project()
        defer { tmp.remove() }
        let loads = Mutex<[String: Int]>([:])
        let stages = Self.counting { path in loads.withLock { $0[path, default: 0] += 1 } }
        let handed = Mutex<[String]>([])
        let paths = [tmp.url("specs"), tmp.url("specs/a"), tmp.url("specs/a/s3.yaml"), tmp.url("specs/a/s3.yaml")]
        let run = LintPipeline(stages: stages).run(discovering: paths, found: { batch in handed.withLock { $0 += batch } })
        let counted = loads.withLock { $0 }
        #expect(counted.values.allSatisfy { $0 == 1 }, "\(counted.filter { (_, count) in count > 1 })")
        // Every file the run kept was loaded, and told to `found` once before.
        #expect(Set(run.files.map(\.path)).isSubset(of: Set(counted.keys)))
        let told = handed.withLock { $0 }
        #expect(told.count == Set(told).count)
        #expect(Set(told) == Set(counted.keys))
        // 3 × 40 specs, `twice.yaml` and `bad.yaml`; the links name files found already.
        #expect(run.report.files == 122)
    }

    @Test("Files are checked before the walk is over")
    func checksOverlapTheWalk() throws {
        let tmp = try Self.project()
        defer { tmp.remove() }
        // The listing of the last folder waits for a file of the first to have been loaded: a
        // run that checks only after the walk never gets that far (`SafetyBound` only ends such
        // a run, which then fails below; a run that overlaps always gets through).
        let loaded = DispatchSemaphore(value: 0)
        let sawLoad = Mutex(false)
        var fileSystem = WaitingListing()
        fileSystem.beforeListing = { path in
            guard path.hasSuffix("/b") else { return }
            let met = loaded.wait(timeout: SafetyBound.dispatchDeadline) == .success
            sawLoad.withLock { $0 = met }
        }
        let stages = Self.counting { path in if path.contains("/a/") { loaded.signal() } }
        let run = LintPipeline(stages: stages, discovery: InputDiscovery(fileSystem: fileSystem)).run(discovering: [tmp.url("specs")])
        #expect(sawLoad.withLock { $0 }, "\(SafetyBound.message)")
        #expect(run.report.files == 122)
    }

    @Test("A run that checks while discovering examines each folder and config candidate once, as one that discovers first")
    func statusesAsDiscoveringFirst() throws {
        var counts: [(configs: Int, others: Int)] = []
        for files in [5, 20] {
            let project = try CountedProject(folders: 3, files: files)
            defer { project.remove() }
            // As `lint` runs it: no file registered with the resolver first.
            let run = LintPipeline(stages: .configured(by: project.resolver), discovery: project.discovery).run(discovering: [project.specs])
            #expect(run.report.files == 3 * files)
            counts.append(project.counts)
        }
        #expect(counts.map(\.others) == [4, 4])
        #expect(counts.map(\.configs) == [4, 4])
    }

    /// The real file system, calling `beforeListing` before each folder is listed.
    struct WaitingListing: ForwardingFileSystem {
        var base = PosixFileSystem()
        var beforeListing: @Sendable (String) -> Void = { _ in }

        func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
            beforeListing(path)
            return try base.entriesOfDirectory(path)
        }
    }
}
