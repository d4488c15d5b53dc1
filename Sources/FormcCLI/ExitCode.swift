import FormcCore

/// formc's exit codes: the table of the README and of spec-language.md §10, which
/// `ExitCodeDocsTests` compares with `documented`, and the EXIT STATUS of `formc --help`.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// No errors (warnings allowed unless `--strict`).
    case success = 0
    /// Spec errors.
    case specErrors = 1
    /// A usage error: unknown command, flag or value, a PATH that does not exist, no spec found.
    case usage = 2
    /// An I/O failure while writing outputs, or a write to stdout or stderr that failed.
    case ioFailure = 3
    /// Stopped by SIGINT (Ctrl-C): 128 + 2, as shells report it.
    case interrupted = 130
    /// Stopped by SIGTERM: 128 + 15.
    case terminated = 143

    /// The code of a run stopped by `signal`.
    static func stopped(by signal: Int32) -> ExitCode { signal == 15 ? .terminated : .interrupted }

    /// What the code means, in the words of the documentation's table (Markdown).
    public var meaning: String {
        switch self {
        case .success: "no errors (warnings allowed unless `--strict`); `diff`: nothing fails"
        case .specErrors: "spec errors, or warnings with `--strict`; `lint --diff`: a fix would change a file; `diff`: a change in `diff.fail-on`, or errors in either version; `fmt`: a file would change (`--check`, `--diff`) or does not load"
        case .usage: "usage error: an unknown command, option or value; a PATH that does not exist; no spec found (unless `--allow-empty`); an output folder that is, holds or lies inside an input; a git revision that cannot be read"
        case .ioFailure: "I/O failure: an output cannot be written, or a write to stdout or stderr failed (a full disk, a closed pipe); one message says which on stderr"
        case .interrupted: "stopped by SIGINT (Ctrl-C)"
        case .terminated: "stopped by SIGTERM"
        }
    }

    /// The documentation's table, one row per code: `| `0` | meaning |`.
    public static var table: String {
        "| exit | meaning |\n|---|---|\n" + allCases.map { "| `\($0.rawValue)` | \($0.meaning) |\n" }.joined()
    }

    /// The EXIT STATUS section of `formc --help`: the table as plain text, wrapped at 80 columns.
    static var helpSection: String {
        "\nEXIT STATUS:\n" + allCases.map { code in
            let number = String(code.rawValue)
            let lines = WrappedText.lines(String(code.meaning.filter { $0 != "`" }), width: 72)
            return "  " + number + String(repeating: " ", count: 6 - number.count)
                + lines.joined(separator: "\n        ") + "\n"
        }.joined()
    }
}
