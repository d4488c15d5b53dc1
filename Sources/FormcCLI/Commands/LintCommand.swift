/// `formc lint`: Check specs and report every problem (for CI).
struct LintCommand: Command {
    static let name = "lint"
    static let summary = "Check specs and report every problem (for CI)."
    static let usage = "formc lint [PATH…] [--format text|json|sarif|github] [--strict]"
    static let discussion = "Not implemented yet: arrives with issue 3."
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: 'formc lint' is not implemented yet (issue 3)\n")
        return .usage
    }
}
