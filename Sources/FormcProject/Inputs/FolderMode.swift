#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output folder keeps its mode from one build to the next: the build puts its outputs
/// together in a folder of its own and swaps it in, and that folder takes the mode of the one it
/// replaces (`chmod 555 build/formc` stays 555). The folders a build keeps for itself beside it
/// (staging, spare) are made writable by their owner before they are filled or removed, so a
/// read-only output folder never leaves one behind (`StagingFolder.removeTree`).
extension PosixFileSystem {
    public func folderMode(_ path: String) -> UInt32? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return UInt32(info.st_mode) & 0o7777
    }

    public func setFolderMode(_ path: String, _ mode: UInt32) throws(FileSystemError) {
        guard chmod(path, mode_t(mode)) == 0 else { throw .fromErrno() }
    }
}

extension FileSystem {
    /// Gives the owner read, write and search permission on the folder at `path` when it lacks
    /// one (a read-only output folder kept as the spare one): formc's own folders only.
    package func makeOwnerWritable(_ path: String) {
        guard let mode = folderMode(path), mode & 0o700 != 0o700 else { return }
        try? setFolderMode(path, mode | 0o700)
    }
}
