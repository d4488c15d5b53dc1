import FormcBuild
import FormcCore
import FormcProject

/// `formc lint`: check specs and report every problem (for CI).
struct LintCommand: Command {
    static let name = "lint"
    static let summary = "Check specs and report every problem (for CI)."
    static let usage = "formc lint [PATH… | - [--stdin-filename PATH]] [--format text|json|sarif|github] [--strict] [--allow-empty] [--config FILE] [--output FORMAT=PATH]… [--baseline FILE | --write-baseline FILE] [--fix [--unsafe-fixes] | --diff]"
    static let discussion = """
        PATH is a spec file or a folder searched recursively for .yaml and .yml files (default
        specs/). Every problem of every file is reported in one run, sorted by file, line and
        column. The report goes to stdout; with --format text a one-line summary goes to stderr.
        json is one object of diagnostics and a summary, sarif a SARIF 2.1.0 log for code
        scanning, github one workflow command per problem for GitHub Actions annotations.

        --output FORMAT=PATH writes the report again in FORMAT (text, json, sarif, github) to
        PATH, atomically, next to the normal output; it is repeatable, so one run gives GitHub
        annotations and a SARIF log: --format github --output sarif=formc.sarif.

        --write-baseline FILE records every finding of the run in FILE (sorted JSON; exit 0),
        and --baseline FILE, or baseline: in .formc.yaml, reports only findings FILE does not
        hold: a finding is known by its file, screen, code and key path, not its line, so
        edits above it and reformatting keep it matched. Entries no finding matches any more
        are counted in a note; rewrite the file then. 'formc schema --baseline' prints its
        schema.

        --fix applies the fixes the diagnostics' codes declare (a quoted scalar, a did-you-mean
        word, a missing key) and rewrites each file atomically, keeping its mode, line breaks and
        BOM; then lint runs again and reports what is left, and stderr says how many were fixed
        ("Found 3 problems (2 fixed, 1 remaining)."). Safe fixes keep the spec's meaning; unsafe
        ones guess what was meant (the closest word, a value to check) and need --unsafe-fixes.
        A fix after which the check finds a problem in its own text, or the YAML no longer
        parses, is taken back. --diff prints the fixes as a unified diff and writes nothing
        (exit 1 if there are any). With PATH '-', the fixed spec goes to stdout and the report
        to stderr. No fix adds an ignore comment.

        Exit status: 0 no errors (warnings allowed unless --strict), 1 errors (with --diff: a
        fix to apply), 2 usage error (a PATH that does not exist; no spec found, unless
        --allow-empty; a baseline that cannot be read), 3 the report could
        not be written (an --output file, a fixed spec), 130 stopped by SIGINT, 143 by SIGTERM.
        """
    static let options: [OptionSpec] = [
        CommonOptions.format, CommonOptions.strict, CommonOptions.allowEmpty, ProjectSettings.option, LintStdin.filenameOption,
        ExtraReports.option(formats: ReportFormat.allCases.map(\.rawValue)),
    ] + LintBaseline.options + LintFix.options

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        let format = ReportFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let paths = arguments.positionals
        if let misuse = LintFix.misuse(arguments, terminal) { return misuse }
        let extra: ExtraReports
        switch ExtraReports.parse(arguments, formats: ReportFormat.allCases.map(\.rawValue), usage: usage, terminal) {
        case .success(let parsed): extra = parsed
        case .failure(let stop): return stop.code
        }
        if paths.contains("-") { return LintStdin.run(arguments, format: format, extra: extra, terminal) }
        if arguments.value("stdin-filename") != nil {
            terminal.writeErr("error: --stdin-filename names the spec read from standard input, and no PATH is '-'\n"
                              + "help: pipe the spec in with PATH '-': formc lint - --stdin-filename PATH\nusage: \(usage)\n")
            return .usage
        }
        if let missing = MissingPaths.check(paths, terminal) { return missing }
        // Files are checked while the tree is searched; a config found with errors on the way
        // stops the command before anything is reported.
        let settings = ProjectSettings.configs(arguments, paths: paths)
        let config = settings.config, resolver = settings.resolver
        let strict = arguments.flag("strict") || config.strict == true
        let baseline: (path: String, baseline: Baseline)?
        switch LintBaseline.load(arguments, config: config, terminal) {
        case .success(let loaded): baseline = loaded
        case .failure(let stop): return stop.code
        }
        var fixes: LintFix.Totals?
        if LintFix.isRequested(arguments) {
            let inputs = settings.discovery.discover(paths)
            resolver.load(forFiles: inputs.files)
            if let failure = ProjectSettings.failure(of: resolver, terminal) { return failure.code }
            let stages = Stages.configured(by: resolver).checkingDeploymentTarget(config.checkedIOSTarget())
            let totals = LintFix.run(inputs.files, stages: stages, arguments, terminal)
            if arguments.flag("diff") {
                terminal.writeErr(LintFix.summary(totals, remaining: 0, diff: true))
                return totals.changedFiles > 0 ? .specErrors : .success
            }
            fixes = totals
        }
        let progress = terminal.showsProgress ? ProgressLine(write: terminal.writeErr) : nil
        let onProgress = progress?.handler
        let (run, interruption) = SignalTrap.run(terminal, onFirst: { progress?.finish() }) { interruption in
            // The run's Swift target, as build checks it (W510): lint shows what build reports.
            let stages = Stages.configured(by: resolver).checkingDeploymentTarget(config.checkedIOSTarget())
            var lint = LintPipeline(stages: stages, discovery: settings.discovery,
                                    keepsScreens: false, keepsSources: format == .text || extra.formats.contains("text"))
            lint.interruption = interruption
            return (lint.run(discovering: paths, progress: onProgress), interruption)
        }
        // The process exits after the report: the run (every file's outcome) is left to the exit.
        defer { if terminal.exitsAfterCommand { ProcessExit.keep(run) } }
        progress?.finish()
        if let failure = ProjectSettings.failure(of: resolver, terminal) { return failure.code }
        if let signal = interruption.signal {
            terminal.writeErr("lint interrupted: nothing reported\n")
            return .stopped(by: signal)
        }
        if run.report.files == 0, run.inputs.diagnostics.isEmpty, !arguments.flag("allow-empty") {
            return noSpecs(paths, terminal)
        }
        var shown = run
        if let recordIn = arguments.value("write-baseline") {
            terminal.writeReport(run.report, as: format)
            if format == .text { terminal.writeErr(RunSummary.lint(run) + "\n") }
            let written = extra.write(terminal) { ReportFormatter.format(run.report, as: ReportFormat(rawValue: $0) ?? .json, codes: .formc) }
            return LintBaseline.write(run.report, to: recordIn, terminal) && written ? .success : .ioFailure
        }
        if let baseline { shown.report = LintBaseline.apply(baseline, to: run.report, files: run.inputs.files, terminal) }
        terminal.writeReport(shown.report, as: format)
        if format == .text { terminal.writeErr(RunSummary.lint(shown) + "\n") }
        if let fixes {
            terminal.writeErr(LintFix.summary(fixes, remaining: shown.report.errors + shown.report.warnings, diff: false))
        }
        let written = extra.write(terminal) { ReportFormatter.format(shown.report, as: ReportFormat(rawValue: $0) ?? .json, codes: .formc) }
        if !written || fixes?.writeFailed == true { return .ioFailure }
        return shown.fails(strict: strict) ? .specErrors : .success
    }
}
