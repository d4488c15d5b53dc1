import Dispatch
@testable import FormcBuild
import FormcPipelineTestSupport
@testable import FormcProject
import FormcTestSupport
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// While a build writes, the disk is set to work each time `threshold` bytes have been
/// written, so that the flush before the swap finds little left. Counted: the flushes started
/// and the bytes between them, never the time they take.
@Suite("Build outputs: flushes started while the build goes on")
struct WriteBehindTests {
    /// A flush that counts its calls; the first can be held until released.
    final class Flushes: Sendable {
        let calls = Atomic<Int>(0)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let holdsFirst: Bool

        init(holdingFirst: Bool = false) { holdsFirst = holdingFirst }

        func flush() {
            let call = calls.add(1, ordering: .relaxed).newValue
            if holdsFirst, call == 1 {
                entered.signal()
                _ = release.wait(timeout: SafetyBound.dispatchDeadline)
            }
        }

        /// Waits until the first flush has started and is held; false only at the safety bound.
        func awaitHeld() -> Bool {
            entered.wait(timeout: SafetyBound.dispatchDeadline) == .success
        }
    }

    /// The flushes started while `writes` ran during a first flush held from its start, and
    /// once that flush and any it led to have ended; and the flushes made in all.
    static func writing(
        duringAHeldFlush threshold: Int, _ writes: (WriteBehind) -> Void
    ) throws -> (during: Int, after: Int, calls: Int) {
        let flushes = Flushes(holdingFirst: true)
        let writeBehind = WriteBehind(threshold: threshold) { flushes.flush() }
        writeBehind.wrote(threshold)
        #expect(flushes.awaitHeld(), "\(SafetyBound.message)")
        writes(writeBehind)
        let during = writeBehind.flushesStarted
        flushes.release.signal()
        try writeBehind.settle()
        return (during, writeBehind.flushesStarted, flushes.calls.load(ordering: .relaxed))
    }

    @Test("No flush starts before `threshold` bytes are written, and one starts when they are")
    func startsAtTheThreshold() throws {
        let flushes = Flushes()
        let writeBehind = WriteBehind(threshold: 100) { flushes.flush() }
        writeBehind.wrote(60)
        writeBehind.wrote(39)
        try writeBehind.settle()
        #expect(writeBehind.flushesStarted == 0)
        #expect(flushes.calls.load(ordering: .relaxed) == 0)
        writeBehind.wrote(1)
        try writeBehind.settle()
        #expect(writeBehind.flushesStarted == 1)
        #expect(flushes.calls.load(ordering: .relaxed) == 1)
    }

    @Test("Bytes written during a flush start one more after it, never a second one beside it")
    func oneAtATime() throws {
        // Five thresholds' worth while the first flush runs: one flush follows, not five.
        let counts = try Self.writing(duringAHeldFlush: 100) { writeBehind in
            for _ in 0..<50 { writeBehind.wrote(10) }
        }
        #expect(counts.during == 1)
        #expect(counts.after == 2)
        #expect(counts.calls == 2)
    }

