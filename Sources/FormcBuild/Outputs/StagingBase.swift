import FormcProject
/// What a build's staging folder starts from: nothing, or the folder of the build before the
/// previous one, kept beside the output folder after the last swap (`StagingFolder.spare`).
///
/// Removing the previous build's folder after each swap and linking every unchanged output into
/// a new one costs two system calls per file (100,000 files at 20,000 specs), whatever changed.
/// Kept instead, that folder becomes the next build's staging folder, where only the files that
/// differ are replaced: an output of a screen whose key is the one the folder's own cache
/// recorded is already in place; any other is linked from the output folder or written anew.
///
/// A build claims the spare folder by renaming it to its own staging folder, so a build running
/// at the same time finds none and starts from an empty one. What is in it is known from its
/// listing (names and inodes) and from its manifest (what formc wrote there, and the cache of
/// the build that wrote it). A build killed after claiming it leaves a staging folder of a
/// process that no longer runs, which the next build removes whole; nothing in a staging folder
/// is trusted but what its build put there.
struct StagingBase: Sendable {
    /// The entries not yet kept or replaced by the new build: name → inode.
    var leftovers: OutputTable
    /// The key of each screen whose outputs its build wrote (`BuildCache.screens`); empty when
    /// its cache is missing or not trusted. Such a screen's outputs are on its manifest (the
    /// key covers the kinds emitted).
    var screens: [String: UInt64]

    /// An empty staging folder.
    static let empty = StagingBase(leftovers: OutputTable(), screens: [:])

    /// Claims the spare folder of `folder` as `staging` (which must not exist); nil when there is
    /// none, or when it cannot be used (it holds a folder, or cannot be listed): it is then
    /// removed, and the caller makes an empty staging folder.
    static func claim(_ folder: StagingFolder, as staging: String) -> StagingBase? {
        let fileSystem = folder.fileSystem
        guard (try? fileSystem.rename(folder.spare, to: staging)) != nil else { return nil }
        // The previous build's folder, read-only when the output folder is (`FolderMode`).
        fileSystem.makeOwnerWritable(staging)
        var leftovers = OutputTable(), holdsFolder = false
        let listed: Void? = try? fileSystem.forEachEntry(ofDirectory: staging) { entry in
            let kind = entry.kind ?? fileSystem.statusIfPresent(Paths.join(staging, entry.name), followingLinks: false)?.kind
            if kind == .directory { holdsFolder = true }
            if !holdsFolder { leftovers[entry.name] = entry.kind == nil ? 0 : entry.inode }
        }
        guard listed != nil, !holdsFolder else {
            folder.removeTree(staging)
            return nil
        }
        // Its cache's screens alone, read a piece at a time (`ManifestKeys`).
        let screens = leftovers.contains(OutputNames.manifest) ? ManifestKeys.read(fileSystem, Paths.join(staging, OutputNames.manifest)) : [:]
        return StagingBase(leftovers: leftovers, screens: screens ?? [:])
    }
}
