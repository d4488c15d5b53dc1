import Dispatch
import FormcCore
import Synchronization

extension LintPipeline {
    /// Finds the inputs under `paths` with this pipeline's `discovery` and checks each file as
    /// soon as the walk finds it: the calling thread walks the tree while `width` worker
    /// threads check what it found so far, so checking does not wait for the whole tree.
    ///
    /// `found` is told of each batch of files before they are checked. The result is that of
    /// `run(inputs: discovery.discover(paths))`: files in the order of `inputs.files` whatever
    /// thread checked which. Each path is checked once; a file met by two paths (a link) is
    /// checked under both, and kept under the one discovery keeps.
    public func run(discovering paths: [String], width: Int = BlockingRunner.defaultWidth,
                    found: (([String]) -> Void)? = nil, progress: (@Sendable (RunProgress) -> Void)? = nil) -> LintRun {
        let workers = max(1, width)
        let queue = FileQueue(workers: workers)
        let tally = Tally()
        let stages = self.stages, reuse = self.reuse, interruption = self.interruption
        let keep = (screens: keepsScreens, sources: keepsSources), kept = keptScreens
        let group = DispatchGroup()
        for worker in 0..<workers {
            group.enter()
            DispatchQueue(label: "formc.lint.worker.\(worker)").async {
                defer { group.leave() }
                while interruption?.isRequested != true, let (index, path) = queue.take() {
                    let outcome = reuse?(path) ?? Self.check(path, stages: stages, keepsScreens: keep.screens, keepsSources: keep.sources, kept: kept)
                    tally.outcomes.withLock { $0[index] = outcome }
                    let count = tally.done.add(1, ordering: .relaxed).newValue
                    progress?(RunProgress(done: count, total: tally.pushed.load(ordering: .relaxed), path: path))
                }
            }
        }
        let (inputs, numbers) = discovery.discover(paths) { batch in
            found?(batch)
            tally.pushed.store(queue.push(batch), ordering: .relaxed)
        }
        queue.close()
        group.wait()
        var outcomes = tally.outcomes.withLock { results in numbers.compactMap { results.removeValue(forKey: $0) } }
        return Self.assemble(inputs: inputs, files: &outcomes, stages: stages,
                             sourceReader: keepsSources ? discovery.fileSystem : nil)
    }
}

/// What the workers of `run(discovering:)` share: the outcomes by file number, and the counts
/// the progress line shows.
private final class Tally: Sendable {
    let outcomes = Mutex<[Int: FileOutcome]>([:])
    let done = Atomic<Int>(0)
    let pushed = Atomic<Int>(0)
}
