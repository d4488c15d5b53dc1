import FormcBuild
import FormcCore
import FormcProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A build's output folder may not be an input, hold one, or lie inside one: the build
/// replaces its output folder as a whole, so `--out specs` would swap the specs away, and an
/// output folder among the inputs mixes what formc writes with what it reads. Refused as a
/// usage error (exit 2) before anything is read or written. Paths are compared as the system
/// resolves them (symbolic links, `..`), so two spellings of one folder are one.
enum OutputOverlap {
    /// Why `out` cannot receive the outputs of a build of `inputs` (the default `specs` when
    /// empty), or nil.
    static func problem(out: String, inputs: [String], fileSystem: any FileSystem = PosixFileSystem()) -> String? {
        let output = canonical(out)
        for input in inputs.isEmpty ? [InputDiscovery.defaultPath] : inputs where input != "-" {
            let resolved = canonical(input)
            let shown = "the output folder '\(SafeText.escaped(out))'"
            if resolved == output {
                return "\(shown) is the input '\(SafeText.escaped(input))': a build replaces its output folder as a whole"
            }
            if isInside(resolved, output) {
                return "\(shown) holds the input '\(SafeText.escaped(input))': a build replaces its output folder as a whole"
            }
            if isInside(output, resolved), fileSystem.statusIfPresent(input)?.kind == .directory {
                return "\(shown) lies inside the input folder '\(SafeText.escaped(input))', where its outputs would mix with the specs"
            }
        }
        return nil
    }

    /// Whether `path` is strictly below `folder` (both canonical).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path != "/" : path.hasPrefix(folder + "/")
    }

    /// `path` absolute, its existing part resolved by `realpath` (links, `.`, `..`), the rest
    /// (folders a build would create) appended with `.` and `..` applied.
    static func canonical(_ path: String) -> String {
        var missing: [String] = []
        var current = path.isEmpty ? "." : path
        while true {
            if let real = realpath(current, nil) {
                defer { free(real) }
                var parts = String(cString: real).split(separator: "/").map(String.init)
                for part in missing.reversed() {
                    if part == ".." { _ = parts.popLast() } else if part != "." && !part.isEmpty { parts.append(part) }
                }
                return "/" + parts.joined(separator: "/")
            }
            var trimmed = Substring(current)
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
            let parent = Paths.parent(of: String(trimmed))
            missing.append(String(trimmed.split(separator: "/").last ?? ""))
            guard parent != String(trimmed) else { return String(trimmed) }
            current = parent.isEmpty ? "." : parent
        }
    }
}
