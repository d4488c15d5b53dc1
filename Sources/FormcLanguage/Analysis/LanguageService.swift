import FormcProject
import FormcCore
import FormcSpec
import FormcValidate

/// The language service: documents in, answers out, no I/O. It holds the open documents (as the
/// editor has them) and the workspace's other specs (as the server read them from disk), and
/// answers diagnostics, completion, hover, go-to and code actions in the session's encoding.
///
/// Analyses are cached per document version; `install` takes one computed elsewhere (the
/// server analyses a snapshot off its queue and installs the result only if no newer edit came).
public struct LanguageService: Sendable {
    public var encoding: PositionEncoding
    /// The settings of a spec no `.formc.yaml` applies to (the defaults unless a caller says).
    public var config = ProjectConfig()
    /// The `.formc.yaml` that applies to each spec (the nearest above it), as the server found
    /// it on disk; its settings come from its text here (open, or read from disk).
    private var configFiles: [String: String] = [:]
    private var open: [String: TextDocument] = [:]
    private var analyses: [String: DocumentAnalysis] = [:]
    /// The last analysis of each open document that found a screen: what completion reads
    /// ids from while the text is half typed and does not parse.
    private var lastScreens: [String: [Screen]] = [:]
    private var workspace: [String: WorkspaceSpec] = [:]
    /// E300 by path as the last `diagnosticsRound` reported it.
    private var lastAcross: [String: [Diagnostic]] = [:]
    /// The workspace's screens by id, and the URI of each path: kept up to date as specs are
    /// read, so that a check after an edit costs what the open documents and the repeated ids
    /// hold, not what the whole workspace holds.
    private var workspaceScreens: [String: [(uri: String, identity: ScreenIdentity)]] = [:]
    private var uris: [String: String] = [:]

    /// A spec of the workspace that is not open: its text (for positions), what lint found, and
    /// the fixes of each finding as edits of the file on disk (in `encoding`, the session's), so
    /// that a closed file's diagnostics carry fixes and its code actions work. Made anywhere
    /// (the server reads and analyses the workspace off its queue), kept by `setWorkspaceFile`.
    public struct WorkspaceSpec: Sendable {
        var document: TextDocument
        var diagnostics: [Diagnostic]
        var identities: [ScreenIdentity]
        /// The fixes of the diagnostics that have any.
        var fixes: [Diagnostic: [Fix]]
        /// For a `.formc.yaml`: its settings.
        var projectConfig: ProjectConfig?

        public init(uri: String, bytes: [UInt8], config: ProjectConfig = ProjectConfig(), encoding: PositionEncoding = .utf16) {
            document = TextDocument(uri: uri, version: 0, bytes: bytes)
            let analysis = DocumentAnalysis(document, config: config)
            diagnostics = analysis.diagnostics
            identities = analysis.screens.map(ScreenIdentity.init)
            projectConfig = analysis.projectConfig
            fixes = [:]
            guard !diagnostics.isEmpty else { return }
            let finder = FixFinder(document: document, analysis: analysis, encoding: encoding)
            for diagnostic in diagnostics {
                let found = finder.fixes(for: diagnostic)
                if !found.isEmpty { fixes[diagnostic] = found }
            }
        }

        public var uri: String { document.uri }
    }

    public init(encoding: PositionEncoding = .utf16) {
        self.encoding = encoding
    }

    // MARK: Documents

    public mutating func open(uri: String, version: Int, text: String) {
        open[uri] = TextDocument(uri: uri, version: version, text: text)
        uris[DocumentURI.path(of: uri)] = uri
        analyses[uri] = nil
    }

    /// Applies a `didChange`; false when the document is not open.
    @discardableResult
    public mutating func change(uri: String, version: Int, changes: [TextChange]) -> Bool {
        guard var document = open[uri] else { return false }
        document.apply(changes, version: version, encoding: encoding)
        open[uri] = document
        return true
    }

    public mutating func close(uri: String) {
        open[uri] = nil
        analyses[uri] = nil
        lastScreens[uri] = nil
    }

    public func document(_ uri: String) -> TextDocument? { open[uri] ?? workspace[uri]?.document }

    public var openURIs: [String] { open.keys.sorted() }

    /// The analysis of an open document's current text, computed now unless cached.
    public mutating func analysis(_ uri: String) -> DocumentAnalysis? {
        guard let document = open[uri] else { return nil }
        let config = config(for: uri)
        if let cached = analyses[uri], cached.version == document.version, cached.config == config { return cached }
        let analysis = DocumentAnalysis(document, config: config)
        analyses[uri] = analysis
        if !analysis.screens.isEmpty { lastScreens[uri] = analysis.screens }
        return analysis
    }

