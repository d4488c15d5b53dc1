/// `formc render`: Draw a screen's ASCII mockup at its detents.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw a screen's ASCII mockup at its detents."
    static let usage = "formc render FILE [--screen ID] [--detent ID|all] [--device NAME] [--charset unicode|ascii]"
    static let discussion = "Not implemented yet: arrives with issue 5."
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: 'formc render' is not implemented yet (issue 5)\n")
        return .usage
    }
}
