import FormcBuild
import FormcCore
import FormcLoad
import FormcProject

/// `formc lint -`: one spec read from standard input, as ruff and eslint read one (editors and
/// pre-commit pipe a buffer). `--stdin-filename PATH` names it in diagnostics and is where the
/// project config is looked for; nothing is read from that path.
enum LintStdin {
    static let filenameOption = OptionSpec(name: "stdin-filename", valueName: "PATH",
                                           help: "With PATH '-': the name of the spec read from stdin (positions, config lookup).")

    static func run(_ arguments: ParsedArguments, format: ReportFormat, _ terminal: Terminal) -> ExitCode {
        guard arguments.positionals == ["-"] else {
            terminal.writeErr("error: '-' (standard input) cannot be combined with other paths\nusage: \(LintCommand.usage)\n")
            return .usage
        }
        let name = arguments.value("stdin-filename") ?? "<stdin>"
        let config: ProjectConfig
        switch ProjectSettings.load(arguments, paths: arguments.value("stdin-filename").map { [$0] } ?? [], terminal) {
        case .success(let loaded): config = loaded
        case .failure(let stop): return stop.code
        }
        // Read no further than one byte past the size limit: more is E104 at once (§1).
        let checked = Stages.configured(by: config).checkingDeploymentTarget(config.checkedIOSTarget()).check(Loader.load(reading: terminal.readInput, path: name))
        let report = DiagnosticReport(diagnostics: checked.diagnostics, sources: [checked.source], files: 1, screens: checked.screens.count)
        terminal.writeReport(report, as: format)
        if format == .text {
            var summary = "checked \(Plural.count(report.screens, "screen")) in 1 file"
            var parts: [String] = []
            if report.errors > 0 { parts.append(Plural.count(report.errors, "error")) }
            if report.warnings > 0 { parts.append(Plural.count(report.warnings, "warning")) }
            summary += parts.isEmpty ? " · no problems" : " · " + parts.joined(separator: " · ")
            terminal.writeErr(summary + "\n")
        }
        let strict = arguments.flag("strict") || config.strict == true
        return report.errors > 0 || (strict && report.warnings > 0) ? .specErrors : .success
    }
}
