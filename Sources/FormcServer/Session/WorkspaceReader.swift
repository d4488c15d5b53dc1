import FormcBuild
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
        let folders = roots.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + InputDiscovery.defaultPath }
            .filter { fileSystem.statusIfPresent($0)?.kind == .directory }
        guard !folders.isEmpty else { return [] }
        let inputs = InputDiscovery(fileSystem: fileSystem, isExcluded: { config.excludes($0) }).discover(folders)
        return inputs.files.filter(Self.isSpec).compactMap { path in
            read(path).map { (DocumentURI.uri(ofPath: path), $0) }
        }
    }

    func read(_ path: String) -> [UInt8]? { try? fileSystem.readFile(path) }

    /// The settings of the nearest `.formc.yaml` above the first workspace folder.
    func config(for roots: [String]) -> ConfigLoad {
        ConfigLoader.resolve(for: Array(roots.prefix(1)), fileSystem: fileSystem)
    }

    /// Whether a path names a spec (`.yaml` or `.yml`, as input discovery takes them).
    static func isSpec(_ path: String) -> Bool { path.hasSuffix(".yaml") || path.hasSuffix(".yml") }
}
