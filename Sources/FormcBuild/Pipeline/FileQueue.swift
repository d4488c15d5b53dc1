import Dispatch
import Synchronization

/// Files handed from the thread that finds them to the threads that check them: each file is
/// taken once, by whichever worker is free first, so a worker slowed by a big file (or by the
/// machine's other work) leaves the rest to the others instead of holding a share dealt to it.
final class FileQueue: Sendable {
    private struct State {
        var paths: [String] = []
        var next = 0
        var closed = false
    }

    private let state = Mutex(State())
    /// One signal per file pushed, and one per worker when the queue is closed.
    private let available = DispatchSemaphore(value: 0)
    private let workers: Int

    /// A queue that `workers` threads take from.
    init(workers: Int) {
        self.workers = workers
    }

    /// Adds `paths`, numbered on from those already pushed; returns how many were pushed so far.
    @discardableResult
    func push(_ paths: [String]) -> Int {
        let count = state.withLock { state in
            state.paths += paths
            return state.paths.count
        }
        for _ in paths { available.signal() }
        return count
    }

    /// No file follows: each worker's `take` returns nil once the queue is empty.
    func close() {
        state.withLock { $0.closed = true }
        for _ in 0..<workers { available.signal() }
    }

    /// The next file and its number in the order pushed; waits for one while the queue is
    /// open; nil once it is closed and every file was taken.
    func take() -> (index: Int, path: String)? {
        available.wait()
        return state.withLock { state in
            guard state.next < state.paths.count else { return nil }
            defer { state.next += 1 }
            return (state.next, state.paths[state.next])
        }
    }

    /// Every path pushed, in order.
    var paths: [String] { state.withLock { $0.paths } }
}
