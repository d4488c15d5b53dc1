import Dispatch
import Synchronization

/// Sets the disk to work on the staging folder's files while the build is still rendering.
///
/// The flush before the swap (`OutputSession.commit`) waits until every new file is on the disk.
/// Without help, the disk starts only then, and the cores wait for it with nothing left to do.
/// Instead, each time `threshold` bytes of outputs have been written since the last flush
/// started, a flush of the file system (`flush`, a `syncfs`) starts on a thread of its own, and
/// the disk works while the cores render the next screens.
///
/// The flush before the swap still waits for everything, so what a build promises (a power cut
/// after that flush loses nothing) is unchanged; this only moves the disk's work earlier.
/// One flush runs at a time. The first failure of one is kept and `settle()` throws it: the
/// system reports a write error to one `syncfs` only, so the flush before the swap may never
/// see it again. A process that exits while a flush runs waits for that one `syncfs` to return.
package final class WriteBehind: Sendable {
    /// Bytes written between two flushes: big enough that a build of a few screens, or one that
    /// writes only what changed, flushes only before its swap.
    package static let defaultThreshold = 8 << 20

    private struct State {
        /// Bytes written since the last flush started.
        var pending = 0
        /// Whether a flush is running or about to.
        var running = false
        /// The number of flushes started.
        var started = 0
        /// The first failure of a flush.
        var failure: FileSystemError?
    }

    let threshold: Int
    private let flush: @Sendable () throws(FileSystemError) -> Void
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "formc.build.write-behind")

    package init(threshold: Int = WriteBehind.defaultThreshold, flush: @escaping @Sendable () throws(FileSystemError) -> Void) {
        self.threshold = max(1, threshold)
        self.flush = flush
    }

    /// Counts `count` more bytes written; starts a flush when `threshold` have been since the
    /// last one started and none is running.
    package func wrote(_ count: Int) {
        let start = state.withLock { current in
            current.pending += count
            return Self.takeTurn(&current, threshold: threshold)
        }
        if start { queue.async { self.run() } }
    }

    /// How many flushes have started.
    var flushesStarted: Int { state.withLock { $0.started } }

    /// Waits until no flush is running, then throws the first failure of one, if any.
    package func settle() throws(FileSystemError) {
        queue.sync {}
        if let failure = state.withLock({ $0.failure }) { throw failure }
    }

    /// Flushes until fewer than `threshold` bytes have been written since the last one started.
    private func run() {
        while true {
            var failure: FileSystemError?
            do {
                try flush()
            } catch {
                failure = error
            }
            let again = state.withLock { current in
                if current.failure == nil { current.failure = failure }
                current.running = false
                return Self.takeTurn(&current, threshold: threshold)
            }
            guard again else { return }
        }
    }

    /// Starts a flush in `state` when one is due and none runs.
    private static func takeTurn(_ state: inout State, threshold: Int) -> Bool {
        guard !state.running, state.pending >= threshold else { return false }
        state.running = true
        state.pending = 0
        state.started += 1
        return true
    }
}
