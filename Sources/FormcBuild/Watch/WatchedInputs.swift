import FormcProject
/// What `formc build --watch` watches: the specs under its paths, every project config that
/// applies or could come to apply to them, and every directory that may hold them.
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
    /// again, and changes nothing), and the config files (`configFiles`).
    public func files() -> [String] {
        InputDiscovery(fileSystem: fileSystem).discover(paths).files + configFiles()
    }

    /// Each path that is a directory and every directory under it (hidden ones left out, as
    /// discovery leaves them out), the folder of each path that is a file, and each folder from
    /// there up to the one that holds the nearest config (so a config written there is seen);
    /// with `--config`, that file's folder instead.
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
        var configFolders = configFolders()
        if let explicitConfig {
            let parent = Paths.parent(of: explicitConfig)
            configFolders.append(parent.isEmpty ? "." : parent)
        }
        for folder in configFolders {
            if let status = fileSystem.statusIfPresent(folder), seen.insert(status.identity).inserted { found.append(folder) }
        }
        return found
    }

    /// The config files a build's settings can come from, present or not (a snapshot records a
    /// missing file too, so writing or deleting one is a change): `--config`'s file alone, or a
    /// `.formc.yaml` in every watched folder (each spec takes the nearest one, so a config
    /// written, edited or deleted beside nested specs changes their build) and in each folder
    /// above a path up to the one holding its nearest config.
    public func configFiles() -> [String] {
        if let explicitConfig { return [explicitConfig] }
        var files = configFolders().map { Paths.join($0, ConfigLoader.fileName) }
        var listed = Set(files)
        for folder in directories() {
            let file = Paths.join(folder, ConfigLoader.fileName)
            if listed.insert(file).inserted { files.append(file) }
        }
        return files
    }

    /// The folders a config is looked for in above each path, as `ConfigLoader.find` walks
    /// them: from the path's folder up to the first that holds a `.formc.yaml` (or the root).
    /// None with `--config`.
    func configFolders() -> [String] {
        guard explicitConfig == nil else { return [] }
        var folders: [String] = []
        var listed = Set<String>()
        for path in paths {
            var folder = fileSystem.statusIfPresent(path)?.kind == .directory ? path : Paths.parent(of: path)
            if folder.isEmpty { folder = "." }
            var current = AbsolutePath.of(folder)
            while true {
                let shown = ConfigLoader.relativeIfUnder(current)
                if listed.insert(shown).inserted { folders.append(shown) }
                if fileSystem.statusIfPresent(Paths.join(current, ConfigLoader.fileName))?.kind == .regular { break }
                let parent = Paths.parent(of: current)
                if parent.isEmpty || parent == current { break }
                current = parent
            }
        }
        return folders
    }
}
