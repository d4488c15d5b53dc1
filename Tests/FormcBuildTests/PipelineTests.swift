import Dispatch
import FormcBuild
import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pipeline's concurrency, progress line and summary.
@Suite("Pipeline")
struct PipelineTests {
    /// Two parties that each wait (up to `timeout`) for the other: both get through only if
    /// they run at the same time.
    final class Rendezvous: Sendable {
        let arrived = Mutex(0)
        let gate = DispatchSemaphore(value: 0)
        let timeout: Double

        init(timeout: Double) { self.timeout = timeout }

        func arrive() -> Bool {
            let count = arrived.withLock { value -> Int in
                value += 1
                return value
            }
            if count == 2 {
                gate.signal()
                return true
            }
            return gate.wait(timeout: .now() + timeout) == .success
        }
    }

    /// Lints two files whose loads meet at a rendezvous; returns whether each met the other.
    static func loadsMeet(width: Int, timeout: Double) throws -> [Bool] {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/a.yaml", "formc: 1\n")
        try tmp.write("specs/b.yaml", "formc: 1\n")
        let rendezvous = Rendezvous(timeout: timeout)
        let met = Mutex<[Bool]>([])
        let standard = Stages.standard
        let stages = Stages(
            load: { path in
                let arrived = rendezvous.arrive()
                met.withLock { $0.append(arrived) }
                return standard.load(path)
            },
            decode: standard.decode, validate: standard.validate, validateBuild: standard.validateBuild)
        let pipeline = LintPipeline(stages: stages)
        let run = BlockingRunner.run(width: width) { await pipeline.run(paths: [tmp.url("specs")]) }
        #expect(run.report.files == 2)
        return met.withLock { $0 }.sorted { !$0 && $1 }
    }

    // The waits below are for a partner, not for time to pass. Two wide, the partner always
    // comes: `SafetyBound` only ends a run that can never meet (a serial pipeline), which then
    // fails. One wide, it never comes before the first load returns, however long that load
    // waits: 0.3 s only keeps the negative check short, and its answer does not depend on it.
    @Test("Files are loaded concurrently: two loads that wait for each other both get through")
    func concurrent() throws {
        #expect(try Self.loadsMeet(width: 2, timeout: Double(SafetyBound.seconds)) == [true, true], "\(SafetyBound.message)")
    }

    @Test("…and one thread wide, they cannot (the check above can fail)")
    func serialCannotMeet() throws {
        #expect(try Self.loadsMeet(width: 1, timeout: 0.3) == [false, true])
    }

