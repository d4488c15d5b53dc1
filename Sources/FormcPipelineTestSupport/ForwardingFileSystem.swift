import FormcProject

/// A test's file system that is the real one except for the calls it watches: each call its type
/// does not implement goes to `base` as it is, so a wrapper states only what it intercepts.
public protocol ForwardingFileSystem: FileSystem {
    var base: PosixFileSystem { get }
}

extension ForwardingFileSystem {
    public func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        try base.status(path, followingLinks: followingLinks)
    }
    public func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(path) }
    public func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] { try base.entriesOfDirectory(path) }
    public func readFile(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(path) }
    public func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream { try base.openFile(path) }
    public func createDirectory(_ path: String) throws(FileSystemError) { try base.createDirectory(path) }
    public func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { try base.createNewFile(path, contents: contents) }
    public func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream { try base.createNewFileStream(path) }
    public func rename(_ source: String, to destination: String) throws(FileSystemError) { try base.rename(source, to: destination) }
    public func removeFile(_ path: String) throws(FileSystemError) { try base.removeFile(path) }
    public func removeDirectory(_ path: String) throws(FileSystemError) { try base.removeDirectory(path) }
    public func link(_ existing: String, to newPath: String) throws(FileSystemError) { try base.link(existing, to: newPath) }
    public func exchange(_ first: String, _ second: String) throws(FileSystemError) { try base.exchange(first, second) }
    public func syncFileSystem(_ path: String) throws(FileSystemError) { try base.syncFileSystem(path) }
    public func stamp(_ path: String) -> FileStamp? { base.stamp(path) }
    public func folderLinkCount(_ path: String) -> Int? { base.folderLinkCount(path) }
    public func folderMode(_ path: String) -> UInt32? { base.folderMode(path) }
    public func setFolderMode(_ path: String, _ mode: UInt32) throws(FileSystemError) { try base.setFolderMode(path, mode) }
}
