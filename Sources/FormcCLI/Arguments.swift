import FormcCore

/// Hand-written argument parsing (swift-argument-parser cannot be fetched here): long options
/// with `--name value` or `--name=value`, flags, repeatable options, `--` ends options.
struct OptionSpec: Sendable {
    var name: String
    /// nil for a flag; else the value's placeholder for help (`DIR`).
    var valueName: String?
    var repeatable = false
    /// Allowed values, checked while parsing.
    var choices: [String]? = nil
    var help: String

    var isFlag: Bool { valueName == nil }
}

struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

struct UsageError: Error, Sendable {
    var message: String
}

enum ArgumentParser {
    static func parse(_ args: [String], options: [OptionSpec]) -> Result<ParsedArguments, UsageError> {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < args.count {
            let arg = args[index]
            index += 1
            if optionsEnded || !arg.hasPrefix("-") || arg == "-" {
                parsed.positionals.append(arg)
                continue
            }
            if arg == "--" {
                optionsEnded = true
                continue
            }
            guard arg.hasPrefix("--") else {
                return .failure(UsageError(message: "unknown option '\(arg)'"))
            }
            var name = String(arg.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                let suggestion = Suggestions.didYouMean(name, among: options.map(\.name), prefix: "--")
                return .failure(UsageError(message: "unknown option '--\(name)'\(suggestion)"))
            }
            if spec.isFlag {
                guard inlineValue == nil else { return .failure(UsageError(message: "option '--\(name)' takes no value")) }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < args.count else {
                    return .failure(UsageError(message: "option '--\(name)' needs a value (\(spec.valueName ?? "VALUE"))"))
                }
                value = args[index]
                index += 1
            }
            if let choices = spec.choices, !choices.contains(value) {
                return .failure(UsageError(message: "'\(value)' is not a valid value for '--\(name)'; expected one of: \(choices.joined(separator: ", "))"))
            }
            if !spec.repeatable, parsed.values[name] != nil {
                return .failure(UsageError(message: "option '--\(name)' given more than once"))
            }
            parsed.values[name, default: []].append(value)
        }
        return .success(parsed)
    }
}
