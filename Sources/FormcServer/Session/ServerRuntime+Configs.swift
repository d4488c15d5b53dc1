import FormcBuild
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
        publish(changed: [DocumentURI.uri(ofPath: file)])
    }

    /// A config's text read from disk, kept as a document of the workspace.
    private func keepConfig(path: String, bytes: [UInt8]) {
        let uri = DocumentURI.uri(ofPath: path)
        if !session.service.openURIs.contains(uri) {
            session.service.setWorkspaceFile(LanguageService.WorkspaceSpec(uri: uri, bytes: bytes, encoding: session.service.encoding))
        }
        appliedConfigs[path] = session.service.settings(ofConfigFile: path)
    }

    /// Keeps what a scan found: the configs, then the specs checked with theirs (off the
    /// actor); publishes them all. Returns the number of specs.
    func readWorkspace(_ found: WorkspaceScan) async -> Int {
        for config in found.configs { keepConfig(path: config.path, bytes: config.bytes) }
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

    /// Checks again the specs of the config at `path` when the settings it gives changed.
    func configMayHaveChanged(_ path: String) async {
        let now = session.service.settings(ofConfigFile: path)
        guard appliedConfigs[path] != now else { return }
        appliedConfigs[path] = now
        await recheck(session.service.specs(configuredBy: path))
    }

    /// Open specs get a new (debounced) analysis; the workspace's others are analysed again
    /// off the actor, from the text the service holds.
    private func recheck(_ specs: (open: [String], workspace: [String])) async {
        for uri in specs.open { schedule(uri) }
        let inputs = specs.workspace.compactMap { uri in
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
            if let bytes = workspace.read(path) { keepConfig(path: path, bytes: bytes) } else { session.service.removeWorkspaceFile(uri: uri) }
            publish(changed: [uri])
            await configsMoved()
            await configMayHaveChanged(path)
            return
        }
        if session.roots.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }),
           WorkspaceReader.isSpec(path), let bytes = workspace.read(path) {
            resolveConfig(for: uri)
            let config = session.service.config(for: uri)
            session.service.setWorkspaceFile(LanguageService.WorkspaceSpec(uri: uri, bytes: bytes, config: config, encoding: session.service.encoding))
        } else {
            session.service.removeWorkspaceFile(uri: uri)
        }
        publish(changed: [uri])
    }

    /// A config was created or removed: every spec finds its nearest config again, and those
    /// whose config is now another one are checked again.
    private func configsMoved() async {
        configFinder.forget()
        var moved: (open: [String], workspace: [String]) = ([], [])
        let open = Set(session.service.openURIs)
        for uri in session.service.reportedURIs where !DocumentAnalysis.isProjectConfig(DocumentURI.path(of: uri)) {
            let before = session.service.configFile(for: uri)
            resolveConfig(for: uri)
            guard session.service.configFile(for: uri) != before else { continue }
            if open.contains(uri) { moved.open.append(uri) } else { moved.workspace.append(uri) }
        }
        await recheck(moved)
    }
}
