import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written whole or not at all, as an editor saves one: the new bytes go to a temporary
/// file beside it (`.formc-tmp.<pid>.<name>`), take the old file's permission bits, are
/// flushed, and are renamed over it in one step, so a reader sees the old file or the new one
/// and never half of either, and a failure leaves the old one as it was. A symbolic link is
/// followed: the file it leads to is rewritten and the link stays. `formc lint --fix` rewrites
/// specs through it, and the reports of `--output` are written through it.
public enum InPlaceRewrite {
    /// Replaces the existing file at `path`, keeping its mode.
    public static func write(_ bytes: [UInt8], over path: String) throws(FileSystemError) {
        let target = resolved(path)
        var info = stat()
        guard stat(target, &info) == 0 else { throw .fromErrno() }
        try write(bytes, to: target, mode: info.st_mode & 0o7777)
    }

    /// Writes the file at `path`, new (with the mode the umask leaves of 0666) or replacing
    /// the one there (keeping its mode).
    public static func create(_ bytes: [UInt8], at path: String) throws(FileSystemError) {
        let target = resolved(path)
        var info = stat()
        if stat(target, &info) == 0 {
            try write(bytes, to: target, mode: info.st_mode & 0o7777)
        } else {
            try write(bytes, to: target, mode: nil)
        }
    }

    private static func write(_ bytes: [UInt8], to target: String, mode: mode_t?) throws(FileSystemError) {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = (folder.isEmpty ? "" : folder + "/") + OutputNames.temporaryPrefix + "\(getpid())." + name
        _ = unlink(temporary)
        // Created as a new file would be (0666 less the umask) until it takes the old one's mode.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .fromErrno() }
        var failure: FileSystemError?
        var offset = 0
        bytes.withUnsafeBufferPointer { buffer in
            while offset < buffer.count, let base = buffer.baseAddress {
                let n = CLibrary.write(fd, base + offset, buffer.count - offset)
                if n < 0, errno == EINTR { continue }
                if n <= 0 {
                    failure = n < 0 ? .fromErrno() : FileSystemError(code: EIO, reason: String(cString: strerror(EIO)))
                    return
                }
                offset += n
            }
        }
        if failure == nil, let mode, fchmod(fd, mode) != 0 { failure = .fromErrno() }
        if failure == nil, fsync(fd) != 0 { failure = .fromErrno() }
        if CLibrary.close(fd) != 0, failure == nil { failure = .fromErrno() }
        if failure == nil, CLibrary.rename(temporary, target) != 0 { failure = .fromErrno() }
        if let failure {
            _ = unlink(temporary)
            throw failure
        }
    }

    /// The path a symbolic link leads to (the path itself when it is none or cannot be resolved).
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
