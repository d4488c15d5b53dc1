import FormcBuild
import FormcCore
import FormcProject

/// The project configs a command runs with. Each input file is governed by its nearest
/// `.formc.yaml` (`ConfigResolver`: its `rules`, `devices` for the device rules, `exclude`);
/// the settings of the run itself (`out`, `strict`, `emit`, `ios-target`, and build's mockup
/// devices) come from the config nearest the first PATH (the current folder without one).
/// `--config FILE` is used for everything. A config with errors stops the command before
/// anything is checked: its diagnostics go to stderr, positioned like a spec's, exit code 2.
enum ProjectSettings {
    static let option = OptionSpec(name: "config", valueName: "FILE",
                                   help: "The project config for every file (default: each file's nearest .formc.yaml).")

    /// The configs of a run over `paths`: each file's, and the run's own settings.
    struct Run {
        var resolver: ConfigResolver
        /// The run's settings: the config nearest the first path.
        var config: ProjectConfig
        /// The inputs under the paths, found with the configs' `exclude` (a run checks these
        /// rather than walking the tree again).
        var inputs: DiscoveredInputs
        /// The discovery that found them.
        var discovery: InputDiscovery
    }

    /// The config, or the exit code after its errors were reported.
    static func load(_ arguments: ParsedArguments, paths: [String], _ terminal: Terminal) -> Result<ProjectConfig, ExitCodeBox> {
        let loaded = ConfigLoader.resolve(for: paths, explicit: arguments.value("config"))
        guard loaded.hasErrors else { return .success(loaded.config) }
        return .failure(report([loaded], terminal))
    }

    /// Every config the inputs under `paths` need, loaded before the run, and the inputs, or
    /// the exit code after the errors of those that have errors were reported.
    static func resolve(_ arguments: ParsedArguments, paths: [String], _ terminal: Terminal) -> Result<Run, ExitCodeBox> {
        let configs = configs(arguments, paths: paths)
        let inputs = configs.discovery.discover(paths)
        configs.resolver.load(forFiles: inputs.files)
        if let failure = failure(of: configs.resolver, terminal) { return .failure(failure) }
        return .success(Run(resolver: configs.resolver, config: configs.config, inputs: inputs, discovery: configs.discovery))
    }

    /// The configs of a run that finds its inputs while it checks them (`lint`): the resolver,
    /// the run's settings and the discovery that leaves out what the configs exclude. Which
    /// configs have errors is known once the walk is over: `failure(of:)` tells then.
    struct Configs {
        var resolver: ConfigResolver
        var config: ProjectConfig
        var discovery: InputDiscovery
    }

    static func configs(_ arguments: ParsedArguments, paths: [String]) -> Configs {
        let resolver = ConfigResolver(explicit: arguments.value("config"))
        let run = resolver.load(for: paths.first ?? ".")
        let discovery = InputDiscovery(isExcluded: { resolver.excludes($0) }, mayExclude: { resolver.excludesAny(inFolder: $0) })
        return Configs(resolver: resolver, config: run.config, discovery: discovery)
    }

    /// The exit code after the errors of the configs loaded so far were reported; nil when none has one.
    static func failure(of resolver: ConfigResolver, _ terminal: Terminal) -> ExitCodeBox? {
        let failed = resolver.loaded.filter(\.hasErrors)
        return failed.isEmpty ? nil : report(failed, terminal)
    }

    private static func report(_ loads: [ConfigLoad], _ terminal: Terminal) -> ExitCodeBox {
        let diagnostics = loads.flatMap(\.diagnostics)
        let report = DiagnosticReport(diagnostics: diagnostics, sources: loads.compactMap(\.source), files: loads.count, screens: 0)
        terminal.writeErr(ReportFormatter.format(report, as: .text, codes: .formc, color: terminal.stderrColor))
        terminal.writeErr("error: the project config has errors; nothing was checked\n")
        return ExitCodeBox(code: .usage)
    }
}

/// An exit code as an `Error`, for `Result`.
struct ExitCodeBox: Error {
    var code: ExitCode
}
