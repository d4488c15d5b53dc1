import FormcProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders beside an output folder that a build uses while it writes, and how a later build
/// cleans up after one that was killed.
///
/// For `--out build/formc`, build 1234 writes into `build/.formc.formc-next.1234`; when it
/// is complete it is swapped with `build/formc` in one step, and the previous build, now under
/// that name, is kept as `build/.formc.formc-spare`, where the next build starts
/// (`StagingBase`). A build into a new folder, which has no previous build, links its files
/// into `build/.formc.formc-spare.1234` as it writes them and renames that folder to the spare
/// folder after the swap (`NewSpare`). If the system cannot swap in one step, the previous
/// build is first renamed to `build/.formc.formc-old.1234`. The process id in the names tells
/// a leftover of a killed build (its process is gone) from the folder of a build still running.
struct StagingFolder: Sendable {
    var fileSystem: any FileSystem
    /// The output folder (`build/formc`), its parent (`build`, `.` for a bare name) and name.
    var directory: String
    var parent: String
    var name: String

    static let nextMarker = ".formc-next."
    static let oldMarker = ".formc-old."
    static let spareMarker = ".formc-spare"
    static let newSpareMarker = ".formc-spare."

    init(fileSystem: any FileSystem, directory: String) {
        self.fileSystem = fileSystem
        self.directory = directory
        let parent = Paths.parent(of: directory)
        self.parent = parent.isEmpty ? "." : parent
        self.name = String(directory.split(separator: "/").last ?? "")
    }

    /// Where build `processID` writes the new outputs.
    func next(_ processID: Int32) -> String { Paths.join(parent, "." + name + Self.nextMarker + "\(processID)") }
    /// Where the previous build is kept after a swap, for the next build to start from
    /// (`StagingBase`).
    var spare: String { Paths.join(parent, "." + name + Self.spareMarker) }
    /// Where build `processID`, into a new folder, links its files for the next build to start
    /// from (`NewSpare`).
    func newSpare(_ processID: Int32) -> String { Paths.join(parent, "." + name + Self.newSpareMarker + "\(processID)") }
    /// Where the previous build waits between two renames when the system cannot swap.
    func old(_ processID: Int32) -> String { Paths.join(parent, "." + name + Self.oldMarker + "\(processID)") }

    /// Cleans up after killed builds of this folder: a previous build left under the `old` name
    /// while the folder itself is missing is put back (the kill came between the two renames);
    /// every other leftover of a process no longer running is removed.
    func removeAbandoned(ownProcess: Int32) {
        guard let names = try? fileSystem.contentsOfDirectory(parent) else { return }
        // The parent may be a large folder: only this folder's leftovers are sorted.
        let prefixes = leftoverPrefixes
        let leftovers = names.compactMap { entry in leftover(entry, prefixes).map { (entry, $0.marker, $0.pid) } }
        for (entry, marker, pid) in leftovers.sorted(by: { $0.0 < $1.0 }) {
            guard pid != ownProcess, !Self.isRunning(pid) else { continue }
            let path = Paths.join(parent, entry)
            if marker == Self.oldMarker, fileSystem.statusIfPresent(directory, followingLinks: false) == nil,
               (try? fileSystem.rename(path, to: directory)) != nil {
                continue
            }
            removeTree(path)
        }
    }

    /// The names of this folder's leftovers start with one of these, then a process id.
    private var leftoverPrefixes: [(marker: String, prefix: String)] {
        [Self.nextMarker, Self.newSpareMarker, Self.oldMarker].map { ($0, "." + name + $0) }
    }

    /// The marker and process id of one of this folder's leftovers (`prefixes` are
    /// `leftoverPrefixes`), nil for any other name.
    private func leftover(_ entry: String, _ prefixes: [(marker: String, prefix: String)]) -> (marker: String, pid: Int32)? {
        for (marker, prefix) in prefixes {
            if entry.hasPrefix(prefix), let pid = Int32(entry.dropFirst(prefix.count)) { return (marker, pid) }
        }
        return nil
    }

    /// Removes a folder and everything in it, as far as it can (symbolic links are removed, never
    /// followed).
    func removeTree(_ path: String) {
        // A folder that was a read-only output folder keeps its mode: its entries can be
        // removed only once its owner may write it again.
        fileSystem.makeOwnerWritable(path)
        if let names = try? fileSystem.contentsOfDirectory(path) {
            for entry in names {
                let child = Paths.join(path, entry)
                if fileSystem.statusIfPresent(child, followingLinks: false)?.kind == .directory {
                    removeTree(child)
                } else {
                    try? fileSystem.removeFile(child)
                }
            }
        }
        try? fileSystem.removeDirectory(path)
    }

    /// Whether a process with this id exists (signal 0 checks without sending anything).
    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
