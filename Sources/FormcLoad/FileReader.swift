import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with POSIX calls, so every failure has its errno and a directory named
/// `x.yaml` or a file that vanished is a clean E100, not a crash.
enum FileReader {
    enum Failure: Error {
        case system(String)
        case directory
        /// Over the size limit: its size when `fstat` told it, nil when reading stopped past
        /// the limit (a pipe, a device, a file that grew).
        case tooLarge(Int?)

        var reason: String {
            switch self {
            case .system(let message): message
            case .directory: "it is a directory"
            case .tooLarge(let size): size.map { "it is \($0) bytes" } ?? "it is over the size limit"
            }
        }

        var help: String? {
            switch self {
            case .directory: "name a file, or the directory itself without a .yaml extension"
            case .system: "check that the file exists and is readable"
            case .tooLarge: nil
            }
        }
    }

    static func read(path: String, maxBytes: Int) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.system(String(cString: strerror(errno)))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.system(String(cString: strerror(errno)))) }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(.directory) }
        let size = Int(info.st_size)
        if size > maxBytes { return .failure(.tooLarge(size)) }
        // Read straight into the array: the size from fstat (and one byte more, to see the end),
        // into storage that is not zero-filled first; then more if the file grew (or is a pipe or
        // device reporting 0), up to one byte past the limit.
        var capacity = max(size + 1, 4096)
        var failure: Failure?
        var atEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            while initialized < buffer.count, initialized <= maxBytes {
                let n = CLibrary.read(fd, base + initialized, buffer.count - initialized)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = .system(String(cString: strerror(errno))) }
                if n <= 0 {
                    atEnd = true
                    return
                }
                initialized += n
            }
        }
        if let failure { return .failure(failure) }
        if bytes.count > maxBytes { return .failure(.tooLarge(nil)) }
        if atEnd { return .success(bytes) }
        capacity *= 2
        while failure == nil {
            let count = bytes.count
            let room = capacity - count
            var got = 0
            bytes.append(contentsOf: repeatElement(0, count: room))
            bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                while true {
                    let n = CLibrary.read(fd, base + count, room)
                    if n < 0, errno == EINTR { continue }
                    if n < 0 { failure = .system(String(cString: strerror(errno))) }
                    got = max(n, 0)
                    return
                }
            }
            bytes.removeLast(room - got)
            if got == 0 { break }
            if bytes.count > maxBytes { return .failure(.tooLarge(nil)) }
            if bytes.count == capacity { capacity *= 2 }
        }
        if let failure { return .failure(failure) }
        return .success(bytes)
    }
}
