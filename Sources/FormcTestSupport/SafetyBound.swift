import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a test waits for something that must happen (a partner thread, a file watcher's
/// run, a child's last output) before it gives up, so that a broken program fails the test run
/// instead of hanging it. It is never what a test asserts: a working program gets there however
/// loaded the machine is, and a test that reaches the bound says so in its failure. Generous
/// on purpose (2 cores shared by several builds can stall a thread for seconds); a broken
/// program only makes its failing test slow.
public enum SafetyBound {
    public static let seconds = 300

    /// The bound from now, for `DispatchSemaphore.wait(timeout:)` and `DispatchGroup.wait`.
    public static var dispatchDeadline: DispatchTime { .now() + .seconds(seconds) }

    /// Checks `condition` every `interval` until it holds (true) or the bound has passed (false).
    public static func poll(every interval: Duration = .milliseconds(10), until condition: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(seconds)
        while !condition() {
            if clock.now >= deadline { return condition() }
            let (whole, fraction) = interval.components
            usleep(UInt32(whole * 1_000_000 + fraction / 1_000_000_000_000))
        }
        return true
    }

    /// What a test records when the bound ran out.
    public static let message = "gave up after the safety bound of \(seconds) s (not a measurement: what was awaited never happened)"
}
