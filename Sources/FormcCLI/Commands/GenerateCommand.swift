import FormcBuild
import FormcCore
import FormcProject
import FormcSpec
import FormcSwiftGen

/// `formc generate`: the Swift of each spec file, named before formc reads the specs, for a
/// build system that must declare its outputs (the SwiftPM plugin, an Xcode build phase).
struct GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Write the Swift of each spec file, for a build system (the SwiftPM plugin)."
    static let usage = "formc generate SPEC… --out DIR [--relative-to DIR] [--ios-target VERSION] [--strict] [--config FILE]"
    static let discussion = """
        Checks the SPEC files as 'formc lint' does and, when none has an error (nor a warning,
        with --strict), writes into DIR one Swift file per SPEC, holding the types of all its
        screens, and FormcSupport.swift, which they share. A SPEC's file is named from its
        path relative to --relative-to (default: the current folder), its folders and name
        joined by '_' and .yaml or .yml replaced by .swift: Specs/home/main.yaml gives
        Specs_home_main.swift, so a build system knows every name before formc runs. A file is
        rewritten only when its text changes, so the Swift compiler rebuilds only what changed.
        Problems go to stderr as 'formc lint' prints them (file:line:col: error[CODE]: …).

        Exit status: 0 written, 1 spec errors (or warnings with --strict; nothing written),
        2 usage error, 3 a file could not be written.
        """
    static let options: [OptionSpec] = [
        OptionSpec(name: "out", valueName: "DIR", help: "Where the Swift files go (required)."),
        OptionSpec(name: "relative-to", valueName: "DIR", help: "The folder the files are named from (default: the current folder)."),
        OptionSpec(name: "ios-target", valueName: "VERSION", help: "The app's lowest iOS: W510 where the Swift needs more."),
        CommonOptions.strict, ProjectSettings.option,
    ]

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) -> ExitCode {
        let specs = arguments.positionals
        guard let out = arguments.value("out"), !out.isEmpty else { return usageError("--out DIR is required", terminal) }
        guard !specs.isEmpty else { return usageError("name the SPEC files to generate Swift for", terminal) }
        let fileSystem = PosixFileSystem()
        for spec in specs {
            switch fileSystem.statusIfPresent(spec)?.kind {
            case .regular?: continue
            case nil: return usageError("'\(SafeText.escaped(spec))' does not exist", terminal)
            default: return usageError("'\(SafeText.escaped(spec))' is not a spec file (generate names each file; a folder is not one)", terminal)
            }
        }
        let names: [String: (file: String, path: String)]
        switch outputNames(specs, relativeTo: arguments.value("relative-to") ?? ".") {
        case .success(let found): names = found
        case .failure(let error): return usageError(error.message, terminal)
        }
        let settings: ProjectSettings.Run
        switch ProjectSettings.resolve(arguments, paths: specs, terminal) {
        case .success(let run): settings = run
        case .failure(let box): return box.code
        }
        var target = settings.config.iosTarget
        if let text = arguments.value("ios-target") {
            guard let version = IOSVersion(text), version >= IOSVersion.minimum else {
                return usageError("--ios-target: '\(SafeText.escaped(text))' is not an iOS version of \(IOSVersion.minimum) or later", terminal)
            }
            target = version
        }
        let configured = Stages.configured(by: settings.resolver)
        let lint = LintPipeline(stages: target.map(configured.checkingDeploymentTarget) ?? configured)
        let run = BlockingRunner.run { await lint.run(paths: specs) }
        if !run.report.diagnostics.isEmpty {
            ReportFormatter.writeText(run.report, color: terminal.stderrColor, to: terminal.writeErrBytes)
        }
        if run.fails(strict: arguments.flag("strict") || settings.config.strict == true) { return .specErrors }
        let screens = run.screens.map(\.screen)
        let stems = ScreenNames.stems(of: screens.map(\.id.value))
        var byFile: [String: [Screen]] = [:]
        for screen in screens { byFile[screen.file, default: []].append(screen) }
        var files = specs.map { spec in
            let named = names[spec] ?? (file: "", path: spec)
            return (name: named.file, text: SwiftGenerator.specFile(byFile[spec] ?? [], file: named.path, stems: stems,
                                                                    access: settings.config.swiftAccess))
        }
        files.append((name: SupportFile.fileName, text: SwiftGenerator.supportFile(access: settings.config.swiftAccess)))
        do {
            try GeneratedFiles.write(files, into: out, fileSystem)
        } catch {
            terminal.writeErr("error: cannot write the generated Swift in '\(SafeText.escaped(out))': \(SafeText.escaped(error.reason))\n")
            return .ioFailure
        }
        return .success
    }

    /// Each spec's output name (`SwiftGenerator.specFileName`) and its path relative to `base`
    /// (what the file's header names), or the two specs whose names meet (each other, or the
    /// support file's).
    static func outputNames(_ specs: [String], relativeTo base: String) -> Result<[String: (file: String, path: String)], UsageError> {
        let root = AbsolutePath.of(base)
        var names: [String: (file: String, path: String)] = [:], owners: [String: String] = [SupportFile.fileName: "formc's support file"]
        for spec in specs {
            let absolute = AbsolutePath.of(spec)
            guard absolute.hasPrefix(root + "/") || root == "/" else {
                return .failure(UsageError(message: "'\(SafeText.escaped(spec))' is not under --relative-to '\(SafeText.escaped(base))'"))
            }
            let relative = String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
            let name = SwiftGenerator.specFileName(ofRelativePath: relative)
            if let owner = owners[name], owner != spec {
                return .failure(UsageError(message:
                    "'\(SafeText.escaped(spec))' and \(owner.hasPrefix("formc") ? owner : "'\(SafeText.escaped(owner))'") would both be written as \(name); rename one"))
            }
            owners[name] = spec
            names[spec] = (file: name, path: relative)
        }
        return .success(names)
    }

    private static func usageError(_ message: String, _ terminal: Terminal) -> ExitCode {
        terminal.writeErr("error: \(message)\nusage: \(usage)\n")
        return .usage
    }
}
