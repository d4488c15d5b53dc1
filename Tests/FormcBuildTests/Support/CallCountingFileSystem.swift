import FormcPipelineTestSupport
import FormcProject
import Synchronization

/// The real file system, counting every call by what it does and the folder it touches: a test
/// of the work a build does per output file, counted rather than timed.
struct CallCountingFileSystem: FileSystem {
    /// What a call does.
    enum Call: Hashable, Sendable {
        case status, list, read, readPiece, createDirectory, create, createStream, streamWrite, rename, remove,
             removeDirectory, link, exchange, sync, stamp, linkCount
    }

    var base = PosixFileSystem()
    let log = CallLog()

    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        log.note(.status, path)
        return try base.status(path, followingLinks: followingLinks)
    }

    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        log.note(.list, path)
        return try base.contentsOfDirectory(path)
    }

    func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        log.note(.list, path)
        return try base.entriesOfDirectory(path)
    }

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        log.note(.read, path)
        return try base.readFile(path)
    }

    /// Each piece read is a `.readPiece` of `path`.
    func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream {
        let log = log
        return WatchedReadStream(try base.openFile(path)) { _ in log.note(.readPiece, path) }
    }

    func createDirectory(_ path: String) throws(FileSystemError) {
        log.note(.createDirectory, path)
        try base.createDirectory(path)
    }

    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        log.note(.create, path)
        try base.createNewFile(path, contents: contents)
    }

    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        log.note(.createStream, path)
        return CountedStream(base: try base.createNewFileStream(path), path: path, log: log)
    }

    func rename(_ source: String, to destination: String) throws(FileSystemError) {
        log.note(.rename, source)
        try base.rename(source, to: destination)
    }

    func removeFile(_ path: String) throws(FileSystemError) {
        log.note(.remove, path)
        try base.removeFile(path)
    }

    func removeDirectory(_ path: String) throws(FileSystemError) {
        log.note(.removeDirectory, path)
        try base.removeDirectory(path)
    }

    func link(_ existing: String, to newPath: String) throws(FileSystemError) {
        log.note(.link, newPath)
        try base.link(existing, to: newPath)
    }

    func exchange(_ first: String, _ second: String) throws(FileSystemError) {
        log.note(.exchange, first)
        try base.exchange(first, second)
    }

    func syncFileSystem(_ path: String) throws(FileSystemError) {
        log.note(.sync, path)
        try base.syncFileSystem(path)
    }

    func stamp(_ path: String) -> FileStamp? {
        log.note(.stamp, path)
        return base.stamp(path)
    }

    func folderLinkCount(_ path: String) -> Int? {
        log.note(.linkCount, path)
        return base.folderLinkCount(path)
    }
}

/// The calls a `CallCountingFileSystem` was asked, with their paths, in order.
final class CallLog: Sendable {
    private let calls = Mutex<[(CallCountingFileSystem.Call, String)]>([])

    func note(_ call: CallCountingFileSystem.Call, _ path: String) {
        calls.withLock { $0.append((call, path)) }
    }

    /// How many calls of each kind touched a path for which `isIn` holds.
    func counts(where isIn: (String) -> Bool) -> [CallCountingFileSystem.Call: Int] {
        calls.withLock { calls in
            var counts: [CallCountingFileSystem.Call: Int] = [:]
            for (call, path) in calls where isIn(path) { counts[call, default: 0] += 1 }
            return counts
        }
    }
}

private final class CountedStream: FileWriteStream {
    let base: any FileWriteStream
    let path: String
    let log: CallLog

    init(base: any FileWriteStream, path: String, log: CallLog) {
        self.base = base
        self.path = path
        self.log = log
    }

    func write(_ bytes: [UInt8]) throws(FileSystemError) {
        log.note(.streamWrite, path)
        try base.write(bytes)
    }

    func close() throws(FileSystemError) { try base.close() }
}
