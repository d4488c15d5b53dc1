import FormcCore
import FormcLoad
import FormcSpec
import FormcSwiftGen

/// What a document decoded to: its screen (nil when the document is empty or too broken to
/// name a screen) and the problems found on the way.
public struct DecodedScreen: Sendable {
    public var screen: Screen?
    public var diagnostics: [Diagnostic]

    public init(screen: Screen?, diagnostics: [Diagnostic]) {
        self.screen = screen
        self.diagnostics = diagnostics
    }
}

/// The stages of the pipeline that the build runs for every file, as values: `standard` wires
/// the real loader, decoder and validator; tests swap one stage to make it fail on purpose.
public struct Stages: Sendable {
    /// Reads and parses one file (E100–E104), handing each document to `each`, with the
    /// file's text, as soon as it is parsed: the file comes back without its documents, so a
    /// file of thousands of documents is never held whole as nodes. `load(_:)` collects them.
    public var loadEach: @Sendable (_ path: String, _ each: (SourceFile, Document) -> Void) -> LoadedFile
    /// Types one document (E200–E206 and the structural rules).
    public var decode: @Sendable (_ document: Document, _ file: String) -> DecodedScreen
    /// Checks one screen on its own (references, semantics, device geometry).
    public var validate: @Sendable (_ screen: Screen) -> [Diagnostic]
    /// Checks the screens of the whole run together (E300: a screen id used twice), after
    /// `validate` ran on each. A run that keeps no screens (lint; render, but for the screen
    /// it draws) passes identities: screens with their file, place and id but no fields
    /// (`ScreenIdentity.screen`), and only those whose id another screen of the run has
    /// (`LintPipeline`, `sharingAnID`), the only ones it can concern.
    public var validateBuild: @Sendable (_ screens: [Screen]) -> [Diagnostic]
    /// What a run's config makes of the findings reported after the stages (the ignore
    /// comments' own W508 and W509): its `rules` applied.
    public var adjust: @Sendable (_ diagnostics: [Diagnostic]) -> [Diagnostic] = { $0 }
    /// Codes these stages never report, so an ignore naming one silences nothing here without
    /// being stale (no W509): W510, which only a run whose config names a target for the Swift
    /// it writes checks (`checkingDeploymentTarget`).
    public var uncheckedCodes: Set<String> = Set(DeploymentTarget.codes.map(\.id))

    public init(
        loadEach: @escaping @Sendable (String, (SourceFile, Document) -> Void) -> LoadedFile,
        decode: @escaping @Sendable (Document, String) -> DecodedScreen,
        validate: @escaping @Sendable (Screen) -> [Diagnostic],
        validateBuild: @escaping @Sendable ([Screen]) -> [Diagnostic]
    ) {
        self.loadEach = loadEach
        self.decode = decode
        self.validate = validate
        self.validateBuild = validateBuild
    }

    /// Stages whose load parses the whole file before handing its documents on (a test's).
    public init(
        load: @escaping @Sendable (String) -> LoadedFile,
        decode: @escaping @Sendable (Document, String) -> DecodedScreen,
        validate: @escaping @Sendable (Screen) -> [Diagnostic],
        validateBuild: @escaping @Sendable ([Screen]) -> [Diagnostic]
    ) {
        self.init(
            loadEach: { path, each in
                var file = load(path)
                for document in file.documents { each(file.source, document) }
                file.documents = []
                return file
            },
            decode: decode, validate: validate, validateBuild: validateBuild)
    }

    /// Reads and parses one file, its documents collected (`loadEach`).
    public func load(_ path: String) -> LoadedFile {
        var documents: [Document] = []
        var file = loadEach(path) { _, document in documents.append(document) }
        file.documents = documents
        return file
    }
}
