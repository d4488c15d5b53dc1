import FormcCore
import FormcFormat
import FormcLoad

/// `formc fmt -`: one spec from standard input, formatted to standard output (as `ruff format -`
/// and `prettier --stdin-filepath` do for editors and pipes). With --check nothing is printed
/// and the exit code says whether it would change; with --diff the diff is printed instead. A
/// spec that does not load prints nothing on stdout, its problems on stderr, exit 1.
enum FmtStdin {
    static func run(name: String, mode: FmtMode, _ terminal: Terminal) -> ExitCode {
        let file = Loader.load(reading: terminal.readInput, path: name)
        let diagnostics: [Diagnostic]
        if file.diagnostics.isEmpty {
            switch SpecFormatter.format(file.source) {
            case .formatted(let bytes):
                let changed = bytes != file.source.bytes
                if mode.diff {
                    terminal.writeOut(UnifiedDiff.diff(String(decoding: file.source.bytes, as: UTF8.self), String(decoding: bytes, as: UTF8.self),
                                                       oldName: name, newName: name))
                } else if !mode.check {
                    terminal.writeOutBytes(bytes)
                }
                return changed && !mode.writes ? .specErrors : .success
            case .unsupported(let reason):
                terminal.writeErr("note: \(SafeText.escaped(name)) is left as written: \(reason), which formc fmt does not rewrite\n")
                if mode.writes { terminal.writeOutBytes(file.source.bytes) }
                return .success
            case .unsafe(let problem), .commentsNotKept(let problem):
                terminal.writeErr("error: \(SafeText.escaped(name)) is left as written: formatting it would change it (\(problem)); please report this\n")
                return .specErrors
            case .loadErrors(let found):
                diagnostics = found
            }
        } else {
            diagnostics = file.diagnostics
        }
        let report = DiagnosticReport(diagnostics: diagnostics, sources: [file.source], files: 1, screens: 0)
        terminal.writeErr(ReportFormatter.format(report, as: .text, codes: .formc, color: terminal.stderrColor))
        return .specErrors
    }
}
