import FormcCore
import FormcGenerate
import FormcGeometry
import FormcProject
import FormcReview
import FormcSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `formc build` was asked to do (spec-language.md §10).
public struct BuildOptions: Sendable {
    public var paths: [String]
    public var outputDirectory: String
    public var devices: [Device]
    public var draft: ResultSchema.Draft
    /// Warnings fail the build, which then writes nothing.
    public var strict: Bool
    /// Remove the files formc wrote that this build does not write: outputs of screens that no
    /// longer exist, and of kinds no longer emitted.
    public var clean: Bool
    /// The kinds of outputs to write (`--emit`); all by default.
    public var emit: Set<OutputKind>
    /// The fingerprint of the project config that applies to a spec (`ConfigFingerprint`), by
    /// its path: a screen is rendered again when it changes. By default, that of no config.
    public var configKey: @Sendable (_ file: String) -> UInt64
    /// Which formc is building (`ToolIdentity`): a new one renders every screen again.
    public var tool: String
    /// The options besides the config that change what the check finds (`--ios-target`): a
    /// change checks every spec again.
    public var checkOptions: String
    /// The inputs under `paths`, when the caller found them already (to load their configs):
    /// the build then does not walk the tree again.
    public var inputs: DiscoveredInputs?

    public static let defaultOutputDirectory = "build/formc"

    public init(
        paths: [String], outputDirectory: String = Self.defaultOutputDirectory, devices: [Device] = [.default],
        draft: ResultSchema.Draft = .draft2020_12, strict: Bool = false, clean: Bool = false,
        emit: Set<OutputKind> = OutputKind.defaultSet, configKey: @escaping @Sendable (_ file: String) -> UInt64 = { _ in ConfigFingerprint.none },
        tool: String = ToolIdentity.current, checkOptions: String = "", inputs: DiscoveredInputs? = nil
    ) {
        self.inputs = inputs
        self.checkOptions = checkOptions
        self.emit = emit
        self.configKey = configKey
        self.tool = tool
        self.paths = paths
        self.outputDirectory = outputDirectory
        self.devices = devices
        self.draft = draft
        self.strict = strict
        self.clean = clean
    }
}

/// How a build ended, as the exit codes count it.
public enum BuildStatus: Hashable, Sendable {
    case success
    /// Spec errors (or warnings under `--strict`): exit 1.
    case specErrors
    /// Writing an output failed: exit 3.
    case writeFailure
    /// Stopped by a signal before the new outputs were swapped in: nothing changed.
    case interrupted
}

/// What a build did.
public struct BuildResult: Sendable {
    public var lint: LintRun
    /// The ids of the screens whose outputs were written, in input order.
    public var built: [String]
    /// Of those, the screens rendered by this build; the others' inputs had not changed since
    /// the previous build, whose outputs were kept (incremental build).
    public var rendered: [String] { write.renderedScreens }
    public var skipped: [SkippedScreen]
    public var write: WriteOutcome
    /// `--clean` was asked for but not done, because some input could not be read completely
    /// and the screens it holds may still exist.
    public var cleanSkipped: Bool
    public var status: BuildStatus
}

/// `formc build`: lint, then render every screen and write its outputs atomically.
/// A build that fails the check (errors, or warnings under `--strict`) writes nothing at all:
/// every earlier output, `index.md` included, stays as it was, so the outputs always describe
/// one set of specs that built. Outputs are rendered from values alone, in input order, so the
/// same inputs give the same bytes on any machine and any number of cores.
///
/// Memory does not grow with the outputs: the check keeps a few facts per screen (and the
/// screens themselves when all fit in a budget, `KeptScreens`), then screens are read again
/// where not kept, rendered and written in batches of `batchSize` (concurrently within a
/// batch), and the review printout is streamed to its file (`BuildWriter`).
public struct BuildPipeline: Sendable {
    public var lint: LintPipeline
    public var renderers: Renderers
    public var fileSystem: any FileSystem
    public var processID: Int32
    /// Asked between files and screens; a build interrupted before its swap changes nothing.
    public var interruption: Interruption?
    /// Screens rendered at once, and held at once (two batches at most: one being written, the
    /// next being rendered). More than the cores, so none waits for the next screen.
    public var batchSize: Int
    /// How long before the build a spec's last change must be for its stamp to stand for its
    /// bytes in the next build (`BuildCache.settledAge`); tests shorten it.
    public var settledAge: Int64 = BuildCache.settledAge
    /// The memory the check's screens may take to be rendered without being read again
    /// (`KeptScreens`); tests change it.
    var screenBudget = KeptScreens.defaultBudget
    /// The memory `review.html` may take for pages rendered before their turn
    /// (`ReviewDocumentStream`); tests change it.
    var pageBudget = ReviewDocumentStream.defaultBudget

