@testable import FormcBuild
import FormcPipelineTestSupport
@testable import FormcProject
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, stopped at a counted point of a build instead of a moment: the
/// `point`-th call that changes the disk (a directory or file created, a piece written, a
/// link, a rename, a removal, the swap, the flush) is where the stop lands, so every point of
/// a build's sequence can be tried in turn, on any machine at any speed (`KillSafetyTests`).
///
/// - `.kill` stands for SIGKILL: that call leaves what a process killed inside it leaves (half
///   of a write's bytes, the file it was creating, empty; nothing of a rename, link, removal or
///   swap, which the system does whole or not at all), and from then on every call fails and
///   changes nothing, as if the process were gone. The build runs on to its end, but the disk
///   holds exactly what the kill left.
/// - `.interrupt` stands for SIGINT or SIGTERM: the build is asked to stop there, as the CLI's
///   signal handler asks it (`Interruption`), and the call and the build go on.
///
/// The changing calls are made one at a time (a lock held across each), so the n-th is one
/// point of the sequence however many threads write. The links a build into a new folder makes
/// on a thread of its own, into the folder that becomes the spare folder (`.out.formc-spare.<pid>`),
/// are not points: their place among the build's own changes depends on the threads, so the
/// n-th point would not be the same call from one run to the next; what they leave is removed
/// whole by the next build, whatever it holds. Once the process is gone they fail too.
struct KillPointFileSystem: FileSystem {
    enum Stop: Sendable {
        case kill
        case interrupt(Interruption, signal: Int32)
    }

    var base = PosixFileSystem()
    let counter: KillPointCounter
    /// False for a system that cannot swap two folders in one step (`EINVAL`): the build swaps
    /// by renames, and a kill can land between them.
    var swapsInOneStep = true

    /// Stops at the `point`-th changing call (1 for the first).
    init(point: Int, stop: Stop) {
        counter = KillPointCounter(point: point, stop: stop)
    }

    /// How many changing calls the build asked for, including any after a kill.
    var changes: Int { counter.changes }
    /// Whether the stop's point was reached.
    var reached: Bool { counter.changes >= counter.point }

    // Reads change nothing: not counted, and failing once the process is gone.

    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        try counter.requireAlive()
        return try base.status(path, followingLinks: followingLinks)
    }

    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try counter.requireAlive()
        return try base.contentsOfDirectory(path)
    }

    func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try counter.requireAlive()
        return try base.entriesOfDirectory(path)
    }

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        try counter.requireAlive()
        return try base.readFile(path)
    }

    func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream {
        try counter.requireAlive()
        let counter = counter
        return WatchedReadStream(try base.openFile(path)) { _ throws(FileSystemError) in try counter.requireAlive() }
    }

    func stamp(_ path: String) -> FileStamp? {
        counter.isDead ? nil : base.stamp(path)
    }

    func folderLinkCount(_ path: String) -> Int? {
        counter.isDead ? nil : base.folderLinkCount(path)
    }

    // Changes: counted, and the stop lands on one of them.

    func createDirectory(_ path: String) throws(FileSystemError) {
        try counter.change { () throws(FileSystemError) in try base.createDirectory(path) }
    }

    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        try counter.change({ () throws(FileSystemError) in try base.createNewFile(path, contents: contents) },
                           killed: { () throws(FileSystemError) in try base.createNewFile(path, contents: Array(contents.prefix(contents.count / 2))) })
    }

    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        let stream = try counter.change({ () throws(FileSystemError) in try base.createNewFileStream(path) },
                                        killed: { () throws(FileSystemError) in try base.createNewFileStream(path).close() })
        return KillPointStream(base: stream, counter: counter)
    }

    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        try counter.change { () throws(FileSystemError) in try base.rename(source, to: destination) }
    }

    func removeFile(_ path: String) throws(FileSystemError) {
        try counter.change { () throws(FileSystemError) in try base.removeFile(path) }
    }

    func removeDirectory(_ path: String) throws(FileSystemError) {
        try counter.change { () throws(FileSystemError) in try base.removeDirectory(path) }
    }

    func link(_ existing: String, to newPath: String) throws(FileSystemError) {
        if newPath.contains(StagingFolder.newSpareMarker) {
            return try counter.uncounted { () throws(FileSystemError) in try base.link(existing, to: newPath) }
        }
        try counter.change { () throws(FileSystemError) in try base.link(existing, to: newPath) }
    }

    func exchange(_ first: String, _ second: String) throws(FileSystemError) {
        if !swapsInOneStep {
            // Refused before anything is done: no change of the disk.
            try counter.requireAlive()
            throw FileSystemError(code: EINVAL, reason: "Invalid argument")
        }
        try counter.change { () throws(FileSystemError) in try base.exchange(first, second) }
    }

    /// Flushes started while a build writes (`WriteBehind`) come here too, from a thread of
    /// their own, once 8 MiB have been written: a test that writes that much through this file
    /// system would find them among its counted calls, at no fixed place.
    func syncFileSystem(_ path: String) throws(FileSystemError) {
        try counter.change { () throws(FileSystemError) in try base.syncFileSystem(path) }
    }
}

/// The count of changing calls and whether the kill has landed, shared by a
/// `KillPointFileSystem` and its streams; its lock is held across each changing call.
final class KillPointCounter: @unchecked Sendable {
    let point: Int
    let stop: KillPointFileSystem.Stop
    private let lock = NSLock()
    private var count = 0
    private var dead = false

    static let gone = FileSystemError(code: 0, reason: "killed")

    init(point: Int, stop: KillPointFileSystem.Stop) {
        self.point = point
        self.stop = stop
    }

    var changes: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    var isDead: Bool {
        lock.lock()
        defer { lock.unlock() }
        return dead
    }

    func requireAlive() throws(FileSystemError) {
        if isDead { throw Self.gone }
    }

    /// Makes a changing call that is not a point: as it is, and no call once dead.
    func uncounted(_ whole: () throws(FileSystemError) -> Void) throws(FileSystemError) {
        lock.lock()
        defer { lock.unlock() }
        if dead { throw Self.gone }
        try whole()
    }

    /// Makes one changing call: `whole` as it is, or at a kill's point `killed` (what the
    /// process leaves when killed inside the call; nothing by default), and no call once dead.
    func change<T>(_ whole: () throws(FileSystemError) -> T, killed: () throws(FileSystemError) -> Void = {}) throws(FileSystemError) -> T {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        if dead { throw Self.gone }
        guard count == point else { return try whole() }
        switch stop {
        case .kill:
            dead = true
            try? killed()
            throw Self.gone
        case .interrupt(let interruption, signal: let signal):
            interruption.request(signal: signal)
            return try whole()
        }
    }
}

/// A stream whose pieces are changing calls of its file system: a kill lands on a piece as on
/// a write (half of it reaches the file). Closing changes nothing on the disk and is always done,
/// so no descriptor is left open.
private final class KillPointStream: FileWriteStream {
    let base: any FileWriteStream
    let counter: KillPointCounter

    init(base: any FileWriteStream, counter: KillPointCounter) {
        self.base = base
        self.counter = counter
    }

    func write(_ bytes: [UInt8]) throws(FileSystemError) {
        try counter.change({ () throws(FileSystemError) in try base.write(bytes) },
                           killed: { () throws(FileSystemError) in try base.write(Array(bytes.prefix(bytes.count / 2))) })
    }

    func close() throws(FileSystemError) {
        try base.close()
        try counter.requireAlive()
    }
}
