import FormcCore
import FormcGenerate
import FormcGeometry
import FormcSpec
import Glibc

/// What `formc build` was asked to do (contract §10).
public struct BuildOptions: Sendable {
    public var paths: [String]
    public var outputDirectory: String
    public var devices: [Device]
    public var draft: ResultSchema.Draft
    /// Warnings fail the run, and a screen with warnings is not built.
    public var strict: Bool
    /// Remove outputs of screens that no longer exist.
    public var clean: Bool

    public static let defaultOutputDirectory = "build/formc"

    public init(
        paths: [String], outputDirectory: String = Self.defaultOutputDirectory, devices: [Device] = [.default],
        draft: ResultSchema.Draft = .draft2020_12, strict: Bool = false, clean: Bool = false
    ) {
        self.paths = paths
        self.outputDirectory = outputDirectory
        self.devices = devices
        self.draft = draft
        self.strict = strict
        self.clean = clean
    }
}

/// How a build ended, as the contract's exit codes count it.
public enum BuildStatus: Hashable, Sendable {
    case success
    /// Spec errors (or warnings under `--strict`): exit 1.
    case specErrors
    /// Writing an output failed: exit 3.
    case writeFailure
}

/// What a build did.
public struct BuildResult: Sendable {
    public var lint: LintRun
    /// The ids of the screens whose outputs were written, in input order.
    public var built: [String]
    public var skipped: [SkippedScreen]
    public var write: WriteOutcome
    /// `--clean` was asked for but not done, because some input could not be read completely
    /// and the screens it holds may still exist.
    public var cleanSkipped: Bool
    public var status: BuildStatus
}

/// `formc build`: lint, then render every valid screen concurrently and write the outputs
/// atomically (`OutputWriter`). Screens with errors get no outputs and keep their earlier ones;
/// the others are still written. Outputs are sorted by name and rendered from values alone,
/// so the same inputs give the same bytes on any machine.
public struct BuildPipeline: Sendable {
    public var lint: LintPipeline
    public var renderers: Renderers
    public var fileSystem: any FileSystem
    public var processID: Int32

    public init(lint: LintPipeline, renderers: Renderers, fileSystem: any FileSystem = PosixFileSystem(), processID: Int32 = getpid()) {
        self.lint = lint
        self.renderers = renderers
        self.fileSystem = fileSystem
        self.processID = processID
    }

    public func run(_ options: BuildOptions, progress: (@Sendable (RunProgress) -> Void)? = nil) async -> BuildResult {
        var lint = self.lint
        lint.keepsScreens = true  // they are rendered
        let run = await lint.run(paths: options.paths, progress: progress)
        let screens = run.screens
        let buildable = screens.filter { $0.isBuildable(strict: options.strict) }
        let skipped = screens.filter { !$0.isBuildable(strict: options.strict) }.map { Self.skipped($0, strict: options.strict) }
        let entries = await render(buildable, options: options)

        var outputs: [PlannedOutput] = []
        if !entries.isEmpty {
            for rendered in entries {
                let id = rendered.entry.screen.id.value
                outputs.append(PlannedOutput(name: OutputNames.schema(id), text: rendered.schema))
                outputs.append(PlannedOutput(name: OutputNames.mockup(id), text: Renderers.mockupFile(rendered.entry.mockups)))
            }
            outputs.append(PlannedOutput(name: OutputNames.specSchema, text: renderers.specSchema()))
            let printout = ReviewPrintout(entries: entries.map(\.entry), skipped: skipped, fileCount: run.report.files,
                                          devices: options.devices.map(\.name))
            outputs.append(PlannedOutput(name: OutputNames.index, text: printout.render()))
        }
        outputs.sort { $0.name < $1.name }

        // `--clean` only when every screen of the inputs is known: an unreadable file may hold one.
        let everythingRead = run.inputs.diagnostics.isEmpty && run.files.allSatisfy(\.isFullyRead)
        let keep: Set<String>? = options.clean && everythingRead ? Set(screens.map(\.id)) : nil
        let writer = OutputWriter(fileSystem: fileSystem, directory: options.outputDirectory, processID: processID)
        let write = outputs.isEmpty && keep == nil ? WriteOutcome() : writer.write(outputs, keepingScreens: keep)

        // A screen left out without a diagnostic of its own (a reserved id) still fails the build.
        let unexplained = skipped.contains { !$0.isExplained }
        let status: BuildStatus = write.failure != nil ? .writeFailure
            : run.fails(strict: options.strict) || unexplained ? .specErrors : .success
        return BuildResult(
            lint: run, built: entries.map(\.entry.screen.id.value), skipped: skipped, write: write,
            cleanSkipped: options.clean && keep == nil, status: status)
    }

    /// One screen's generated texts.
    private struct RenderedScreen: Sendable {
        var entry: ReviewEntry
        var schema: String
    }

    /// Schemas and mockups of every buildable screen, rendered concurrently, in input order.
    private func render(_ outcomes: [ScreenOutcome], options: BuildOptions) async -> [RenderedScreen] {
        let renderers = self.renderers
        let devices = options.devices
        let draft = options.draft
        let screens = outcomes.compactMap { outcome in outcome.fullScreen.map { (outcome, $0) } }
        var rendered = [RenderedScreen?](repeating: nil, count: screens.count)
        await withTaskGroup(of: (Int, RenderedScreen).self) { group in
            for (index, (outcome, screen)) in screens.enumerated() {
                group.addTask {
                    let warnings = outcome.diagnostics.filter { $0.severity == .warning }.sortedForReport()
                    let entry = ReviewEntry(screen: screen, warnings: warnings, mockups: renderers.mockups(screen, devices))
                    return (index, RenderedScreen(entry: entry, schema: renderers.resultSchema(screen, draft)))
                }
            }
            for await (index, screen) in group { rendered[index] = screen }
        }
        return rendered.compactMap { $0 }
    }

    private static func skipped(_ outcome: ScreenOutcome, strict: Bool) -> SkippedScreen {
        let cause: SkippedScreen.Cause
        if outcome.errors > 0 {
            cause = .errors(outcome.errors)
        } else if outcome.isDuplicate {
            cause = .duplicateID
        } else if strict, outcome.warnings > 0 {
            cause = .warningsUnderStrict(outcome.warnings)
        } else if OutputNames.isReservedScreenID(outcome.id) {
            cause = .reservedID
        } else {
            cause = .unusableID
        }
        return SkippedScreen(id: outcome.id, file: outcome.identity.file, cause: cause)
    }
}
