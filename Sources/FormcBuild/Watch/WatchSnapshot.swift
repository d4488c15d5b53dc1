#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a watched set of files holds: each path with a hash of its bytes. Two snapshots equal
/// means nothing a build reads has changed, whatever events arrived (a `touch`, an editor's
/// backup file, a save of the same text).
public struct WatchSnapshot: Hashable, Sendable {
    /// Path → hash of its bytes (nil when it could not be read).
    public var files: [String: Int?]

    public init(files: [String: Int?]) { self.files = files }

    /// Reads every file of `paths`.
    public static func take(_ paths: [String]) -> WatchSnapshot {
        var files: [String: Int?] = [:]
        for path in paths { files[path] = hash(of: path) }
        return WatchSnapshot(files: files)
    }

    /// This snapshot with the files a run read as that run saw them (`WatchReads`): what its
    /// output shows, which the next snapshot is compared with.
    public func seen(through reads: WatchReads) -> WatchSnapshot {
        WatchSnapshot(files: files.merging(reads.files) { _, read in read })
    }

    /// A hash of the file's bytes, nil when it cannot be read.
    static func hash(of path: String) -> Int? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var hash = FNV()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return nil }
            if count == 0 { break }
            hash.add(buffer[0..<count])
        }
        return hash.value
    }

    /// The hash of `bytes` already read, equal to `hash(of:)` of a file that holds them.
    static func hash(of bytes: [UInt8]) -> Int {
        var hash = FNV()
        hash.add(bytes[...])
        return hash.value
    }

    /// FNV-1a, 64-bit: stable between runs, unlike `Hasher`.
    private struct FNV {
        private var state: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: ArraySlice<UInt8>) {
            for byte in bytes { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }

        var value: Int { Int(truncatingIfNeeded: state) }
    }
}
