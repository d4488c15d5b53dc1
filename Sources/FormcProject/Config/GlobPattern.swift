/// A glob of `exclude` (`specs/drafts/**`, `*.draft.yaml`, `legacy-?.yaml`), as ruff and eslint
/// read them: `*` is any run of characters but `/`, `?` one character but `/`, `**` any number
/// of whole path segments; a glob without `/` matches a file or folder name at any depth; a
/// folder that matches excludes everything under it.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    private let segments: [Substring]
    private let anchored: Bool

    public init(_ text: String) {
        self.text = text
        var body = Substring(text)
        if body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasSuffix("/") { body = body.dropLast() }
        anchored = body.contains("/")
        segments = body.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { text }

    /// Whether the relative `path` (or one of its parent folders) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty else { return false }
        if !anchored { return parts.contains { Self.segment(segments[0], matches: $0) } }
        // A match of any leading part of the path: a matched folder holds the file.
        for count in 1...max(1, parts.count) where Self.match(segments[...], parts.prefix(count)) {
            return true
        }
        return false
    }

    /// Segments against path parts, `**` taking any number of parts (memoised: linear in
    /// segments × parts).
    private static func match(_ pattern: ArraySlice<Substring>, _ parts: ArraySlice<Substring>) -> Bool {
        var memo: [Int: Bool] = [:]
        let pattern = Array(pattern), parts = Array(parts)
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (parts.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == pattern.count {
                result = j == parts.count
            } else if pattern[i] == "**" {
                result = go(i + 1, j) || (j < parts.count && go(i, j + 1))
            } else {
                result = j < parts.count && segment(pattern[i], matches: parts[j]) && go(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
    }

    /// One segment with `*` and `?` against one name (backtracking on the last `*` only: linear
    /// for the patterns people write).
    static func segment(_ pattern: Substring, matches name: Substring) -> Bool {
        let p = Array(pattern), n = Array(name)
        var i = 0, j = 0
        var star: Int?
        var resume = 0
        while j < n.count {
            if i < p.count, p[i] == "?" || p[i] == n[j] {
                i += 1
                j += 1
            } else if i < p.count, p[i] == "*" {
                star = i
                resume = j
                i += 1
            } else if let s = star {
                i = s + 1
                resume += 1
                j = resume
            } else {
                return false
            }
        }
        while i < p.count, p[i] == "*" { i += 1 }
        return i == p.count
    }
}
