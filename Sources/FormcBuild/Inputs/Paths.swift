/// Path arithmetic on strings, kept as the user wrote them so diagnostics name files the way
/// the user does (`specs/a.yaml`, not an absolute path).
public enum Paths {
    /// `directory` + `/` + `name`, without doubling a trailing slash.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The directory part (`a/b` for `a/b/c.yaml`, `/` for `/x`, empty for `x`).
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// Whether a name is a spec file by its extension (`.yaml` or `.yml`, as spec-language.md says).
    public static func isSpecFile(_ name: String) -> Bool {
        (name.hasSuffix(".yaml") && name.count > 5) || (name.hasSuffix(".yml") && name.count > 4)
    }
}