    @Test("Results come back in input order, whichever file finishes first")
    func order() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        for name in ["c", "a", "d", "b"] { try tmp.write("s/\(name).yaml", "formc: 1\nscreen: \(name)\n") }
        // The first file finishes last: its load waits until the last file's load is done
        // (ordered by a semaphore, not by sleeps; `SafetyBound` only ends a run that cannot
        // overlap, which then fails below).
        let lastLoaded = DispatchSemaphore(value: 0)
        let finished = Mutex<[String]>([])
        let standard = Stages.standard
        let stages = Stages(
            load: { path in
                let name = String(path.split(separator: "/").last ?? "")
                if name == "a.yaml" { _ = lastLoaded.wait(timeout: SafetyBound.dispatchDeadline) }
                let file = standard.load(path)
                finished.withLock { $0.append(name) }
                if name == "d.yaml" { lastLoaded.signal() }
                return file
            },
            decode: standard.decode, validate: standard.validate, validateBuild: standard.validateBuild)
        let pipeline = LintPipeline(stages: stages)
        let run = BlockingRunner.run(width: 4) { await pipeline.run(paths: [tmp.url("s")]) }
        let order = finished.withLock { $0 }
        #expect(order.firstIndex(of: "d.yaml") ?? 4 < order.firstIndex(of: "a.yaml") ?? -1, "finished in \(order)")
        #expect(run.files.map(\.path) == ["a", "b", "c", "d"].map { tmp.url("s/\($0).yaml") })
    }

    @Test("The progress line draws in place, escapes the path, fits the width, and erases itself")
    func progressLine() {
        let written = Mutex<[String]>([])
        let line = ProgressLine(write: { text in written.withLock { $0.append(text) } }, delay: .zero, interval: .zero, width: 60)
        line.update(RunProgress(done: 1, total: 3, path: "specs/a\u{1B}[2J.yaml"))
        line.update(RunProgress(done: 3, total: 3, path: "specs/" + String(repeating: "long-", count: 20) + ".yaml"))
        line.finish()
        let lines = written.withLock { $0 }
        #expect(lines.count == 3)
        #expect(lines[0] == "\r\u{1B}[Kformc: 1/3 files · specs/a\\u{1B}[2J.yaml")
        #expect(lines[1].hasPrefix("\r\u{1B}[Kformc: 3/3 files · specs/long-"))
        #expect(DisplayWidth.of(String(lines[1].dropFirst(4))) <= 59)
        #expect(lines[1].hasSuffix("…"))
        #expect(lines[2] == "\r\u{1B}[K")
    }

    @Test("The line counts the write phase to its end; once finished (Ctrl-C) it draws nothing more")
    func progressWritePhase() {
        let written = Mutex<[String]>([])
        let line = ProgressLine(write: { text in written.withLock { $0.append(text) } }, delay: .zero, interval: .zero, width: 80)
        line.update(RunProgress(done: 2, total: 2, path: "specs/a.yaml"))
        line.update(RunProgress(phase: .writing, done: 2, total: 2, path: "travel-category"))
        line.finish()
        line.update(RunProgress(phase: .writing, done: 2, total: 2, path: "late"))
        line.finish()
        #expect(written.withLock { $0 } == [
            "\r\u{1B}[Kformc: 2/2 files · specs/a.yaml", "\r\u{1B}[Kformc: writing 2/2 screens · travel-category", "\r\u{1B}[K",
        ])
    }

    @Test("A build reports each screen written, in order, to the last")
    func buildProgress() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        for name in ["a", "b", "c"] {
            try tmp.write("s/\(name).yaml", "formc: 1\nscreen: \(name)\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x, z]\n")
        }
        let seen = Mutex<[RunProgress]>([])
        let pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, batchSize: 2)
        let result = BlockingRunner.run {
            await pipeline.run(BuildOptions(paths: [tmp.url("s")], outputDirectory: tmp.url("out"))) { progress in
                seen.withLock { $0.append(progress) }
            }
        }
        #expect(result.status == .success)
        let writing = seen.withLock { $0 }.filter { $0.phase == .writing }
        #expect(writing == [1, 2, 3].map { RunProgress(phase: .writing, done: $0, total: 3, path: ["a", "b", "c"][$0 - 1]) })
    }

    @Test("An interruption before the swap leaves the previous build; during the check, nothing is written")
    func interruption() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("s/a.yaml", "formc: 1\nscreen: a\nfields:\n  - id: a\n    type: choice\n    commit: on-select\n    options: [x, z]\n")
        let options = BuildOptions(paths: [tmp.url("s")], outputDirectory: tmp.url("out"))
        let stopped = Interruption()
        stopped.request(signal: SIGINT)
        stopped.request(signal: SIGTERM)
        #expect(stopped.signal == SIGINT)
        let early = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, interruption: stopped)
        #expect(BlockingRunner.run { await early.run(options) }.status == .interrupted)
        #expect(tmp.list("") == ["s"])

        // Asked while the first screen is written: the check is done, the swap never happens.
        let late = Interruption()
        let pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, interruption: late)
        let result = BlockingRunner.run {
            await pipeline.run(options) { progress in if progress.phase == .writing { late.request(signal: SIGTERM) } }
        }
        #expect(result.status == .interrupted)
        #expect(RunSummary.build(result, seconds: 0.5) == "build interrupted after 0.50 s: nothing written, the output folder holds the previous build")
        #expect(tmp.list("") == ["s"])
    }

    @Test("Before the delay nothing is drawn, so quick runs print no progress at all")
    func progressDelay() {
        let written = Mutex<[String]>([])
        // A delay no stall of the test can outlast (a year): the answer does not depend on how
        // long the two calls below take, as it would with a delay of seconds.
        let line = ProgressLine(write: { text in written.withLock { $0.append(text) } }, delay: .seconds(365 * 86_400))
        line.update(RunProgress(done: 1, total: 1, path: "a.yaml"))
        line.finish()
        #expect(written.withLock { $0 }.isEmpty)
    }

    @Test("Seconds in the summary have two decimals")
    func seconds() {
        #expect(RunSummary.format(0.08) == "0.08")
        #expect(RunSummary.format(0.005) == "0.01")
        #expect(RunSummary.format(12.3) == "12.30")
        #expect(RunSummary.format(-1) == "0.00")
    }
}
