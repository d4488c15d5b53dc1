@testable import FormcBuild
import FormcPipelineTestSupport
@testable import FormcProject
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// After a swap the previous build is kept beside the output folder (`.out.formc-spare`), and
/// the next build starts its staging folder from it: a screen's outputs made there from the
/// same inputs stay in place, others are replaced, and only the files that differ cost work.
/// Counted work: the links made and the files removed, by the screen they belong to.
@Suite("Incremental build: the spare folder")
struct SpareFolderTests {
    static func writeSpecs(_ tmp: TemporaryDirectory, titles: [String]) throws {
        for (index, title) in titles.enumerated() {
            try tmp.write("specs/s\(index).yaml", IncrementalProject.text(of: [.init(id: "screen-\(index)", title: title, options: 3)]))
        }
    }

    /// A build into `out`; `settled` says whether the specs' stamps are recorded (a build with
    /// nothing to write swaps nothing in: these tests make the spare folder by a build that
    /// only records the stamps the previous one did not).
    static func build(_ tmp: TemporaryDirectory, _ work: FileWork, settled: Bool = true, tool: String = ToolIdentity.current) -> BuildResult {
        var pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, fileSystem: CountingFileSystem(work: work))
        pipeline.settledAge = settled ? IncrementalStampTests.everythingSettled : Self.neverSettled
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url("out"), clean: true, tool: tool)
        let configured = pipeline
        return BlockingRunner.run { await configured.run(options) }
    }

    /// A settled age no file reaches: no stamp is recorded.
    static let neverSettled = Int64.max / 4

    /// Writes the specs and builds them twice: the first build makes the folder (and a spare
    /// folder of links to its files), the second (which records the stamps the first did not)
    /// swaps a new one in and keeps the first beside it as the spare folder. Returns the second
    /// build's work.
    @discardableResult
    static func buildWithSpare(_ tmp: TemporaryDirectory, titles: [String]) throws -> (result: BuildResult, work: FileWork) {
        try writeSpecs(tmp, titles: titles)
        #expect(build(tmp, FileWork(), settled: false).status == .success)
        let work = FileWork()
        return (build(tmp, work), work)
    }

    /// The files of a clean build of the specs (into `fresh`), as `tree` gives them.
    static func cleanTree(_ tmp: TemporaryDirectory, tool: String = ToolIdentity.current) -> [String: [UInt8]] {
        let clean = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard)
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url("fresh"), tool: tool)
        #expect(BlockingRunner.run { await clean.run(options) }.status == .success)
        return tree(tmp, "fresh")
    }

    /// The folder's files (the manifest's stamps masked).
    static func tree(_ tmp: TemporaryDirectory, _ folder: String) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in tmp.list(folder) { files[name] = tmp.readBytes(folder + "/" + name) }
        return ManifestStamps.tree(files)
    }

    @Test("Unchanged screens' outputs are neither linked nor removed; a changed screen's are replaced, and next time linked back")
    func onlyWhatDiffersIsTouched() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var titles = (0..<6).map { "화면 \($0)" }
        let (built, second) = try Self.buildWithSpare(tmp, titles: titles)
        #expect(built.rendered.isEmpty)
        #expect(tmp.list("").contains(".out.formc-spare"))
        // Its staging folder was the first build's spare folder, its own files: nothing linked,
        // only the manifest replaced.
        #expect(second.linked.isEmpty && second.removed == [OutputNames.manifest], "\(second.linked) \(second.removed)")

        // Nothing changed: nothing is written at all.
        let unchanged = FileWork()
        let again = Self.build(tmp, unchanged)
        #expect(again.status == .success && again.rendered.isEmpty)
        #expect(unchanged.linked.isEmpty && unchanged.removed.isEmpty && unchanged.created.isEmpty,
                "\(unchanged.linked) \(unchanged.removed) \(unchanged.created)")

        // One spec changed: its screen's files are replaced in the staging folder, no other.
        titles[2] += "!"
        try Self.writeSpecs(tmp, titles: titles)
        let changed = FileWork()
        let result = Self.build(tmp, changed)
        #expect(result.rendered == ["screen-2"])
        #expect(changed.screens(linked: false) == ["screen-2"])
        // (A file of it whose bytes did not change is linked from the output folder.)
        #expect(Set(changed.screens(linked: true)).isSubset(of: ["screen-2"]))

        // The next build has nothing to write; the one after a change starts from the folder
        // that still holds the old screen-2: its files are linked from the output folder, the
        // other unchanged screens' stay.
        let after = FileWork()
        let next = Self.build(tmp, after)
        #expect(next.rendered.isEmpty && after.linked.isEmpty && after.removed.isEmpty)
        titles[4] += "!"
        try Self.writeSpecs(tmp, titles: titles)
        let later = FileWork()
        #expect(Self.build(tmp, later).rendered == ["screen-4"])
        #expect(later.screens(linked: true) == ["screen-2"] && later.screens(linked: false) == ["screen-2", "screen-4"])

        // Byte for byte a clean build.
        #expect(Self.tree(tmp, "out") == Self.cleanTree(tmp))
    }

    @Test("A build into a new folder leaves a spare folder of its own files: the first change replaces only its screen's")
    func newFolderLeavesSpare() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var titles = (0..<6).map { "화면 \($0)" }
        try Self.writeSpecs(tmp, titles: titles)
        // A killed build's folder of links (its process is gone) is removed by the next build.
        let killed = ".out.formc-spare.2000000000"
        try tmp.write(killed + "/screen-0.mockup.txt", "a killed build's link")
        let first = FileWork()
        #expect(Self.build(tmp, first).status == .success)
        // Every file, the manifest too, linked once into the folder of this build's links.
        #expect(first.linked == tmp.list("out").sorted(), "\(first.linked)")
        #expect(tmp.list("").filter { $0.hasPrefix(".out.") } == [".out.formc-spare"])
        // The same files: every name of the output folder, under the same inode.
        #expect(tmp.list(".out.formc-spare").sorted() == tmp.list("out").sorted())
        for name in tmp.list("out") {
            #expect(Self.inode(tmp.url("out/" + name)) == Self.inode(tmp.url(".out.formc-spare/" + name)), "\(name)")
        }
        // One spec changed: only its screen's files are replaced, no other linked or removed.
        titles[2] += "!"
        try Self.writeSpecs(tmp, titles: titles)
        let changed = FileWork()
        #expect(Self.build(tmp, changed).rendered == ["screen-2"])
        #expect(Set(changed.screens(linked: true)).isSubset(of: ["screen-2"]) && changed.screens(linked: false) == ["screen-2"],
                "\(changed.linked) \(changed.removed)")
        #expect(Self.tree(tmp, "out") == Self.cleanTree(tmp))
    }

    @Test("A build into a new folder that cannot link, or that fails, leaves no spare folder and nothing of its links")
    func newFolderWithoutSpare() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp, titles: ["하나", "둘", "셋"])
        // No hard links on this file system: the build succeeds, without a spare folder.
        #expect(Self.build(tmp, failing: .links) == .success)
        #expect(tmp.list("").filter { $0.hasPrefix(".out.") }.isEmpty, "\(tmp.list(""))")
        #expect(Self.tree(tmp, "out") == Self.cleanTree(tmp))
        // A write that fails: the build stops, and leaves neither its staging folder nor its links.
        try FileManager.default.removeItem(atPath: tmp.url("out"))
        #expect(Self.build(tmp, failing: .create("screen-2.swift")) != .success)
        #expect(tmp.list("").filter { $0.hasPrefix(".out") || $0 == "out" }.isEmpty, "\(tmp.list(""))")
    }

    /// A build of the specs into `out` on a file system where `failure` happens.
    static func build(_ tmp: TemporaryDirectory, failing failure: FailingFileSystem.Failure) -> BuildStatus {
        let pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, fileSystem: FailingFileSystem(failing: failure))
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url("out"))
        return BlockingRunner.run { await pipeline.run(options) }.status
    }

    @Test("A link that fails, or a spare folder another build made meanwhile, gives up the folder of links; the output is the same")
    func newFolderSpareGivenUp() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(tmp, titles: ["하나", "둘", "셋"])
        // One link into the folder of links fails: no spare folder, nothing of the links left.
        #expect(Self.build(tmp, failing: .spareLink("screen-1.mockup.txt")) == .success)
        #expect(tmp.list("").filter { $0.hasPrefix(".out.") }.isEmpty, "\(tmp.list(""))")
        #expect(Self.tree(tmp, "out") == Self.cleanTree(tmp))
        // A spare folder appears before the rename: it stays as it is, and this build's links go.
        try FileManager.default.removeItem(atPath: tmp.url("out"))
        #expect(Self.build(tmp, failing: .spareAppears) == .success)
        #expect(tmp.list("").filter { $0.hasPrefix(".out.") } == [".out.formc-spare"])
        #expect(tmp.list(".out.formc-spare") == ["other-build.txt"])
        #expect(Self.tree(tmp, "out") == Self.cleanTree(tmp))
    }

    @Test("An output written twice in a build into a new folder gives up the folder of links: a spare folder never holds an old copy")
    func rewrittenOutputGivesUpSpare() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var session = try OutputSession(directory: tmp.url("out"))
        session.record(["a.txt", "b.txt"])
        try session.write(PlannedOutput(name: "a.txt", text: "first"))
        try session.write(PlannedOutput(name: "b.txt", text: "b"))
        try session.write(PlannedOutput(name: "a.txt", text: "second"))
        try session.commit()
        #expect(tmp.read("out/a.txt") == "second" && tmp.read("out/b.txt") == "b")
        #expect(tmp.list("").filter { $0.hasPrefix(".out.") }.isEmpty, "\(tmp.list(""))")
    }

    /// The inode of the file at `path`.
    static func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    @Test("After a new formc rendered every screen and found its outputs unchanged, the next build keeps the spare's same files in place")
    func sameFilesStayWhateverTheKeys() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var titles = (0..<5).map { "화면 \($0)" }
        #expect(try Self.buildWithSpare(tmp, titles: titles).result.status == .success)
        // A new formc: every key differs, every screen is rendered again, and every output,
        // the same bytes, is linked from the output folder.
        let renewed = FileWork()
        #expect(Self.build(tmp, renewed, tool: "formc next").rendered.count == titles.count)
        #expect(renewed.screens(linked: true).count == titles.count)
        // The spare folder holds the keys of the old formc, but the same files: only the changed
        // screen's are replaced; no other is linked or removed.
        titles[3] += "!"
        try Self.writeSpecs(tmp, titles: titles)
        let changed = FileWork()
        #expect(Self.build(tmp, changed, tool: "formc next").rendered == ["screen-3"])
        #expect(changed.screens(linked: true).allSatisfy { $0 == "screen-3" } && changed.screens(linked: false) == ["screen-3"],
                "\(changed.linked) \(changed.removed)")
        #expect(Self.tree(tmp, "out") == Self.cleanTree(tmp, tool: "formc next"))
    }

    @Test("A spare folder without its manifest, or holding a stray file, is emptied of what the build does not hold")
    func tamperedSpare() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        #expect(try Self.buildWithSpare(tmp, titles: ["하나", "둘"]).result.status == .success)
        try FileManager.default.removeItem(atPath: tmp.url(".out.formc-spare/" + OutputNames.manifest))
        try tmp.write(".out.formc-spare/stray.txt", "not formc's")
        // A new file in place of one (written in place, it would be the output folder's too:
        // both names are links to one file).
        try FileManager.default.removeItem(atPath: tmp.url(".out.formc-spare/screen-0.mockup.txt"))
        try tmp.write(".out.formc-spare/screen-0.mockup.txt", "edited in the spare folder")
        // (A build that records no stamps: its cache differs, so it writes a new folder.)
        let work = FileWork()
        #expect(Self.build(tmp, work, settled: false).status == .success)
        // Without its manifest no key of it is known: what stays is only what is the output
        // folder's own file (the same inode); the file replaced in it is linked again.
        #expect(work.linked == ["screen-0.mockup.txt"] && work.removed.contains("screen-0.mockup.txt"))
        #expect(!tmp.list("out").contains("stray.txt"))
        let out = Self.tree(tmp, "out"), fresh = Self.cleanTree(tmp)
        #expect(out.keys.sorted() == fresh.keys.sorted())
        for (name, bytes) in fresh where out[name] != bytes { Issue.record("\(name) differs from a clean build") }
    }
}

