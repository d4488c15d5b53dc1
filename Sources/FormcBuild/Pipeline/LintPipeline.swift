import FormcCore
import FormcLoad
import FormcProject
import FormcSpec

/// How far a run has got, for the progress line on a terminal.
public struct RunProgress: Hashable, Sendable {
    /// Checking files (lint, and build first), then writing screens' outputs (build).
    public enum Phase: Hashable, Sendable {
        case checking
        case writing
    }

    public var phase: Phase
    public var done: Int
    public var total: Int
    /// The file just checked, or the screen just written.
    public var path: String

    public init(phase: Phase = .checking, done: Int, total: Int, path: String) {
        self.phase = phase
        self.done = done
        self.total = total
        self.path = path
    }
}

/// The check that `lint` runs and `build` starts with: find the inputs, then load, decode and
/// validate every file concurrently, then the checks across files (E300).
///
/// Files are independent until the cross-file check, so each is one child task of a task
/// group; results are put back in input order, so nothing that comes out depends on which task
/// finished first or how many cores there are.
///
/// Memory stays small on big trees: a file's YAML nodes are dropped as soon as it is checked;
/// of its text only the lines that diagnostics show are kept, and only with `keepsSources`
/// (the human form needs them, machine formats do not); without `keepsScreens` (lint, build) only each
/// screen's identity is kept for the cross-file check.
public struct LintPipeline: Sendable {
    public var stages: Stages
    public var discovery: InputDiscovery
    /// Whether `LintRun` holds whole screens or only their identities (`lint`, and `build`,
    /// which reads each screen again when it renders it).
    public var keepsScreens: Bool
    /// Whether the report holds the source lines that the human form shows.
    public var keepsSources: Bool
    /// Where a build keeps the screens it will render, as far as they fit (`KeptScreens`).
    var keptScreens: KeptScreens?
    /// When requested, no further file is started: the run ends with what was checked.
    public var interruption: Interruption?
    /// The outcome of a file that need not be checked again (an incremental build's
    /// `CheckReuse`); nil checks it.
    public var reuse: (@Sendable (_ path: String) -> FileOutcome?)?

    public init(stages: Stages, discovery: InputDiscovery = InputDiscovery(), keepsScreens: Bool = true, keepsSources: Bool = true) {
        self.stages = stages
        self.discovery = discovery
        self.keepsScreens = keepsScreens
        self.keepsSources = keepsSources
    }

    /// Files checked at once at most; more than the cores, so none waits for the next file.
    static let tasksInFlight = 64

    /// Checks everything under `paths` (the default `specs/` when empty).
    public func run(paths: [String], progress: (@Sendable (RunProgress) -> Void)? = nil) async -> LintRun {
        await run(inputs: discovery.discover(paths), progress: progress)
    }

    /// Checks `inputs`, found by this pipeline's `discovery` before the run (a command that
    /// needed them first, to load their configs, walks the tree once).
    public func run(inputs: DiscoveredInputs, progress: (@Sendable (RunProgress) -> Void)? = nil) async -> LintRun {
        let stages = self.stages
        let keep = (screens: keepsScreens, sources: keepsSources), kept = keptScreens
        var outcomes = [FileOutcome?](repeating: nil, count: inputs.files.count)
        await withTaskGroup(of: (Int, FileOutcome).self) { group in
            // A window of tasks in flight rather than one task per file up front: a tree of
            // 20,000 files needs no 20,000 suspended tasks to keep two cores busy.
            var pending = inputs.files.enumerated().makeIterator()
            func addNext() {
                guard interruption?.isRequested != true, let (index, path) = pending.next() else { return }
                group.addTask { [reuse] in
                    (index, reuse?(path) ?? Self.check(path, stages: stages, keepsScreens: keep.screens, keepsSources: keep.sources, kept: kept))
                }
            }
            for _ in 0..<Self.tasksInFlight { addNext() }
            var done = 0
            for await (index, outcome) in group {
                outcomes[index] = outcome
                done += 1
                progress?(RunProgress(done: done, total: inputs.files.count, path: outcome.path))
                addNext()
            }
        }
        var files = outcomes.compactMap { $0 }
        return Self.assemble(inputs: inputs, files: &files, stages: stages,
                             sourceReader: keepsSources ? discovery.fileSystem : nil)
    }

