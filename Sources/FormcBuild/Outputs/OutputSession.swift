#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output folder being written, one file at a time, so that no reader ever sees half a file
/// and a build's memory does not grow with its outputs:
///
/// - opening makes the folder, removes temporary files of builds that were killed (their names
///   hold the writer's process id; only those of processes no longer running are touched) and
///   reads the manifest;
/// - `foreignFiles(among:)` finds the files formc did not write (not on the manifest), which the
///   caller checks before anything is written: such a file is never replaced or removed;
/// - `record(_:)` puts every name the build will write on the manifest before the first of them
///   is written, so any file the build may leave behind is on it;
/// - every file goes to a temporary file in the same folder, flushed, then renamed over the old
///   one (atomic within a file system), whether written whole (`write`) or piece by piece
///   (`beginStream`/`finish`); one that already holds exactly the new bytes is left alone;
/// - on a failure the temporary file is removed and the caller stops: files written before stay
///   whole, files not yet written keep their previous content.
public struct OutputSession: Sendable {
    public let fileSystem: any FileSystem
    public let directory: String
    /// Put in temporary names.
    public let processID: Int32
    /// The files formc wrote in the folder, as recorded so far.
    public private(set) var manifest: Manifest
    /// What was written, left alone and removed so far (never a failure: the caller keeps it).
    public private(set) var outcome = WriteOutcome()
    private var temporaries = 0

    /// Opens `directory`, creating it and its parents.
    public init(fileSystem: any FileSystem = PosixFileSystem(), directory: String, processID: Int32 = getpid()) throws(WriteFailure) {
        self.fileSystem = fileSystem
        self.directory = directory
        self.processID = processID
        do {
            try fileSystem.createDirectories(directory)
        } catch {
            throw WriteFailure(path: directory, reason: error.reason)
        }
        TemporarySweep(fileSystem: fileSystem, directory: directory).removeAbandoned(ownProcess: processID)
        let path = Paths.join(directory, OutputNames.manifest)
        manifest = (try? fileSystem.readFile(path)).map(Manifest.init(parsing:)) ?? Manifest()
    }

    /// Of `names`, those present in the folder but not on the manifest, sorted: files formc did
    /// not write, which it may not replace unless they already hold what it would write.
    public func foreignFiles(among names: some Sequence<String>) -> [String] {
        names.filter { !manifest.contains($0) && fileSystem.statusIfPresent(path($0)) != nil }.sorted()
    }

    /// Whether the file `name` holds exactly `contents`.
    public func holds(_ name: String, _ contents: [UInt8]) -> Bool {
        (try? fileSystem.readFile(path(name))) == contents
    }

    /// The failure that refuses to replace `name`, a file formc did not write.
    public func refusal(_ name: String) -> WriteFailure {
        WriteFailure(
            path: path(name),
            reason: "the file exists and formc did not write it (it is not in \(OutputNames.manifest)); move it away or choose another --out")
    }

    /// Puts `names` on the manifest (rewriting it only when that adds a name).
    public mutating func record(_ names: some Sequence<String>) throws(WriteFailure) {
        let before = manifest
        for name in names { manifest.insert(name) }
        if manifest != before { try replace(OutputNames.manifest, with: Array(manifest.text.utf8)) }
    }

    /// Writes one whole output, unless its file already holds exactly these bytes.
    public mutating func write(_ output: PlannedOutput) throws(WriteFailure) {
        try requireRecorded(output.name)
        if holds(output.name, output.contents) {
            outcome.unchanged.append(output.name)
            return
        }
        try replace(output.name, with: output.contents)
        outcome.written.append(output.name)
    }

    /// Starts an output written piece by piece; `finish` puts it in place.
    public mutating func beginStream(_ name: String) throws(WriteFailure) -> StreamedOutput {
        try requireRecorded(name)
        return try StreamedOutput(name: name, temporary: nextTemporary(for: name), destination: path(name), fileSystem: fileSystem)
    }

    /// Closes a streamed output and renames it into place, or removes it when the old file
    /// already held exactly its bytes.
    public mutating func finish(_ output: inout StreamedOutput) throws(WriteFailure) {
        try output.close()
        if output.replacesEqualFile() {
            output.abandon()
            outcome.unchanged.append(output.name)
            return
        }
        do {
            try fileSystem.rename(output.temporary, to: output.destination)
        } catch {
            output.abandon()
            throw WriteFailure(path: output.destination, reason: error.reason)
        }
        outcome.written.append(output.name)
    }

    /// `--clean`: removes the manifest's outputs of screens not in `keepingScreens`, except the
    /// `planned` ones; stops at the first that cannot be removed.
    public mutating func removeOutputs(keepingScreens: Set<String>, planned: Set<String>) throws(WriteFailure) {
        var failure: WriteFailure?
        for name in manifest.names.sorted() where !planned.contains(name) {
            guard let screen = OutputNames.screenID(ofOutput: name), !keepingScreens.contains(screen) else { continue }
            do {
                try fileSystem.removeFile(path(name))
            } catch where error.isNotFound {
                // Already gone: only the manifest still named it.
            } catch {
                failure = WriteFailure(path: path(name), reason: error.reason)
                break
            }
            manifest.remove(name)
            outcome.removed.append(name)
        }
        if !outcome.removed.isEmpty {
            do {
                try replace(OutputNames.manifest, with: Array(manifest.text.utf8))
            } catch {
                failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    /// A file not on the manifest could be someone else's: written only after `record`.
    private func requireRecorded(_ name: String) throws(WriteFailure) {
        guard manifest.contains(name) else { throw refusal(name) }
    }

    /// Writes one file through a temporary file and a rename.
    private mutating func replace(_ name: String, with contents: [UInt8]) throws(WriteFailure) {
        let temporary = nextTemporary(for: name)
        do {
            try fileSystem.createNewFile(temporary, contents: contents)
            try fileSystem.rename(temporary, to: path(name))
        } catch {
            try? fileSystem.removeFile(temporary)
            throw WriteFailure(path: path(name), reason: error.reason)
        }
    }

    /// `.formc-tmp.<pid>.<n>.<name>`: the process id lets a later build tell an abandoned
    /// temporary from one of a build still running.
    private mutating func nextTemporary(for name: String) -> String {
        defer { temporaries += 1 }
        return path(OutputNames.temporaryPrefix + "\(processID).\(temporaries)." + name)
    }

    private func path(_ name: String) -> String { Paths.join(directory, name) }
}
