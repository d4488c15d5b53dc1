/// Path arithmetic on strings, kept as the user wrote them so diagnostics name files the way
/// the user does (`specs/a.yaml`, not an absolute path).
public enum Paths {
    /// `directory` + `/` + `name`, without doubling a trailing slash.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The directory part (`a/b` for `a/b/c.yaml`, `/` for `/x`, empty for `x`). Found on the
    /// UTF-8 bytes, as the system splits paths: every spec's config is looked up by it.
    public static func parent(of path: String) -> String {
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        // The common case, counted in bytes: a path whose last slash follows an ASCII byte
        // (the String slice below would round an index inside a character down).
        if let fast = bytes.withContiguousStorageIfAvailable({ parentBytes(of: $0) }) {
            if let fast { return fast }
        }
        guard !bytes.isEmpty else { return "" }
        var end = bytes.endIndex
        while end > bytes.index(after: bytes.startIndex), bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        guard let last = bytes[..<end].lastIndex(of: slash) else { return "" }
        if last == bytes.startIndex { return "/" }
        return String(path[..<last])
    }

    /// `parent(of:)` of a path whose last slash (after trailing ones) is the first byte or
    /// follows an ASCII byte; nil for other paths.
    private static func parentBytes(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = UInt8(ascii: "/")
        guard !bytes.isEmpty else { return "" }
        var end = bytes.count
        while end > 1, bytes[end - 1] == slash { end -= 1 }
        var last = end - 1
        while last >= 0, bytes[last] != slash { last -= 1 }
        if last < 0 { return "" }
        if last == 0 { return "/" }
        guard bytes[last - 1] < 0x80 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<last]), as: UTF8.self)
    }

    /// Whether a name is a spec file by its extension (`.yaml` or `.yml` in any case — `.YAML`,
    /// `.Yml` — as spec-language.md §1 says), with a name before it. Compared on the last bytes,
    /// ASCII letters folded: the suffix is whole ASCII characters, so a name longer in bytes has
    /// a character before it.
    public static func isSpecFile(_ name: String) -> Bool {
        let bytes = name.utf8
        return hasExtension(bytes, "yaml") || hasExtension(bytes, "yml")
    }

    /// Whether `bytes` end in `.` and `ext` (lowercase ASCII) in any case, after at least one byte.
    private static func hasExtension(_ bytes: String.UTF8View, _ ext: StaticString) -> Bool {
        let count = ext.utf8CodeUnitCount
        guard bytes.count > count + 1 else { return false }
        var index = bytes.index(bytes.endIndex, offsetBy: -(count + 1))
        guard bytes[index] == UInt8(ascii: ".") else { return false }
        for position in 0..<count {
            index = bytes.index(after: index)
            // ASCII letters fold to lowercase with bit 0x20; the extension holds letters only.
            guard bytes[index] | 0x20 == ext.utf8Start[position] else { return false }
        }
        return true
    }
}
