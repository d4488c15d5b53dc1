import FormcBuild
import FormcCore
import FormcProject

/// `formc lint`: check specs and report every problem (for CI).
struct LintCommand: Command {
    static let name = "lint"
    static let summary = "Check specs and report every problem (for CI)."
    static let usage = "formc lint [PATH… | - [--stdin-filename PATH]] [--format text|json|sarif|github] [--strict] [--allow-empty] [--config FILE]"
    static let discussion = """
        PATH is a spec file or a folder searched recursively for .yaml and .yml files (default
        specs/). Every problem of every file is reported in one run, sorted by file, line and
        column. The report goes to stdout; with --format text a one-line summary goes to stderr.
        json is one object of diagnostics and a summary, sarif a SARIF 2.1.0 log for code
        scanning, github one workflow command per problem for GitHub Actions annotations.

        Exit status: 0 no errors (warnings allowed unless --strict), 1 errors, 2 usage error
        (a PATH that does not exist; no spec found, unless --allow-empty), 3 the report could
        not be written, 130 stopped by SIGINT, 143 by SIGTERM.
        """
    static let options: [OptionSpec] = [
        CommonOptions.format, CommonOptions.strict, CommonOptions.allowEmpty, ProjectSettings.option, LintStdin.filenameOption,
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        let format = ReportFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let paths = arguments.positionals
        if paths.contains("-") { return LintStdin.run(arguments, format: format, terminal) }
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
        let progress = terminal.showsProgress ? ProgressLine(write: terminal.writeErr) : nil
        let onProgress = progress?.handler
        let (run, interruption) = SignalTrap.run(terminal, onFirst: { progress?.finish() }) { interruption in
            // The run's Swift target, as build checks it (W510): lint shows what build reports.
            let stages = Stages.configured(by: resolver).checkingDeploymentTarget(config.checkedIOSTarget())
            var lint = LintPipeline(stages: stages, discovery: settings.discovery,
                                    keepsScreens: false, keepsSources: format == .text)
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
        terminal.writeReport(run.report, as: format)
        if format == .text { terminal.writeErr(RunSummary.lint(run) + "\n") }
        return run.fails(strict: strict) ? .specErrors : .success
    }
}
