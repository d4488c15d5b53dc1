import FormcProject

/// A read stream of a test's file system that tells `watch` of each piece asked for (its size)
/// before reading it; `watch` may throw to fail the read.
public final class WatchedReadStream: FileReadStream {
    private let base: any FileReadStream
    private let watch: (Int) throws(FileSystemError) -> Void

    public init(_ base: any FileReadStream, watch: @escaping (Int) throws(FileSystemError) -> Void) {
        self.base = base
        self.watch = watch
    }

    public func read(upTo count: Int) throws(FileSystemError) -> [UInt8] {
        try watch(count)
        return try base.read(upTo: count)
    }
}
