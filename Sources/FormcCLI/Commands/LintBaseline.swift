import FormcBuild
import FormcCore
import FormcProject

/// `formc lint --write-baseline FILE` and `--baseline FILE` (or `baseline:` in `.formc.yaml`):
/// a project adopts lint without fixing everything first, as SwiftLint's baseline lets it.
/// The findings of today are recorded (`Baseline`), and later runs report only the new ones.
enum LintBaseline {
    static let options: [OptionSpec] = [
        OptionSpec(name: "baseline", valueName: "FILE", help: "Report only findings not recorded in FILE (default: the config's baseline)."),
        OptionSpec(name: "write-baseline", valueName: "FILE", help: "Record every finding of this run in FILE, to adopt lint as it is (exit 0)."),
    ]

    /// The baseline the run is matched against, read before the run: `--baseline`, else the
    /// config's; nil for none; the exit code after a baseline that cannot be read.
    static func load(_ arguments: ParsedArguments, config: ProjectConfig, _ terminal: Terminal) -> Result<(path: String, baseline: Baseline)?, ExitCodeBox> {
        guard arguments.value("write-baseline") == nil, let path = arguments.value("baseline") ?? config.baselinePath else { return .success(nil) }
        let bytes: [UInt8]
        do {
            bytes = try PosixFileSystem().readFile(path)
        } catch {
            terminal.writeErr("error: cannot read the baseline \(SafeText.escaped(path)): \(error.reason)\n"
                              + "help: record one with formc lint --write-baseline \(SafeText.escaped(path))\n")
            return .failure(ExitCodeBox(code: .usage))
        }
        switch Baseline.parse(bytes, path: path) {
        case .success(let baseline): return .success((path, baseline))
        case .failure(let problem):
            terminal.writeErr("error: \(SafeText.escaped(problem.message))\nhelp: rewrite it with formc lint --write-baseline \(SafeText.escaped(path))\n")
            return .failure(ExitCodeBox(code: .usage))
        }
    }

    /// Records every finding of `report` in the file `--write-baseline` names; false when it
    /// could not be written (reported).
    static func write(_ report: DiagnosticReport, to path: String, _ terminal: Terminal) -> Bool {
        let keys = BaselineKeys(baselinePath: path).keys(of: report.diagnostics) { try? PosixFileSystem().readFile($0) }
        let baseline = Baseline(keys: keys)
        do {
            try InPlaceRewrite.create(Array(baseline.text().utf8), at: path)
        } catch {
            terminal.writeErr("error: cannot write the baseline \(SafeText.escaped(path)): \(error.reason)\n")
            return false
        }
        terminal.writeErr("recorded \(Plural.count(baseline.total, "finding")) in the baseline \(SafeText.escaped(path))\n")
        return true
    }

    /// `report` without the findings `baseline` knows, with a note on stderr of how many were
    /// left out and of the entries no finding matches any more.
    static func apply(_ baseline: (path: String, baseline: Baseline), to report: DiagnosticReport, files: [String], _ terminal: Terminal) -> DiagnosticReport {
        let keys = BaselineKeys(baselinePath: baseline.path)
        let match = BaselineMatch(report.diagnostics, keys: keys.keys(of: report.diagnostics) { try? PosixFileSystem().readFile($0) },
                                  baseline: baseline.baseline, checkedFiles: Set(files.map(keys.relative)))
        let path = SafeText.escaped(baseline.path)
        if match.known > 0 {
            terminal.writeErr("note: \(Plural.count(match.known, "finding")) recorded in the baseline \(path) not reported\n")
        }
        if match.stale > 0 {
            terminal.writeErr("note: \(Plural.count(match.stale, "finding")) of the baseline \(path) no longer found (fixed, or moved to another screen or file); "
                              + "rewrite it with formc lint --write-baseline \(path)\n")
        }
        return DiagnosticReport(diagnostics: match.new, sources: Array(report.sources.values), files: report.files, screens: report.screens)
    }
}
