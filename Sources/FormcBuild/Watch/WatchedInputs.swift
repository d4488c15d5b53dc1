/// What `formc build --watch` watches: the specs under its paths and the project config that
/// applies, and every directory that may hold them.
public struct WatchedInputs: Sendable {
    public var paths: [String]
    /// `--config FILE`; nil looks for `.formc.yaml` as the build does (`ConfigLoader.find`).
    public var explicitConfig: String?
    public var fileSystem: any FileSystem

    public init(paths: [String], explicitConfig: String? = nil, fileSystem: any FileSystem = PosixFileSystem()) {
        self.paths = paths.isEmpty ? [InputDiscovery.defaultPath] : paths
        self.explicitConfig = explicitConfig
        self.fileSystem = fileSystem
    }

    /// The specs the build would read (before `exclude`: a change to an excluded spec builds
    /// again, and changes nothing), and the config file.
    public func files() -> [String] {
        var files = InputDiscovery(fileSystem: fileSystem).discover(paths).files
        if let config = explicitConfig ?? ConfigLoader.find(from: paths[0], fileSystem: fileSystem) { files.append(config) }
        return files
    }

    /// Each path that is a directory and every directory under it (hidden ones left out, as
    /// discovery leaves them out), the folder of each path that is a file, and the config's.
    public func directories() -> [String] {
        var found: [String] = []
        var seen = Set<FileIdentity>()
        var pending: [String] = []
        for path in paths {
            if fileSystem.statusIfPresent(path)?.kind == .directory {
                pending.append(path)
            } else {
                let parent = Paths.parent(of: path)
                pending.append(parent.isEmpty ? "." : parent)
            }
        }
        if let config = explicitConfig ?? ConfigLoader.find(from: paths[0], fileSystem: fileSystem) {
            let parent = Paths.parent(of: config)
            if let status = fileSystem.statusIfPresent(parent.isEmpty ? "." : parent), seen.insert(status.identity).inserted {
                found.append(parent.isEmpty ? "." : parent)
            }
        }
        while let directory = pending.popLast() {
            // A symbolic link loop or a folder reached twice is watched once.
            guard let status = fileSystem.statusIfPresent(directory), status.kind == .directory,
                  seen.insert(status.identity).inserted else { continue }
            found.append(directory)
            for name in ((try? fileSystem.contentsOfDirectory(directory)) ?? []).sorted() where !name.hasPrefix(".") {
                let child = Paths.join(directory, name)
                if fileSystem.statusIfPresent(child)?.kind == .directory { pending.append(child) }
            }
        }
        return found
    }
}
