import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The first write to the process's stdout and to its stderr that failed (a full disk,
/// `/dev/full`, a reader that closed the pipe), with its `errno`. A stream that failed once is
/// not written again: what would follow is the rest of a report already cut. The process then
/// exits 3 with one message on stderr (`LostWrites.outcome`), so a CI job never takes a cut
/// SARIF log for a success.
public final class LostWrites: Sendable {
    private let stdoutError = Atomic<Int32>(0)
    private let stderrError = Atomic<Int32>(0)

    public init() {}

    /// Whether writes to `fd` (1 or 2) still go through.
    func isOpen(_ fd: Int32) -> Bool { error(of: fd) == nil }

    /// Records a failed write to `fd` with its `errno`; the first one is kept.
    func record(_ fd: Int32, errno code: Int32) {
        let code = code == 0 ? EIO : code
        if fd == 2 {
            _ = stderrError.compareExchange(expected: 0, desired: code, ordering: .relaxed)
        } else {
            _ = stdoutError.compareExchange(expected: 0, desired: code, ordering: .relaxed)
        }
    }

    /// The `errno` of the failed write to `fd`, nil when none failed.
    func error(of fd: Int32) -> Int32? {
        let code = fd == 2 ? stderrError.load(ordering: .relaxed) : stdoutError.load(ordering: .relaxed)
        return code == 0 ? nil : code
    }

    /// The exit code of a run that returned `code`: 3 when a write to stdout or stderr was
    /// lost, after one line on stderr saying which (when stderr still takes it).
    func outcome(of code: ExitCode, writeErr: (String) -> Void) -> ExitCode {
        if let lost = error(of: 1) {
            writeErr("error: cannot write to standard output: \(Self.reason(lost)); the output is incomplete\n")
            return .ioFailure
        }
        if error(of: 2) != nil { return .ioFailure }
        return code
    }

    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return String(cString: text)
    }
}
