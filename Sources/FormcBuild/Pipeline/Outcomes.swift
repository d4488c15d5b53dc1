import FormcCore
import FormcLoad
import FormcProject
import FormcSpec

/// One screen of a run and every diagnostic that concerns it.
public struct ScreenOutcome: Sendable {
    /// The whole screen, boxed so that an outcome stays small; nil when the pipeline keeps
    /// only identities (`lint`, which renders nothing and must stay small on big trees).
    private let kept: ScreenBox?
    /// Its file, document, place and id.
    public var identity: ScreenIdentity
    /// Its title, and how many fields it has: what the review printout's table of screens
    /// shows, kept so that the table can be written before any screen is rendered.
    public var title: String?
    public var fieldCount: Int
    /// Decoding, validation and build-wide problems located in this screen's document.
    public var diagnostics: [Diagnostic]
    /// Another screen of the run has the same id (E300): neither gets outputs, since they
    /// would overwrite each other.
    public var isDuplicate: Bool

    public init(screen: Screen, keepingScreen: Bool = true, diagnostics: [Diagnostic], isDuplicate: Bool = false) {
        self.kept = keepingScreen ? ScreenBox(screen) : nil
        self.identity = ScreenIdentity(screen)
        self.title = screen.title?.value
        self.fieldCount = screen.fields.count
        self.diagnostics = diagnostics
        self.isDuplicate = isDuplicate
    }

    /// A screen of a file the previous build found no error in (`CachedFile`), not read again,
    /// with the diagnostics its check reported then.
    public init(identity: ScreenIdentity, title: String?, fieldCount: Int, diagnostics: [Diagnostic] = []) {
        self.kept = nil
        self.identity = identity
        self.title = title
        self.fieldCount = fieldCount
        self.diagnostics = diagnostics
        self.isDuplicate = false
    }

    /// The whole screen when it was kept, else its identity as a screen without fields.
    public var screen: Screen { kept?.screen ?? identity.screen }
    /// The whole screen, nil when only the identity was kept.
    public var fullScreen: Screen? { kept?.screen }
    /// The screen id.
    public var id: String { identity.id.value }
    public var errors: Int { diagnostics.errorCount }
    public var warnings: Int { diagnostics.warningCount }

    /// Whether the screen may be built: no errors (no warnings either under `--strict`), not a
    /// duplicate, and an id that is safe as a file name and names no shared output.
    public func isBuildable(strict: Bool) -> Bool {
        errors == 0 && (!strict || warnings == 0) && !isDuplicate && OutputNames.isSafeScreenID(id)
            && !OutputNames.isReservedScreenID(id)
    }
}

extension Sequence<ScreenOutcome> {
    /// The screen ids that more than one of these screens has.
    public var repeatedIDs: Set<String> {
        var seen = Set<String>(minimumCapacity: underestimatedCount), repeated = Set<String>()
        for outcome in self where !seen.insert(outcome.id).inserted { repeated.insert(outcome.id) }
        return repeated
    }

    /// What the checks across screens (E300) read of these: the screens whose id another of
    /// them has, the only ones those checks can concern (a `Screen` is kilobytes, even one
    /// made from an identity); whole where kept, else made from their identity.
    public var sharingAnID: [Screen] { screens(withIDs: repeatedIDs) }

    /// The screens with one of `ids`, in order, as `sharingAnID` gives them.
    func screens(withIDs ids: Set<String>) -> [Screen] {
        ids.isEmpty ? [] : filter { ids.contains($0.id) }.map(\.screen)
    }
}

/// A screen on the heap: outcomes are copied while a run is assembled, a screen is kilobytes.
private final class ScreenBox: Sendable {
    let screen: Screen
    init(_ screen: Screen) { self.screen = screen }
}

/// One input file after loading, decoding and validating.
public struct FileOutcome: Sendable {
    public var path: String
    /// The lines that human diagnostics show (`SourceExcerpt`); nil when there are none, or
    /// when the run keeps no sources (machine formats).
    public var source: SourceFile?
    /// Problems of the file that belong to no screen: reading, YAML syntax, and documents too
    /// broken to decode into a screen.
    public var diagnostics: [Diagnostic]
    /// Its screens, in document order.
    public var screens: [ScreenOutcome]
    /// Documents that decoded to no screen although they were not empty.
    public var undecodedDocuments: Int
    /// A hash of the bytes that were checked (`FileOutcome.hash(of:)`): a build that reads the
    /// file again to render it knows whether it still holds what was checked. Nil when unknown.
    public var contentHash: Int?
    /// Taken from the build cache (the file had not changed, and no error was found in it
    /// before) instead of being checked again; its diagnostics are those of that check.
    public var isFromCache = false

    public init(path: String, source: SourceFile?, diagnostics: [Diagnostic], screens: [ScreenOutcome], undecodedDocuments: Int,
                contentHash: Int? = nil) {
        self.path = path
        self.source = source
        self.diagnostics = diagnostics
        self.screens = screens
        self.undecodedDocuments = undecodedDocuments
        self.contentHash = contentHash
    }

    /// The hash `contentHash` holds: `StableHash`, the same in every process, so the build
    /// cache can compare it with the previous build's.
    public static func hash(of bytes: [UInt8]) -> Int {
        Int(Int64(bitPattern: StableHash.of(bytes)))
    }

    /// Whether every screen the file may define is known (nothing failed to load or decode).
    /// `--clean` trusts only a run where this holds for every file.
    public var isFullyRead: Bool {
        undecodedDocuments == 0 && diagnostics.errorCount == 0
    }
}

/// Everything `lint` found: the basis of every report and of `build`.
public struct LintRun: Sendable {
    public var inputs: DiscoveredInputs
    /// In the order of `inputs.files`.
    public var files: [FileOutcome]
    /// Every diagnostic of the run, in report order.
    public var report: DiagnosticReport

    public init(inputs: DiscoveredInputs, files: [FileOutcome], report: DiagnosticReport) {
        self.inputs = inputs
        self.files = files
        self.report = report
    }

    /// Every screen, in file order then document order.
    public var screens: [ScreenOutcome] { files.flatMap(\.screens) }

    /// Whether the run fails: errors, or warnings under `--strict`.
    public func fails(strict: Bool) -> Bool {
        report.errors > 0 || (strict && report.warnings > 0)
    }
}
