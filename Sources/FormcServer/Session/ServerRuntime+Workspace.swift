import FormcProject
import FormcCore
import FormcLanguage

/// The workspace's specs: those under `specs/` of each workspace folder that the `exclude` of
/// the folder's nearest `.formc.yaml` does not leave out. Read at start (`readWorkspace`), and
/// picked again when that `exclude` changes — the config edited, or changed, created or
/// removed on disk: specs no longer left out are read, and those now left out are dropped
/// (their diagnostics cleared).
extension ServerRuntime {
    /// Whether the file at `path` is one of the workspace's specs.
    func isWorkspaceSpec(_ path: String) -> Bool {
        guard WorkspaceReader.isSpec(path) else { return false }
        return session.roots.contains { root in
            let folder = WorkspaceReader.specsFolder(root)
            guard path.hasPrefix(folder) else { return false }
            // Discovery never takes hidden files or folders.
            guard !path.dropFirst(folder.count).split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
            return !(specFilters[root] ?? ProjectConfig()).excludes(path)
        }
    }

    /// Picks each folder's specs again if the `exclude` of its nearest config (as the service
    /// holds it: typed, or read from disk) is not the one they were picked with.
    func workspaceSpecsMayHaveChanged() async {
        for root in session.roots {
            guard let before = specFilters[root] else { continue }
            let file = configFinder.configFile(forSpecAt: (root.hasSuffix("/") ? root : root + "/") + ConfigLoader.fileName)
            let now = file.flatMap { session.service.settings(ofConfigFile: $0) } ?? ProjectConfig()
            guard !WorkspaceReader.sameSpecs(before, now) else { continue }
            specFilters[root] = now
            let reader = workspace
            let paths = await Task.detached { reader.specPaths(under: [root], config: now) }.value
            let folder = WorkspaceReader.specsFolder(root)
            let held = Set(session.service.workspaceURIs.filter { uri in
                let path = DocumentURI.path(of: uri)
                return path.hasPrefix(folder) && !DocumentAnalysis.isProjectConfig(path)
            })
            let wanted = Set(paths.map(DocumentURI.uri(ofPath:)))
            let dropped = held.subtracting(wanted).sorted()
            for uri in dropped { session.service.removeWorkspaceFile(uri: uri) }
            let added = await read(paths.filter { !held.contains(DocumentURI.uri(ofPath: $0)) })
            publish(changed: dropped + added)
        }
    }

    /// Reads specs newly in the workspace, each checked with its config (off the actor);
    /// returns their URIs.
    private func read(_ paths: [String]) async -> [String] {
        guard !paths.isEmpty else { return [] }
        let reader = workspace
        let files = await Task.detached { paths.compactMap { path in reader.read(path).map { (path, $0) } } }.value
        var inputs: [(uri: String, bytes: [UInt8], config: ProjectConfig)] = []
        for (path, bytes) in files {
            let uri = DocumentURI.uri(ofPath: path)
            resolveConfig(for: uri)
            inputs.append((uri, bytes, session.service.config(for: uri)))
        }
        let encoding = session.service.encoding
        let specs = await Task.detached {
            inputs.map { LanguageService.WorkspaceSpec(uri: $0.uri, bytes: $0.bytes, config: $0.config, encoding: encoding) }
        }.value
        for spec in specs { session.service.setWorkspaceFile(spec) }
        return specs.map(\.uri)
    }
}
