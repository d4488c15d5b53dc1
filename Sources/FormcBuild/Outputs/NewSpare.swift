import Dispatch
import FormcProject
import Synchronization

/// The spare folder a build into a new output folder leaves beside it.
///
/// After a swap, the previous build is kept as the spare folder, where the next build starts
/// (`StagingBase`). A build into a new folder has no previous build: without help, the next
/// build would start from an empty staging folder and link every file of the output folder
/// into it (100,000 files at 20,000 specs, 2.3 s), the first time a designer changes one spec.
///
/// Instead, each file the build puts in its staging folder is linked, on a thread of its own
/// while the build goes on (handed over in batches, `batchSize`), into a folder of this process
/// (`StagingFolder.newSpare`). Once the
/// staging folder is complete, the links are waited for; after the swap the folder is renamed
/// to the spare folder: the new build's own files (the same inodes) and its manifest, so the
/// next build finds every unchanged screen's outputs in place. A file that cannot be linked
/// (a file system without hard links, a full disk) gives up the whole folder, and the next
/// build starts from an empty one as before. So does a name added twice (an output written
/// again): its second link finds the name taken, and the folder never keeps an old copy. A
/// build killed before the rename leaves the folder of a process that no longer runs, which
/// the next build removes whole.
final class NewSpare: Sendable {
    let fileSystem: any FileSystem
    /// The staging folder the files are linked from.
    let staging: String
    /// The folder the links are made in.
    let path: String
    private let failed = Atomic(false)
    private let queue = DispatchQueue(label: "formc.build.new-spare")
    /// The names added and not yet handed to the queue.
    private let pending = Mutex<[String]>([])

    /// Names handed to the queue at once: one block and one wake-up of its thread per batch
    /// rather than per file (10,000 files at 2,000 specs).
    static let batchSize = 64

    /// Makes the folder `path` for the links of the files put in `staging`; nil when it cannot.
    init?(fileSystem: any FileSystem, staging: String, path: String) {
        guard (try? fileSystem.createDirectory(path)) != nil else { return nil }
        self.fileSystem = fileSystem
        self.staging = staging
        self.path = path
    }

    /// Links the staging folder's `name`, complete and final, into the folder (on the queue,
    /// with the names added after it up to a batch, or at `settle()`).
    func add(_ name: String) {
        guard !failed.load(ordering: .relaxed) else { return }
        let batch: [String]? = pending.withLock { names in
            names.append(name)
            guard names.count >= Self.batchSize else { return nil }
            let full = names
            names = []
            return full
        }
        if let batch { link(batch) }
    }

    /// Waits for every link; whether the folder holds all of them.
    func settle() -> Bool {
        let rest = pending.withLock { names in
            let all = names
            names = []
            return all
        }
        if !rest.isEmpty { link(rest) }
        queue.sync {}
        return !failed.load(ordering: .relaxed)
    }

    private func link(_ names: [String]) {
        queue.async { [self] in
            for name in names {
                guard !failed.load(ordering: .relaxed) else { return }
                do {
                    try fileSystem.link(Paths.join(staging, name), to: Paths.join(path, name))
                } catch {
                    failed.store(true, ordering: .relaxed)
                    return
                }
            }
        }
    }
}
