import FormcBuild
import FormcCore
import FormcDiff

/// `formc explain`: Explain a diagnostic code, with an example and the fix.
struct ExplainCommand: Command {
    static let name = "explain"
    static let summary = "Explain a diagnostic code or a formc diff rule."
    static let usage = "formc explain CODE|RULE"
    static let discussion = """
    Prints the page of a diagnostic code (E312, W507, …): what it means, a spec that triggers \
    it, and how to fix it; or of a rule of formc diff (OPTION_REMOVED, …): what it breaks and \
    why. Codes and rules are accepted in any case (e312).
    """
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            let problem = arguments.positionals.isEmpty ? "missing CODE" : "expected one CODE, got \(arguments.positionals.count)"
            terminal.writeErr("error: \(problem)\nusage: \(usage)\ncodes: \(codeList)\n")
            return .usage
        }
        if let rule = DiffRules.rule(id: text.uppercased()) {
            terminal.writeOut(rule.page)
            return .success
        }
        guard let code = DiagnosticRegistry.formc.code(named: text) else {
            // A misspelt rule is suggested as a misspelt code is: among both.
            let suggestion = Suggestions.didYouMean(text.uppercased(), among: DiagnosticRegistry.formc.ids + ruleIDs)
            terminal.writeErr("error: unknown diagnostic code or diff rule '\(SafeText.escaped(text))'\(suggestion)\ncodes: \(codeList)\n")
            return .usage
        }
        terminal.writeOut(code.page)
        return .success
    }

    private static var ruleIDs: [String] { DiffRules.all.map(\.id) }

    /// Every code, then every diff rule: what `explain` takes.
    private static var codeList: String { (DiagnosticRegistry.formc.ids + ruleIDs).joined(separator: " ") }
}
