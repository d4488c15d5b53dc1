import Foundation
import FormcTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real `formc build` of a `KilledProject` edition into its `work/out`, signalled at a known
/// step rather than a moment: its `--config` file is a FIFO, whose first read waits for a
/// writer, so the process holds still inside the command, before any work, until the test hands
/// the config over. A signal is sent once the process catches it (its `SigCgt` mask in /proc:
/// the CLI's handler is installed), while it waits.
enum SignalledBuild {
    struct Run {
        var status: Int32
        var killedBySignal: Bool
        var stderr: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `formc build` of `edition` with the config file `config` (handed over through a
    /// FIFO), sending `signal` (none when nil) while it waits for it.
    static func run(_ project: KilledProject, edition: Int, config: String, signal: Int32?) throws -> Run {
        let fifo = project.tmp.url("config-\(edition)-\(signal ?? 0).yaml")
        guard mkfifo(fifo, 0o600) == 0 else { throw Failure(description: "mkfifo \(fifo): \(String(cString: strerror(errno)))") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KillSafetyTests.executable)
        process.arguments = ["build", project.specs(edition), "--out", project.out, "--config", fifo]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        if let signal {
            let caught = SafetyBound.poll(every: .milliseconds(1)) { catches(pid, [SIGINT, SIGTERM]) || !process.isRunning }
            #expect(caught && process.isRunning, "formc never caught SIGINT and SIGTERM: \(SafetyBound.message)")
            kill(pid, signal)
        }
        // The FIFO's reader gets the config through it; every later read of the path finds the
        // same text in a file, put in the FIFO's place while the reader waits.
        var writer: Int32 = -1
        let opened = SafetyBound.poll(every: .milliseconds(1)) {
            writer = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            return writer >= 0 || !process.isRunning
        }
        #expect(opened && writer >= 0, "formc never read its config: \(SafetyBound.message)")
        let text = try String(contentsOfFile: config, encoding: .utf8)
        let copy = fifo + ".file"
        try text.write(toFile: copy, atomically: false, encoding: .utf8)
        guard rename(copy, fifo) == 0 else { throw Failure(description: "rename onto \(fifo): \(String(cString: strerror(errno)))") }
        if writer >= 0 {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
            close(writer)
        }
        let output = errors.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: fifo)
        return Run(status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
                   stderr: String(decoding: output, as: UTF8.self))
    }

    /// Whether process `pid` catches every one of `signals` (its `SigCgt` mask in /proc).
    static func catches(_ pid: Int32, _ signals: [Int32]) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
              let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
        return signals.allSatisfy { mask & (1 << UInt64($0 - 1)) != 0 }
    }
}