    /// The screens of an open document: of its current text, or of the last text that had any.
    mutating func screens(_ uri: String) -> [Screen] {
        guard let analysis = analysis(uri) else { return [] }
        return analysis.screens.isEmpty ? lastScreens[uri] ?? [] : analysis.screens
    }

    /// Every screen of the workspace with this id: its document's URI and the id's range there.
    mutating func screenIDs(_ id: String) -> [Location] {
        var found: [Location] = []
        for uri in open.keys.sorted() {
            guard let analysis = analysis(uri), let document = open[uri] else { continue }
            for screen in analysis.screens where screen.id.value == id && screen.id.isExplicit {
                found.append(Location(uri: uri, range: document.range(screen.id.range.start.offset, screen.id.range.end.offset, encoding: encoding)))
            }
        }
        for use in (workspaceScreens[id] ?? []).sorted(by: { $0.uri < $1.uri }) where open[use.uri] == nil && use.identity.id.isExplicit {
            guard let document = workspace[use.uri]?.document else { continue }
            let range = use.identity.id.range
            found.append(Location(uri: use.uri, range: document.range(range.start.offset, range.end.offset, encoding: encoding)))
        }
        return found
    }

    /// Keeps an analysis made from a snapshot; false (and nothing kept) when the document
    /// changed since, so a stale run never replaces a newer one.
    @discardableResult
    public mutating func install(_ analysis: DocumentAnalysis, for uri: String) -> Bool {
        guard let document = open[uri], document.version == analysis.version, analysis.config == config(for: uri) else { return false }
        analyses[uri] = analysis
        if !analysis.screens.isEmpty { lastScreens[uri] = analysis.screens }
        return true
    }

    // MARK: Workspace

    /// Reads a spec of the workspace (from disk): it takes part in the checks across files and
    /// its own diagnostics are reported until it is opened.
    public mutating func setWorkspaceFile(uri: String, text: String) {
        setWorkspaceFile(WorkspaceSpec(uri: uri, bytes: Array(text.utf8), config: config(for: uri), encoding: encoding))
    }

    public mutating func setWorkspaceFile(_ spec: WorkspaceSpec) {
        removeWorkspaceFile(uri: spec.uri)
        workspace[spec.uri] = spec
        uris[DocumentURI.path(of: spec.uri)] = spec.uri
        for identity in spec.identities where !identity.id.value.isEmpty {
            workspaceScreens[identity.id.value, default: []].append((spec.uri, identity))
        }
    }

    public mutating func removeWorkspaceFile(uri: String) {
        guard let old = workspace.removeValue(forKey: uri) else { return }
        for id in Set(old.identities.map(\.id.value)) {
            workspaceScreens[id]?.removeAll { $0.uri == uri }
            if workspaceScreens[id]?.isEmpty == true { workspaceScreens[id] = nil }
        }
    }

    public var workspaceURIs: [String] { workspace.keys.sorted() }

    // MARK: Project configs

    /// Says which `.formc.yaml` (by path; nil for none) applies to the spec at `uri`.
    public mutating func setConfigFile(_ path: String?, for uri: String) {
        configFiles[uri] = path
    }

    public func configFile(for uri: String) -> String? { configFiles[uri] }

    /// The settings a spec is checked with: those of its `.formc.yaml` as the service holds
    /// its text (the editor's when it is open), else `config`.
    public mutating func config(for uri: String) -> ProjectConfig {
        guard let file = configFiles[uri], DocumentURI.path(of: uri) != file else { return config }
        return settings(ofConfigFile: file) ?? config
    }

    /// The settings the `.formc.yaml` at `path` gives, from its text as the service holds it
    /// (the defaults when it has errors); nil when the service does not hold it.
    public mutating func settings(ofConfigFile path: String) -> ProjectConfig? {
        guard let uri = uris[path] else { return nil }
        if open[uri] != nil { return analysis(uri)?.projectConfig }
        return workspace[uri]?.projectConfig
    }

    /// The specs (open, and of the workspace) that the `.formc.yaml` at `path` applies to.
    public func specs(configuredBy path: String) -> (open: [String], workspace: [String]) {
        let uris = configFiles.filter { $0.value == path }.keys
        return (uris.filter { open[$0] != nil }.sorted(), uris.filter { open[$0] == nil && workspace[$0] != nil }.sorted())
    }

