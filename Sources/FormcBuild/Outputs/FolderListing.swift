import FormcProject
/// An output folder's entries, listed before the build opens its output session: the build
/// lists the folder on another core while it makes its plan (the listing is read only), and the
/// session, or the check that the folder is up to date, takes it instead of listing again when
/// it is of the same folder (the same path, device and inode: a folder swapped in by another
/// build in between is listed again).
struct FolderListing: Sendable {
    /// The folder, as `OutputSession.resolved` gives it.
    let directory: String
    let identity: FileIdentity
    /// Its entries (`OutputSession.entries(of:)`), or why it cannot be used (it holds a folder).
    let entries: Result<OutputTable, WriteFailure>

    /// The listing of the folder `directory`; nil when it is not a folder (nothing to list).
    static func of(_ directory: String, _ fileSystem: any FileSystem) -> FolderListing? {
        guard let resolved = try? OutputSession.resolved(directory, fileSystem),
              let status = fileSystem.statusIfPresent(resolved), status.kind == .directory else { return nil }
        let entries = Result { () throws(WriteFailure) -> OutputTable in try OutputSession.entries(of: resolved, fileSystem) }
        return FolderListing(directory: resolved, identity: status.identity, entries: entries)
    }

    /// The entries when this is the listing of `directory` as `status` finds it now; nil when it
    /// is of another folder.
    func entries(of directory: String, status: FileStatus?) -> Result<OutputTable, WriteFailure>? {
        guard directory == self.directory, status?.identity == identity else { return nil }
        return entries
    }
}
