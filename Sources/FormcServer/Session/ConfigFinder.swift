import FormcProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which `.formc.yaml` applies to a spec: the nearest one in its folder or above, the one
/// `formc lint` run on that file reads (`ConfigLoader.find`), as an absolute path; cached per
/// folder until a config is created or removed (`forget`).
struct ConfigFinder: Sendable {
    let fileSystem: any FileSystem
    private var byFolder: [String: String?] = [:]

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The config file for the spec at the absolute `path`, nil when there is none.
    mutating func configFile(forSpecAt path: String) -> String? {
        var folder = Paths.parent(of: path)
        if folder.isEmpty { folder = "/" }
        if let cached = byFolder[folder] { return cached }
        let found = ConfigLoader.find(from: folder, fileSystem: fileSystem).map(Self.absolute)
        byFolder[folder] = .some(found)
        return found
    }

    mutating func forget() { byFolder = [:] }

    /// `ConfigLoader.find` names a file under the current folder relatively (as the CLI shows
    /// it); the server names files by absolute URIs.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let folder = String(cString: cwd)
        return (folder.hasSuffix("/") ? folder : folder + "/") + path
    }
}
