/// The contract's exit codes (§7).
public enum ExitCode: Int32, Sendable {
    /// No errors (warnings allowed unless `--strict`).
    case success = 0
    /// Spec errors.
    case specErrors = 1
    /// A usage error: unknown command, flag or value.
    case usage = 2
    /// An I/O failure while writing outputs.
    case ioFailure = 3
}
