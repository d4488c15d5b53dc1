import Dispatch
import Synchronization

/// A task executor `width` threads wide whose jobs wait in one line, in the order they came,
/// each run by whichever thread is free first.
///
/// Dealing jobs to the threads in turn instead leaves one thread idle while the other still
/// has a backlog: the screens of a batch, or the files of a check, differ in cost, and the job
/// that resumes the task collecting their results can wait behind a whole backlog on a busy
/// thread while the other one has nothing to do.
///
/// The threads come from `width` serial Dispatch queues; serial queues made with a label are
/// overcommit queues, so each gets a thread even while others block. A queue runs jobs only
/// while some wait (`drain`); the first job that finds a queue idle starts it, so at most
/// `width` jobs run at once and no thread is held while nothing waits.
final class QueueTaskExecutor: TaskExecutor {
    private struct Line: ~Copyable {
        /// The jobs not yet taken are `jobs[head...]`.
        var jobs: [UnownedJob] = []
        var head = 0
        /// The queues that run no job and wait for none.
        var idle: [Int]
    }

    private let queues: [DispatchQueue]
    private let line: Mutex<Line>

    init(width: Int) {
        let width = max(1, width)
        queues = (0..<width).map { DispatchQueue(label: "formc.build.worker.\($0)") }
        line = Mutex(Line(idle: Array((0..<width).reversed())))
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let start = line.withLock { line -> Int? in
            line.jobs.append(job)
            return line.idle.popLast()
        }
        if let start { queues[start].async { self.drain(start) } }
    }

    /// Runs jobs on queue `index` until none waits.
    private func drain(_ index: Int) {
        while let job = take(orIdle: index) {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// The job that waited longest; nil when none waits, and queue `index` is then idle. The
    /// check and the marking are one step under the lock, so a job that comes after it finds
    /// the queue idle and starts it again: no job is left waiting with no queue to run it.
    private func take(orIdle index: Int) -> UnownedJob? {
        line.withLock { line -> UnownedJob? in
            guard line.head < line.jobs.count else {
                line.jobs.removeAll(keepingCapacity: true)
                line.head = 0
                line.idle.append(index)
                return nil
            }
            let job = line.jobs[line.head]
            line.head += 1
            // Taken jobs are dropped once they are half the line: each is moved once at most.
            if line.head >= 64, line.head * 2 >= line.jobs.count {
                line.jobs.removeFirst(line.head)
                line.head = 0
            }
            return job
        }
    }
}
