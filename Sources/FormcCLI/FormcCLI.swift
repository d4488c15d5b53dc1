import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif


/// The `formc` command line: parses the subcommand and hands over to the library.
public enum FormcCLI {
    /// The version, from the one place reports also read it.
    public static let version = ToolInfo.formc.version

    static let commands: [any Command.Type] = [
        BuildCommand.self, LintCommand.self, DiffCommand.self, RenderCommand.self, SchemaCommand.self,
        InspectCommand.self, ExplainCommand.self, DevicesCommand.self, LspCommand.self, InitCommand.self,
        CompletionCommand.self, GenerateCommand.self, ReviewCommand.self, FmtCommand.self,
    ]

    /// Runs the process and exits with the command's code.
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        MallocArenas.setUp(for: arguments)
        // A reader that closed the pipe makes a write fail (EPIPE) instead of ending formc
        // without a word: the failure is then reported, exit 3 (`LostWrites`).
        signal(SIGPIPE, SIG_IGN)
        let terminal = Terminal.standard()
        let code = run(arguments, terminal: terminal)
        exit((terminal.lostWrites?.outcome(of: code, writeErr: terminal.writeErr) ?? code).rawValue)
    }

    /// The subcommand `arguments` (without the program name) name, `--color` aside; nil when
    /// there is none or the arguments are not understood.
    public static func commandName(_ arguments: [String]) -> String? {
        guard case .success(let (rest, _)) = ColorOption.extract(from: arguments) else { return nil }
        return rest.first
    }

    /// Runs one invocation; `arguments` excludes the program name.
    public static func run(_ given: [String], terminal: Terminal) -> ExitCode {
        var terminal = terminal
        let arguments: [String]
        switch ColorOption.extract(from: given) {
        case .failure(let error):
            terminal.writeErr("error: \(error.message)\n\(usageLine)\n")
            return .usage
        case .success(let (rest, choice)):
            arguments = rest
            if let choice { terminal.color = choice }
        }
        guard let first = arguments.first else {
            terminal.writeErr(usageLine + "\n")
            return .usage
        }
        switch first {
        case "--help", "-h", "--version":
            if arguments.count > 1 { return unexpected(arguments[1], after: first, usage: usageLine, terminal) }
            terminal.writeOut(first == "--version" ? "formc \(version)\n" : overview)
            return .success
        case "help":
            guard arguments.count > 1 else {
                terminal.writeOut(overview)
                return .success
            }
            if arguments.count > 2 { return unexpected(arguments[2], after: "help " + arguments[1], usage: "usage: formc help [COMMAND]", terminal) }
            if arguments[1] == "help" {
                terminal.writeOut(helpHelp)
                return .success
            }
            guard let command = command(named: arguments[1]) else { return unknownCommand(arguments[1], terminal) }
            terminal.writeOut(command.helpText)
            return .success
        default:
            break
        }
        guard let command = command(named: first) else { return unknownCommand(first, terminal) }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            terminal.writeOut(command.helpText)
            return .success
        }
        switch ArgumentParser.parse(rest, options: command.options) {
        case .failure(let error):
            terminal.writeErr("error: \(error.message)\nusage: \(command.usage)\n")
            return .usage
        case .success(let parsed):
            return command.run(parsed, terminal)
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// An argument where none may follow: a usage error, as a command's extra argument is.
    private static func unexpected(_ argument: String, after: String, usage: String, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: unexpected argument '\(SafeText.escaped(argument))' after '\(SafeText.escaped(after))'\n\(usage)\n")
        return .usage
    }

    private static func unknownCommand(_ name: String, _ terminal: Terminal) -> ExitCode {
        let suggestion = Suggestions.didYouMean(name, among: commands.map { $0.name } + ["help"])
        terminal.writeErr("error: unknown command '\(name)'\(suggestion)\n\(usageLine)\n")
        return .usage
    }

    static let usageLine = "usage: formc <command> [options]   (formc --help lists the commands)"

    static var overview: String {
        var text = """
        OVERVIEW: formc compiles declarative sheet specs (YAML) into JSON Schemas and ASCII mockups.

        USAGE: formc <command> [options]

        COMMANDS:

        """
        // One column for the summaries, two spaces after the longest name (`completion`).
        let names = commands.map { $0.name } + ["help"]
        let width = (names.map(\.count).max() ?? 0) + 2
        let summaries = commands.map { $0.summary } + ["Show help for a command (formc help COMMAND)."]
        for (name, summary) in zip(names, summaries) {
            text += "  " + name + String(repeating: " ", count: width - name.count) + summary + "\n"
        }
        text += """

        OPTIONS:
          --help                Show help (also: formc help COMMAND).
          --version             Show the version.
          --color WHEN          Colour output: auto (default), always or never; any command.

        """
        text += ExitCode.helpSection
        return text
    }

    static let helpHelp = """
        OVERVIEW: Show help for formc or one of its commands.

        USAGE: formc help [COMMAND]

        Without COMMAND, lists the commands; with one, prints its options and what it does
        (the same as formc COMMAND --help).

        """
}
