import FormcProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system with faults on demand: a write that fails half-way (as on a full disk),
/// a rename or a swap that fails, for names the test picks. Every call is otherwise passed
/// through.
public struct FaultyFileSystem: FileSystem {
    public var base = PosixFileSystem()
    /// A file whose name is one of these is written half and then fails (a streamed one: half
    /// its first piece).
    public var failWritesOf: Set<String> = []
    /// A rename onto one of these names fails.
    public var failRenamesTo: Set<String> = []
    /// Swapping a folder in fails (`EIO`), or the system cannot swap (`EINVAL`: two renames).
    public var exchangeError: Int32?
    /// Called with every rename and swap as it is done (a kill could come between two).
    public var onMove: @Sendable (String) -> Void = { _ in }
    /// Listing these directories fails (an unreadable folder, even for root).
    public var unreadableDirectories: Set<String> = []

    public init(failWritesOf: Set<String> = [], failRenamesTo: Set<String> = [], exchangeError: Int32? = nil,
                onMove: @escaping @Sendable (String) -> Void = { _ in }, unreadableDirectories: Set<String> = []) {
        self.failWritesOf = failWritesOf
        self.failRenamesTo = failRenamesTo
        self.exchangeError = exchangeError
        self.onMove = onMove
        self.unreadableDirectories = unreadableDirectories
    }

    public static let diskFull = FileSystemError(code: ENOSPC, reason: "No space left on device")

    public func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        try base.status(path, followingLinks: followingLinks)
    }

    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        if unreadableDirectories.contains(path) { throw FileSystemError(code: EACCES, reason: "Permission denied") }
        return try base.contentsOfDirectory(path)
    }

    public func readFile(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(path) }

    public func createDirectory(_ path: String) throws(FileSystemError) { try base.createDirectory(path) }

    public func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        if failWritesOf.contains(where: { path.hasSuffix("/" + $0) }) {
            // Half the bytes reach the disk, then the disk is full: a real partial file.
            try base.createNewFile(path, contents: Array(contents.prefix(contents.count / 2)))
            throw Self.diskFull
        }
        try base.createNewFile(path, contents: contents)
    }

    public func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        let stream = try base.createNewFileStream(path)
        return failWritesOf.contains(where: { path.hasSuffix("/" + $0) }) ? FailingStream(stream) : stream
    }

    public func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream { try base.openFile(path) }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        if failRenamesTo.contains(where: { destination.hasSuffix("/" + $0) }) {
            throw FileSystemError(code: EXDEV, reason: "Invalid cross-device link")
        }
        try base.rename(source, to: destination)
        onMove(destination)
    }

    public func removeFile(_ path: String) throws(FileSystemError) { try base.removeFile(path) }
    public func removeDirectory(_ path: String) throws(FileSystemError) { try base.removeDirectory(path) }
    public func link(_ existing: String, to newPath: String) throws(FileSystemError) { try base.link(existing, to: newPath) }

    public func exchange(_ first: String, _ second: String) throws(FileSystemError) {
        if let exchangeError { throw FileSystemError(code: exchangeError, reason: String(cString: strerror(exchangeError))) }
        try base.exchange(first, second)
        onMove(second)
    }

    public func syncFileSystem(_ path: String) throws(FileSystemError) { try base.syncFileSystem(path) }
}

/// A stream on a disk that fills up: half the first piece reaches the file, then every write fails.
private final class FailingStream: FileWriteStream {
    public let base: any FileWriteStream
    public init(_ base: any FileWriteStream) { self.base = base }

    public func write(_ bytes: [UInt8]) throws(FileSystemError) {
        try base.write(Array(bytes.prefix(bytes.count / 2)))
        throw FaultyFileSystem.diskFull
    }

    public func close() throws(FileSystemError) {
        try base.close()
        throw FaultyFileSystem.diskFull
    }
}
