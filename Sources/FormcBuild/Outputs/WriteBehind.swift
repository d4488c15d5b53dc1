import Dispatch
import Synchronization

/// Sets the disk writing the staging folder's files while the build is still rendering.
///
/// The flush before the swap (`OutputSession.commit`) waits until every new file is on the disk.
/// Without help, the disk starts only then, and the cores wait for it with nothing left to do.
/// Instead, each time `threshold` bytes have been written since the last flush started, a flush
/// of the file system (`flush`, a `syncfs`) starts on a thread of its own, and the disk works
/// while the cores render the next screens.
///
/// The flush before the swap still waits for everything, so what a build promises (a power cut
/// after that flush loses nothing) is unchanged; this only moves the disk's work earlier.
/// One flush runs at a time; one that fails is not reported here: the flush before the swap
/// meets the same failure and reports it.
final class WriteBehind: Sendable {
    /// Bytes written between two flushes: big enough that a build of a few screens, or one that
    /// writes only what changed, flushes only before its swap.
    static let defaultThreshold = 8 << 20

    private struct State {
        /// Bytes written since the last flush started.
        var pending = 0
        var running = false
        var started = 0
    }

    let threshold: Int
    private let flush: @Sendable () -> Void
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "formc.build.write-behind")

    init(threshold: Int = WriteBehind.defaultThreshold, flush: @escaping @Sendable () -> Void) {
        self.threshold = max(1, threshold)
        self.flush = flush
    }

    /// Counts `count` more bytes written; starts a flush when `threshold` have been since the
    /// last one started and none is running.
    func wrote(_ count: Int) {
        let start = state.withLock { state in
            state.pending += count
            return takeTurn(&state)
        }
        if start { queue.async { self.run() } }
    }

    /// How many flushes have started.
    var flushesStarted: Int { state.withLock { $0.started } }

    /// Waits until no flush is running (for tests).
    func waitUntilIdle() {
        queue.sync {}
    }

    /// Flushes until fewer than `threshold` bytes have been written since the last one started.
    private func run() {
        repeat {
            flush()
        } while state.withLock { state in
            state.running = false
            return takeTurn(&state)
        }
    }

    /// Starts a flush in `state` when one is due and none runs.
    private func takeTurn(_ state: inout State) -> Bool {
        guard !state.running, state.pending >= threshold else { return false }
        state.running = true
        state.pending = 0
        state.started += 1
        return true
    }
}
