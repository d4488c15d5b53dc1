import FormcProject
/// A build that would leave its output folder exactly as it is: every screen's inputs and the
/// shared outputs' have the keys of the previous build (`BuildCache`), so the new folder would
/// hold the same files and the same manifest, byte for byte. Such a build writes nothing at all:
/// no staging folder, no links, no new manifest, no flush, no swap (as make and ninja leave a
/// target that is up to date).
///
/// Only when nothing would change: the new cache equals the previous one (stamps, warnings and
/// keys alike), every name the build writes is on the previous manifest (so no file formc did
/// not write is in the way), every name on the manifest is still in the folder (an output
/// deleted by hand is written again by a full build), the folder holds no temporary file of an
/// older formc, and the manifest on disk is exactly the one the build would write. Anything
/// else goes through a whole `OutputSession`.
extension OutputSession {
    /// Whether `directory` already holds what a build writing `names` with `cache` leaves;
    /// `removesOthers` (`--clean`) also requires that the manifest names nothing else. `read` is
    /// the manifest as the build read it before its check, reused when its bytes are the same.
    /// Leftovers of killed builds beside the folder are cleaned up as a session would.
    static func isUpToDate(fileSystem: any FileSystem, directory: String, processID: Int32, read: ReadManifest?,
                           names: PlannedNames, cache: BuildCache, removesOthers: Bool, listing: FolderListing? = nil) -> Bool {
        // The manifest read before the check has another cache: the folder is not up to date,
        // unless another build swapped a new one in since, which a whole session handles too.
        if let cached = read?.manifest.cache, cached != cache { return false }
        guard !names.isEmpty, let resolved = try? resolved(directory, fileSystem), let status = fileSystem.statusIfPresent(resolved),
              status.kind == .directory
        else { return false }
        // The manifest read before the check, when the file still holds its bytes (hashed a
        // piece at a time, not read whole again).
        let current = ReadManifest(fileSystem: fileSystem, directory: resolved, known: read)
        guard let hash = current.hash else { return false }
        let previous = current.manifest
        guard previous.cache == cache, previous.holdsAll(names) else { return false }
        if removesOthers, previous.count != names.table.count { return false }
        let listed = listing?.entries(of: resolved, status: status) ?? Result { () throws(WriteFailure) in try entries(of: resolved, fileSystem) }
        guard let entries = try? listed.get(),
              previous.isListed(in: entries),
              !entries.containsName(withPrefix: OutputNames.temporaryPrefix),
              previous.stableHash == hash
        else { return false }
        StagingFolder(fileSystem: fileSystem, directory: resolved).removeAbandoned(ownProcess: processID)
        return true
    }
}
