import FormcBuild
import FormcCore
import FormcProject

/// A PATH that does not exist is a usage error (exit 2), found before anything is read, as a
/// mistyped flag is: a CI job pointed at the wrong folder fails loudly, and `--allow-empty`
/// (which accepts a folder with no spec in it) does not excuse it. The message offers the
/// nearest entry of the folder the path names, so `spec/` finds `specs/`.
enum MissingPaths {
    /// The usage error for the first of `paths` (the default `specs` when empty) that does not
    /// exist, written to stderr; nil when every path exists.
    static func check(_ paths: [String], _ terminal: Terminal, fileSystem: any FileSystem = PosixFileSystem()) -> ExitCode? {
        let named = !paths.isEmpty
        for path in named ? paths : [InputDiscovery.defaultPath] where path != "-" {
            guard let message = message(for: path, named: named, fileSystem) else { continue }
            terminal.writeErr("error: \(message)\n")
            return .usage
        }
        return nil
    }

    /// What to say of `path` when it does not exist, nil when it does (or cannot be examined
    /// for another reason, which the run reports as E100).
    static func message(for path: String, named: Bool, _ fileSystem: any FileSystem) -> String? {
        do {
            _ = try fileSystem.status(path, followingLinks: true)
            return nil
        } catch {
            guard error.isNotFound else { return nil }
        }
        let shown = SafeText.escaped(path)
        let suggestion = nearest(to: path, fileSystem).map { "; did you mean '\(SafeText.escaped($0))'?" } ?? ""
        if named {
            return "no such file or folder '\(shown)'\(suggestion)"
        }
        let hint = suggestion.isEmpty
            ? "; name the folder that holds your specs (formc lint PATH), or start one with formc init"
            : suggestion
        return "no '\(shown)/' folder here, which formc reads when no PATH is given\(hint)"
    }

    /// The entry of `path`'s folder nearest its last component (a folder or a spec file, not
    /// hidden), as the user would write it, or nil when none is near. Only one folder is
    /// listed, the one the path names.
    static func nearest(to path: String, _ fileSystem: any FileSystem) -> String? {
        var trimmed = Substring(path)
        let trailing = trimmed.hasSuffix("/")
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let whole = String(trimmed)
        let parent = Paths.parent(of: whole)
        let name = parent.isEmpty ? whole : String(whole.dropFirst(parent == "/" ? 1 : parent.count + 1))
        guard !name.isEmpty, let entries = try? fileSystem.entriesOfDirectory(parent.isEmpty ? "." : parent) else { return nil }
        let candidates = entries.filter { entry in
            guard !entry.name.hasPrefix(".") else { return false }
            let kind = entry.kind ?? fileSystem.statusIfPresent(Paths.join(parent.isEmpty ? "." : parent, entry.name))?.kind
            return kind == .directory || kind == .symbolicLink || (kind == .regular && Paths.isSpecFile(entry.name))
        }.map(\.name).sorted()
        guard let match = Suggestions.closest(to: name, among: candidates) else { return nil }
        return Paths.join(parent, match) + (trailing ? "/" : "")
    }
}
