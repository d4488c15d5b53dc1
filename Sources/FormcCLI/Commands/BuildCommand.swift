import FormcBuild
import FormcCore
import FormcGenerate
import FormcGeometry
import FormcProject
import FormcSwiftGen

/// `formc build`: compile specs into result schemas, mockups, a review printout and Swift.
struct BuildCommand: Command {
    static let name = "build"
    static let summary = "Compile specs into result schemas, mockups, a review printout and Swift."
    static let usage = "formc build [PATH…] [--out DIR] [--device NAME|all]… [--draft 2020-12|07] [--emit KIND,…] [--ios-target VERSION] [--format text|json|sarif|github] [--output FORMAT=PATH]… [--strict] [--clean] [--allow-empty] [--config FILE] [--watch]"
    static let discussion = """
        PATH is a spec file or a folder searched recursively for .yaml and .yml files (default
        specs/). For every valid screen, writes <out>/<screen>.schema.json (its result schema)
        and <out>/<screen>.mockup.txt (every detent on every --device), plus <out>/index.md (the
        review printout), <out>/<screen>.swift (its result types and presentation) with one
        <out>/FormcSupport.swift, and <out>/formc-spec.schema.json. --emit picks the kinds:
        a comma-separated list of schema, mockup, review and swift (default: all of them; the
        spec-language schema is always written). --ios-target names the app's lowest iOS
        (15.0 or later): a screen whose Swift needs more (custom detents: 16; SwiftUI background
        interaction and corner radius: 16.4) gets a W510 warning. A build with errors (or, under
        --strict, warnings) writes nothing: every earlier output stays as it was (exit 1).

        The new outputs are put together in a folder beside <out> and swapped in with one
        rename when they are complete, so whenever a build stops (an error, a full disk,
        Ctrl-C, a kill) <out> holds exactly the previous build or exactly the new one; the next
        build removes what a killed one left. A file in <out> that formc did not write is never
        replaced (it is kept), and <out> may hold no folders; it keeps its mode, and may not be,
        hold or lie inside an input (exit 2). Outputs of screens that no longer exist and of
        kinds no longer emitted stay, counted in the summary; --clean removes them (only files
        listed in <out>/.formc-manifest). A
        one-line summary goes to stderr; Ctrl-C (SIGINT) or SIGTERM stops the build cleanly.

        --output FORMAT=PATH writes the diagnostics again in FORMAT (text, json, sarif, github)
        to PATH, atomically, next to the normal output; repeatable.

        --watch builds, then builds again each time a spec or the project config changes (a
        save that changes no byte builds nothing; a half-saved file is waited for), printing
        the new diagnostics and summary, until Ctrl-C (exit 130). Builds are incremental:
        only the screens whose inputs changed are rendered again.

        Exit status: 0 success, 1 spec errors (or warnings with --strict), 2 usage error (a
        PATH that does not exist; no spec found, unless --allow-empty), 3 an output or the
        report could not be written (checked before any work for --out itself), 130 stopped
        by SIGINT, 143 by SIGTERM.
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "out", valueName: "DIR", help: "Where outputs go (default build/formc)."),
        OptionSpec(name: "device", valueName: "NAME", repeatable: true,
                   help: "Draw mockups on this device, or 'all'; repeatable (default: the config's devices, else iphone-15)."),
        CommonOptions.draft, CommonOptions.format, CommonOptions.strict,
        OptionSpec(name: "clean", valueName: nil, help: "Remove outputs of screens that no longer exist and of kinds not emitted."),
        CommonOptions.allowEmpty, ProjectSettings.option,
        OptionSpec(name: "emit", valueName: "KIND,…",
                   help: "The outputs to write: schema, mockup, review, swift, comma-separated (default all)."),
        OptionSpec(name: "ios-target", valueName: "VERSION",
                   help: "The app's lowest iOS, 15.0 or later: W510 for what its Swift needs above it."),
        OptionSpec(name: "watch", valueName: nil, help: "Build again each time a spec or the config changes, until Ctrl-C."),
        ExtraReports.option(formats: ReportFormat.allCases.map(\.rawValue)),
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        if case .failure(let stop) = ExtraReports.parse(arguments, formats: ReportFormat.allCases.map(\.rawValue), usage: usage, terminal) {
            return stop.code
        }
        if let missing = MissingPaths.check(arguments.positionals, terminal) { return missing }
        let progress = terminal.showsProgress ? ProgressLine(write: terminal.writeErr) : nil
        return SignalTrap.run(terminal, onFirst: { progress?.finish() }) { interruption in
            arguments.flag("watch")
                ? BuildWatch.run(arguments, terminal, interruption) { once(arguments, terminal, interruption, progress, reads: $0) }
                : once(arguments, terminal, interruption, progress)
        }
    }

    /// The build cache's key of the configs that apply to a file: the run's (its devices and
    /// options shape every output) and the file's own (its rules shape what is found), each
    /// config file fingerprinted once.
    static func configKeys(run: ProjectConfig, _ resolver: ConfigResolver) -> @Sendable (String) -> UInt64 {
        let runKey = ConfigFingerprint.of(run)
        // No config file anywhere the inputs are: every file has the run's settings, the defaults.
        if resolver.loaded.isEmpty, run.file == nil { return { _ in runKey } }
        var keys: [String: UInt64] = [:]
        for load in resolver.loaded { keys[load.config.file ?? ""] = ConfigFingerprint.of(load.config) }
        let known = keys
        return { file in
            let config = resolver.config(for: file)
            let fileKey = known[config.file ?? ""] ?? ConfigFingerprint.of(config)
            // A file governed by the run's own config keys as the run alone.
            return fileKey == runKey ? runKey : runKey ^ (fileKey &* 0x9E37_79B9_7F4A_7C15)
        }
    }

    /// Whether a build's result is left to the process's exit (`ProcessExit`) instead of freed:
    /// at 20,000 specs, its lists of 100,000 outputs and thousands of warnings. Not in a watch,
    /// which builds again in the same process.
    static func leavesResultToExit(_ arguments: ParsedArguments, _ terminal: Terminal) -> Bool {
        terminal.exitsAfterCommand && !arguments.flag("watch")
    }

    /// One build: the config read, the specs checked, the outputs written, the report printed;
    /// under `--watch`, the specs' bytes as it read them recorded in `reads`.
    static func once(
        _ arguments: ParsedArguments, _ terminal: Terminal, _ interruption: Interruption, _ progress: ProgressLine?, reads: WatchReads? = nil
    ) -> ExitCode {
        let settings: ProjectSettings.Run
        switch ProjectSettings.resolve(arguments, paths: arguments.positionals, terminal) {
        case .success(let loaded): settings = loaded
        case .failure(let stop): return stop.code
        }
        let config = settings.config, resolver = settings.resolver
        // Told before the build, which writes even a build of no screen (its shared outputs).
        if settings.inputs.files.isEmpty, settings.inputs.diagnostics.isEmpty, !arguments.flag("allow-empty") {
            return noSpecs(arguments.positionals, terminal)
        }
        var devices: [Device] = []
        for name in arguments.all("device") {
            if name == "all" {
                devices += Device.all.filter { !devices.contains($0) }
                continue
            }
            guard let device = Device.named(name) else {
                let suggestion = Suggestions.didYouMean(name, among: Device.names)
                terminal.writeErr("error: unknown device '\(SafeText.escaped(name))'\(suggestion) (formc devices lists them)\nusage: \(usage)\n")
                return .usage
            }
            if !devices.contains(device) { devices.append(device) }
        }
        let out = arguments.value("out") ?? config.outPath ?? BuildOptions.defaultOutputDirectory
        guard !out.isEmpty else {
            terminal.writeErr("error: --out needs a folder\nusage: \(usage)\n")
            return .usage
        }
        if let overlap = OutputOverlap.problem(out: out, inputs: arguments.positionals) {
            terminal.writeErr("error: \(overlap); name a folder outside the inputs (--out DIR, default \(BuildOptions.defaultOutputDirectory))\nusage: \(usage)\n")
            return .usage
        }
        // CLI > config > default, as ruff resolves its settings.
        var emit = config.emit ?? OutputKind.defaultSet
        if let list = arguments.value("emit") {
            switch OutputKind.parse(list) {
            case .success(let kinds): emit = kinds
            case .failure(let unknown):
                let kinds = OutputKind.allCases.map(\.rawValue)
                let suggestion = Suggestions.didYouMean(unknown.word, among: kinds)
                terminal.writeErr("error: --emit: unknown kind '\(SafeText.escaped(unknown.word))'\(suggestion) (kinds: \(kinds.joined(separator: ", ")))\nusage: \(usage)\n")
                return .usage
            }
        }
        var target = config.iosTarget
        if let text = arguments.value("ios-target") {
            guard let version = IOSVersion(text), version >= IOSVersion.minimum else {
                terminal.writeErr("error: --ios-target: '\(SafeText.escaped(text))' is not an iOS version of \(IOSVersion.minimum) or later (the generated Swift needs UISheetPresentationController)\nusage: \(usage)\n")
                return .usage
            }
            target = version
        }
        // Only a named target is checked: the generated Swift itself runs from iOS 15.
        let checkedTarget = config.checkedIOSTarget(emitting: emit, target: target)
        let deploymentChecked = { (stages: Stages) in
            let checked = stages.checkingDeploymentTarget(checkedTarget)
            return reads.map(checked.recordingReads(into:)) ?? checked
        }
        let options = BuildOptions(
            paths: arguments.positionals, outputDirectory: out, devices: devices.isEmpty ? config.devices ?? [.default] : devices,
            draft: arguments.value("draft").flatMap(ResultSchema.Draft.init(flag:)) ?? .draft2020_12,
            strict: arguments.flag("strict") || config.strict == true, clean: arguments.flag("clean"), emit: emit,
            configKey: configKeys(run: config, resolver),
            checkOptions: checkedTarget.map { "ios-target \($0)" } ?? "", inputs: settings.inputs)
        let format = ReportFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let extra = ExtraReports(checked: arguments)
        if let failure = OutputSession.preflight(out) {
            terminal.writeErr("error: \(SafeText.escaped(failure.description))\n")
            return .ioFailure
        }

        let onProgress = progress?.handler
        let clock = ContinuousClock()
        let started = clock.now
        let lint = LintPipeline(stages: deploymentChecked(.configured(by: resolver)), discovery: InputDiscovery(isExcluded: { resolver.excludes($0) }),
                                keepsSources: format == .text || extra.formats.contains("text"))
        let pipeline = BuildPipeline(lint: lint, renderers: Renderers.standard.swiftAccess(config.swiftAccess), interruption: interruption)
        let result = BlockingRunner.run { await pipeline.run(options, progress: onProgress) }
        defer { if leavesResultToExit(arguments, terminal) { ProcessExit.keep(result) } }
        let elapsed = clock.now - started
        progress?.finish()
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

        if let signal = interruption.signal {
            let kept = result.status == .interrupted
                ? RunSummary.build(result, seconds: seconds)
                : "interrupted after the build was complete: \(out) holds the new build"
            terminal.writeErr(SafeText.escaped(kept) + "\n")
            return .stopped(by: signal)
        }
        if result.lint.report.files == 0, result.lint.inputs.diagnostics.isEmpty, !arguments.flag("allow-empty") {
            return noSpecs(arguments.positionals, terminal)
        }
        terminal.writeReport(result.lint.report, as: format)
        for screen in result.skipped where !screen.isExplained {
            terminal.writeErr("error: screen '\(SafeText.escaped(screen.id))' was not built: \(screen.reason)\n")
        }
        if let failure = result.write.failure {
            terminal.writeErr("error: \(SafeText.escaped(failure.description))\n")
        }
        if result.cleanSkipped {
            terminal.writeErr("note: --clean removed nothing: some inputs could not be read, and the screens they hold may still exist\n")
        }
        terminal.writeErr(RunSummary.build(result, seconds: seconds) + "\n")
        let written = extra.write(terminal) { ReportFormatter.format(result.lint.report, as: ReportFormat(rawValue: $0) ?? .json, codes: .formc) }
        if !written, result.status != .interrupted { return .ioFailure }
        switch result.status {
        case .success: return .success
        case .specErrors: return .specErrors
        case .writeFailure: return .ioFailure
        case .interrupted: return .interrupted
        }
    }
}
