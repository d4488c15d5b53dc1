import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened to be read from its start, piece by piece (`FileSystem.openFile`). Every
/// piece is of the one file opened: a file renamed over its path meanwhile (another build
/// swapping its folder in) is not read, so the pieces never mix two files. The file is closed
/// when the stream goes.
public protocol FileReadStream: AnyObject {
    /// The next bytes of the file, up to `count`: fewer only at its end (none after it).
    func read(upTo count: Int) throws(FileSystemError) -> [UInt8]
}

extension FileSystem {
    /// The whole file, read at once and handed out in pieces: for file systems that only read
    /// whole files, whose one read is of one file too.
    public func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream {
        WholeFileReadStream(bytes: try readFile(path))
    }
}

/// The pieces of bytes read whole.
final class WholeFileReadStream: FileReadStream {
    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    package func read(upTo count: Int) throws(FileSystemError) -> [UInt8] {
        let end = offset + min(bytes.count - offset, max(0, count))
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}

/// A file read through its descriptor, opened once.
final class PosixFileReadStream: FileReadStream {
    private let fd: Int32

    init(opening path: String) throws(FileSystemError) {
        fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .fromErrno() }
    }

    package func read(upTo count: Int) throws(FileSystemError) -> [UInt8] {
        let wanted = max(0, count)
        var failure: FileSystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            var filled = 0
            while filled < wanted {
                let n = CLibrary.read(fd, buffer.baseAddress.map { $0 + filled }, wanted - filled)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = .fromErrno()
                    break
                }
                if n == 0 { break }
                filled += n
            }
            initialized = filled
        }
        if let failure { throw failure }
        return bytes
    }

    deinit {
        if fd >= 0 { close(fd) }
    }
}
