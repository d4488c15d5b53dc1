import FormcBuild
import FormcTestSupport
import Foundation
import Testing

/// The watch loop in-process, by both of its ways of waking (inotify, and the polling used
/// where there is none): runs are counted, and a run happens only when a file's bytes change.
@Suite struct WatchLoopTests {
    /// What the loop's command saw, one entry per run.
    final class Runs: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        func append(_ text: String) { lock.withLock { seen.append(text) } }
        var all: [String] { lock.withLock { seen } }
    }

    @Test(arguments: [false, true]) func runsOncePerChangeOfBytes(polls: Bool) throws {
        let directory = NSTemporaryDirectory() + "formc-watchloop-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/a.yaml"
        try "one".write(toFile: file, atomically: false, encoding: .utf8)

        let interruption = Interruption()
        let runs = Runs()
        let finished = DispatchSemaphore(value: 0)
        let total = Runs()
        let loop = WatchLoop(directories: [directory], settle: 20, pollInterval: 20, polls: polls) { [file] }
        Thread.detachNewThread {
            let count = loop.run(until: interruption) {
                runs.append((try? String(contentsOfFile: file, encoding: .utf8)) ?? "<unreadable>")
            }
            total.append(String(count))
            finished.signal()
        }
        try waitUntil { runs.all == ["one"] }
        // Saved in place without passing through an empty file (the settling time is short here).
        try InPlaceSave.overwrite("two", file)
        try waitUntil { runs.all == ["one", "two"] }
        // The same bytes again, then new ones by rename: one more run, not two.
        try InPlaceSave.overwrite("two", file)
        try "three".write(toFile: file, atomically: true, encoding: .utf8)
        try waitUntil { runs.all.count >= 3 }
        interruption.request(signal: 2)
        finished.wait()
        #expect(runs.all == ["one", "two", "three"])
        #expect(total.all == ["3"])
    }

    /// Waits for `condition`; `SafetyBound` only keeps a broken loop from hanging the run.
    private func waitUntil(_ condition: () -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let reached = SafetyBound.poll(until: condition)
        try #require(reached, "\(SafetyBound.message)", sourceLocation: sourceLocation)
    }
}
