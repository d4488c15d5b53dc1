import FormcBuild

/// A test's file system that is the real one except for the calls it watches: each call its type
/// does not implement goes to `base` as it is, so a wrapper states only what it intercepts.
protocol ForwardingFileSystem: FileSystem {
    var base: PosixFileSystem { get }
}

extension ForwardingFileSystem {
    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        try base.status(path, followingLinks: followingLinks)
    }
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(path) }
    func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] { try base.entriesOfDirectory(path) }
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(path) }
    func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream { try base.openFile(path) }
    func createDirectory(_ path: String) throws(FileSystemError) { try base.createDirectory(path) }
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { try base.createNewFile(path, contents: contents) }
    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream { try base.createNewFileStream(path) }
    func rename(_ source: String, to destination: String) throws(FileSystemError) { try base.rename(source, to: destination) }
    func removeFile(_ path: String) throws(FileSystemError) { try base.removeFile(path) }
    func removeDirectory(_ path: String) throws(FileSystemError) { try base.removeDirectory(path) }
    func link(_ existing: String, to newPath: String) throws(FileSystemError) { try base.link(existing, to: newPath) }
    func exchange(_ first: String, _ second: String) throws(FileSystemError) { try base.exchange(first, second) }
    func syncFileSystem(_ path: String) throws(FileSystemError) { try base.syncFileSystem(path) }
    func stamp(_ path: String) -> FileStamp? { base.stamp(path) }
    func folderLinkCount(_ path: String) -> Int? { base.folderLinkCount(path) }
    func folderMode(_ path: String) -> UInt32? { base.folderMode(path) }
    func setFolderMode(_ path: String, _ mode: UInt32) throws(FileSystemError) { try base.setFolderMode(path, mode) }
}
