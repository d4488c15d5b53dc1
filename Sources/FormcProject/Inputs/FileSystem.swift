#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file-system entry is, after following symbolic links when asked to.
public enum FileKind: Hashable, Sendable {
    case regular
    case directory
    case symbolicLink
    /// A FIFO, socket or device: never read as a spec (a FIFO would block the build).
    case other
}

/// An entry's kind and identity. The identity (device and inode) tells whether two paths are
/// the same file or directory, which is how input discovery finds symlink loops and duplicates.
public struct FileStatus: Hashable, Sendable {
    public var kind: FileKind
    public var device: UInt64
    public var inode: UInt64

    public init(kind: FileKind, device: UInt64, inode: UInt64) {
        self.kind = kind
        self.device = device
        self.inode = inode
    }

    /// Device and inode, which name the entry whatever path reached it.
    public var identity: FileIdentity { FileIdentity(device: device, inode: inode) }
}

/// The device and inode of an entry.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// A failed file-system call: what was attempted, on which path, and the system's reason.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `errno`, or 0 when the failure was not a system call's (a fault injected by a test).
    public var code: Int32
    /// The system's words for the failure (`strerror`).
    public var reason: String

    public init(code: Int32, reason: String) {
        self.code = code
        self.reason = reason
    }

    public var description: String { reason }

    /// The entry does not exist (`ENOENT`).
    public var isNotFound: Bool { code == ENOENT }
    /// The path already exists (`EEXIST`).
    public var isAlreadyExisting: Bool { code == EEXIST }
    /// Too many levels of symbolic links (`ELOOP`).
    public var isLoop: Bool { code == ELOOP }
    /// The system or the file system cannot do this (`EINVAL`, `ENOSYS`, `ENOTSUP`).
    public var isUnsupported: Bool { code == EINVAL || code == ENOSYS || code == ENOTSUP }

    /// The error of the last failed system call.
    static func fromErrno() -> FileSystemError {
        let code = errno
        return FileSystemError(code: code, reason: String(cString: strerror(code)))
    }
}

/// Everything formc does to the file system, behind one seam so tests can make any call fail
/// (a full disk, a vanished directory) and check that a build still leaves no mess.
public protocol FileSystem: Sendable {
    /// The entry at `path`; with `followingLinks`, the entry a symbolic link leads to.
    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus
    /// The names in a directory (without `.` and `..`), in no particular order.
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String]
    /// The entries of a directory with what the listing itself tells of each (`d_type` and
    /// `d_ino`), so a walk needs no `stat` per file; the default knows nothing but the names.
    func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry]
    /// `entriesOfDirectory`, handed to `body` one at a time and never held together: an
    /// output folder of 20,000 screens is 100,000 entries. The default lists them first.
    func forEachEntry(ofDirectory path: String, _ body: (DirectoryEntry) -> Void) throws(FileSystemError)
    /// The whole file.
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8]
    /// Creates one directory (its parent must exist); an existing directory is not an error.
    func createDirectory(_ path: String) throws(FileSystemError)
    /// Creates a file that must not exist yet, writes `contents` and closes it.
    /// On failure the file may exist, partly written: the caller removes it.
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError)
    /// Creates a file that must not exist yet, to be written piece by piece and closed by the
    /// stream's `close()`: an output too big to hold in memory (the review printout of a large
    /// build). On failure the file may exist, partly written: the caller removes it.
    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream
    /// The file opened to be read piece by piece from its start, every piece of the one file
    /// opened (`FileReadStream`); the default reads it whole at once.
    func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream
    /// Atomically replaces `destination` with `source` (same directory).
    func rename(_ source: String, to destination: String) throws(FileSystemError)
    /// Removes a file (not a directory).
    func removeFile(_ path: String) throws(FileSystemError)
    /// Removes an empty directory.
    func removeDirectory(_ path: String) throws(FileSystemError)
    /// Makes `newPath` a second name of the file at `existing` (a hard link; same file system).
    func link(_ existing: String, to newPath: String) throws(FileSystemError)
    /// Swaps two existing entries of the same directory in one step: each then has the other's
    /// name. Throws `EINVAL` or `ENOSYS` where the file system cannot swap.
    func exchange(_ first: String, _ second: String) throws(FileSystemError)
    /// Flushes to disk everything written on the file system that holds `path`.
    func syncFileSystem(_ path: String) throws(FileSystemError)
    /// The size, inode and times of the regular file at `path` (`FileStamp`), which an
    /// incremental build compares instead of reading it; nil when unknown (never trusted).
    func stamp(_ path: String) -> FileStamp?
    /// The link count of the folder at `path`: 2 and its subfolders where the file system counts
    /// them (ext4, XFS, tmpfs; btrfs and overlayfs say 1); nil when unknown.
    func folderLinkCount(_ path: String) -> Int?
    /// The permission bits of the folder at `path` (`st_mode & 07777`); nil when unknown.
    func folderMode(_ path: String) -> UInt32?
    /// Sets the permission bits of the folder at `path` (`chmod`); the default does nothing.
    func setFolderMode(_ path: String, _ mode: UInt32) throws(FileSystemError)
}

