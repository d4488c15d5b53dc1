import FormcCore
import FormcFormat
import FormcLoad
import FormcProject

/// `formc fmt [PATH…] [--check] [--diff]`: every spec in its one canonical layout, as
/// `ruff format`, `buf format` and prettier do for theirs; `-` formats standard input.
struct FmtCommand: Command {
    static let name = "fmt"
    static let summary = "Format specs in the one canonical layout (--check and --diff for CI)."
    static let usage = "formc fmt [PATH… | - [--stdin-filename PATH]] [--check] [--diff] [--allow-empty] [--config FILE]"
    static let discussion = """
        PATH is a spec file or a folder searched recursively for .yaml and .yml files (default
        specs/), leaving out what .formc.yaml's exclude names. Each file is rewritten in place,
        atomically and keeping its mode, CRLF line breaks and byte order mark, in the layout of
        the language reference ("Formatting"): keys in the reference's order, two-space
        indentation, short lists and mappings of scalars on one line, quotes only where needed.
        Comments are kept, and the meaning never changes (formc checks it before writing). A
        file that does not load is left as written and its problems are reported; a file with
        anchors, aliases or tags is left as written with a note. With --check nothing is
        written and each file that would change is listed; with --diff nothing is written and
        a unified diff is printed. With PATH '-' the spec is read from stdin and the formatted
        text written to stdout.

        Exit status: 0 every file is formatted (or was just formatted), 1 a file would change
        (--check, --diff) or does not load, 2 usage error, 3 a file could not be written.
        """
    static let check = OptionSpec(name: "check", valueName: nil, help: "Write nothing; list the files that would change (exit 1).")
    static let diff = OptionSpec(name: "diff", valueName: nil, help: "Write nothing; print a unified diff of each change (exit 1).")
    static let options: [OptionSpec] = [check, diff, CommonOptions.allowEmpty, ProjectSettings.option, LintStdin.filenameOption]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        let paths = arguments.positionals
        let mode = FmtMode(check: arguments.flag("check"), diff: arguments.flag("diff"))
        if paths.contains("-") {
            guard paths == ["-"] else {
                terminal.writeErr("error: '-' (standard input) cannot be combined with other paths\nusage: \(usage)\n")
                return .usage
            }
            return FmtStdin.run(name: arguments.value("stdin-filename") ?? "<stdin>", mode: mode, terminal)
        }
        if arguments.value("stdin-filename") != nil {
            terminal.writeErr("error: --stdin-filename names the spec read from standard input, and no PATH is '-'\n"
                              + "help: pipe the spec in with PATH '-': formc fmt - --stdin-filename PATH\nusage: \(usage)\n")
            return .usage
        }
        if let missing = MissingPaths.check(paths, terminal) { return missing }
        let run: ProjectSettings.Run
        switch ProjectSettings.resolve(arguments, paths: paths, terminal) {
        case .success(let settings): run = settings
        case .failure(let stop): return stop.code
        }
        if run.inputs.files.isEmpty, run.inputs.diagnostics.isEmpty {
            return arguments.flag("allow-empty") ? .success : noSpecs(paths, terminal)
        }
        var tally = FmtTally()
        var problems = run.inputs.diagnostics
        var sources: [SourceFile] = []
        for path in run.inputs.files {
            let file = FmtFile.format(path: path, mode: mode, terminal)
            tally.add(file.result)
            if !file.diagnostics.isEmpty {
                problems += file.diagnostics
                if let source = file.source { sources.append(source) }
            }
        }
        if !problems.isEmpty {
            let report = DiagnosticReport(diagnostics: problems.sortedForReport(), sources: sources, files: run.inputs.files.count, screens: 0)
            terminal.writeErr(ReportFormatter.format(report, as: .text, codes: .formc, color: terminal.stderrColor))
        }
        terminal.writeErr(tally.summary(mode) + "\n")
        return tally.exitCode(mode)
    }
}

/// What the run does with a file whose layout differs.
struct FmtMode {
    var check: Bool
    var diff: Bool
    /// Whether files are rewritten (neither --check nor --diff).
    var writes: Bool { !check && !diff }
}
