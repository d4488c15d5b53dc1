import FormcBuild
import FormcCore
import FormcLoad
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// The watch loop decides its next run against the bytes its last run read, not against the
/// snapshot that started it: a save that lands between the two is drawn once, not twice.
@Suite struct WatchReadsTests {
    /// Counts calls from the loop's thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    private func folder() throws -> String {
        let directory = NSTemporaryDirectory() + "formc-watchreads-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func recordingStagesRecordTheBytesTheyLoadAsASnapshotHashesThem() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/a.yaml", empty = directory + "/empty.yaml", missing = directory + "/missing.yaml"
        try "formc: 1\nscreen: a\n".write(toFile: file, atomically: false, encoding: .utf8)
        try "".write(toFile: empty, atomically: false, encoding: .utf8)
        let reads = WatchReads()
        let stages = Stages.standard.recordingReads(into: reads)
        for path in [file, empty, missing] { _ = stages.load(path) }
        // The same hashes a snapshot takes from the disk, a missing file as unreadable.
        let snapshot = WatchSnapshot.take([file, empty, missing])
        #expect(reads.files == snapshot.files)
        #expect(reads.files.count == 3)
        #expect(reads.files[missing] == .some(nil))
        #expect(reads.files[file] != reads.files[empty])
    }

    @Test func aFileOverTheLimitIsNotRecorded() {
        let reads = WatchReads()
        let tooLarge = Diagnostic(.E104, "file is too large", file: "big.yaml", range: SourceRange(at: FormcCore.SourceLocation(line: 1, column: 1, offset: 0)))
        var stages = Stages.standard
        stages.loadEach = { path, _ in LoadedFile(source: SourceFile(path: path, bytes: []), documents: [], diagnostics: [tooLarge]) }
        _ = stages.recordingReads(into: reads).load("big.yaml")
        #expect(reads.files.isEmpty)
        // What the run did not record stays as the snapshot saw it.
        let before = WatchSnapshot(files: ["big.yaml": 7])
        #expect(before.seen(through: reads) == before)
    }

    /// A save lands after the loop's snapshot of "two" and before its command reads the file
    /// (the command writes "three" itself, as a test descheduled mid-save would): that run
    /// draws "three", and no later run draws "three" again. Polling, so that the loop keeps
    /// taking snapshots: once it has taken three after the run, it has decided on at least one.
    @Test func aSaveBeforeTheCommandReadsIsRunOnce() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/a.yaml"
        try "one".write(toFile: file, atomically: false, encoding: .utf8)

        let interruption = Interruption()
        let runs = WatchLoopTests.Runs(), total = WatchLoopTests.Runs()
        let snapshots = Counter()
        let finished = DispatchSemaphore(value: 0)
        let loop = WatchLoop(directories: [directory], settle: 20, pollInterval: 20, polls: true) {
            snapshots.add()
            return [file]
        }
        Thread.detachNewThread {
            let count = loop.run(until: interruption) { reads in
                if runs.all.count == 1 { try? InPlaceSave.overwrite("three", file) }
                let bytes = FileManager.default.contents(atPath: file).map { Array($0) }
                reads.record(file, bytes: bytes)
                runs.append(bytes.map { String(decoding: $0, as: UTF8.self) } ?? "<unreadable>")
            }
            total.append(String(count))
            finished.signal()
        }
        try waitUntil { runs.all == ["one"] }
        try InPlaceSave.overwrite("two", file)
        try waitUntil { runs.all.count == 2 }
        let taken = snapshots.value
        try waitUntil { snapshots.value >= taken + 3 }
        interruption.request(signal: 2)
        finished.wait()
        #expect(runs.all == ["one", "three"])
        #expect(total.all == ["2"])
    }

    /// Waits for `condition`; `SafetyBound` only keeps a broken loop from hanging the run.
    private func waitUntil(_ condition: () -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let reached = SafetyBound.poll(until: condition)
        try #require(reached, "\(SafetyBound.message)", sourceLocation: sourceLocation)
    }
}
