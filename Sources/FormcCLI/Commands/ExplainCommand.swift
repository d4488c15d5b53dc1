/// `formc explain`: Explain a diagnostic code, with an example and the fix.
struct ExplainCommand: Command {
    static let name = "explain"
    static let summary = "Explain a diagnostic code, with an example and the fix."
    static let usage = "formc explain CODE"
    static let discussion = "Not implemented yet: arrives with issue 3."
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: 'formc explain' is not implemented yet (issue 3)\n")
        return .usage
    }
}