/// The links made, the files removed and created, and the folders renamed, swapped or
/// flushed through a `CountingFileSystem`, by name.
final class FileWork: Sendable {
    private let state = Mutex<(linked: [String], removed: [String], created: [String], moved: [String])>(([], [], [], []))

    func link(_ path: String) { state.withLock { $0.linked.append(Self.name(path)) } }
    func remove(_ path: String) { state.withLock { $0.removed.append(Self.name(path)) } }
    func create(_ path: String) { state.withLock { $0.created.append(Self.name(path)) } }
    func move(_ what: String) { state.withLock { $0.moved.append(what) } }

    var linked: [String] { state.withLock { $0.linked.sorted() } }
    var removed: [String] { state.withLock { $0.removed.sorted() } }
    /// Files and folders created.
    var created: [String] { state.withLock { $0.created.sorted() } }
    /// Renames, swaps and flushes (`rename a`, `exchange a`, `sync a`).
    var moved: [String] { state.withLock { $0.moved } }

    /// The screens with a file linked (or removed).
    func screens(linked: Bool) -> [String] {
        Array(Set((linked ? self.linked : removed).compactMap(OutputNames.screenID(ofOutput:)))).sorted()
    }

    private static func name(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }
}

/// The real file system, where links, or the creation of one file, fail.
struct FailingFileSystem: ForwardingFileSystem {
    enum Failure: Sendable {
        /// Every hard link (a file system that has none).
        case links
        /// The link of the file of this name into the folder that is to become the spare folder.
        case spareLink(String)
        /// The creation of the file of this name.
        case create(String)
        /// A spare folder appears (made by a build running at the same time) right before the
        /// build renames its own folder of links to it.
        case spareAppears
    }

