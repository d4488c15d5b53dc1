/// formc's exit codes (spec-language.md §7).
public enum ExitCode: Int32, Sendable {
    /// No errors (warnings allowed unless `--strict`).
    case success = 0
    /// Spec errors.
    case specErrors = 1
    /// A usage error: unknown command, flag or value.
    case usage = 2
    /// An I/O failure while writing outputs.
    case ioFailure = 3
    /// Stopped by SIGINT (Ctrl-C): 128 + 2, as shells report it.
    case interrupted = 130
    /// Stopped by SIGTERM: 128 + 15.
    case terminated = 143

    /// The code of a run stopped by `signal`.
    static func stopped(by signal: Int32) -> ExitCode { signal == 15 ? .terminated : .interrupted }
}
