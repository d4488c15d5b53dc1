import Glibc

/// One file to write in the output folder.
public struct PlannedOutput: Hashable, Sendable {
    /// A plain name in the folder (`travel-category.schema.json`).
    public var name: String
    public var contents: [UInt8]

    public init(name: String, text: String) {
        self.name = name
        self.contents = Array(text.utf8)
    }
}

/// Why writing stopped: the path and what the file system said.
public struct WriteFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write '\(path)': \(reason)" }
}

/// What the writer did.
public struct WriteOutcome: Hashable, Sendable {
    /// Names written (new or changed), in the order written.
    public var written: [String] = []
    /// Names whose file already held exactly these bytes, left alone (and their times with them).
    public var unchanged: [String] = []
    /// Names removed by `--clean`.
    public var removed: [String] = []
    /// Set when writing stopped early; everything written before it is whole.
    public var failure: WriteFailure?

    public init() {}
}

/// Writes a build's outputs into its folder so that no reader ever sees half a file:
///
/// - every file is written to a temporary file in the same folder, flushed, and renamed over
///   the old one (rename is atomic within a file system);
/// - on any failure the temporary file is removed and writing stops; files written before stay
///   whole, files not yet written keep their previous content;
/// - temporary files of a build that was killed are removed by the next build (their names hold
///   the writer's process id, and only those of processes no longer running are touched);
/// - a file formc did not write (not in the manifest) is never replaced or removed.
public struct OutputWriter: Sendable {
    public var fileSystem: any FileSystem
    public var directory: String
    /// Put in temporary names; the current process's by default.
    public var processID: Int32

    public init(fileSystem: any FileSystem = PosixFileSystem(), directory: String, processID: Int32 = getpid()) {
        self.fileSystem = fileSystem
        self.directory = directory
        self.processID = processID
    }

    /// Writes `outputs`; with `keepingScreens`, also removes manifest-listed outputs of screens
    /// not in that set (`--clean`).
    public func write(_ outputs: [PlannedOutput], keepingScreens: Set<String>? = nil) -> WriteOutcome {
        var outcome = WriteOutcome()
        do {
            try fileSystem.createDirectories(directory)
        } catch {
            outcome.failure = WriteFailure(path: directory, reason: error.reason)
            return outcome
        }
        TemporarySweep(fileSystem: fileSystem, directory: directory).removeAbandoned(ownProcess: processID)

        var manifest = Manifest()
        if let bytes = try? fileSystem.readFile(path(OutputNames.manifest)) { manifest = Manifest(parsing: bytes) }

        // Check every target before touching any, so a refusal writes nothing.
        var changed: [PlannedOutput] = []
        for output in outputs {
            let existing = try? fileSystem.readFile(path(output.name))
            if existing == output.contents {
                outcome.unchanged.append(output.name)
            } else if existing != nil, !manifest.contains(output.name) {
                outcome.failure = WriteFailure(
                    path: path(output.name),
                    reason: "the file exists and formc did not write it (it is not in \(OutputNames.manifest)); move it away or choose another --out")
                return outcome
            } else {
                changed.append(output)
            }
        }

        // The manifest first: any file this build may leave behind is then on it.
        let before = manifest
        for output in outputs { manifest.insert(output.name) }
        if manifest != before, let failure = replace(PlannedOutput(name: OutputNames.manifest, text: manifest.text), index: 0) {
            outcome.failure = failure
            return outcome
        }
        for (index, output) in changed.enumerated() {
            if let failure = replace(output, index: index + 1) {
                outcome.failure = failure
                return outcome
            }
            outcome.written.append(output.name)
        }

        guard let keepingScreens else { return outcome }
        let planned = Set(outputs.map(\.name))
        for name in manifest.names.sorted() where !planned.contains(name) {
            guard let screen = OutputNames.screenID(ofOutput: name), !keepingScreens.contains(screen) else { continue }
            do {
                try fileSystem.removeFile(path(name))
            } catch where error.isNotFound {
                // Already gone: only the manifest still named it.
            } catch {
                outcome.failure = WriteFailure(path: path(name), reason: error.reason)
                break
            }
            manifest.remove(name)
            outcome.removed.append(name)
        }
        if !outcome.removed.isEmpty, let failure = replace(PlannedOutput(name: OutputNames.manifest, text: manifest.text), index: 0) {
            outcome.failure = outcome.failure ?? failure
        }
        return outcome
    }

    /// Writes one file through a temporary file and a rename; nil on success.
    private func replace(_ output: PlannedOutput, index: Int) -> WriteFailure? {
        let temporary = path(OutputNames.temporaryPrefix + "\(processID).\(index)." + output.name)
        do {
            try fileSystem.createNewFile(temporary, contents: output.contents)
            try fileSystem.rename(temporary, to: path(output.name))
            return nil
        } catch {
            try? fileSystem.removeFile(temporary)
            return WriteFailure(path: path(output.name), reason: error.reason)
        }
    }

    private func path(_ name: String) -> String { Paths.join(directory, name) }
}
