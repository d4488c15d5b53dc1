import FormcBuild
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two editions of a few specs (every screen's title differs, so the two builds differ in
/// every output), their two complete builds for reference, and the output folder `work/out`
/// into which `KillSafetyTests` stops builds.
struct KilledProject {
    /// Screens per edition: each has five outputs, so a mix of the two builds would show in any
    /// of them, and two are rendered at once.
    static let count = 2

    let tmp: TemporaryDirectory
    /// The complete builds of editions 0 and 1, name → bytes (the manifest with its cache).
    let editions: [[String: [UInt8]]]

    init() throws {
        let tmp = try TemporaryDirectory()
        self.tmp = tmp
        var editions: [[String: [UInt8]]] = []
        for edition in 0..<2 {
            for index in 0..<Self.count {
                try tmp.write("specs\(edition)/s\(index).yaml", """
                    formc: 1
                    screen: screen-\(index)
                    title: Edition \(edition) of screen \(index)
                    fields:
                      - id: pick
                        type: choice
                        commit: on-select
                        options: [one, two, three, four]

                    """)
            }
            let result = Self.build(tmp.url("specs\(edition)"), into: tmp.url("reference\(edition)"))
            #expect(result.status == .success)
            let files = Self.contents(tmp.url("reference\(edition)"))
            #expect(files.count > 2 * Self.count)
            let manifest = Manifest(parsing: files[OutputNames.manifest] ?? [])
            #expect(manifest.names == Set(files.keys).subtracting([OutputNames.manifest]))
            editions.append(files)
        }
        #expect(editions[0] != editions[1])
        self.editions = editions
    }

    func remove() { tmp.remove() }

    var out: String { tmp.url("work/out") }
    func specs(_ edition: Int) -> String { tmp.url("specs\(edition)") }

    /// Builds `specs` into `out` through `fileSystem`, in this process.
    static func build(_ specs: String, into out: String, fileSystem: any FileSystem = PosixFileSystem(), processID: Int32 = getpid(),
                      interruption: Interruption? = nil) -> BuildResult {
        var settled = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, fileSystem: fileSystem,
                                    processID: processID, interruption: interruption)
        // Every spec's stamp recorded, however recently it was written: no build depends on
        // the clock, and every manifest of an edition is the same bytes.
        settled.settledAge = 0
        let pipeline = settled
        return BlockingRunner.run { await pipeline.run(BuildOptions(paths: [specs], outputDirectory: out)) }
    }

    /// Builds `edition` into `work/out`.
    func build(_ edition: Int, fileSystem: any FileSystem = PosixFileSystem(), processID: Int32 = getpid(),
               interruption: Interruption? = nil) -> BuildResult {
        Self.build(specs(edition), into: out, fileSystem: fileSystem, processID: processID, interruption: interruption)
    }

    /// A folder's files, name → bytes (hidden ones included).
    static func contents(_ folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            files[name] = FileManager.default.contents(atPath: folder + "/" + name).map { Array($0) }
        }
        return files
    }

    /// What `work/out` holds, nil when there is no such folder.
    func state() -> [String: [UInt8]]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: out, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        return Self.contents(out)
    }

    /// What builds left beside `work/out` (staging folders) and in it (temporary files); not the
    /// previous build, kept for the next one to start from (`.out.formc-spare`).
    var leftovers: [String] {
        tmp.list("work").filter { $0 != "out" && $0 != ".out.formc-spare" }
            + tmp.list("work/out").filter { $0.hasPrefix(OutputNames.temporaryPrefix) }
    }

    /// Makes `work` hold what a build starts from in `start`; the previous build is edition 0.
    func prepare(_ start: KillSafetyTests.Start) throws {
        switch start {
        case .noFolder:
            if FileManager.default.fileExists(atPath: tmp.url("work")) { try FileManager.default.removeItem(atPath: tmp.url("work")) }
        case .previousWithSpare, .previousOnly:
            // Edition 1, then edition 0 over it: the swap keeps edition 1's folder as the spare.
            if state() != editions[1] { try requireBuild(1) }
            try requireBuild(0)
            if start == .previousOnly { try FileManager.default.removeItem(atPath: tmp.url("work/.out.formc-spare")) }
        }
    }

    private func requireBuild(_ edition: Int) throws {
        try #require(build(edition).status == .success)
        try #require(state() == editions[edition])
    }

    /// Builds edition 1 after a stopped build: it must succeed, be the clean build byte for
    /// byte, and leave nothing of the stopped one.
    func expectCleanNextBuild(_ context: String) throws {
        let next = build(1)
        #expect(next.status == .success, "\(context): the next build ended \(next.status)")
        #expect(state() == editions[1], "\(context): the next build is not the clean one")
        #expect(leftovers.isEmpty, "\(context): the next build left \(leftovers)")
    }
}
