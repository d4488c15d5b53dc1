import FormcPipelineTestSupport
import FormcProject
import Synchronization

/// The real file system, telling the test about every file created whole and every piece
/// written to a streamed file as it happens (so a test can see what had been rendered by then).
struct RecordingFileSystem: ForwardingFileSystem {
    var base = PosixFileSystem()
    /// Called with the path of each file created whole, once it is written.
    var onCreate: @Sendable (String) -> Void = { _ in }
    /// Called with the path and size of each piece written to a streamed file.
    var onStreamWrite: @Sendable (String, Int) -> Void = { _, _ in }
    /// Called with each path whose status is asked for, each file read whole, and each file
    /// opened to be read in pieces.
    var onStatus: @Sendable (String) -> Void = { _ in }
    var onRead: @Sendable (String) -> Void = { _ in }
    var onOpen: @Sendable (String) -> Void = { _ in }

    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        onStatus(path)
        return try base.status(path, followingLinks: followingLinks)
    }

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        onRead(path)
        return try base.readFile(path)
    }

    func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream {
        onOpen(path)
        return try base.openFile(path)
    }

    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        try base.createNewFile(path, contents: contents)
        onCreate(path)
    }

    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        RecordingStream(base: try base.createNewFileStream(path), path: path, onWrite: onStreamWrite)
    }
}

private final class RecordingStream: FileWriteStream {
    let base: any FileWriteStream
    let path: String
    let onWrite: @Sendable (String, Int) -> Void

    init(base: any FileWriteStream, path: String, onWrite: @escaping @Sendable (String, Int) -> Void) {
        self.base = base
        self.path = path
        self.onWrite = onWrite
    }

    func write(_ bytes: [UInt8]) throws(FileSystemError) {
        onWrite(path, bytes.count)
        try base.write(bytes)
    }

    func close() throws(FileSystemError) { try base.close() }
}

/// A count shared with `@Sendable` closures (renderers, file-system hooks).
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    var current: Int { value.load(ordering: .sequentiallyConsistent) }

    @discardableResult
    func increment() -> Int { value.add(1, ordering: .sequentiallyConsistent).newValue }
}
