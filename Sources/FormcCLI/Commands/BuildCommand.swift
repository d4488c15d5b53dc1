/// `formc build`: Compile specs into result schemas, mockups and a review printout.
struct BuildCommand: Command {
    static let name = "build"
    static let summary = "Compile specs into result schemas, mockups and a review printout."
    static let usage = "formc build [PATH…] [--out DIR] [--device NAME]… [--draft 2020-12|07] [--format text|json|sarif|github] [--strict] [--clean]"
    static let discussion = "Not implemented yet: arrives with issue 6."
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: 'formc build' is not implemented yet (issue 6)\n")
        return .usage
    }
}
