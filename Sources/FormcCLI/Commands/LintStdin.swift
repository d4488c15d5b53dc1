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

    static func run(_ arguments: ParsedArguments, format: ReportFormat, extra: ExtraReports, _ terminal: Terminal) -> ExitCode {
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
        let stages = Stages.configured(by: config).checkingDeploymentTarget(config.checkedIOSTarget())
        // Read no further than one byte past the size limit: more is E104 at once (§1).
        let loaded = Loader.load(reading: terminal.readInput, path: name)
        let tooLarge = loaded.source.bytes.isEmpty && !loaded.diagnostics.isEmpty
        let original = loaded.source.bytes
        let checked = stages.check(loaded)
        var report = DiagnosticReport(diagnostics: checked.diagnostics, sources: [checked.source], files: 1, screens: checked.screens.count)
        var fixes: LintFix.Totals?
        if LintFix.isRequested(arguments), !tooLarge {
            // As `ruff check --fix -`: the fixed text on stdout (the input as it came when
            // nothing was fixed), the report of what is left on stderr; --diff prints the diff.
            let outcome = LintFix.fixer(stages, path: name, arguments).fix(original)
            if arguments.flag("diff") {
                terminal.writeOut(UnifiedDiff.diff(old: original, new: outcome.bytes, path: name))
                terminal.writeErr(LintFix.summary(LintFix.Totals(fixed: outcome.fixed, hidden: outcome.hiddenUnsafe), remaining: 0, diff: true))
                return outcome.bytes == original ? .success : .specErrors
            }
            terminal.writeOutBytes(outcome.bytes)
            let fixedSource = SourceFile(path: name, bytes: outcome.bytes)
            report = DiagnosticReport(diagnostics: outcome.diagnostics, sources: [fixedSource], files: 1, screens: checked.screens.count)
            fixes = LintFix.Totals(fixed: outcome.fixed, hidden: outcome.hiddenUnsafe)
        }
        var errTerminal = terminal
        if LintFix.isRequested(arguments) {
            // stdout holds the spec: the report goes to stderr.
            errTerminal.writeOut = terminal.writeErr
            errTerminal.writeOutBytes = terminal.writeErrBytes
            errTerminal.stdoutIsTerminal = terminal.stderrIsTerminal
        }
        errTerminal.writeReport(report, as: format)
        if format == .text {
            var summary = "checked \(Plural.count(report.screens, "screen")) in 1 file"
            var parts: [String] = []
            if report.errors > 0 { parts.append(Plural.count(report.errors, "error")) }
            if report.warnings > 0 { parts.append(Plural.count(report.warnings, "warning")) }
            summary += parts.isEmpty ? " · no problems" : " · " + parts.joined(separator: " · ")
            terminal.writeErr(summary + "\n")
        }
        if let fixes { terminal.writeErr(LintFix.summary(fixes, remaining: report.errors + report.warnings, diff: false)) }
        guard extra.write(terminal, render: { ReportFormatter.format(report, as: ReportFormat(rawValue: $0) ?? .json, codes: .formc) }) else { return .ioFailure }
        let strict = arguments.flag("strict") || config.strict == true
        return report.errors > 0 || (strict && report.warnings > 0) ? .specErrors : .success
    }
}
