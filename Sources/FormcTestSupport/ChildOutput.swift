import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a child process's output in tests without Foundation's `readDataToEndOfFile()` and
/// `availableData`: on Linux they end in `try!`, so a `read` interrupted by a signal (EINTR —
/// the test process gets SIGCHLD from every child the parallel tests start) crashes the whole
/// test run. These retry an interrupted read, as a C programmer would.
extension FileHandle {
    /// Everything up to end of file; what was read before an error other than EINTR.
    public func readAllRetryingInterrupts() -> Data {
        var data = Data()
        while let chunk = readChunkRetryingInterrupts(), !chunk.isEmpty { data.append(chunk) }
        return data
    }

    /// One `read` of what is available (empty at end of file), nil on an error other than EINTR.
    public func readChunkRetryingInterrupts() -> Data? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[0..<count]) }
            if errno != EINTR { return nil }
        }
    }
}

/// The C library's `read` (inside a `FileHandle` extension the name means the method).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
