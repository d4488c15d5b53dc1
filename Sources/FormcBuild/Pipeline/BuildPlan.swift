import FormcCore
import FormcProject
import FormcReview
import FormcSwiftGen

/// A screen the build will render, as the check left it: where to read it again, and what was
/// found in it. Small, so a build keeps one per screen while it holds only a batch of rendered
/// ones.
struct PendingScreen: Sendable {
    var id: String
    /// Its spec file and document.
    var file: String
    var documentIndex: Int
    /// The hash of the file's bytes when it was checked (`FileOutcome.contentHash`).
    var contentHash: Int?
    /// Everything the check found in it (a buildable screen has warnings at most).
    var diagnostics: [Diagnostic]
    /// The key of everything its outputs are made from (`RenderInputs`); nil when unknown.
    var renderKey: UInt64?
}

/// What a build will do, decided from the check alone before anything is rendered: the screens
/// to build in input order, the review printout's table of them, and the screens left out.
struct BuildPlan: Sendable {
    var pending: [PendingScreen] = []
    var rows: [ReviewRow] = []
    var skipped: [SkippedScreen] = []
    /// The kinds of outputs written.
    var emit: Set<OutputKind>
    /// The files the next build need not check again (`CheckReuse.cachedFiles`), in a cache
    /// without screens: made when asked, so that a build that renders holds them only once its
    /// screens are written (`BuildWriter`).
    var cachedFiles: @Sendable () -> BuildCache = { BuildCache() }
    /// The key of the shared outputs (`RenderInputs.contentsKey`).
    var contentsKey: UInt64?

    init(_ run: LintRun, strict: Bool, emit: Set<OutputKind> = OutputKind.defaultSet) {
        self.emit = emit
        for file in run.files {
            for outcome in file.screens {
                guard outcome.isBuildable(strict: strict) else {
                    skipped.append(Self.skipped(outcome, strict: strict))
                    continue
                }
                // As the screen's section lists them: each warning once.
                let warnings = Self.distinctWarnings(outcome.diagnostics)
                pending.append(PendingScreen(
                    id: outcome.id, file: outcome.identity.file, documentIndex: outcome.identity.documentIndex,
                    contentHash: file.contentHash, diagnostics: outcome.diagnostics))
                rows.append(ReviewRow(id: outcome.id, title: outcome.title, file: outcome.identity.file,
                                      fieldCount: outcome.fieldCount, warningCount: warnings))
            }
        }
    }

    /// Every name the build writes, as its screens' ids and the kinds emitted (100,000 names at
    /// 20,000 screens are never made together): the shared outputs alone when no screen is
    /// built (an empty build's contents page lists none; §10: the spec-language schema is
    /// always written).
    var outputNames: PlannedNames {
        PlannedNames(ids: pending.map(\.id), mask: OutputTable.mask(of: OutputNames.screenOutputs("x", emitting: emit)),
                            shared: OutputNames.shared(emitting: emit))
    }

    /// The Swift names of the screens' types (`swiftStems`) when the build emits Swift, as
    /// `assignKeys` found them.
    private(set) var stems: [String: String]?

    /// Gives each screen its `RenderInputs` key, and the shared outputs theirs.
    mutating func assignKeys(_ inputs: RenderInputs, fileCount: Int, deviceNames: [String]) {
        contentsKey = inputs.contentsKey(rows: rows, fileCount: fileCount, deviceNames: deviceNames)
        let stems = emit.contains(.swift) ? swiftStems : nil
        self.stems = stems
        for index in pending.indices {
            pending[index].renderKey = inputs.key(pending[index], swiftStem: stems.map { $0[pending[index].id] ?? "" })
        }
    }

    /// The cache a build of this plan leaves: every built screen's key, the shared outputs'
    /// key, and the files found without an error.
    var cache: BuildCache {
        var cache = cachedFiles()
        cache.screens = screenKeys
        cache.contents = contentsKey
        return cache
    }

    /// Whether a build of this plan may leave `previous`'s folder as it is (`OutputSession.isUpToDate`):
    /// only when every screen's key and the shared outputs' are those `previous` recorded. Told
    /// before `cache`'s files are made.
    func mayLeaveAsItIs(_ previous: BuildCache?) -> Bool {
        guard let previous, previous.contents == contentsKey else { return false }
        return previous.screens == screenKeys
    }

    /// Every built screen's key, by id.
    private var screenKeys: [String: UInt64] {
        var screens: [String: UInt64] = [:]
        for screen in pending { if let key = screen.renderKey { screens[screen.id] = key } }
        return screens
    }

    /// The shared outputs' key as the cache records it.

    /// The Swift names of the built screens' types, which depend on every id of the build
    /// (`ScreenNames.stems`), decided before any screen is rendered.
    var swiftStems: [String: String] { ScreenNames.stems(of: pending.map(\.id)) }

    /// The number of distinct warnings among `diagnostics`: a set is made only when two could
    /// be the same.
    static func distinctWarnings(_ diagnostics: [Diagnostic]) -> Int {
        let count = diagnostics.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) }
        return count < 2 ? count : Set(diagnostics.lazy.filter { $0.severity == .warning }).count
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
