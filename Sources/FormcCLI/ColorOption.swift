import FormcCore

/// `--color auto|always|never`, taken by every command (as ruff, cargo and git take it), so it
/// is read before the command's own options.
enum ColorOption {
    static let spec = OptionSpec(name: "color", valueName: "WHEN", choices: Terminal.ColorChoice.allCases.map(\.rawValue),
                                 help: "Colour output: auto (default: a terminal, unless NO_COLOR or TERM=dumb), always or never.")

    /// `arguments` without `--color WHEN` (or `--color=WHEN`) before a `--`, and the last choice.
    static func extract(from arguments: [String]) -> Result<([String], Terminal.ColorChoice?), UsageError> {
        var rest: [String] = []
        var choice: Terminal.ColorChoice?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest += arguments[(index - 1)...]
                break
            }
            let value: String
            if argument == "--color" {
                guard index < arguments.count else { return .failure(UsageError(message: "option '--color' needs a value (WHEN)")) }
                value = arguments[index]
                index += 1
            } else if argument.hasPrefix("--color=") {
                value = String(argument.dropFirst("--color=".count))
            } else {
                rest.append(argument)
                continue
            }
            guard let parsed = Terminal.ColorChoice(rawValue: value) else {
                let choices = Terminal.ColorChoice.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(UsageError(message: "'\(SafeText.escaped(value))' is not a valid value for '--color'; expected one of: \(choices)"))
            }
            choice = parsed
        }
        return .success((rest, choice))
    }
}
