import FormcProject
import FormcCore
import FormcLanguage

/// How the server reads the workspace's specs and where it logs: the file system as
/// `formc lint` reads it, and stderr (stdout carries the protocol).
public struct WorkspaceReader: Sendable {
    public var fileSystem: any FileSystem
    public var log: @Sendable (String) -> Void

    public init(fileSystem: any FileSystem = PosixFileSystem(), log: @escaping @Sendable (String) -> Void) {
        self.fileSystem = fileSystem
        self.log = log
    }

    /// The specs of each workspace folder: what `formc lint` run there reads by default (its
    /// `specs/` folder).
    func specs(under roots: [String], config: ProjectConfig = ProjectConfig()) -> [(uri: String, bytes: [UInt8])] {
        specPaths(under: roots, config: config).compactMap { path in
            read(path).map { (DocumentURI.uri(ofPath: path), $0) }
        }
    }

    /// The paths of the specs `specs(under:config:)` reads.
    func specPaths(under roots: [String], config: ProjectConfig = ProjectConfig()) -> [String] {
        let folders = roots.map(Self.specsFolder).map { String($0.dropLast()) }
            .filter { fileSystem.statusIfPresent($0)?.kind == .directory }
        guard !folders.isEmpty else { return [] }
        let inputs = InputDiscovery(fileSystem: fileSystem, isExcluded: { config.excludes($0) }).discover(folders)
        return inputs.files.filter(Self.isSpec)
    }

    /// The folder of a workspace folder's specs, with a final `/`.
    static func specsFolder(_ root: String) -> String {
        (root.hasSuffix("/") ? root : root + "/") + InputDiscovery.defaultPath + "/"
    }

    /// Whether two configs' `exclude` pick the same specs.
    static func sameSpecs(_ a: ProjectConfig, _ b: ProjectConfig) -> Bool {
        a.exclude == b.exclude && (a.exclude.isEmpty || a.root == b.root)
    }

    func read(_ path: String) -> [UInt8]? { try? fileSystem.readFile(path) }

    /// What the workspace holds: the specs of each folder (found with the `exclude` of the
    /// folder's nearest config), each with the config that applies to it, and those configs'
    /// text.
    func scan(_ roots: [String]) -> WorkspaceScan {
        var finder = ConfigFinder(fileSystem: fileSystem)
        var result = WorkspaceScan()
        var configs = Set<String>()
        for root in roots {
            // Named by its absolute path, as the server names the configs it holds.
            let rootFile = finder.configFile(forSpecAt: (root.hasSuffix("/") ? root : root + "/") + ConfigLoader.fileName)
            let rootConfig = rootFile.map { ConfigLoader.load($0, fileSystem: fileSystem).config } ?? ProjectConfig()
            result.filters[root] = rootConfig
            for spec in specs(under: [root], config: rootConfig) {
                let file = finder.configFile(forSpecAt: DocumentURI.path(of: spec.uri))
                if let file { configs.insert(file) }
                result.specs.append((spec.uri, spec.bytes, file))
            }
            // A folder's own config is checked even when no spec uses it yet.
            if let file = finder.configFile(forSpecAt: (root.hasSuffix("/") ? root : root + "/") + ConfigLoader.fileName) {
                configs.insert(file)
            }
        }
        result.configs = configs.sorted().compactMap { path in read(path).map { (path, $0) } }
        return result
    }

    /// Whether a path names a spec (`.yaml` or `.yml`, as input discovery takes them).
    static func isSpec(_ path: String) -> Bool { Paths.isSpecFile(path) }
}

/// The specs and configs of the workspace folders, as read from disk.
struct WorkspaceScan: Sendable {
    var specs: [(uri: String, bytes: [UInt8], configFile: String?)] = []
    var configs: [(path: String, bytes: [UInt8])] = []
    /// The settings whose `exclude` picked each folder's specs.
    var filters: [String: ProjectConfig] = [:]
}
