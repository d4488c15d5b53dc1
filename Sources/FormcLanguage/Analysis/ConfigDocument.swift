import FormcProject
import FormcCore

/// A `.formc.yaml` as the language service reads it: checked by `ConfigLoader` itself, as
/// `formc lint` checks it, from the text the service holds (an unsaved buffer, or what the
/// server read from disk): the file system it is given holds that one file and nothing else.
enum ConfigDocument {
    /// The settings (the defaults when the text has errors, which lint does not apply) and the
    /// diagnostics of the config text at `path`.
    static func load(path: String, bytes: [UInt8]) -> ConfigLoad {
        ConfigLoader.load(path, fileSystem: OneFileSystem(path: path, bytes: bytes))
    }
}

/// A read-only file system of one file: its text as the service holds it. Pure — no call
/// reaches the disk.
struct OneFileSystem: FileSystem {
    let path: String
    let bytes: [UInt8]

    private var missing: FileSystemError { FileSystemError(code: 2, reason: "No such file or directory") }
    private var readOnly: FileSystemError { FileSystemError(code: 30, reason: "Read-only file system") }

    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus {
        guard path == self.path else { throw missing }
        return FileStatus(kind: .regular, device: 0, inode: 0)
    }

    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { throw missing }

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard path == self.path else { throw missing }
        return bytes
    }

    func createDirectory(_ path: String) throws(FileSystemError) { throw readOnly }
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { throw readOnly }
    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream { throw readOnly }
    func rename(_ source: String, to destination: String) throws(FileSystemError) { throw readOnly }
    func removeFile(_ path: String) throws(FileSystemError) { throw readOnly }
}
