import FormcBuild
import FormcCore
import FormcGenerate
import FormcProject
import FormcSpec

/// `formc schema`: the spec-language schema, or a screen's result schema (spec-language.md §8).
struct SchemaCommand: Command {
    static let name = "schema"
    static let summary = "Print the spec-language schema, or a screen's result schema."
    static let usage = "formc schema [FILE] [--screen ID] [--draft 2020-12|07] | formc schema --config | formc schema --baseline"
    static let discussion = """
    Without FILE, prints the JSON Schema (draft-07) of the spec language itself, for editors:
    point the YAML language server at it to complete and check specs as they are typed.
    With --config, prints the JSON Schema of the project config, .formc.yaml, instead; with
    --baseline, that of a lint baseline (formc lint --write-baseline FILE).

    With FILE, checks the file as 'formc lint' does and prints the JSON Schema of what the
    screen hands back when the user commits (draft 2020-12 unless --draft 07). A file with
    several screens needs --screen. Errors in the file are reported on stderr (exit 1).
    """
    static let options: [OptionSpec] = [
        CommonOptions.screen, CommonOptions.draft,
        OptionSpec(name: "config", valueName: nil, help: "Print the JSON Schema of the project config (.formc.yaml) instead."),
        OptionSpec(name: "baseline", valueName: nil, help: "Print the JSON Schema of a lint baseline file instead."),
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        guard arguments.positionals.count <= 1 else {
            return usageError("expected at most one FILE, got \(arguments.positionals.count)", terminal)
        }
        if arguments.flag("baseline") {
            guard arguments.positionals.isEmpty, arguments.value("screen") == nil, arguments.value("draft") == nil, !arguments.flag("config") else {
                return usageError("--baseline prints the schema of a lint baseline and takes nothing else", terminal)
            }
            terminal.writeOut(BaselineSchema.text())
            return .success
        }
        if arguments.flag("config") {
            guard arguments.positionals.isEmpty, arguments.value("screen") == nil, arguments.value("draft") == nil else {
                return usageError("--config prints the project config's schema and takes nothing else", terminal)
            }
            terminal.writeOut(ConfigSchema.text())
            return .success
        }
        guard let file = arguments.positionals.first else {
            if arguments.value("screen") != nil || arguments.value("draft") != nil {
                return usageError("--screen and --draft apply to a screen's result schema: name a FILE", terminal)
            }
            terminal.writeOut(SpecLanguageSchema.text())
            return .success
        }
        let draft = arguments.value("draft").flatMap(ResultSchema.Draft.init(flag:)) ?? .draft2020_12
        // The same check as `formc lint FILE`, so the two never disagree about a file.
        let pipeline = LintPipeline(stages: .standard)
        let run = BlockingRunner.run { await pipeline.run(paths: [file]) }
        if !run.report.diagnostics.isEmpty {
            terminal.writeErr(ReportFormatter.format(run.report, as: .text, codes: .formc, color: terminal.stderrColor))
        }
        guard run.report.errors == 0 else { return .specErrors }
        switch pick(arguments.value("screen"), from: run.screens.map(\.screen), file: file) {
        case .success(let screen):
            terminal.writeOut(ResultSchema.text(screen, draft: draft))
            return .success
        case .failure(let error):
            return usageError(error.message, terminal)
        }
    }

    /// The screen to print: the one named by `--screen`, or the file's only screen.
    static func pick(_ wanted: String?, from screens: [Screen], file: String) -> Result<Screen, UsageError> {
        let ids = screens.map(\.id.value)
        let listed = ids.map { "'\(SafeText.escaped($0))'" }.joined(separator: ", ")
        guard let wanted else {
            switch screens.count {
            case 1: return .success(screens[0])
            case 0: return .failure(UsageError(message: "'\(SafeText.escaped(file))' holds no screen"))
            default:
                return .failure(UsageError(message:
                    "'\(SafeText.escaped(file))' holds \(screens.count) screens; choose one with --screen ID: \(listed)"))
            }
        }
        if let screen = screens.first(where: { $0.id.value == wanted }) { return .success(screen) }
        let suggestion = Suggestions.didYouMean(wanted, among: ids)
        let known = screens.isEmpty ? "it holds none" : "its screens: \(listed)"
        return .failure(UsageError(message:
            "no screen '\(SafeText.escaped(wanted))' in '\(SafeText.escaped(file))' (\(known))\(suggestion)"))
    }

    private static func usageError(_ message: String, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: \(message)\nusage: \(usage)\n")
        return .usage
    }
}