    @Test("Eight writers at once during a held flush start one more after it, not one each")
    func manyWriters() throws {
        let counts = try Self.writing(duringAHeldFlush: 1000) { writeBehind in
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for _ in 0..<500 { writeBehind.wrote(7) }
            }
        }
        #expect(counts.during == 1)
        #expect(counts.after == 2)
        #expect(counts.calls == 2)
    }

    @Test("The first failure of a flush is kept, and settling throws it")
    func keepsTheFirstFailure() {
        let calls = Atomic<Int>(0)
        let writeBehind = WriteBehind(threshold: 10) { () throws(FileSystemError) in
            let call = calls.add(1, ordering: .relaxed).newValue
            throw FileSystemError(code: 5, reason: "flush \(call) failed")
        }
        writeBehind.wrote(10)
        #expect(throws: FileSystemError(code: 5, reason: "flush 1 failed")) { try writeBehind.settle() }
        writeBehind.wrote(10)
        #expect(throws: FileSystemError(code: 5, reason: "flush 1 failed")) { try writeBehind.settle() }
        #expect(calls.load(ordering: .relaxed) == 2)
    }

    @Test("A session flushes its staging folder while outputs are written, and once more before the swap")
    func sessionFlushesWhileWriting() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let fileSystem = CallCountingFileSystem()
        let folder = tmp.url("out")
        var session = try OutputSession(fileSystem: fileSystem, directory: folder, processID: getpid(), read: nil,
                                        listing: nil, writeBehind: 4096)
        let names = (0..<10).map { "screen-\($0).mockup.txt" }
        session.record(names)
        for name in names { try session.write(PlannedOutput(name: name, contents: Array(repeating: 0x61, count: 1024))) }
        try session.writeBehind.settle()
        let staging = session.staging
        let whileWriting = fileSystem.log.counts { $0 == staging }[.sync, default: 0]
        #expect(whileWriting == 2)
        #expect(session.writeBehind.flushesStarted == 2)
        try session.commit()
        #expect(fileSystem.log.counts { $0 == staging }[.sync, default: 0] == whileWriting + 1)
        #expect(try PosixFileSystem().readFile(folder + "/" + names[0]).count == 1024)
    }

    @Test("A streamed output counts its bytes when it is finished")
    func streamedOutputsCount() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        var session = try OutputSession(fileSystem: PosixFileSystem(), directory: tmp.url("out"), processID: getpid(),
                                        read: nil, listing: nil, writeBehind: 1024)
        session.record([OutputNames.index])
        var stream = try session.beginStream(OutputNames.index)
        try stream.append(String(repeating: "a", count: 2048))
        try session.finish(&stream)
        try session.writeBehind.settle()
        #expect(session.writeBehind.flushesStarted == 1)
        try session.commit()
    }

    @Test("A build of a few small files flushes only before its swap")
    func smallBuildFlushesOnce() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let fileSystem = CallCountingFileSystem()
        var session = try OutputSession(fileSystem: fileSystem, directory: tmp.url("out"))
        session.record(["a.txt", "b.txt"])
        try session.write(PlannedOutput(name: "a.txt", contents: Array("a".utf8)))
        try session.write(PlannedOutput(name: "b.txt", contents: Array("b".utf8)))
        try session.writeBehind.settle()
        #expect(session.writeBehind.flushesStarted == 0)
        try session.commit()
        #expect(fileSystem.log.counts { _ in true }[.sync, default: 0] == 1)
    }

    @Test("A write error a flush meets while writing fails the commit, though the last flush succeeds; the old build stays")
    func failedFlushFailsTheCommit() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let folder = tmp.url("out")
        var first = try OutputSession(directory: folder)
        first.record(["a.txt"])
        try first.write(PlannedOutput(name: "a.txt", contents: Array("old".utf8)))
        try first.commit()

        // As the system does: the error goes to one flush only, and the next one succeeds.
        let fileSystem = FailsOnceToSync()
        var session = try OutputSession(fileSystem: fileSystem, directory: folder, processID: getpid(), read: nil,
                                        listing: nil, writeBehind: 1024)
        session.record(["a.txt", "b.txt"])
        try session.write(PlannedOutput(name: "a.txt", contents: Array(repeating: 0x61, count: 1024)))
        try session.write(PlannedOutput(name: "b.txt", contents: Array("b".utf8)))
        #expect(throws: WriteFailure.self) { try session.commit() }
        #expect(fileSystem.syncs.load(ordering: .relaxed) == 1)
        #expect(try PosixFileSystem().readFile(folder + "/a.txt") == Array("old".utf8))
        #expect(PosixFileSystem().statusIfPresent(folder + "/b.txt") == nil)
    }
}

/// The real file system, whose first flush fails with EIO.
private final class FailsOnceToSync: ForwardingFileSystem, Sendable {
    let base = PosixFileSystem()
    let syncs = Atomic<Int>(0)

    func syncFileSystem(_ path: String) throws(FileSystemError) {
        if syncs.add(1, ordering: .relaxed).newValue == 1 { throw FileSystemError(code: 5, reason: "Input/output error") }
        try base.syncFileSystem(path)
    }
}
