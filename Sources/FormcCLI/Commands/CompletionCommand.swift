import FormcBuild
import FormcCore
import FormcDiff
import FormcGeometry
import FormcProject

/// `formc completion bash|zsh|fish`: a completion script built from the commands' own option
/// lists, the devices and the codes, so it never drifts from the CLI.
struct CompletionCommand: Command {
    static let name = "completion"
    static let summary = "Print a shell completion script (bash, zsh or fish)."
    static let usage = "formc completion bash|zsh|fish"
    static let discussion = """
        Completes commands, each command's options and their values (devices, formats, codes
        for 'formc explain', the kinds of --emit after a comma, and the screen and detent ids of
        the specs in the current folder for --screen and --detent, which the script asks of
        'formc completion ids screen|detent [PATH…]'). Install it as your shell expects, for
        example:
          bash: formc completion bash > ~/.local/share/bash-completion/completions/formc
          zsh:  formc completion zsh > "${fpath[1]}/_formc"
          fish: formc completion fish > ~/.config/fish/completions/formc.fish
        """
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        // The scripts' own helper: the ids of the specs here (`CompletionIDs`).
        if arguments.positionals.first == "ids" { return CompletionIDs.run(Array(arguments.positionals.dropFirst()), terminal) }
        guard arguments.positionals.count == 1, let shell = arguments.positionals.first, ["bash", "zsh", "fish"].contains(shell) else {
            // A shell named that formc has no script for is said to be so, not asked for again.
            let named = arguments.positionals.count == 1 ? arguments.positionals[0] : nil
            let problem = named.map { "'\(SafeText.escaped($0))' is not supported: formc completes bash, zsh and fish" }
                ?? "name a shell: bash, zsh or fish"
            terminal.writeErr("error: \(problem)\nusage: \(usage)\n")
            return .usage
        }
        switch shell {
        case "bash": terminal.writeOut(bash())
        case "zsh": terminal.writeOut(zsh())
        default: terminal.writeOut(fish())
        }
        return .success
    }

    /// Every command's name and options, `help` and the global `--color` included.
    static var table: [(name: String, summary: String, options: [OptionSpec])] {
        FormcCLI.commands.map { ($0.name, $0.summary, $0.options + [ColorOption.spec]) } + [("help", "Show help for a command.", [])]
    }

    /// The values an option takes, as far as they are known.
    static func values(_ option: OptionSpec, command: String) -> [String] {
        if let choices = option.choices { return choices }
        switch option.name {
        // Every command that takes a device takes `all` too.
        case "device": return Device.names + ["all"]
        case "emit": return OutputKind.allCases.map(\.rawValue)
        case "detent": return ["all"]
        // `--output FORMAT=PATH`: the formats, each with its `=`.
        case "output": return (command == DiffCommand.name ? DiffFormat.allCases.map(\.rawValue) : ReportFormat.allCases.map(\.rawValue)).map { $0 + "=" }
        default: return []
        }
    }

    /// The kind of id an option takes from the specs (`CompletionIDs`), nil for the others.
    static func idKind(_ option: OptionSpec) -> String? {
        switch option.name {
        case "screen": "screen"
        case "detent": "detent"
        default: nil
        }
    }

    /// Whether an option's value is a file or folder name (its value name says so): the others
    /// (a version, a screen id, a width, a revision) complete only their known values, never
    /// file names.
    static func takesPath(_ option: OptionSpec) -> Bool {
        ["FILE", "DIR", "PATH"].contains(option.valueName ?? "")
    }

    /// Positional words: codes for `explain`, commands for `help`, shells for `completion`.
    static func positionals(_ command: String) -> [String] {
        switch command {
        case "explain": return DiagnosticRegistry.formc.ids + DiffRules.all.map(\.id)
        case "help": return FormcCLI.commands.map { $0.name } + ["help"]
        case "completion": return ["bash", "zsh", "fish"]
        default: return []
        }
    }

    static func bash() -> String {
        var out = "# bash completion for formc (formc completion bash)\n_formc() {\n"
        out += "    local cur prev cmd i\n    cur=\"${COMP_WORDS[COMP_CWORD]}\"\n    prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
        // The command is the first word that is not the global --color and its value; bash
        // splits `--color=never` at `=` (COMP_WORDBREAKS) into three words.
        out += "    cmd=\"\"\n    i=1\n    while [[ $i -lt $COMP_CWORD ]]; do\n"
        out += "        case \"${COMP_WORDS[i]}\" in\n"
        out += "            --color) if [[ \"${COMP_WORDS[i+1]}\" == \"=\" ]]; then i=$((i + 3)); else i=$((i + 2)); fi ;;\n"
        out += "            --color=*) i=$((i + 1)) ;;\n"
        out += "            *) cmd=\"${COMP_WORDS[i]}\"; break ;;\n        esac\n    done\n"
        let colors = ColorOption.spec.choices ?? []
        out += "    if [[ -z \"$cmd\" ]]; then\n"
        out += "        if [[ \"$prev\" == --color ]]; then COMPREPLY=($(compgen -W \"\(colors.joined(separator: " "))\" -- \"$cur\")); return; fi\n"
        out += "        COMPREPLY=($(compgen -W \"\(table.map(\.name).joined(separator: " ")) --help --version --color\" -- \"$cur\"))\n        return\n    fi\n"
        out += "    case \"$cmd\" in\n"
        for command in table {
            out += "    \(command.name))\n        case \"$prev\" in\n"
            for option in command.options where !option.isFlag {
                let words = values(option, command: command.name)
                // `-o default` would offer file names for an empty reply: turned off here.
                var reply = !words.isEmpty ? "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
                    : takesPath(option) ? "COMPREPLY=($(compgen -f -- \"$cur\"))" : "compopt +o default 2>/dev/null; COMPREPLY=()"
                if option.name == "emit" {
                    // A list: the kinds after the last comma, the words before it kept.
                    reply = "compopt -o nospace 2>/dev/null; COMPREPLY=($(compgen -P \"${cur%\"${cur##*,}\"}\" -W \"\(words.joined(separator: " "))\" -- \"${cur##*,}\"))"
                } else if let kind = idKind(option) {
                    reply = "compopt +o default 2>/dev/null; COMPREPLY=($(compgen -W \"$(formc completion ids \(kind) 2>/dev/null)\(kind == "detent" ? " all" : "")\" -- \"$cur\"))"
                }
                out += "        --\(option.name)) \(reply); return ;;\n"
            }
            out += "        esac\n"
            let flags = (command.options.map { "--" + $0.name } + ["--help"]).joined(separator: " ")
            let words = positionals(command.name).joined(separator: " ")
            out += "        if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"\(flags)\" -- \"$cur\"))\n"
            out += words.isEmpty ? "        else COMPREPLY=($(compgen -f -- \"$cur\")); fi\n" : "        else COMPREPLY=($(compgen -W \"\(words)\" -- \"$cur\")); fi\n"
            out += "        ;;\n"
        }
        out += "    esac\n}\ncomplete -o default -F _formc formc\n"
        return out
    }

    static func zsh() -> String {
        var out = "#compdef formc\n# zsh completion for formc (formc completion zsh)\n_formc() {\n"
        out += "  local -a commands\n  commands=(\n"
        for command in table { out += "    '\(command.name):\(quoted(command.summary))'\n" }
        out += "  )\n  if (( CURRENT == 2 )); then\n    _describe 'command' commands\n    return\n  fi\n"
        out += "  case $words[2] in\n"
        for command in table {
            out += "  \(command.name))\n    _arguments \\\n"
            for option in command.options {
                let help = String(quoted(option.help).map { $0 == "[" ? "(" : $0 == "]" ? ")" : $0 })
                if option.isFlag {
                    out += "      '--\(option.name)[\(help)]' \\\n"
                } else {
                    let words = values(option, command: command.name)
                    var action = !words.isEmpty ? "(\(words.joined(separator: " ")))" : takesPath(option) ? "_files" : " "
                    if option.name == "emit" {
                        action = "_sequence compadd - \(words.joined(separator: " "))"
                    } else if let kind = idKind(option) {
                        action = "{compadd - ${(f)\"$(formc completion ids \(kind) 2>/dev/null)\"}\(kind == "detent" ? " all" : "")}"
                    }
                    out += "      '\(option.repeatable ? "*" : "")--\(option.name)=[\(help)]:\(option.valueName ?? "VALUE"):\(action)' \\\n"
                }
            }
            let words = positionals(command.name)
            out += words.isEmpty ? "      '*:file:_files'\n" : "      '*:word:(\(words.joined(separator: " ")))'\n"
            out += "    ;;\n"
        }
        out += "  esac\n}\n_formc \"$@\"\n"
        return out
    }

    static func fish() -> String {
        var out = "# fish completion for formc (formc completion fish)\ncomplete -c formc -f\n"
        for command in table {
            out += "complete -c formc -n __fish_use_subcommand -a \(command.name) -d '\(quoted(command.summary))'\n"
            let when = "-n '__fish_seen_subcommand_from \(command.name)'"
            for option in command.options {
                let words = values(option, command: command.name)
                var line = "complete -c formc \(when) -l \(option.name) -d '\(quoted(option.help))'"
                if option.name == "emit" {
                    // fish's list helper: the kinds after the last comma, the words before it kept.
                    line += " -x -a '(__fish_complete_list , \"string split , \(words.joined(separator: ","))\")'"
                } else if let kind = idKind(option) {
                    line += " -x -a '(formc completion ids \(kind) 2>/dev/null)\(kind == "detent" ? " all" : "")'"
                } else if !option.isFlag {
                    line += !words.isEmpty ? " -x -a '\(words.joined(separator: " "))'" : takesPath(option) ? " -r -F" : " -x"
                }
                out += line + "\n"
            }
            let words = positionals(command.name)
            out += words.isEmpty ? "complete -c formc \(when) -F\n" : "complete -c formc \(when) -a '\(words.joined(separator: " "))'\n"
        }
        return out
    }

    /// Text inside single quotes in all three shells: a quote becomes a typographic one.
    static func quoted(_ text: String) -> String { String(text.map { $0 == "'" ? "’" : $0 }) }
}
