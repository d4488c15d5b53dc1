/// `formc schema`: Print the spec-language schema, or a screen's result schema.
struct SchemaCommand: Command {
    static let name = "schema"
    static let summary = "Print the spec-language schema, or a screen's result schema."
    static let usage = "formc schema [FILE] [--screen ID] [--draft 2020-12|07]"
    static let discussion = "Not implemented yet: arrives with issue 4."
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: 'formc schema' is not implemented yet (issue 4)\n")
        return .usage
    }
}
