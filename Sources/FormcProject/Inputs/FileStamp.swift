#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says of a file without reading it — its size, inode, and the times of
/// its last change of bytes (`mtime`) and of its last change of any kind (`ctime`), to the
/// nanosecond — as make, ninja, cargo and git compare them: an incremental build takes a spec
/// whose stamp is the one it recorded for the same bytes, and reads and hashes it only when
/// the stamp differs.
///
/// A write always moves `ctime` on, and no call can set it back (`touch -d` and `utimensat` set
/// `mtime` and move `ctime` to now), so a spec edited in place, replaced by a rename or
/// restored from a backup has another stamp. One exception is a write in the same tick of the
/// file system's clock as the stamp was taken: the stamp of a file changed less than
/// `BuildCache.settledAge` before the build is not recorded (`settled(before:)`), so such a
/// file is read and hashed by the next build, as git treats its "racily clean" entries.
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    public var inode: UInt64
    /// Nanoseconds since 1970.
    public var modified: Int64
    public var changed: Int64

    public init(size: Int64, inode: UInt64, modified: Int64, changed: Int64) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    /// The stamp when the file's last change is at least `age` nanoseconds older than `now`
    /// (nanoseconds since 1970); nil when it is more recent, so its stamp may not be trusted.
    /// (A time before 1970 is not recorded either.)
    package func settled(before now: Int64, age: Int64) -> FileStamp? {
        min(size, modified, changed) >= 0 && max(modified, changed) < now &- age ? self : nil
    }

    /// `size.inode.modified.changed`, in decimal, as the build cache writes it.
    public var text: String { "\(size).\(inode).\(modified).\(changed)" }

    /// Nanoseconds since 1970, by the clock file times are taken from.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}

extension PosixFileSystem {
    /// The stamp of the regular file at `path` (links followed); nil when it cannot be examined.
    public func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if os(Linux)
        let modified = info.st_mtim, changed = info.st_ctim
        #else
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #endif
        return FileStamp(size: Int64(info.st_size), inode: UInt64(truncatingIfNeeded: info.st_ino),
                         modified: Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec),
                         changed: Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec))
    }

    public func folderLinkCount(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return Int(info.st_nlink)
    }
}