    var base = PosixFileSystem()
    let failing: Failure

    func link(_ existing: String, to newPath: String) throws(FileSystemError) {
        if case .links = failing { throw .unsupported }
        if case .spareLink(let name) = failing, newPath.hasSuffix("/" + name), newPath.contains(StagingFolder.newSpareMarker) {
            throw FileSystemError(code: 31, reason: "Too many links")
        }
        try base.link(existing, to: newPath)
    }
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        if case .create(let name) = failing, path.hasSuffix("/" + name) { throw FileSystemError(code: 28, reason: "No space left on device") }
        try base.createNewFile(path, contents: contents)
    }
    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        if case .spareAppears = failing, destination.hasSuffix(StagingFolder.spareMarker), source.contains(StagingFolder.newSpareMarker) {
            try base.createDirectory(destination)
            try base.createNewFile(destination + "/other-build.txt", contents: Array("the other build's".utf8))
        }
        try base.rename(source, to: destination)
    }
}

/// The real file system, counting links and removals.
struct CountingFileSystem: ForwardingFileSystem {
    var base = PosixFileSystem()
    let work: FileWork

    func createDirectory(_ path: String) throws(FileSystemError) {
        work.create(path)
        try base.createDirectory(path)
    }
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        work.create(path)
        try base.createNewFile(path, contents: contents)
    }
    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        work.create(path)
        return try base.createNewFileStream(path)
    }
    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        work.move("rename " + source)
        try base.rename(source, to: destination)
    }
    func removeFile(_ path: String) throws(FileSystemError) {
        work.remove(path)
        try base.removeFile(path)
    }
    func link(_ existing: String, to newPath: String) throws(FileSystemError) {
        work.link(newPath)
        try base.link(existing, to: newPath)
    }
    func exchange(_ first: String, _ second: String) throws(FileSystemError) {
        work.move("exchange " + first)
        try base.exchange(first, second)
    }
    func syncFileSystem(_ path: String) throws(FileSystemError) {
        work.move("sync " + path)
        try base.syncFileSystem(path)
    }
}
