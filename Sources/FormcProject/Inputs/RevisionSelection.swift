import FormcCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path of the command line, as the user wrote it, and the same place in the repository.
struct RevisionRoot: Hashable, Sendable {
    /// As given (`specs`, `./specs/`, `/abs/app/specs`): files are reported under it.
    var path: String
    /// From the top of the repository, without `.`, `..` or a trailing slash; empty for the top.
    var inRepository: String
}

/// The files of a revision that the roots select, by `InputDiscovery`'s rules: a root that is a
/// file is read whatever its name (but `.formc.yaml`); inside a folder only `.yaml`/`.yml`
/// files are, hidden entries and excluded ones are skipped. Files are reported under the
/// root as written, so the paths match those discovery finds in the working tree. Symbolic
/// links and submodules are never followed: each gets a note, as does a root that the
/// revision does not have.
struct RevisionSelection {
    /// A file to read: its reported path and its entry.
    struct File {
        var path: String
        var entry: GitTreeEntry
    }

    private(set) var files: [File] = []
    private(set) var notes: [String] = []

    init(entries: [GitTreeEntry], roots: [RevisionRoot], revision: String, isExcluded: (String) -> Bool) {
        var rootsByPlace: [[UInt8]: [RevisionRoot]] = [:]
        for root in Set(roots) { rootsByPlace[Array(root.inRepository.utf8), default: []].append(root) }
        var found: Set<RevisionRoot> = []
        var excludedFolders: [String: Bool] = [:]
        var chosen: [File] = []
        var noted: Set<String> = []
        let at = "at '\(SafeText.escaped(revision))'"
        for entry in entries {
            for (place, remainder) in Self.places(of: entry.path) {
                guard let roots = rootsByPlace[place] else { continue }
                for root in roots {
                    found.insert(root)
                    let parts = remainder.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
                    guard !parts.contains(where: { $0.hasPrefix(".") }) else { continue }
                    var path = root.path
                    var excluded = false
                    for (index, part) in parts.enumerated() where !excluded {
                        path = Paths.join(path, part)
                        if index == parts.count - 1 {
                            excluded = isExcluded(path)
                        } else if let known = excludedFolders[path] {
                            excluded = known
                        } else {
                            excluded = isExcluded(path)
                            excludedFolders[path] = excluded
                        }
                    }
                    if excluded { continue }
                    let name = parts.last ?? root.path.split(separator: "/").last.map(String.init) ?? root.path
                    switch entry.kind {
                    case .file:
                        let isSpec = parts.isEmpty ? name != ConfigLoader.fileName : Paths.isSpecFile(name)
                        if isSpec { chosen.append(File(path: path, entry: entry)) }
                    case .symbolicLink:
                        noted.insert("'\(SafeText.escaped(path))' is a symbolic link \(at): not followed")
                    case .submodule:
                        noted.insert("'\(SafeText.escaped(path))' is a submodule \(at): its specs are not read")
                    }
                }
            }
        }
        for root in Set(roots) where !found.contains(root) {
            noted.insert("'\(SafeText.escaped(root.path))' does not exist \(at): nothing read from it")
        }
        // Sorted by path; of two paths to one entry, the first in that order stays.
        chosen.sort { $0.path != $1.path ? $0.path < $1.path : $0.entry.path.lexicographicallyPrecedes($1.entry.path) }
        var seen: Set<[UInt8]> = []
        files = chosen.filter { seen.insert($0.entry.path).inserted }
        notes = noted.sorted()
    }

    /// Every place a root could be for the entry at `path`: the top, each parent folder and the
    /// entry itself, each with the rest of the path below it.
    private static func places(of path: [UInt8]) -> [(place: [UInt8], remainder: ArraySlice<UInt8>)] {
        var places: [(place: [UInt8], remainder: ArraySlice<UInt8>)] = [([], path[...])]
        for index in path.indices where path[index] == UInt8(ascii: "/") {
            places.append((Array(path[..<index]), path[(index + 1)...]))
        }
        places.append((path, []))
        return places
    }
}

/// Paths from the command line placed in the repository, by text.
package enum RevisionPaths {
    /// `path`, relative to a folder that is `prefix` below the top (`app/`, or empty at the top),
    /// as a path from the top; nil when it climbs above the top.
    static func fromTop(relative path: String, prefix: String) -> String? {
        var parts: [Substring] = []
        for part in (prefix + "/" + path).split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// An absolute `path` as a path from `top` (absolute, as git prints it); nil when it is
    /// not inside.
    static func fromTop(absolute path: String, top: String) -> String? {
        let file = AbsolutePath.normalized(path), folder = AbsolutePath.normalized(top)
        if file == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }
}

/// `realpath`: a path with every link resolved; nil when it does not exist.
enum RealPath {
    package static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
