import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs structured-concurrency work to completion from synchronous code (a `Command.run`).
///
/// Blocking a thread of Swift's cooperative pool while a task waits for that same pool can
/// deadlock: on a 2-core machine the pool has two threads, and two callers blocked at once (two
/// tests, say) would leave the work nowhere to run. So the work and every child task it spawns
/// run on an executor of their own, whose threads come from overcommit Dispatch queues that
/// never wait for the cooperative pool; the caller then blocks only itself.
public enum BlockingRunner {
    /// How many files or screens are worked on at once: the processors online, at least one.
    public static var defaultWidth: Int { max(1, min(64, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))) }

    /// Runs `work` on a private executor `width` threads wide and returns its result.
    public static func run<T: Sendable>(width: Int = defaultWidth, _ work: @escaping @Sendable () async -> T) -> T {
        let executor = QueueTaskExecutor(width: width)
        let slot = ResultSlot<T>()
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: executor) {
            slot.pointer.initialize(to: await work())
            done.signal()
        }
        done.wait()
        return slot.take()
    }
}

/// One value handed from the task to the blocked caller. The task initializes it before
/// `signal()` and the caller moves it out after `wait()`: the semaphore orders the two
/// accesses, which is why the unchecked `Sendable` is sound.
private final class ResultSlot<T>: @unchecked Sendable {
    let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)

    func take() -> T {
        defer { pointer.deallocate() }
        return pointer.move()
    }
}
