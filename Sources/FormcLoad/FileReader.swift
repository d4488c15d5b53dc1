import Glibc

/// Reads whole files with POSIX calls, so every failure has its errno and a directory named
/// `x.yaml` or a file that vanished is a clean E100, not a crash.
enum FileReader {
    enum Failure: Error {
        case system(String)
        case directory
        case tooLarge(Int)

        var reason: String {
            switch self {
            case .system(let message): message
            case .directory: "it is a directory"
            case .tooLarge(let size): "it is \(size) bytes"
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size + 1)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.system(String(cString: strerror(errno))))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            // A file that grows past the limit while being read (a pipe, a device) stops here.
            if bytes.count > maxBytes { return .failure(.tooLarge(bytes.count)) }
        }
        return .success(bytes)
    }
}
