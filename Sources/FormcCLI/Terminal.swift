import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, and what it knows about the terminal. Tests pass closures that
/// capture; `standard` writes to the process's stdout and stderr.
public struct Terminal: Sendable {
    public var writeOut: @Sendable (String) -> Void
    public var writeErr: @Sendable (String) -> Void
    public var stdoutIsTerminal: Bool
    public var stderrIsTerminal: Bool
    public var environment: [String: String]

    public init(
        writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false, environment: [String: String] = [:]
    ) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
    }

    /// Colour only on a terminal, never when `NO_COLOR` is set (to anything).
    public var stdoutColor: Bool { stdoutIsTerminal && environment["NO_COLOR"] == nil }
    public var stderrColor: Bool { stderrIsTerminal && environment["NO_COLOR"] == nil }

    public static func standard() -> Terminal {
        Terminal(
            writeOut: { text in writeAll(1, text) }, writeErr: { text in writeAll(2, text) },
            stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1, environment: CLibrary.environment())
    }

    private static func writeAll(_ fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }
}
