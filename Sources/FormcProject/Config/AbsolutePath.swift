#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths made absolute by text, for comparing where a file is with where the project config
/// is: the current folder joined in front, `.` and `..` resolved (symbolic links left alone).
package enum AbsolutePath {
    /// `path` from the root, whatever the current folder.
    package static func of(_ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return normalized(Paths.join(String(cString: cwd), path))
    }

    /// `.` and `..` segments resolved by text (symbolic links are left as they are).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