/// A name in a directory listing, and what the listing says of it without a `stat`.
public struct DirectoryEntry: Hashable, Sendable {
    public var name: String
    /// The entry's own kind (a symbolic link is `.symbolicLink`, not followed); nil when the
    /// listing does not say (`DT_UNKNOWN`, or a file system that lists names only).
    public var kind: FileKind?
    /// The entry's inode on the directory's device, when `kind` is known.
    public var inode: UInt64

    public init(name: String, kind: FileKind? = nil, inode: UInt64 = 0) {
        self.name = name
        self.kind = kind
        self.inode = inode
    }
}

/// What a file system that cannot link, swap or flush does (one in memory, one read-only): a
/// build then writes every file whole and swaps its folder in with two renames.
extension FileSystem {
    public func removeDirectory(_ path: String) throws(FileSystemError) { throw .unsupported }
    public func link(_ existing: String, to newPath: String) throws(FileSystemError) { throw .unsupported }
    public func exchange(_ first: String, _ second: String) throws(FileSystemError) { throw .unsupported }
    /// Nothing to flush.
    public func syncFileSystem(_ path: String) throws(FileSystemError) {}
    /// The names only: a walk asks the status of each.
    public func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try contentsOfDirectory(path).map { DirectoryEntry(name: $0) }
    }
    public func forEachEntry(ofDirectory path: String, _ body: (DirectoryEntry) -> Void) throws(FileSystemError) {
        for entry in try entriesOfDirectory(path) { body(entry) }
    }
    /// No stamps: every spec is read and hashed.
    public func stamp(_ path: String) -> FileStamp? { nil }
    /// Unknown: a folder is listed to find the folders in it.
    public func folderLinkCount(_ path: String) -> Int? { nil }
    /// No permission bits: an output folder's mode is not carried from one build to the next.
    public func folderMode(_ path: String) -> UInt32? { nil }
    public func setFolderMode(_ path: String, _ mode: UInt32) throws(FileSystemError) {}
}

extension FileSystemError {
    /// The file system cannot do this (`ENOTSUP`).
    public static var unsupported: FileSystemError { FileSystemError(code: ENOTSUP, reason: String(cString: strerror(ENOTSUP))) }
}

extension FileSystem {
    /// The status, or nil when the entry does not exist or cannot be examined.
    public func statusIfPresent(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        try? status(path, followingLinks: followingLinks)
    }

    /// Creates `path` and every missing parent.
    public func createDirectories(_ path: String) throws(FileSystemError) {
        if let existing = statusIfPresent(path), existing.kind == .directory { return }
        let parent = Paths.parent(of: path)
        // Only a missing parent is made; one that is a file makes `mkdir` say "Not a directory".
        if !parent.isEmpty, parent != path, statusIfPresent(parent) == nil { try createDirectories(parent) }
        try createDirectory(path)
    }
}
