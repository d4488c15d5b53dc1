import FormcProject
import FormcCore
import FormcLanguage

/// The workspace on disk and the project configs: each spec is checked with the nearest
/// `.formc.yaml` above it (as `formc lint` run on that file is), a config's own diagnostics are
/// published for it, and a change to a config — typed in the editor, or on disk — checks again
/// the specs it applies to.
extension ServerRuntime {
    /// Says which config applies to the spec at `uri`, and reads that config when the service
    /// does not hold it yet.
    func resolveConfig(for uri: String) {
        let path = DocumentURI.path(of: uri)
        guard uri.hasPrefix("file://"), !DocumentAnalysis.isProjectConfig(path) else { return }
        let file = configFinder.configFile(forSpecAt: path)
        session.service.setConfigFile(file, for: uri)
        guard let file, session.service.document(DocumentURI.uri(ofPath: file)) == nil, let bytes = workspace.read(file) else { return }
        keepConfig(path: file, bytes: bytes)
        appliedConfigs[file] = session.service.settings(ofConfigFile: file)
        publish(changed: [DocumentURI.uri(ofPath: file)])
    }

    /// A config's text read from disk, kept as a document of the workspace. What it gives is
    /// compared with what its specs were checked with by the caller (`appliedConfigs`).
    private func keepConfig(path: String, bytes: [UInt8]) {
        let uri = DocumentURI.uri(ofPath: path)
        if !session.service.openURIs.contains(uri) {
            session.service.setWorkspaceFile(LanguageService.WorkspaceSpec(uri: uri, bytes: bytes, encoding: session.service.encoding))
        }
    }

    /// Keeps what a scan found: the configs, then the specs checked with theirs (off the
    /// actor); publishes them all. Returns the number of specs.
    func readWorkspace(_ found: WorkspaceScan) async -> Int {
        for config in found.configs {
            keepConfig(path: config.path, bytes: config.bytes)
            appliedConfigs[config.path] = session.service.settings(ofConfigFile: config.path)
        }
        specFilters.merge(found.filters) { _, new in new }
        var inputs: [(uri: String, bytes: [UInt8], config: ProjectConfig)] = []
        for spec in found.specs {
            session.service.setConfigFile(spec.configFile, for: spec.uri)
            inputs.append((spec.uri, spec.bytes, session.service.config(for: spec.uri)))
        }
        let encoding = session.service.encoding
        let specs = await Task.detached {
            inputs.map { LanguageService.WorkspaceSpec(uri: $0.uri, bytes: $0.bytes, config: $0.config, encoding: encoding) }
        }.value
        for spec in specs { session.service.setWorkspaceFile(spec) }
        publish(changed: found.configs.map { DocumentURI.uri(ofPath: $0.path) } + specs.map(\.uri))
        return specs.count
    }

    /// Checks again the specs of the config at `path` when the settings it gives changed, and
    /// picks the workspace's specs again when its `exclude` did.
    func configMayHaveChanged(_ path: String) async {
        guard settingsChanged(path) else { return }
        // The specs picked first, so that one now left out is not checked again.
        let configured = session.service.specs(configuredBy: path)
        await workspaceSpecsMayHaveChanged()
        await recheck(configured)
    }

    /// Whether the config at `path` gives other settings than its specs were checked with
    /// (then they are taken as checked with these).
    private func settingsChanged(_ path: String) -> Bool {
        let now = session.service.settings(ofConfigFile: path)
        guard appliedConfigs[path] != now else { return false }
        appliedConfigs[path] = now
        return true
    }

    /// Open specs get a new (debounced) analysis; the workspace's others are analysed again
    /// off the actor, from the text the service holds.
    private func recheck(_ specs: (open: [String], workspace: [String])) async {
        for uri in Set(specs.open).sorted() { schedule(uri) }
        let inputs = Set(specs.workspace).sorted().compactMap { uri in
            session.service.document(uri).map { (uri: uri, bytes: $0.bytes, config: session.service.config(for: uri)) }
        }
        guard !inputs.isEmpty else { return }
        let encoding = session.service.encoding
        let made = await Task.detached {
            inputs.map { LanguageService.WorkspaceSpec(uri: $0.uri, bytes: $0.bytes, config: $0.config, encoding: encoding) }
        }.value
        let open = Set(session.service.openURIs)
        let kept = made.filter { !open.contains($0.uri) }
        for spec in kept { session.service.setWorkspaceFile(spec) }
        publish(changed: kept.map(\.uri))
    }

    /// A file changed on disk or closed in the editor: a spec of the workspace is read again
    /// (or forgotten when it is gone); a config is read again, which may change which config
    /// each spec has and what its specs are checked with.
    func reload(_ uri: String) async {
        guard !session.service.openURIs.contains(uri) else { return }
        let path = DocumentURI.path(of: uri)
        if DocumentAnalysis.isProjectConfig(path) {
            // Changed on disk, created, removed, or closed in the editor with unsaved edits.
            let wasHeld = session.service.document(uri) != nil
            if let bytes = workspace.read(path) { keepConfig(path: path, bytes: bytes) } else { session.service.removeWorkspaceFile(uri: uri) }
            publish(changed: [uri])
            var stale: (open: [String], workspace: [String]) = wasHeld == (session.service.document(uri) != nil) ? ([], []) : configsMoved()
            if settingsChanged(path) {
                let configured = session.service.specs(configuredBy: path)
                stale.open += configured.open
                stale.workspace += configured.workspace
            }
            await workspaceSpecsMayHaveChanged()
            await recheck(stale)
            return
        }
        if isWorkspaceSpec(path), let bytes = workspace.read(path) {
            resolveConfig(for: uri)
            let config = session.service.config(for: uri)
            session.service.setWorkspaceFile(LanguageService.WorkspaceSpec(uri: uri, bytes: bytes, config: config, encoding: session.service.encoding))
        } else {
            session.service.removeWorkspaceFile(uri: uri)
        }
        publish(changed: [uri])
    }

    /// A config was created or removed: every spec finds its nearest config again; returns
    /// those whose config is now another one, to be checked again.
    private func configsMoved() -> (open: [String], workspace: [String]) {
        configFinder.forget()
        var moved: (open: [String], workspace: [String]) = ([], [])
        let open = Set(session.service.openURIs)
        for uri in session.service.reportedURIs where !DocumentAnalysis.isProjectConfig(DocumentURI.path(of: uri)) {
            let before = session.service.configFile(for: uri)
            resolveConfig(for: uri)
            guard session.service.configFile(for: uri) != before else { continue }
            if open.contains(uri) { moved.open.append(uri) } else { moved.workspace.append(uri) }
        }
        return moved
    }
}
