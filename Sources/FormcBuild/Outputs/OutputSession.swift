import FormcProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output folder replaced as a whole: whenever a build stops (an error, a full disk, Ctrl-C,
/// SIGKILL), the folder holds exactly the previous complete build or exactly the new one, and
/// its manifest lists exactly the files formc put there.
///
/// - opening reads the folder's manifest, cleans up after killed builds (`StagingFolder`) and
///   makes a staging folder beside it, from the folder the previous swap left (`StagingBase`)
///   when there is one; nothing in the output folder is touched until `commit`;
/// - `foreignFiles(among:)` finds the files formc did not write (not on the manifest), which the
///   caller checks before anything is written: such a file is never replaced;
/// - `record(_:)` puts on the manifest every name the build will write, and returns the
///   foreign ones among them (as `foreignFiles` finds them) in the same pass;
/// - `write` and `beginStream`/`finish` put each output in the staging folder: a new file, or a
///   hard link to the old one when it already holds exactly these bytes (its times stay); the
///   disk is set to work on them while the build goes on (`WriteBehind`);
/// - `commit()` carries over by hard link what stays (the outputs of other screens, files formc
///   did not write), removes from the staging folder what the new build does not hold, writes
///   the manifest, flushes the file system, and swaps the staging folder with the output
///   folder in one `renameat2(RENAME_EXCHANGE)`; the previous build, now in the staging
///   folder's place, is kept beside as the next build's starting point (a build into a new
///   folder leaves the links of its own files there instead: `NewSpare`);
/// - `abandon()` (or a kill, cleaned up by the next build) removes the staging folder, and the
///   folder of links a build into a new folder fills (`NewSpare`).
///
/// The manifest also carries the build cache (`BuildCache`), so the cache and the outputs it
/// describes are swapped in together: a killed build leaves the previous pair, never a mix.
/// `keep(_:inPlace:)` reuses an output of a screen whose inputs did not change without reading
/// it: left where it is when the staging folder already holds it, else linked.
public struct OutputSession: Sendable {
    public let fileSystem: any FileSystem
    /// The output folder, its trailing slashes removed and a symbolic link resolved.
    public let directory: String
    /// Where the new build is put together.
    public let staging: String
    public let processID: Int32
    /// The manifest of the previous build, as read.
    public let previous: Manifest
    /// The files the new build's folder will hold that formc wrote, as recorded so far.
    public private(set) var manifest: Manifest
    /// What was written, reused and removed so far (never a failure: the caller keeps it).
    public private(set) var outcome = WriteOutcome()
    private let folder: StagingFolder
    private let folderExists: Bool
    /// The output folder's permission bits before the build, which the new folder takes
    /// (`FolderMode`); nil for a new folder.
    private let folderMode: UInt32?
    /// Names already in the staging folder.
    var staged = OutputTable()
    /// What the staging folder held when the build started.
    var base = StagingBase.empty
    /// The output folder's entries: name → inode (0 when the listing does not say).
    var liveEntries = OutputTable()
    /// Starts the disk on what is written while the build goes on (`WriteBehind`).
    let writeBehind: WriteBehind
    /// Where a build into a new folder links its files for the next build (`NewSpare`).
    private(set) var newSpare: NewSpare?

    /// Prepares to replace `directory`, creating its parents and the staging folder. `read` is
    /// the folder's manifest as read before (`ReadManifest`), used again when the file still
    /// holds the same bytes; `listing`, its entries as listed before, used when it is of the
    /// same folder.
    public init(fileSystem: any FileSystem = PosixFileSystem(), directory: String, processID: Int32 = getpid(),
                read: ReadManifest? = nil) throws(WriteFailure) {
        try self.init(fileSystem: fileSystem, directory: directory, processID: processID, read: read, listing: nil)
    }

    /// `writeBehind` is the number of bytes written between two flushes while the build goes on
    /// (`WriteBehind`).
    init(fileSystem: any FileSystem, directory: String, processID: Int32, read: ReadManifest?, listing: FolderListing?,
         writeBehind threshold: Int = WriteBehind.defaultThreshold) throws(WriteFailure) {
        let directory = try Self.resolved(directory, fileSystem)
        self.fileSystem = fileSystem
        self.directory = directory
        self.processID = processID
        folder = StagingFolder(fileSystem: fileSystem, directory: directory)
        staging = folder.next(processID)
        writeBehind = WriteBehind(threshold: threshold) { [fileSystem, staging] () throws(FileSystemError) in
            try fileSystem.syncFileSystem(staging)
        }
        do {
            try fileSystem.createDirectories(folder.parent)
        } catch {
            throw WriteFailure(path: directory, reason: error.reason)
        }
        folder.removeAbandoned(ownProcess: processID)
        let status = fileSystem.statusIfPresent(directory)
        switch status?.kind {
        case nil: folderExists = false
        case .directory?: folderExists = true
        default: throw WriteFailure(path: directory, reason: "it is a file, not a folder")
        }
        folderMode = folderExists ? fileSystem.folderMode(directory) : nil
        previous = folderExists ? ReadManifest(fileSystem: fileSystem, directory: directory, known: read).manifest : Manifest()
        manifest = previous
        // The new build's cache is what it says it built, never the old one carried over.
        manifest.cache = nil
        if folderExists {
            if let listed = listing?.entries(of: directory, status: status) {
                liveEntries = try listed.get()
            } else {
                liveEntries = try Self.entries(of: directory, fileSystem)
            }
        }
        // Most of the folder is staged again: the set grows once, not by doubling.
        staged.reserveCapacity(liveEntries.count)
        folder.removeTree(staging)
        if folderExists, let claimed = StagingBase.claim(folder, as: staging) {
            base = claimed
            // Its screens' outputs are the new build's only if the previous build's are too.
            if previous.cache == nil { base.screens = [:] }
            return
        }
        // The previous build was removed by hand: its spare folder is not used either.
        folder.removeTree(folder.spare)
        do {
            try fileSystem.createDirectory(staging)
        } catch {
            throw WriteFailure(path: staging, reason: error.reason)
        }
        if !folderExists {
            let path = folder.newSpare(processID)
            folder.removeTree(path)
            newSpare = NewSpare(fileSystem: fileSystem, staging: staging, path: path)
        }
    }

    /// Of `names`, those present in the folder but not on the manifest, sorted: files formc did
    /// not write, which it may not replace unless they already hold what it would write.
    public func foreignFiles(among names: some Sequence<String>) -> [String] {
        names.filter { !previous.contains($0) && liveEntries.contains($0) }.sorted()
    }

    /// Whether the file `name` of the output folder holds exactly `contents`.
    public func holds(_ name: String, _ contents: [UInt8]) -> Bool {
        (try? fileSystem.readFile(live(name))) == contents
    }

    /// The failure that refuses to replace `name`, a file formc did not write.
    public func refusal(_ name: String) -> WriteFailure {
        WriteFailure(
            path: live(name),
            reason: "the file exists and formc did not write it (it is not in \(OutputNames.manifest)); move it away or choose another --out")
    }

    /// Puts `names` on the new build's manifest.
    /// Returns those of them that are files formc did not write (`foreignFiles`), sorted: one
    /// lookup of each name finds both, since the manifest is the previous one until recorded.
    @discardableResult
    public mutating func record(_ names: some Sequence<String>) -> [String] {
        var foreign: [String] = []
        // Most are on it already (the previous build's): a lookup each, no name checked again.
        for name in names where !manifest.contains(name) {
            if !previous.contains(name), liveEntries.contains(name) { foreign.append(name) }
            manifest.insert(name)
        }
        return foreign.sorted()
    }

    /// `record(_:)` of every name of `names`: a screen whose outputs are all on the manifest
    /// already (the previous build's) costs one lookup, and no name is made for it.
    @discardableResult
    mutating func record(_ names: PlannedNames) -> [String] {
        var foreign: [String] = []
        for id in names.ids {
            let missing = manifest.missing(of: id, names.mask)
            guard missing != 0 else { continue }
            // A name is `id` and a suffix exactly when it splits back into them (no suffix ends
            // another), so the tables are asked once per screen, not once per name.
            // (An empty id, which the check never lets through, makes bare suffixes: asked by name.)
            let foreignOutputs = id.isEmpty ? missing : missing & ~previous.present(of: id) & liveEntries.present(of: id)
            for slot in OutputTable.suffixes.indices where foreignOutputs & (1 << UInt8(slot)) != 0 {
                let name = id + OutputTable.suffixes[slot]
                if !id.isEmpty || (!previous.contains(name) && liveEntries.contains(name)) { foreign.append(name) }
            }
            manifest.insertAll(of: id, missing)
        }
        return (foreign + record(names.shared)).sorted()
    }

    /// Keeps the previous build's `name` as it is (its bytes never read): an output of a screen
    /// whose inputs did not change. `inPlace` says the staging folder's build made the file
    /// from the same inputs: when it holds it, it stays there. So does a file the staging folder
    /// holds as the output folder's own (the same inode, as `carryOver` keeps one: a build that
    /// found its outputs unchanged linked them, whatever its keys). Else it is linked. False
    /// when it cannot be kept (it is not on the previous manifest, or no longer in the output
    /// folder): the caller writes it instead.
    public mutating func keep(_ name: String, inPlace: Bool = false) -> Bool {
        guard canKeep(name) else { return false }
        if inPlace || stagingHoldsLive(name), base.leftovers.removeValue(forKey: name) != nil {
            staged.insert(name)
        } else {
            guard clear(name), reuse(name) else { return false }
        }
        outcome.unchanged.append(name)
        return true
    }

    /// Keeps the outputs of screen `screenID` (`mask` in an `OutputTable`: the kinds
    /// emitted, `OutputTable.mask(of:)`) the staging folder's build made from the
    /// inputs this build has (`stagingHolds`), where they are: each must still be in the staging
    /// folder as that build left it, and in the output folder (an output deleted by hand is
    /// rendered again). False, with nothing kept, when one is not: the caller keeps them one by
    /// one or writes them. `record` must have put them on the manifest, and none may be staged
    /// yet (a screen's outputs are kept before anything is written); a file not on the previous
    /// manifest was compared first (`foreignFiles`). Three table lookups a screen, no system call.
    mutating func keepInPlace(screen screenID: String, mask: UInt8) -> Bool {
        guard liveEntries.holdsAll(of: screenID, mask),
              base.leftovers.removeAll(of: screenID, mask) else { return false }
        staged.insertAll(of: screenID, mask)
        outcome.unchanged.append(screen: screenID, mask)
        return true
    }

    /// Whether `keep(name)` may keep the previous build's `name`: formc wrote it, this build
    /// writes it, and it is still in the output folder.
    public func canKeep(_ name: String) -> Bool {
        previous.contains(name) && manifest.contains(name) && !staged.contains(name) && liveEntries.contains(name)
    }

    /// Whether the staging folder holds the output folder's `name` itself: the same inode (both
    /// listings say it) under the same name.
    func stagingHoldsLive(_ name: String) -> Bool {
        guard let inode = liveEntries[name], inode != 0 else { return false }
        return base.leftovers[name] == inode
    }

    /// Whether the staging folder's build wrote the outputs of `screenID` from inputs of key
    /// `key`: then they are this build's too.
    public func stagingHolds(screen screenID: String, key: UInt64) -> Bool {
        base.screens[screenID] == key
    }

    /// Counts a screen whose outputs were rendered (and written or found equal) by this build.
    public mutating func noteRendered(_ screenID: String) {
        outcome.renderedScreens.append(screenID)
    }

    /// Takes back a `keep`: the output is written after all.
    private mutating func unkeep(_ name: String) {
        try? fileSystem.removeFile(stage(name))
        staged.remove(name)
        outcome.unchanged.remove(name)
    }

    /// The cache the new build's manifest carries (`BuildCache`): set once every output is in.
    public mutating func setCache(_ cache: BuildCache?) {
        manifest.cache = cache
    }

    /// Puts one whole output in the new build.
    public mutating func write(_ output: PlannedOutput) throws(WriteFailure) {
        try requireRecorded(output.name)
        if staged.contains(output.name) { unkeep(output.name) }
        try clearing(output.name)
        // A name the folder did not list is not read: a build into a new folder reads nothing.
        if liveEntries.contains(output.name), holds(output.name, output.contents), reuse(output.name) {
            outcome.unchanged.append(output.name)
            return
        }
        try put(output.name, output.contents)
        outcome.written.append(output.name)
    }

    /// Starts an output written piece by piece; `finish` completes it.
    public mutating func beginStream(_ name: String) throws(WriteFailure) -> StreamedOutput {
        try requireRecorded(name)
        if staged.contains(name) { unkeep(name) }
        try clearing(name)
        return try StreamedOutput(name: name, temporary: stage(name), destination: live(name), fileSystem: fileSystem,
                                  replacing: liveEntries.contains(name))
    }

    /// Closes a streamed output; when the old file held exactly its bytes, the old file is
    /// reused instead.
    public mutating func finish(_ output: inout StreamedOutput) throws(WriteFailure) {
        try output.close()
        staged.insert(output.name)
        if output.replacesEqualFile() {
            output.abandon()
            staged.remove(output.name)
            if reuse(output.name) {
                outcome.unchanged.append(output.name)
                return
            }
            throw WriteFailure(path: output.destination, reason: "the previous file could not be kept")
        }
        outcome.written.append(output.name)
        writeBehind.wrote(output.byteCount)
        newSpare?.add(output.name)
    }

    /// `--clean`: leaves out of the new build every file formc wrote that it does not write
    /// again (`planned`): the outputs of screens that no longer exist, and those of kinds it no
    /// longer emits. Files formc did not write are never removed.
    public mutating func removeOutputs(notIn planned: Set<String>) {
        removeOutputs(keeping: { planned.contains($0) })
    }

    /// `removeOutputs(notIn:)` of the names of a build (`PlannedNames`).
    mutating func removeOutputs(notIn planned: PlannedNames) {
        let table = planned.table
        removeOutputs(keeping: { table.contains($0) })
    }

    /// Without `--clean`: notes the files of the previous manifest this build does not write,
    /// which stay in the folder (`WriteOutcome.left`).
    mutating func noteLeftOutputs(notIn planned: PlannedNames) {
        outcome.left = Self.left(previous, notIn: planned).filter { liveEntries.contains($0) }
    }

    /// The names of `previous` not among `planned`, sorted.
    static func left(_ previous: Manifest, notIn planned: PlannedNames) -> [String] {
        let table = planned.table
        return previous.names.filter { !table.contains($0) }.sorted()
    }

    private mutating func removeOutputs(keeping planned: (String) -> Bool) {
        for name in previous.names.sorted() where !planned(name) {
            manifest.remove(name)
            if liveEntries.contains(name) { outcome.removed.append(name) }
        }
    }

    /// Completes the new build and swaps it in. `shouldStop` is asked one last time before the
    /// swap (an interrupted build is abandoned then, whole).
    public mutating func commit(shouldStop: () -> Bool = { false }) throws(WriteFailure) {
        do throws(WriteFailure) {
            try carryOver()
            try removeLeftovers()
            manifest.keepOnly(staged)
            try putManifest()
            // The links are made from the staging folder's names: all of them before the swap.
            let spareHoldsAll = newSpare?.settle() ?? false
            do {
                // A write error reported to a flush made while writing is reported only there.
                try writeBehind.settle()
                try fileSystem.syncFileSystem(staging)
            } catch {
                throw WriteFailure(path: directory, reason: error.reason)
            }
            if shouldStop() { throw WriteFailure.interruption(directory) }
            // Every file is in place: the new folder takes the mode of the one it replaces.
            if let folderMode, folderMode != fileSystem.folderMode(staging) {
                do {
                    try fileSystem.setFolderMode(staging, folderMode)
                } catch {
                    throw WriteFailure(path: directory, reason: error.reason)
                }
            }
            try swapIn()
            if let newSpare {
                keepSpare(newSpare.path, holdsAll: spareHoldsAll)
                self.newSpare = nil
            }
        } catch {
            abandon()
            throw error
        }
        // The previous build, now under the staging folder's name, is the next one's start.
        if folderExists { keepSpare(staging, holdsAll: true) }
    }

    /// Renames `path` to the spare folder, or removes it when it does not hold all it should or
    /// a spare folder is there already (a build that ran at the same time).
    private func keepSpare(_ path: String, holdsAll: Bool) {
        if !holdsAll || (try? fileSystem.rename(path, to: folder.spare)) == nil { folder.removeTree(path) }
    }

    /// Removes the staging folder: the output folder stays as the previous build left it.
    public func abandon() {
        folder.removeTree(staging)
        if let newSpare {
            _ = newSpare.settle()
            folder.removeTree(newSpare.path)
        }
    }

    /// The swap: one step where the system can; else two renames, and a kill between them
    /// leaves the previous build under the `old` name, put back by the next build.
    private func swapIn() throws(WriteFailure) {
        do {
            guard folderExists else { return try fileSystem.rename(staging, to: directory) }
            do {
                try fileSystem.exchange(staging, directory)
            } catch where error.isUnsupported {
                let old = folder.old(processID)
                try fileSystem.rename(directory, to: old)
                try fileSystem.rename(staging, to: directory)
                try fileSystem.rename(old, to: staging)
            }
        } catch {
            throw WriteFailure(path: directory, reason: error.reason)
        }
    }

    /// Hard-links the old folder's `name` into the staging folder; false when it cannot.
    mutating func reuse(_ name: String) -> Bool {
        guard (try? fileSystem.link(live(name), to: stage(name))) != nil else { return false }
        staged.insert(name)
        return true
    }

    mutating func put(_ name: String, _ bytes: [UInt8]) throws(WriteFailure) {
        do {
            try fileSystem.createNewFile(stage(name), contents: bytes)
        } catch {
            throw WriteFailure(path: live(name), reason: error.reason)
        }
        staged.insert(name)
        writeBehind.wrote(bytes.count)
        newSpare?.add(name)
    }

    /// A file not on the manifest could be someone else's: written only after `record`.
    private func requireRecorded(_ name: String) throws(WriteFailure) {
        guard manifest.contains(name) else { throw refusal(name) }
    }

    func live(_ name: String) -> String { Paths.join(directory, name) }
    func stage(_ name: String) -> String { Paths.join(staging, name) }
}