    /// Every document that has diagnostics to report: the open ones and the workspace's others.
    public var reportedURIs: [String] { Set(open.keys).union(workspace.keys).sorted() }

    // MARK: Diagnostics

    /// Every diagnostic of one document, the checks across files (E300) included.
    public mutating func diagnostics(_ uri: String) -> [LanguageDiagnostic] {
        let across = Dictionary(grouping: acrossFiles(), by: \.file)
        return diagnostics(uri, across: across)
    }

    /// The diagnostics to publish after `uris` changed: theirs, and those of every other
    /// document whose checks across files (E300) came out differently than the round before.
    public mutating func diagnosticsRound(changed uris: [String]) -> [(uri: String, version: Int?, diagnostics: [LanguageDiagnostic])] {
        let across = Dictionary(grouping: acrossFiles(), by: \.file)
        var targets = Set(uris)
        for path in Set(across.keys).union(lastAcross.keys) where across[path] != lastAcross[path] {
            if let uri = uri(ofPath: path) { targets.insert(uri) }
        }
        lastAcross = across
        return targets.sorted().map { uri in (uri, open[uri]?.version, diagnostics(uri, across: across)) }
    }

    private mutating func diagnostics(_ uri: String, across: [String: [Diagnostic]]) -> [LanguageDiagnostic] {
        let own: [Diagnostic]
        let path = DocumentURI.path(of: uri)
        if open[uri] != nil, let analysis = analysis(uri) {
            own = analysis.diagnostics
        } else if let spec = workspace[uri] {
            own = spec.diagnostics
        } else {
            return []
        }
        return convert((own + (across[path] ?? [])).sortedForReport(), in: uri)
    }

    private func uri(ofPath path: String) -> String? {
        guard let uri = uris[path], open[uri] != nil || workspace[uri] != nil else { return nil }
        return uri
    }

    /// E300 over every screen the service knows, in path order (the order `formc lint` reads
    /// files in), so the first use is the same one lint names.
    private mutating func acrossFiles() -> [Diagnostic] {
        // Only ids used twice can break E300: those of the open documents, and the workspace's
        // repeated ones.
        var opened: [(path: String, identity: ScreenIdentity)] = []
        for uri in open.keys {
            guard let analysis = analysis(uri) else { continue }
            opened += analysis.screens.map { (analysis.path, ScreenIdentity($0)) }
        }
        var candidates = Set(opened.map(\.identity.id.value))
        for (id, uses) in workspaceScreens where uses.count > 1 { candidates.insert(id) }
        var screens = opened.filter { candidates.contains($0.identity.id.value) }
        for id in candidates {
            for use in workspaceScreens[id] ?? [] where open[use.uri] == nil {
                screens.append((DocumentURI.path(of: use.uri), use.identity))
            }
        }
        screens.sort { ($0.path, $0.identity.documentIndex) < ($1.path, $1.identity.documentIndex) }
        return Validator.validateAcrossScreens(screens.map(\.identity.screen))
    }

    private mutating func convert(_ diagnostics: [Diagnostic], in uri: String) -> [LanguageDiagnostic] {
        guard let document = document(uri) else { return [] }
        let fixFinder = open[uri] != nil && !diagnostics.isEmpty ? analysis(uri).map { FixFinder(document: document, analysis: $0, encoding: encoding) } : nil
        // A closed file's fixes were made when it was read, of the same bytes.
        let readFixes = open[uri] == nil ? workspace[uri]?.fixes ?? [:] : [:]
        return diagnostics.map { diagnostic in
            let range = diagnostic.range.map { document.range($0.start.offset, $0.end.offset, encoding: encoding) }
                ?? TextRange(at: Position(line: 0, character: 0))
            let related = diagnostic.notes.compactMap { note -> LanguageDiagnostic.RelatedPlace? in
                guard let noteRange = note.range else { return nil }
                let noteURI = note.file.flatMap { self.uri(ofPath: $0) } ?? uri
                guard let other = self.document(noteURI) else { return nil }
                let location = Location(uri: noteURI, range: other.range(noteRange.start.offset, noteRange.end.offset, encoding: encoding))
                return LanguageDiagnostic.RelatedPlace(location: location, message: note.message)
            }
            let fixes = fixFinder?.fixes(for: diagnostic) ?? readFixes[diagnostic] ?? []
            return LanguageDiagnostic(range: range, severity: diagnostic.severity, code: diagnostic.code.id,
                                      message: diagnostic.message, help: diagnostic.help, related: related, fixes: fixes)
        }
    }
}
