import Foundation
import FormcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `formc render FILE --watch`, driven as a user would: the real binary, real saves of the
/// file (in place, by rename, half-written, unchanged), and Ctrl-C. What is asserted is
/// counted — the drawings made, numbered in the messages — never how long anything took;
/// each step waits for the previous one's drawing before it edits again.
@Suite struct WatchTests {
    static func spec(_ title: String, options: String = "[가, 나]") -> String {
        """
        formc: 1
        screen: watched
        title: \(title)
        fields:
          - { id: f, type: choice, layout: flow, options: \(options) }
        actions:
          - { id: apply, title: 완료, role: submit }

        """
    }

    @Test func drawsAgainOnEachChangeAndStopsOnCtrlC() throws {
        let formc = try #require(Tools.formcExecutable())
        let directory = NSTemporaryDirectory() + "formc-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/watched.yaml"
        try Self.spec("Alpha").write(toFile: file, atomically: false, encoding: .utf8)

        let watch = try Watched(formc, ["render", file, "--watch", "--charset", "ascii"])
        defer { watch.stop() }
        try watch.waitFor { $0.out.contains("Alpha") && $0.err.contains("watching") }

        // Each step waits for a drawing numbered above the last one seen (a save in place may be
        // caught empty, see WatchSaves) and for what that drawing prints once it has read the
        // file: the new text on stdout, or one more error on stderr. Not for the number alone:
        // it is announced before the file is read, so a save made on seeing it is drawn by that
        // drawing already (and rightly not again).
        var seen = 1
        func drawn(_ text: String? = nil, error: Bool = false) throws {
            let errors = Self.errors(in: watch.output.err)
            try watch.waitFor { output in
                WatchSaves.last("drawing it again", in: output.err) > seen
                    && text.map { output.out.contains($0) } ?? true && (!error || Self.errors(in: output.err) > errors)
            }
            seen = WatchSaves.last("drawing it again", in: watch.output.err)
        }

        // Saved in place.
        try Self.spec("Bravo").write(toFile: file, atomically: false, encoding: .utf8)
        try drawn("Bravo")

        // Saved with the same bytes (an editor's save of an unchanged buffer): nothing to draw,
        // then saved by rename, as editors that write a temporary file do: exactly one drawing.
        let beforeCharlie = seen
        try InPlaceSave.overwrite(Self.spec("Bravo"), file)
        try Self.spec("Charlie").write(toFile: file, atomically: true, encoding: .utf8)
        try drawn("Charlie")
        #expect(seen == beforeCharlie + 1, "\(watch.output.err)")

        // Left half-written: its errors are reported and the watch goes on.
        let full = Self.spec("Delta", options: "[다, 라]")
        try String(full.prefix(full.count - 20)).write(toFile: file, atomically: false, encoding: .utf8)
        try drawn(error: true)
        try full.write(toFile: file, atomically: false, encoding: .utf8)
        try drawn("Delta")

        // Deleted (its E100 printed) and written again.
        try FileManager.default.removeItem(atPath: file)
        try drawn(error: true)
        try Self.spec("Echo").write(toFile: file, atomically: false, encoding: .utf8)
        try drawn("Echo")

        let status = try watch.interrupt()
        #expect(status == 130)
        let err = watch.output.err
        #expect(err.contains("stopped watching after \(seen) drawings"), "\(err)")
        #expect(!err.contains("drawing it again (\(seen + 1))"))
        // Five mockups on stdout (Alpha, Bravo, Charlie, Delta, Echo), each headed by the screen
        // id; the half-written and the deleted file drew errors instead.
        #expect(watch.output.out.components(separatedBy: "watched ").count - 1 == 5)
    }

    /// The lines of `err` that report an error.
    static func errors(in err: String) -> Int {
        err.split(separator: "\n").filter { $0.contains("error") }.count
    }
}

/// A formc process whose output is collected as it comes.
final class Watched: @unchecked Sendable {
    struct Output: Sendable {
        var out = ""
        var err = ""
    }

    /// What the pipes delivered so far, as bytes (a character may arrive in two reads), written
    /// by the reader threads.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data(), err = Data()
        func append(_ chunk: Data, toErr: Bool) { lock.withLock { if toErr { err += chunk } else { out += chunk } } }
        var value: Output {
            lock.withLock { Output(out: String(decoding: out, as: UTF8.self), err: String(decoding: err, as: UTF8.self)) }
        }
    }

    let process: Process
    private let collected = Collected()
    /// Left by each reader thread at end of file: once both have left, the output is complete.
    private let readers = DispatchGroup()

    /// The pipes are read by two plain threads with blocking reads until end of file, not by
    /// `readabilityHandler`: on Linux its dispatch sources have crashed the test process
    /// (libdispatch's event loop) when the pipe closed as the child exited.
    init(_ executable: String, _ arguments: [String]) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        for (pipe, toErr) in [(out, false), (err, true)] {
            let handle = pipe.fileHandleForReading, collected = collected, readers = readers
            readers.enter()
            Thread {
                while let chunk = handle.readChunkRetryingInterrupts(), !chunk.isEmpty {
                    collected.append(chunk, toErr: toErr)
                }
                readers.leave()
            }.start()
        }
    }

    var output: Output { collected.value }

    /// Waits until `condition` holds of the output. `SafetyBound` only keeps a broken watch
    /// from hanging the test run; nothing is asserted about time.
    func waitFor(_ condition: (Output) -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var exited = false
        let reached = SafetyBound.poll(every: .milliseconds(50)) {
            if condition(output) { return true }
            exited = !process.isRunning
            return exited
        }
        try #require(!exited, "formc exited \(process.terminationStatus): \(output.err)", sourceLocation: sourceLocation)
        if !reached {
            Issue.record("the watch never got there (\(SafetyBound.message)); stderr:\n\(output.err)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
    }

    /// Sends SIGINT, as Ctrl-C does, and returns the exit status once the process has exited
    /// and its pipes have been read to their end (so `output` holds its last words).
    func interrupt(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        try #require(readers.wait(timeout: SafetyBound.dispatchDeadline) == .success,
                     "the pipes never reached their end: \(SafetyBound.message)", sourceLocation: sourceLocation)
        return process.terminationStatus
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
