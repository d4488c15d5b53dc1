internal import CFormcPosix
import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through POSIX calls: every failure keeps its `errno` and nothing throws
/// Foundation errors. Files are not flushed one by one: a build flushes its staging folder
/// (`syncFileSystem`) before swapping it in, and every few megabytes while it writes
/// (`WriteBehind`).
public struct PosixFileSystem: FileSystem {
    public init() {}

    public func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { throw .fromErrno() }
        let kind: FileKind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        // dev_t and ino_t are unsigned 64-bit on Linux; dev_t is a signed 32-bit on macOS.
        return FileStatus(kind: kind, device: UInt64(truncatingIfNeeded: info.st_dev),
                          inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] {
        try entriesOfDirectory(path).map(\.name)
    }

    /// The listing with each entry's `d_type` and `d_ino`, which `readdir` gives for free on
    /// the file systems that fill them in (`DT_UNKNOWN` on the others: the kind is then nil).
    public func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        var entries: [DirectoryEntry] = []
        try forEachEntry(ofDirectory: path) { entries.append($0) }
        return entries
    }

    public func forEachEntry(ofDirectory path: String, _ body: (DirectoryEntry) -> Void) throws(FileSystemError) {
        guard let dir = opendir(path) else { throw .fromErrno() }
        defer { closedir(dir) }
        while true {
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw .fromErrno() }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            body(DirectoryEntry(name: name, kind: Self.kind(ofType: entry.pointee.d_type),
                                inode: UInt64(truncatingIfNeeded: entry.pointee.d_ino)))
        }
    }

    /// What a `d_type` says; nil for `DT_UNKNOWN`.
    private static func kind(ofType type: UInt8) -> FileKind? {
        switch Int(type) {
        case Int(DT_UNKNOWN): nil
        case Int(DT_REG): .regular
        case Int(DT_DIR): .directory
        case Int(DT_LNK): .symbolicLink
        default: .other
        }
    }

    public func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .fromErrno() }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { CLibrary.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .fromErrno()
            }
            if n == 0 { return bytes }
            // A file bigger than a chunk is held once, at its size, not in a buffer that doubles.
            if bytes.isEmpty, n == chunk.count {
                var info = stat()
                if fstat(fd, &info) == 0, info.st_size > n { bytes.reserveCapacity(Int(info.st_size)) }
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    public func createDirectory(_ path: String) throws(FileSystemError) {
        if mkdir(path, 0o755) == 0 { return }
        let error = FileSystemError.fromErrno()
        if error.isAlreadyExisting, (try? status(path, followingLinks: true))?.kind == .directory { return }
        throw error
    }

    public func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) {
        let stream = try PosixFileStream(creating: path)
        try stream.write(contents)
        try stream.close()
    }

    public func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        try PosixFileStream(creating: path)
    }

    public func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream {
        try PosixFileReadStream(opening: path)
    }

    public func rename(_ source: String, to destination: String) throws(FileSystemError) {
        guard CLibrary.rename(source, destination) == 0 else { throw .fromErrno() }
    }

    public func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw .fromErrno() }
    }

    public func removeDirectory(_ path: String) throws(FileSystemError) {
        guard rmdir(path) == 0 else { throw .fromErrno() }
    }

    public func link(_ existing: String, to newPath: String) throws(FileSystemError) {
        guard CLibrary.link(existing, newPath) == 0 else { throw .fromErrno() }
    }

    public func exchange(_ first: String, _ second: String) throws(FileSystemError) {
        guard formc_exchange(first, second) == 0 else { throw .fromErrno() }
    }

    public func syncFileSystem(_ path: String) throws(FileSystemError) {
        guard formc_sync_file_system(path) == 0 else { throw .fromErrno() }
    }
}

/// A file created with `O_EXCL` and written through its descriptor as pieces come.
final class PosixFileStream: FileWriteStream {
    private var fd: Int32

    init(creating path: String) throws(FileSystemError) {
        fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .fromErrno() }
    }

    package func write(_ bytes: [UInt8]) throws(FileSystemError) {
        guard fd >= 0 else { throw FileSystemError(code: EBADF, reason: String(cString: strerror(EBADF))) }
        var failure: FileSystemError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = CLibrary.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = .fromErrno()
                    return
                }
                offset += n
            }
        }
        if let failure { throw failure }
    }

    package func close() throws(FileSystemError) {
        guard fd >= 0 else { return }
        var failure: FileSystemError?
        if CLibrary.close(fd) != 0 { failure = .fromErrno() }
        fd = -1
        if let failure { throw failure }
    }

    deinit {
        if fd >= 0 { CLibrary.close(fd) }
    }
}
