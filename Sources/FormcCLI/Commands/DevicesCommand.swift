/// `formc devices`: List the devices mockups are drawn for.
struct DevicesCommand: Command {
    static let name = "devices"
    static let summary = "List the devices mockups are drawn for."
    static let usage = "formc devices"
    static let discussion = "Not implemented yet: arrives with issue 5."
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: 'formc devices' is not implemented yet (issue 5)\n")
        return .usage
    }
}
