import FormcServer

/// `formc lsp`: the language server, over stdio.
struct LspCommand: Command {
    static let name = "lsp"
    static let summary = "Run the language server (LSP 3.17 over stdio) for editors."
    static let usage = "formc lsp [--stdio]"
    static let discussion = """
        Speaks the Language Server Protocol on stdin and stdout, for an editor to start: every \
        diagnostic of 'formc lint' as you type (with the workspace's specs/ for screen ids \
        across files), completion, hover, go to definition and references, quick fixes and a \
        mockup command. Logs go to stderr. '--stdio' is accepted for clients that pass it.
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "stdio", valueName: nil, help: "Talk over stdin and stdout (the default and only transport)."),
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            terminal.writeErr("error: 'lsp' takes no arguments\nusage: \(usage)\n")
            return .usage
        }
        StdioServer.serve()
    }
}
