import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A save in place that never passes through an empty file: `write(toFile:atomically: false)`
/// truncates first, and a watcher that looks between the two calls (a test descheduled on a busy
/// machine) sees a change the test did not mean. Writing the same bytes this way leaves the file
/// unchanged at every moment; a same-length text replaces it in one `pwrite`.
public enum InPlaceSave {
    /// Rewrites `path` with `text` without truncating it first (then cuts it to the new length).
    public static func overwrite(_ text: String, _ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.failure() }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(written)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Self.failure() }
            written += count
        }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0 else { throw Self.failure() }
    }


    /// What the failed call said (`errno`), so a failing test names the cause.
    private static func failure() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
