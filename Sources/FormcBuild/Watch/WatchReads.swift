import FormcCore
import FormcLoad
import FormcProject
import Synchronization

/// What one run of a watched command read: each file's hash as the command saw its bytes.
///
/// The loop decides a run from a settled `WatchSnapshot`, but the command reads the files again
/// itself, a moment later. A save that lands in between (a file caught empty mid-save, then
/// written) is then drawn by this run already; had the loop kept its own snapshot as what was
/// drawn, the next one would differ from it and draw the same bytes a second time. So the
/// loop keeps what the command read (`WatchSnapshot.seen(through:)`): it runs again exactly
/// when a file's bytes differ from the ones the last run used, never for bytes already shown
/// and never leaving newer bytes undrawn. One instance per run, shared by its worker threads.
public final class WatchReads: Sendable {
    private let hashes = Mutex<[String: Int?]>([:])

    public init() {}

    /// `path` was read as `bytes`; nil when it could not be read.
    public func record(_ path: String, bytes: [UInt8]?) {
        let hash = bytes.map { WatchSnapshot.hash(of: $0) }
        hashes.withLock { $0[path] = hash }
    }

    /// Every file recorded, with its hash (nil: unreadable).
    public var files: [String: Int?] { hashes.withLock { $0 } }
}

extension Stages {
    /// These stages with a load that records in `reads` the bytes of each file it reads: a
    /// file that could not be read (E100) as unreadable, one over the size limit (E104, whose
    /// bytes are never read) not at all, so the watch's own snapshot of it stands.
    public func recordingReads(into reads: WatchReads) -> Stages {
        var stages = self
        let loadEach = self.loadEach
        stages.loadEach = { path, each in
            let loaded = loadEach(path, each)
            if loaded.source.bytes.isEmpty, loaded.diagnostics.contains(where: { $0.code == .E104 }) { return loaded }
            let unreadable = loaded.source.bytes.isEmpty && loaded.diagnostics.contains { $0.code == .E100 }
            reads.record(path, bytes: unreadable ? nil : loaded.source.bytes)
            return loaded
        }
        return stages
    }
}
