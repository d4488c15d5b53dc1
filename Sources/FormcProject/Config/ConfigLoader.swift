import FormcCore
import FormcLoad
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What loading a project config gave: the settings (the defaults when no file was found or
/// when it has errors) and what was wrong with the file.
public struct ConfigLoad: Sendable {
    public var config: ProjectConfig
    /// E1xx for a file that cannot be read or parsed, E600–E602 for keys and values that cannot
    /// be used. Any error means the settings were not applied: the caller stops (exit 2).
    public var diagnostics: [Diagnostic]
    /// The file's text, for the excerpts under its diagnostics.
    public var source: SourceFile?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Finds and loads a project's `.formc.yaml` — the one place every command (and later the
/// language server and incremental builds) gets its settings from.
///
/// The file is found as ruff and eslint find theirs: the nearest `.formc.yaml` in the folder of
/// the first input path (the input itself when it is a folder), or in the current folder when
/// there is none, then in each parent up to the root. `--config FILE` names it instead. It is
/// YAML, read with the loader specs use; formc never reads it as a spec.
public enum ConfigLoader {
    public static let fileName = ".formc.yaml"

    /// The settings for a run over `paths`: `explicit` (`--config`) when given, else the nearest
    /// `.formc.yaml` above the first path; the defaults when there is none.
    public static func resolve(for paths: [String], explicit: String? = nil, fileSystem: any FileSystem = PosixFileSystem()) -> ConfigLoad {
        if let explicit { return load(explicit, fileSystem: fileSystem) }
        guard let found = find(from: paths.first ?? ".", fileSystem: fileSystem) else {
            return ConfigLoad(config: ProjectConfig(), diagnostics: [], source: nil)
        }
        return load(found, fileSystem: fileSystem)
    }

    /// The nearest `.formc.yaml` for `path`: in its folder (itself, when a folder), then upwards.
    /// The result is spelt relative to `path` when `path` is relative (`specs/../.formc.yaml`
    /// reads as `.formc.yaml`), so diagnostics name it the way the user would.
    public static func find(from path: String, fileSystem: any FileSystem = PosixFileSystem()) -> String? {
        var folder = fileSystem.statusIfPresent(path)?.kind == .directory ? path : Paths.parent(of: path)
        if folder.isEmpty { folder = "." }
        // Walked on the absolute path (so `..` is never guessed), reported relative when it can be.
        let absolute = AbsolutePath.of(folder)
        var current = absolute
        while true {
            let candidate = Paths.join(current, fileName)
            if fileSystem.statusIfPresent(candidate)?.kind == .regular { return relativeIfUnder(candidate) }
            let parent = Paths.parent(of: current)
            if parent.isEmpty || parent == current { return nil }
            current = parent
        }
    }

    /// Loads and checks one config file.
    public static func load(_ file: String, fileSystem: any FileSystem = PosixFileSystem()) -> ConfigLoad {
        // Read no further than one byte past the size limit (`--config /dev/stdin` may be endless).
        var failure: FileSystemError?
        let loaded = Loader.load(reading: { maxBytes in
            do throws(FileSystemError) {
                return try fileSystem.openFile(file).read(upTo: maxBytes)
            } catch {
                failure = error
                return []
            }
        }, path: file)
        if let failure {
            let diagnostic = Diagnostic(.E100, "cannot read '\(SafeText.escaped(file))': \(failure.reason)", file: file,
                                        range: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)),
                                        help: "check the path given to --config")
            return ConfigLoad(config: ProjectConfig(), diagnostics: [diagnostic], source: nil)
        }
        let source = loaded.source
        var root = Paths.parent(of: file)
        if root.isEmpty { root = "." }
        var reader = ConfigReader(file: file, root: root)
        if let document = loaded.documents.first { reader.read(document.root) }
        for extra in loaded.documents.dropFirst() {
            reader.report(.E601, "the project config is one YAML document; this one is not read", at: extra.root, pointer: .root,
                          help: "remove the '---' and merge the documents")
        }
        let diagnostics = (loaded.diagnostics + reader.diagnostics).sortedForReport()
        let failed = diagnostics.contains { $0.severity == .error }
        return ConfigLoad(config: failed ? ProjectConfig() : reader.config, diagnostics: diagnostics, source: source)
    }

    /// `candidate` relative to the current folder when it is inside it.
    package static func relativeIfUnder(_ candidate: String) -> String {
        guard let cwd = getcwd(nil, 0) else { return candidate }
        defer { free(cwd) }
        let prefix = AbsolutePath.normalized(String(cString: cwd))
        let withSlash = prefix == "/" ? "/" : prefix + "/"
        return candidate.hasPrefix(withSlash) ? String(candidate.dropFirst(withSlash.count)) : candidate
    }
}
