import FormcProject
/// One output written piece by piece (the review printout, too big to hold in memory on a large
/// build): into a temporary file of the output folder, compared on the way with the file it
/// will replace. `OutputSession.finish` renames it into place, or drops it when the old file
/// already held exactly these bytes; `abandon()` removes it after a failure.
public struct StreamedOutput {
    /// The output's plain name in the folder (`index.md`).
    public let name: String
    let temporary: String
    let destination: String
    private let fileSystem: any FileSystem
    private let stream: any FileWriteStream
    private var comparison: FileComparison
    private var pending: [UInt8] = []
    /// The bytes written to the file so far.
    private(set) var byteCount = 0

    /// Bytes gathered before they go to the file: big enough for few system calls, small
    /// enough not to matter.
    static let chunkSize = 128 * 1024

    /// `replacing` says whether the folder holds a file `name` to compare with (none is read
    /// when it does not).
    init(name: String, temporary: String, destination: String, fileSystem: any FileSystem, replacing: Bool = true) throws(WriteFailure) {
        self.name = name
        self.temporary = temporary
        self.destination = destination
        self.fileSystem = fileSystem
        do {
            stream = try fileSystem.createNewFileStream(temporary)
        } catch {
            try? fileSystem.removeFile(temporary)
            throw WriteFailure(path: destination, reason: error.reason)
        }
        comparison = FileComparison(fileSystem: fileSystem, path: destination, exists: replacing)
        pending.reserveCapacity(Self.chunkSize)
    }

    /// Appends `text`; on failure the temporary file is already gone.
    public mutating func append(_ text: String) throws(WriteFailure) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.chunkSize { try flush() }
    }

    /// Appends `bytes` (UTF-8 already checked, as a page formc wrote).
    public mutating func append(bytes: ArraySlice<UInt8>) throws(WriteFailure) {
        pending.append(contentsOf: bytes)
        if pending.count >= Self.chunkSize { try flush() }
    }

    /// Writes what is gathered, then closes the file.
    mutating func close() throws(WriteFailure) {
        try flush()
        do {
            try stream.close()
        } catch {
            abandon()
            throw WriteFailure(path: destination, reason: error.reason)
        }
    }

    /// Whether the file being replaced already holds exactly what was written; after `close()`.
    mutating func replacesEqualFile() -> Bool { comparison.finish() }

    /// Removes the temporary file (writing failed, here or elsewhere). Harmless when repeated.
    public func abandon() {
        try? fileSystem.removeFile(temporary)
    }

    private mutating func flush() throws(WriteFailure) {
        guard !pending.isEmpty else { return }
        comparison.feed(pending)
        do {
            try stream.write(pending)
        } catch {
            abandon()
            throw WriteFailure(path: destination, reason: error.reason)
        }
        byteCount += pending.count
        pending.removeAll(keepingCapacity: true)
    }
}

/// Whether bytes fed in order are exactly the contents of a file, which is read back chunk by
/// chunk as they come, never whole, through one descriptor opened at the first chunk (a file
/// renamed over the path meanwhile is not mixed in). A missing or unreadable file equals nothing.
/// The descriptor's position is shared by copies: feed one comparison only (it is passed
/// `inout`).
struct FileComparison {
    let fileSystem: any FileSystem
    let path: String
    private var file: (any FileReadStream)?
    private var pending: [UInt8] = []
    private var equalSoFar = true

    /// With `exists` false the file is known to be missing: nothing is read, and it equals nothing.
    init(fileSystem: any FileSystem, path: String, exists: Bool = true) {
        self.fileSystem = fileSystem
        self.path = path
        equalSoFar = exists
    }

    mutating func feed(_ bytes: some Collection<UInt8>) {
        guard equalSoFar else { return }
        pending.append(contentsOf: bytes)
        if pending.count >= StreamedOutput.chunkSize { compare() }
    }

    mutating func feed(_ text: String) { feed(text.utf8) }

    /// Whether the file held exactly the bytes fed, and nothing after them.
    mutating func finish() -> Bool {
        compare()
        guard equalSoFar, let rest = try? opened().read(upTo: 1) else { return false }
        return rest.isEmpty
    }

    private mutating func compare() {
        guard equalSoFar, !pending.isEmpty else { return }
        equalSoFar = (try? opened().read(upTo: pending.count)) == pending
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func opened() throws(FileSystemError) -> any FileReadStream {
        if let file { return file }
        let opened = try fileSystem.openFile(path)
        file = opened
        return opened
    }
}
