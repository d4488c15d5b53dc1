import FormcProject
/// A stable hash of a project config (`ProjectConfig`), for the build cache: a build whose
/// config changed renders again the screens it applies to.
///
/// It covers the config file's path and bytes (every key the file can set, whatever keys a
/// later formc adds) and the settings as loaded (the defaults, when no file applies).
public enum ConfigFingerprint {
    /// The fingerprint of the defaults, when no config file applies.
    public static let none = of(ProjectConfig())

    public static func of(_ config: ProjectConfig, fileSystem: any FileSystem = PosixFileSystem()) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(config.file ?? "\u{0}")
        if let file = config.file {
            // An unreadable file hashes as its error: never equal to a file that was read.
            switch Result(catching: { () throws(FileSystemError) in try fileSystem.readFile(file) }) {
            case .success(let bytes): hasher.combine(StableHash.of(bytes))
            case .failure(let error): hasher.combine("unreadable: " + error.reason)
            }
        }
        hasher.combine(config.root)
        hasher.combine(config.devices.map { $0.map(\.name).joined(separator: ",") } ?? "\u{0}")
        for (code, level) in config.rules.sorted(by: { $0.key < $1.key }) { hasher.combine(code + "=" + level.rawValue) }
        hasher.combine(config.exclude.map(\.description).joined(separator: "\u{0}"))
        hasher.combine(config.out ?? "\u{0}")
        hasher.combine(config.strict.map { $0 ? "strict" : "lenient" } ?? "\u{0}")
        hasher.combine(config.emit.map { $0.map(\.rawValue).sorted().joined(separator: ",") } ?? "\u{0}")
        hasher.combine(config.iosTarget.map(\.description) ?? "\u{0}")
        hasher.combine(config.swiftAccess.rawValue)
        return hasher.finalize()
    }
}
