import FormcCore
import FormcLoad
import FormcProject

/// `formc lint --fix [--unsafe-fixes] [--diff]`, as `ruff check --fix` works: the fixes that
/// codes declare (`DiagnosticCode.fix`, the same ones the language server offers) applied to
/// every spec, each file rewritten atomically (`InPlaceRewrite`: its mode, line breaks and BOM
/// kept), then lint runs again and reports what is left. Safe fixes only, unless
/// `--unsafe-fixes`; `--diff` prints what would change and writes nothing. No ignore comment is
/// ever added: silencing a finding is a decision, not a fix.
enum LintFix {
    static let options: [OptionSpec] = [
        OptionSpec(name: "fix", valueName: nil, help: "Apply the safe fixes, rewrite the files, then report what is left."),
        OptionSpec(name: "unsafe-fixes", valueName: nil, help: "With --fix or --diff: apply the unsafe fixes too (a guessed word or value)."),
        OptionSpec(name: "diff", valueName: nil, help: "Print the fixes as a unified diff and write nothing (exit 1 if any)."),
    ]

    static func isRequested(_ arguments: ParsedArguments) -> Bool { arguments.flag("fix") || arguments.flag("diff") }

    /// `--unsafe-fixes` alone: a usage error, since nothing would be fixed.
    static func misuse(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode? {
        guard arguments.flag("unsafe-fixes"), !isRequested(arguments) else { return nil }
        terminal.writeErr("error: --unsafe-fixes applies the unsafe fixes of --fix or --diff, and neither was given\n"
                          + "help: formc lint --fix --unsafe-fixes\nusage: \(LintCommand.usage)\n")
        return .usage
    }

    /// What fixing the files came to.
    struct Totals {
        var fixed = 0
        /// Findings left whose fix needs `--unsafe-fixes`.
        var hidden = 0
        var changedFiles = 0
        /// A file that could not be rewritten (exit 3 after the report).
        var writeFailed = false
    }

    /// Fixes `files` (checked with `stages`); with `--diff`, prints the diffs instead of writing.
    static func run(_ files: [String], stages: Stages, _ arguments: ParsedArguments, _ terminal: Terminal) -> Totals {
        var totals = Totals()
        let showsDiff = arguments.flag("diff")
        let fileSystem = PosixFileSystem()
        for path in files {
            guard let original = try? fileSystem.readFile(path) else { continue }  // lint reports E100
            let outcome = fixer(stages, path: path, arguments).fix(original)
            totals.fixed += outcome.fixed
            totals.hidden += outcome.hiddenUnsafe
            guard outcome.bytes != original else { continue }
            totals.changedFiles += 1
            if showsDiff {
                terminal.writeOut(UnifiedDiff.diff(old: original, new: outcome.bytes, path: path))
                continue
            }
            do {
                try InPlaceRewrite.write(outcome.bytes, over: path)
            } catch {
                terminal.writeErr("error: cannot write the fixes of \(SafeText.escaped(path)): \(error.reason)\n")
                totals.writeFailed = true
                totals.fixed -= outcome.fixed
            }
        }
        return totals
    }

    /// The fixer of one file: its text checked as lint checks it, on its own (no check across
    /// files has a fix).
    static func fixer(_ stages: Stages, path: String, _ arguments: ParsedArguments) -> FileFixer {
        FileFixer(appliesUnsafe: arguments.flag("unsafe-fixes")) { bytes in
            let loaded = Loader.load(SourceFile(path: path, bytes: bytes))
            let documents = loaded.documents
            return (stages.check(loaded).diagnostics, documents)
        }
    }

    /// ruff's closing line: `Found 3 problems (2 fixed, 1 remaining).`, or with `--diff`
    /// `Would fix 2 problems.`; then how many more `--unsafe-fixes` would fix.
    static func summary(_ totals: Totals, remaining: Int, diff: Bool) -> String {
        var text: String
        if diff {
            text = totals.fixed == 0 ? "No fixes available." : "Would fix \(Plural.count(totals.fixed, "problem"))."
        } else {
            text = "Found \(Plural.count(totals.fixed + remaining, "problem")) (\(totals.fixed) fixed, \(remaining) remaining)."
        }
        if totals.hidden > 0 {
            text += totals.hidden == 1 ? " 1 more fix is available with --unsafe-fixes." : " \(totals.hidden) more fixes are available with --unsafe-fixes."
        }
        return text + "\n"
    }
}
