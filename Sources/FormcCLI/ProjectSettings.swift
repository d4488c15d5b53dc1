import FormcBuild
import FormcCore

/// The project config a command runs with: `--config FILE`, else the nearest `.formc.yaml`
/// above the first path (`ConfigLoader`). A config with errors stops the command: its
/// diagnostics go to stderr, positioned like a spec's, and the exit code is 2.
enum ProjectSettings {
    static let option = OptionSpec(name: "config", valueName: "FILE",
                                   help: "The project config (default: the nearest .formc.yaml above the first PATH).")

    /// The config, or the exit code after its errors were reported.
    static func load(_ arguments: ParsedArguments, paths: [String], _ terminal: Terminal) -> Result<ProjectConfig, ExitCodeBox> {
        let loaded = ConfigLoader.resolve(for: paths, explicit: arguments.value("config"))
        guard loaded.hasErrors else { return .success(loaded.config) }
        let report = DiagnosticReport(diagnostics: loaded.diagnostics, sources: loaded.source.map { [$0] } ?? [], files: 1, screens: 0)
        terminal.writeErr(ReportFormatter.format(report, as: .text, codes: .formc, color: terminal.stderrColor))
        terminal.writeErr("error: the project config has errors; nothing was checked\n")
        return .failure(ExitCodeBox(code: .usage))
    }
}

/// An exit code as an `Error`, for `Result`.
struct ExitCodeBox: Error {
    var code: ExitCode
}
