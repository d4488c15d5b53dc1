import FormcCore
import FormcLoad
import FormcProject

/// One version of the specs `formc diff` compares: the files of a folder or a file on disk, or
/// files already in memory (a git revision, read by `RevisionInputs`). Each is a path and bytes.
public struct DiffSide: Sendable {
    /// How the user named it (a path, or a revision), for reports.
    public var name: String
    /// The folder the files' paths start with, left out when two versions' places are compared
    /// (a screen whose id changed in the same document of the same file is a rename); for a
    /// single file, the file itself.
    public var root: String
    public var files: [LoadedFile]
    /// What could not be read (E100), from discovery.
    public var diagnostics: [Diagnostic]

    public init(name: String, root: String, files: [LoadedFile], diagnostics: [Diagnostic] = []) {
        self.name = name
        self.root = root
        self.files = files
        self.diagnostics = diagnostics
    }

    /// The specs under `path`, a spec file or a folder searched as `formc lint` searches it.
    public static func path(_ path: String, discovery: InputDiscovery = InputDiscovery()) -> DiffSide {
        let inputs = discovery.discover([path])
        return DiffSide(name: path, root: path, files: inputs.files.map { Loader.load(path: $0) }, diagnostics: inputs.diagnostics)
    }

    /// Files in memory (each a path and bytes), under `root`.
    public static func sources(_ sources: [SourceFile], name: String, root: String = "") -> DiffSide {
        DiffSide(name: name, root: root, files: sources.map { Loader.load($0) })
    }

    /// `file` relative to `root`: where a screen is, whichever folder its version was read from.
    func relative(_ file: String) -> String {
        let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
        if file == trimmed { return "" }
        if !trimmed.isEmpty, trimmed != ".", file.hasPrefix(trimmed + "/") { return String(file.dropFirst(trimmed.count + 1)) }
        return file.hasPrefix("./") ? String(file.dropFirst(2)) : file
    }
}