    public init(
        lint: LintPipeline, renderers: Renderers, fileSystem: any FileSystem = PosixFileSystem(), processID: Int32 = getpid(),
        batchSize: Int = 64, interruption: Interruption? = nil
    ) {
        self.interruption = interruption
        self.lint = lint
        self.renderers = renderers
        self.fileSystem = fileSystem
        self.processID = processID
        self.batchSize = batchSize
    }

    public func run(_ options: BuildOptions, progress: (@Sendable (RunProgress) -> Void)? = nil) async -> BuildResult {
        var lint = self.lint
        // Screens are read again batch by batch to be rendered, but those that fit in a budget of
        // memory (`KeptScreens`): keeping every one would make the build's memory grow with the
        // number of specs.
        lint.keepsScreens = false
        let kept = KeptScreens(budget: screenBudget)
        lint.keptScreens = kept
        lint.interruption = interruption
        let checkKey = CheckReuse.checkKey(tool: options.tool, checkOptions: options.checkOptions, configKey: options.configKey)
        // Read before the check, which its cache lets skip unchanged files. `OutputSession`
        // reads it again and parses it again only if it changed in between.
        var manifest = ReadManifest(fileSystem: fileSystem, directory: options.outputDirectory)
        var reuse = CheckReuse(cache: manifest.manifest.cache ?? BuildCache(), checkKey: checkKey, fileSystem: fileSystem,
                               now: FileStamp.now())
        reuse.settledAge = settledAge
        reuse.stamps.reserve(reuse.cache.files.count)
        reuse.keepsSources = lint.keepsSources
        lint.reuse = reuse.outcome
        let run = if let inputs = options.inputs {
            await lint.run(inputs: inputs, progress: progress)
        } else {
            await lint.run(paths: options.paths, progress: progress)
        }
        lint.reuse = nil
        // A check that took no file from the previous build's cache (a new formc, a config that
        // applies to every spec) keeps none of its files either: from here on the build reads
        // only its screens' keys, and does not hold its file lines (megabytes at 20,000 specs).
        // The manifest read keeps the hash of the file's bytes, so the session takes it as the
        // folder's (`ReadManifest(known:)`): only its names and keys are read from here on.
        if !run.files.contains(where: \.isFromCache) {
            reuse.cache = reuse.cache.withoutFiles
            manifest.manifest.cache = manifest.manifest.cache?.withoutFiles
        }
        // The output folder is listed on another core while the plan is made (it is only read);
        // the session takes the listing when the folder is still the same one.
        let lintFails = run.fails(strict: options.strict), fileSystem = self.fileSystem
        async let listing = lintFails ? nil : FolderListing.of(options.outputDirectory, fileSystem)
        var plan = BuildPlan(run, strict: options.strict, emit: options.emit)
        plan.assignKeys(RenderInputs(tool: options.tool + "\u{0}" + options.checkOptions + "\u{0}" + renderers.identity, devices: options.devices, draft: options.draft,
                                     emit: options.emit, configKey: options.configKey),
                         fileCount: run.report.files, deviceNames: options.devices.map(\.name))
        plan.cachedFiles = { [reuse] in reuse.cachedFiles(run) }
        if interruption?.isRequested == true {
            return BuildResult(lint: run, built: [], skipped: plan.skipped, write: WriteOutcome(), cleanSkipped: false, status: .interrupted)
        }
        // A screen left out without a diagnostic of its own (a reserved id) fails the build too.
        let fails = lintFails || plan.skipped.contains { !$0.isExplained }
        guard !fails else {
            return BuildResult(lint: run, built: [], skipped: plan.skipped, write: WriteOutcome(),
                               cleanSkipped: false, status: .specErrors)
        }

        // `--clean` only when every screen of the inputs is known: an unreadable file may hold one.
        let everythingRead = run.inputs.diagnostics.isEmpty && run.files.allSatisfy(\.isFullyRead)
        let removesOthers = options.clean && everythingRead
        // A build of no screen writes the shared outputs too (the contents page of none), as
        // any build with fewer screens would.
        let renderer = BatchRenderer(stages: lint.stages, renderers: renderers, devices: options.devices,
                                     draft: options.draft, emit: plan.emit, batchSize: batchSize,
                                     swiftStems: plan.stems, kept: kept)
        let writer = BuildWriter(renderer: renderer, fileSystem: fileSystem, directory: options.outputDirectory, manifest: manifest,
                                 listing: await listing, processID: processID, fileCount: run.report.files, deviceNames: options.devices.map(\.name),
                                 interruption: interruption, progress: progress, pageBudget: pageBudget)
        let write = await writer.write(plan, removesOthers: removesOthers)

        let status: BuildStatus = write.failure?.isInterruption == true ? .interrupted : write.failure != nil ? .writeFailure : .success
        return BuildResult(
            lint: run, built: plan.pending.map(\.id), skipped: plan.skipped, write: write,
            cleanSkipped: options.clean && !removesOthers, status: status)
    }
}
