import FormcBuild
import FormcPipelineTestSupport
import FormcProject
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
    /// `keepsSources` as a text report (which shows a warning's lines) or a machine format.
    static func build(_ tmp: TemporaryDirectory, settledAge: Int64, reads: Reads, keepsSources: Bool = true) -> BuildResult {
        let files = RecordingFileSystem(onRead: { path in if path.hasSuffix(".yaml") { reads.add(path) } })
        var pipeline = BuildPipeline(lint: LintPipeline(stages: .standard, keepsSources: keepsSources), renderers: .standard,
                                     fileSystem: files)
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

        // A machine format: nothing read, nothing checked, the warning reported from the cache.
        let second = Reads()
        let again = Self.build(tmp, settledAge: Self.everythingSettled, reads: second, keepsSources: false)
        #expect(again.status == .success && again.rendered.isEmpty)
        #expect(second.paths.isEmpty, "\(second.paths)")
        #expect(again.lint.files.allSatisfy { $0.isFromCache })
        #expect(again.lint.report.diagnostics.map(\.code.id) == ["W506"])
        // The text report shows the warning's line, kept in the cache by the first build: nothing
        // is read, nothing checked.
        let shown = Reads()
        let text = Self.build(tmp, settledAge: Self.everythingSettled, reads: shown)
        #expect(shown.paths.isEmpty, "\(shown.paths)")
        #expect(text.lint.files.allSatisfy { $0.isFromCache })
        let line = try #require(text.lint.report.diagnostics.first?.range?.start.line)
        #expect(text.lint.report.sources[tmp.url("specs/warned.yaml")]?.lineText(line).contains("options: [선택 1]") == true)

        // Another size: the stamp differs, the spec is read, and its new bytes checked.
        try tmp.write("specs/s2.yaml", IncrementalProject.text(of: [.init(id: "screen-2", title: "다른 화면", options: 3)]))
        let third = Reads()
        let changed = Self.build(tmp, settledAge: Self.everythingSettled, reads: third, keepsSources: false)
        #expect(third.paths == [tmp.url("specs/s2.yaml")])
        #expect(changed.rendered == ["screen-2"])
        #expect(changed.lint.files.filter { !$0.isFromCache }.map(\.path) == [tmp.url("specs/s2.yaml")])
    }

    @Test("A spec cached without the lines its warning shows (a machine format's build) is read once by a text report, which keeps them")
    func excerptKeptAfterOneRead() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp)
        #expect(Self.build(tmp, settledAge: Self.everythingSettled, reads: Reads(), keepsSources: false).status == .success)
        var shown: [[String]] = []
        var lines: [String?] = []
        for _ in 0..<2 {
            let reads = Reads()
            let text = Self.build(tmp, settledAge: Self.everythingSettled, reads: reads)
            #expect(text.status == .success && text.rendered.isEmpty && text.lint.files.allSatisfy { $0.isFromCache })
            shown.append(reads.paths)
            let line = text.lint.report.diagnostics.first?.range?.start.line ?? 0
            lines.append(text.lint.report.sources[tmp.url("specs/warned.yaml")]?.lineText(line))
        }
        #expect(shown == [[tmp.url("specs/warned.yaml")], []])
        #expect(lines[0]?.contains("options: [선택 1]") == true && lines[0] == lines[1])
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
        let result = Self.build(tmp, settledAge: Self.everythingSettled, reads: reads, keepsSources: false)
        #expect(reads.paths == [tmp.url("specs/s1.yaml")])
        #expect(result.rendered.isEmpty)
        #expect(result.lint.files.allSatisfy { $0.isFromCache })
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
        // Every cached spec, the one with a warning too, and none checked again.
        #expect(reads.paths == ["s1", "s2", "s3", "warned"].map { tmp.url("specs/\($0).yaml") })
        #expect(result.lint.files.allSatisfy { $0.isFromCache })
    }
}

/// The paths read, from concurrent tasks, sorted.
final class Reads: Sendable {
    private let list = Mutex<[String]>([])

    func add(_ path: String) { list.withLock { $0.append(path) } }

    var paths: [String] { list.withLock { $0.sorted() } }
}
