/// A new file being written piece by piece (`FileSystem.createNewFileStream`).
///
/// `close()` closes the file; only then is it complete. A stream dropped
/// without `close()` (because writing failed) is closed, and its file is left for the
/// caller to remove.
public protocol FileWriteStream: AnyObject {
    /// Appends `bytes` to the file.
    func write(_ bytes: [UInt8]) throws(FileSystemError)
    /// Closes the file; the stream takes no more writes.
    func close() throws(FileSystemError)
}

extension FileSystem {
    /// A stream that keeps every piece in memory and creates the file on `close()`: correct
    /// for any file system that only knows whole files, though not bounded in memory.
    /// `PosixFileSystem` writes each piece as it comes.
    public func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        BufferedFileStream(fileSystem: self, path: path)
    }
}

/// The pieces of a file, created whole by `createNewFile` when closed.
private final class BufferedFileStream: FileWriteStream {
    private let fileSystem: any FileSystem
    private let path: String
    private var contents: [UInt8] = []

    init(fileSystem: any FileSystem, path: String) {
        self.fileSystem = fileSystem
        self.path = path
    }

    func write(_ bytes: [UInt8]) throws(FileSystemError) { contents += bytes }

    func close() throws(FileSystemError) {
        try fileSystem.createNewFile(path, contents: contents)
        contents = []
    }
}
