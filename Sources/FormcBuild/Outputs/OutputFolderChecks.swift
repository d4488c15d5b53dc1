import FormcProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output folder must be for a build to replace it as a whole, checked before any work
/// (`preflight`) and again when the build opens it.
extension OutputSession {
    /// Why `directory` cannot receive a build, or nil: a file in its place or on its path, a
    /// parent where nothing can be created, a folder inside it that formc did not make, or a
    /// name that is not a folder of its own (`.`). Creates nothing.
    public static func preflight(_ directory: String, fileSystem: any FileSystem = PosixFileSystem()) -> WriteFailure? {
        do throws(WriteFailure) {
            let directory = try resolved(directory, fileSystem)
            if let status = fileSystem.statusIfPresent(directory) {
                guard status.kind == .directory else { return WriteFailure(path: directory, reason: "it is a file, not a folder") }
                // A link count of 2 is a folder without folders: it need not be listed (the
                // build lists it anyway, and refuses a folder a file system did not count).
                if fileSystem.folderLinkCount(directory) != 2 { try refuseFolders(in: directory, fileSystem) }
                return writable(Paths.parent(of: directory), for: directory)
            }
            var ancestor = Paths.parent(of: directory)
            while !ancestor.isEmpty, ancestor != "/", fileSystem.statusIfPresent(ancestor) == nil {
                ancestor = Paths.parent(of: ancestor)
            }
            if !ancestor.isEmpty, let status = fileSystem.statusIfPresent(ancestor), status.kind != .directory {
                return WriteFailure(path: directory, reason: "'\(ancestor)' is a file, not a folder")
            }
            return writable(ancestor, for: directory)
        } catch {
            return error
        }
    }

    /// The folder as the build will use it: trailing slashes removed, a symbolic link resolved
    /// (the folder it leads to is the one replaced); `.`, `..` and `/` are refused, since the
    /// folder itself is swapped for a new one.
    static func resolved(_ directory: String, _ fileSystem: any FileSystem) throws(WriteFailure) -> String {
        var path = Substring(directory)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        guard !name.isEmpty, name != ".", name != ".." else {
            throw WriteFailure(
                path: directory,
                reason: "formc replaces its output folder as a whole, so it must be a folder of its own (as build/formc is)")
        }
        guard fileSystem.statusIfPresent(String(path), followingLinks: false)?.kind == .symbolicLink,
              let real = realpath(String(path), nil) else { return String(path) }
        defer { free(real) }
        return String(cString: real)
    }

    /// Throws when the folder holds a folder: the build keeps only files (a folder cannot be
    /// carried over by hard link, and one moved would be at risk in a build that is killed).
    static func refuseFolders(in directory: String, _ fileSystem: any FileSystem) throws(WriteFailure) {
        guard let listed = try? fileSystem.entriesOfDirectory(directory) else { return }
        let folders = listed.lazy.filter { entry in
            (entry.kind ?? fileSystem.statusIfPresent(Paths.join(directory, entry.name), followingLinks: false)?.kind) == .directory
        }.map(\.name)
        if let name = folders.min() { throw folderFailure(Paths.join(directory, name)) }
    }

    /// The folder's entries, name → inode (0 when the listing does not say), after
    /// `refuseFolders`' check: an entry's kind is the listing's (`d_type`), asked of the file
    /// system only when the listing does not say. An unreadable folder has no entries.
    static func entries(of directory: String, _ fileSystem: any FileSystem) throws(WriteFailure) -> OutputTable {
        // Listed one entry at a time, straight into the table (one entry per screen).
        var entries = OutputTable()
        var folders: [String] = []
        let listed: Void? = try? fileSystem.forEachEntry(ofDirectory: directory) { entry in
            let kind = entry.kind ?? fileSystem.statusIfPresent(Paths.join(directory, entry.name), followingLinks: false)?.kind
            if kind == .directory { folders.append(entry.name) }
            entries[entry.name] = entry.kind == nil ? 0 : entry.inode
        }
        guard listed != nil else { return OutputTable() }
        if let name = folders.min() { throw folderFailure(Paths.join(directory, name)) }
        return entries
    }

    private static func folderFailure(_ path: String) -> WriteFailure {
        WriteFailure(
            path: path,
            reason: "a folder formc did not make is in the output folder; formc swaps in a whole new folder when a build is complete and keeps only files there: move it away or choose another --out")
    }

    /// nil when entries can be made in `parent` (the current folder when empty).
    private static func writable(_ parent: String, for directory: String) -> WriteFailure? {
        let folder = parent.isEmpty ? "." : parent
        guard access(folder, W_OK | X_OK) != 0 else { return nil }
        return WriteFailure(path: directory, reason: String(cString: strerror(errno)))
    }
}