    /// Loads, decodes and validates one file; the checks across screens wait for every file.
    /// Its screens are offered to `kept`, when given.
    static func check(_ path: String, stages: Stages, keepsScreens: Bool, keepsSources: Bool, kept: KeptScreens? = nil) -> FileOutcome {
        // Document by document: a file of thousands is never held whole as nodes or screens.
        let (checked, screens) = stages.check(path: path) {
            kept?.offer($0.screen, diagnostics: $0.diagnostics)
            return ScreenOutcome(screen: $0.screen, keepingScreen: keepsScreens, diagnostics: $0.diagnostics)
        }
        let shown = keepsSources ? SourceExcerpt.make(checked.source, for: ([checked.fileDiagnostics] + screens.map(\.diagnostics)).joined()) : nil
        return FileOutcome(path: path, source: shown, diagnostics: checked.fileDiagnostics,
                           screens: screens, undecodedDocuments: checked.undecodedDocuments, contentHash: FileOutcome.hash(of: checked.source.bytes))
    }

    /// The cross-file checks, and the report over everything.
    ///
    /// `sourceReader` re-reads the text of files that only the cross-file check found problems
    /// in (nil when sources are not kept).
    static func assemble(inputs: DiscoveredInputs, files: inout [FileOutcome], stages: Stages, sourceReader: (any FileSystem)?) -> LintRun {
        // Only screens that share an id can break a check across screens (E300): a run without
        // a repeated id hands over none (`sharingAnID`).
        let repeated: Set<String>, buildDiagnostics: [Diagnostic]
        do {
            // Scoped: the view of `files` is gone before `files` is changed below.
            let outcomes = files.lazy.flatMap(\.screens)
            repeated = outcomes.repeatedIDs
            buildDiagnostics = stages.validateBuild(outcomes.screens(withIDs: repeated))
        }
        // The build check may repeat what the per-file checks already found; keep one of each.
        // Only the files these name can hold one already (none, in a run without E300).
        let named = Set(buildDiagnostics.map(\.file))
        var known = Set<Diagnostic>()
        for file in files where named.contains(file.path) {
            known.formUnion(file.diagnostics)
            for screen in file.screens { known.formUnion(screen.diagnostics) }
        }
        var unplaced: [Diagnostic] = []
        var touched = Set<Int>()
        var indexOf: [String: Int] = [:]
        for (index, file) in files.enumerated().reversed() where named.contains(file.path) { indexOf[file.path] = index }
        for diagnostic in buildDiagnostics where known.insert(diagnostic).inserted {
            if let index = indexOf[diagnostic.file] {
                place(diagnostic, in: &files[index])
                touched.insert(index)
            } else {
                unplaced.append(diagnostic)
            }
        }
        // The excerpts were cut before these diagnostics existed: cut them again from the file.
        if let sourceReader {
            for index in touched.sorted() {
                guard let bytes = try? sourceReader.readFile(files[index].path) else { continue }
                let file = files[index]
                files[index].source = SourceExcerpt.make(
                    SourceFile(path: file.path, bytes: bytes), for: ([file.diagnostics] + file.screens.map(\.diagnostics)).joined())
            }
        }
        markDuplicates(repeated, in: &files)
        let all = [Diagnostic].joined { list in
            list(inputs.diagnostics)
            list(unplaced)
            for file in files {
                list(file.diagnostics)
                for screen in file.screens { list(screen.diagnostics) }
            }
        }
        let report = DiagnosticReport(
            diagnostics: all, sources: files.compactMap(\.source), files: inputs.files.count,
            screens: files.reduce(0) { $0 + $1.screens.count })
        return LintRun(inputs: inputs, files: files, report: report)
    }

    /// Files a build-wide diagnostic of `file` under the screen whose document it points into
    /// (so that screen is not built), else under the file.
    private static func place(_ diagnostic: Diagnostic, in file: inout FileOutcome) {
        if let start = diagnostic.range?.start,
           let s = file.screens.firstIndex(where: { $0.identity.range.start <= start && start <= $0.identity.range.end }) {
            file.screens[s].diagnostics.append(diagnostic)
        } else {
            file.diagnostics.append(diagnostic)
        }
    }

    private static func markDuplicates(_ repeated: Set<String>, in files: inout [FileOutcome]) {
        guard !repeated.isEmpty else { return }
        for f in files.indices {
            for s in files[f].screens.indices where repeated.contains(files[f].screens[s].id) {
                files[f].screens[s].isDuplicate = true
            }
        }
    }
}
