import FormcBuild
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// An incremental build trusts a spec whose stamp (size, inode, times) is the one it recorded
/// with the spec's bytes, as make and git do, and reads and hashes it only when the stamp
/// differs; a spec changed too shortly before a build is read by the next one (`FileStamp`).
/// Counted work: the specs read by the check's reuse, through the file system.
@Suite("Incremental build: stamps")
struct IncrementalStampTests {
    /// Three specs without findings and one with a warning (W506), under `specs/`.
    static func writeSpecs(_ tmp: TemporaryDirectory) throws {
        for index in 1...3 {
            try tmp.write("specs/s\(index).yaml", IncrementalProject.text(of: [.init(id: "screen-\(index)", title: "화면 \(index)", options: 3)]))
        }
        try tmp.write("specs/warned.yaml", IncrementalProject.text(of: [.init(id: "warned", title: "하나", options: 1)]))
    }

    /// A build of `specs/` into `out`, reporting each spec read whole through the file system.
    static func build(_ tmp: TemporaryDirectory, settledAge: Int64, reads: Reads) -> BuildResult {
        let files = RecordingFileSystem(onRead: { path in if path.hasSuffix(".yaml") { reads.add(path) } })
        var pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, fileSystem: files)
        pipeline.settledAge = settledAge
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url("out"))
        let configured = pipeline
        return BlockingRunner.run { await configured.run(options) }
    }

    /// Files changed up to an hour after the build started count as settled: the stamps of the
    /// files just written are recorded.
    static let everythingSettled: Int64 = -3_600_000_000_000

    @Test("A spec whose stamp is the one recorded is not read again; a changed one is read, hashed and checked")
    func unchangedStampIsNotRead() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp)
        let first = Reads()
        #expect(Self.build(tmp, settledAge: Self.everythingSettled, reads: first).status == .success)
        // Nothing was cached: nothing to compare, nothing read by the reuse.
        #expect(first.paths.isEmpty)

        let second = Reads()
        let again = Self.build(tmp, settledAge: Self.everythingSettled, reads: second)
        #expect(again.status == .success && again.rendered.isEmpty)
        #expect(second.paths.isEmpty, "\(second.paths)")
        // The spec with a warning is checked again (its diagnostics are reported afresh).
        #expect(again.lint.files.filter { !$0.isFromCache }.map(\.path) == [tmp.url("specs/warned.yaml")])

        // Another size: the stamp differs, the spec is read, and its new bytes checked.
        try tmp.write("specs/s2.yaml", IncrementalProject.text(of: [.init(id: "screen-2", title: "다른 화면", options: 3)]))
        let third = Reads()
        let changed = Self.build(tmp, settledAge: Self.everythingSettled, reads: third)
        #expect(third.paths == [tmp.url("specs/s2.yaml")])
        #expect(changed.rendered == ["screen-2"])
        #expect(Set(changed.lint.files.filter { !$0.isFromCache }.map(\.path)) == [tmp.url("specs/s2.yaml"), tmp.url("specs/warned.yaml")])
    }

    @Test("The same bytes written again (another stamp) are read and hashed, and then neither checked nor rendered")
    func rewrittenSameBytes() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp)
        #expect(Self.build(tmp, settledAge: Self.everythingSettled, reads: Reads()).status == .success)
        let text = try #require(tmp.read("specs/s1.yaml"))
        // A new file in its place: another inode and another change time.
        try FileManager.default.removeItem(atPath: tmp.url("specs/s1.yaml"))
        try tmp.write("specs/s1.yaml", text)
        let reads = Reads()
        let result = Self.build(tmp, settledAge: Self.everythingSettled, reads: reads)
        #expect(reads.paths == [tmp.url("specs/s1.yaml")])
        #expect(result.rendered.isEmpty)
        #expect(result.lint.files.filter { !$0.isFromCache }.map(\.path) == [tmp.url("specs/warned.yaml")])
    }

    @Test("Specs changed just before a build are not trusted by their stamp: the next build reads and hashes them")
    func recentChangesAreRead() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp)
        // The files were written a moment ago: far less than the default settled age.
        #expect(Self.build(tmp, settledAge: BuildCache.settledAge, reads: Reads()).status == .success)
        let manifest = try #require(tmp.readBytes("out/" + OutputNames.manifest))
        #expect(ManifestStamps.recorded(manifest).isEmpty)
        let reads = Reads()
        let result = Self.build(tmp, settledAge: BuildCache.settledAge, reads: reads)
        #expect(result.rendered.isEmpty)
        // The three cached specs (the warned one is checked, not compared).
        #expect(reads.paths == ["s1", "s2", "s3"].map { tmp.url("specs/\($0).yaml") })
    }
}

/// The paths read, from concurrent tasks, sorted.
final class Reads: Sendable {
    private let list = Mutex<[String]>([])

    func add(_ path: String) { list.withLock { $0.append(path) } }

    var paths: [String] { list.withLock { $0.sorted() } }
}
