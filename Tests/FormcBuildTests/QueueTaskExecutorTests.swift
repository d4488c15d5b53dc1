import Dispatch
@testable import FormcBuild
import FormcTestSupport
import Synchronization
import Testing

@Suite("The build's executor: one line of jobs, taken by whichever thread is free")
struct QueueTaskExecutorTests {
    /// What the child tasks of a test share.
    final class Shared: Sendable {
        let finished = Atomic<Int>(0)
        let running = Atomic<Int>(0)
        let most = Atomic<Int>(0)
        let allFinished = DispatchSemaphore(value: 0)
    }

    /// Runs one child task that waits until `others` more children have all run, beside
    /// them, on an executor two threads wide; whether it saw them all.
    static func othersRunBesideABlockedTask(others: Int) -> Bool {
        let shared = Shared()
        return BlockingRunner.run(width: 2) {
            await withTaskGroup(of: Bool.self) { group in
                group.addTask {
                    // The wait is for the others, not for time to pass: it returns as soon as
                    // they have run. Dealt to the threads in turn, half of them would be queued
                    // behind this task, and the wait would end only at the bound.
                    shared.allFinished.wait(timeout: SafetyBound.dispatchDeadline) == .success
                }
                for _ in 0..<others {
                    group.addTask {
                        if shared.finished.add(1, ordering: .relaxed).newValue == others { shared.allFinished.signal() }
                        return true
                    }
                }
                var all = true
                for await ran in group { all = all && ran }
                return all
            }
        }
    }

    @Test("A task that blocks one thread holds up no other job: the other thread runs them all")
    func blockedThreadHoldsNothing() {
        #expect(Self.othersRunBesideABlockedTask(others: 16), "\(SafetyBound.message)")
    }

    @Test("Every job runs, and never more at once than the executor is wide")
    func everyJobRunsWithinWidth() {
        let shared = Shared()
        let count = BlockingRunner.run(width: 3) {
            await withTaskGroup(of: Int.self) { group in
                for index in 0..<5_000 {
                    group.addTask {
                        let now = shared.running.add(1, ordering: .sequentiallyConsistent).newValue
                        _ = shared.most.max(now, ordering: .sequentiallyConsistent)
                        // Some work between entering and leaving, so that runs overlap.
                        var sum = 0
                        for step in 0..<(index % 7) * 100 { sum &+= step }
                        shared.running.subtract(1, ordering: .sequentiallyConsistent)
                        return sum >= 0 ? 1 : 0
                    }
                }
                var total = 0
                for await one in group { total += one }
                return total
            }
        }
        #expect(count == 5_000)
        #expect(shared.most.load(ordering: .sequentiallyConsistent) <= 3)
    }
}
