import FormcBuild
import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, and what it knows about the terminal. Tests pass closures that
/// capture; `standard` writes to the process's stdout and stderr.
public struct Terminal: Sendable {
    /// `--color`: `auto` (the default) colours a terminal that can show it.
    public enum ColorChoice: String, Sendable, CaseIterable {
        case auto
        case always
        case never
    }

    public var writeOut: @Sendable (String) -> Void
    /// `writeOut` for UTF-8 bytes (a report made as bytes): the process's stdout takes them as
    /// they are; by default they are made text for `writeOut`.
    public var writeOutBytes: @Sendable ([UInt8]) -> Void
    public var writeErr: @Sendable (String) -> Void
    /// `writeErr` for UTF-8 bytes, as `writeOutBytes` is for `writeOut`.
    public var writeErrBytes: @Sendable ([UInt8]) -> Void
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    public var environment: [String: String]
    public var color: ColorChoice
    /// Whether a run catches SIGINT and SIGTERM to stop cleanly (the real process only: a
    /// handler is process-wide, and tests run many commands in one process).
    public var handlesSignals: Bool
    /// Whether the process exits as soon as the command returns (the real process only; tests
    /// run many commands in one process): a command may then leave its results to the exit
    /// instead of freeing them (`ProcessExit`).
    public var exitsAfterCommand: Bool
    /// Standard input (`formc lint -`), up to `maxBytes`: fewer only at its end. A reader asks
    /// for one byte more than it accepts, so endless input is never read whole.
    public var readInput: @Sendable (_ maxBytes: Int) -> [UInt8]
    /// The writes to the process's stdout and stderr that failed (`standard` only; a test's
    /// closures cannot fail): the process exits 3 when one did.
    public var lostWrites: LostWrites?

    public init(
        writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, environment: [String: String] = [:],
        color: ColorChoice = .auto, handlesSignals: Bool = false, readInput: @escaping @Sendable (Int) -> [UInt8] = { _ in [] },
        writeOutBytes: (@Sendable ([UInt8]) -> Void)? = nil, exitsAfterCommand: Bool = false,
        writeErrBytes: (@Sendable ([UInt8]) -> Void)? = nil
    ) {
        self.readInput = readInput
        self.writeOut = writeOut
        self.writeOutBytes = writeOutBytes ?? { bytes in writeOut(String(decoding: bytes, as: UTF8.self)) }
        self.writeErr = writeErr
        self.writeErrBytes = writeErrBytes ?? { bytes in writeErr(String(decoding: bytes, as: UTF8.self)) }
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
        self.color = color
        self.handlesSignals = handlesSignals
        self.exitsAfterCommand = exitsAfterCommand
    }

    /// Whether text for stdout (stderr) is coloured: `--color always` or `never` decide; with
    /// `auto`, only a terminal that is not `TERM=dumb`, and not when `NO_COLOR` is set to a
    /// non-empty value (no-color.org: an empty one does not count).
    public var stdoutColor: Bool { colors(stdoutIsTerminal) }
    public var stderrColor: Bool { colors(stderrIsTerminal) }

    /// Whether a progress line redrawn with `\r` may be shown: stderr is a terminal that can
    /// move its cursor (not `TERM=dumb`).
    public var showsProgress: Bool { stderrIsTerminal && !isDumb }

    private var isDumb: Bool { environment["TERM"] == "dumb" }

    private func colors(_ isTerminal: Bool) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && !isDumb && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    public static func standard() -> Terminal {
        let lost = LostWrites()
        var terminal = Terminal(
            writeOut: { text in writeAll(1, text, lost) }, writeErr: { text in writeAll(2, text, lost) },
            stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1, environment: CLibrary.environment(), handlesSignals: true,
            readInput: { maxBytes in read(0, upTo: maxBytes) },
            writeOutBytes: { bytes in bytes.withUnsafeBufferPointer { writeAll(1, $0, lost) } }, exitsAfterCommand: true,
            writeErrBytes: { bytes in bytes.withUnsafeBufferPointer { writeAll(2, $0, lost) } })
        terminal.lostWrites = lost
        return terminal
    }

    /// Reads `fd` until its end or `count` bytes, whichever comes first; what was read before
    /// an error.
    static func read(_ fd: Int32, upTo count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let n = chunk.withUnsafeMutableBytes { CLibrary.read(fd, $0.baseAddress, wanted) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    private static func writeAll(_ fd: Int32, _ text: String, _ lost: LostWrites) {
        var text = text
        text.withUTF8 { writeAll(fd, $0, lost) }
    }

    /// Writes every byte of `buffer` to `fd`; a failed write (EPIPE once SIGPIPE is ignored,
    /// ENOSPC) is recorded in `lost`, and a stream that failed is not written again.
    private static func writeAll(_ fd: Int32, _ buffer: UnsafeBufferPointer<UInt8>, _ lost: LostWrites) {
        guard let base = buffer.baseAddress, lost.isOpen(fd) else { return }
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, base + offset, buffer.count - offset)
            if n < 0, errno == EINTR { continue }
            if n <= 0 {
                lost.record(fd, errno: n < 0 ? errno : EIO)
                return
            }
            offset += n
        }
    }
}
