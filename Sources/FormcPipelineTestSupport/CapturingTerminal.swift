import FormcCLI
import Synchronization

/// A terminal whose stdout and stderr are kept for the test to read: the tests' one way to
/// run `formc` in-process.
public final class CapturingTerminal: Sendable {
    private let out = Mutex("")
    private let err = Mutex("")
    public let isTerminal: Bool
    public let environment: [String: String]

    public init(isTerminal: Bool = false, environment: [String: String] = [:]) {
        self.isTerminal = isTerminal
        self.environment = environment
    }

    public var terminal: Terminal {
        Terminal(
            writeOut: { text in self.out.withLock { $0 += text } },
            writeErr: { text in self.err.withLock { $0 += text } },
            stdoutIsTerminal: isTerminal, stderrIsTerminal: isTerminal, environment: environment)
    }

    public var stdout: String { out.withLock { $0 } }
    public var stderr: String { err.withLock { $0 } }

    /// Runs `formc` with `arguments` and returns its exit code.
    public static func run(_ arguments: [String], isTerminal: Bool = false, environment: [String: String] = [:]) -> (code: ExitCode, stdout: String, stderr: String) {
        let capture = CapturingTerminal(isTerminal: isTerminal, environment: environment)
        let code = FormcCLI.run(arguments, terminal: capture.terminal)
        return (code, capture.stdout, capture.stderr)
    }
}
