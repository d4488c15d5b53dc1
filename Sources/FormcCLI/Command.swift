import FormcCore

/// One subcommand: its name, help, options, and what it does.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for `formc --help`.
    static var summary: String { get }
    /// The synopsis (`formc lint [PATH…] [--format …]`).
    static var usage: String { get }
    /// What it does, in a paragraph or two.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode
}

extension Command {
    static var helpText: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        // Every command has options: --color and --help at least.
        text += "\nOPTIONS:\n"
        for option in options {
            var left = "--\(option.name)"
            if let value = option.valueName { left += " \(value)" }
            let padded = left.count < 26 ? left + String(repeating: " ", count: 26 - left.count) : left + "  "
            text += "  \(padded)\(option.help)\n"
        }
        text += "  --color WHEN              Colour output: auto (default), always or never.\n"
        text += "  --help                    Show this help.\n"
        return text
    }
}

/// Shared option declarations, so every command spells them the same way.
enum CommonOptions {
    static let format = OptionSpec(name: "format", valueName: "FORMAT", choices: ["text", "json", "sarif", "github"],
                                   help: "Diagnostics as text (default), json, sarif or github.")
    static let strict = OptionSpec(name: "strict", valueName: nil, help: "Treat warnings as errors (exit 1).")
    static let draft = OptionSpec(name: "draft", valueName: "DRAFT", choices: ["2020-12", "07"],
                                  help: "JSON Schema draft of result schemas: 2020-12 (default) or 07.")
    static let screen = OptionSpec(name: "screen", valueName: "ID", help: "The screen to use when FILE holds several.")
    static let device = OptionSpec(name: "device", valueName: "NAME", help: "A device from 'formc devices' (default iphone-15).")
    static let allowEmpty = OptionSpec(name: "allow-empty", valueName: nil,
                                       help: "Succeed when no spec is found (else a usage error, exit 2).")
    static let charset = OptionSpec(name: "charset", valueName: "CHARSET", choices: ["unicode", "ascii"],
                                    help: "Frame drawn with box-drawing characters (default) or ASCII.")
}

/// "no specs found": a path with no spec in it is a usage error (a CI job pointed at the wrong
/// folder must not go green), unless `--allow-empty` where the command takes it (`allowsEmpty`;
/// `render` and `inspect` have nothing to draw or show, so they do not).
func noSpecs(_ paths: [String], _ terminal: Terminal, allowsEmpty: Bool = true) -> ExitCode {
    let places = (paths.isEmpty ? ["specs/"] : paths).map { SafeText.escaped($0) }.joined(separator: ", ")
    let hint = allowsEmpty ? "pass --allow-empty to accept that" : "name a .yaml or .yml file, or a folder that holds one"
    terminal.writeErr("error: no specs found in \(places) (.yaml and .yml files); \(hint)\n")
    return .usage
}
