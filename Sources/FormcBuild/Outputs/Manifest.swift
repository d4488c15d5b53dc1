/// The files formc wrote in an output folder, kept in the folder as `.formc-manifest`:
///
///     # formc manifest: files formc wrote in this folder (formc build --clean removes only these)
///     formc-spec.schema.json
///     index.md
///     travel-category.mockup.txt
///     travel-category.schema.json
///
/// It is what makes `--clean` safe (a file not on it is never removed) and what lets a build
/// refuse to overwrite a file it did not write. Names are plain names in the folder; a line
/// with a `/`, a leading `.` or a control character is ignored, so an edited manifest cannot
/// point formc outside its folder.
public struct Manifest: Hashable, Sendable {
    public private(set) var names: Set<String>

    public static let header = "# formc manifest: files formc wrote in this folder (formc build --clean removes only these)"

    public init(names: some Sequence<String> = []) {
        self.names = Set(names.filter(OutputNames.isPlainName))
    }

    /// Reads a manifest's text; unknown or unsafe lines are skipped.
    public init(parsing bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        self.init(names: lines.map(String.init).filter { !$0.hasPrefix("#") })
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    public mutating func insert(_ name: String) {
        if OutputNames.isPlainName(name) { names.insert(name) }
    }

    public mutating func remove(_ name: String) { names.remove(name) }

    /// The file's bytes: the header, then the names sorted, one a line.
    public var text: String {
        var out = Self.header + "\n"
        for name in names.sorted() { out += name + "\n" }
        return out
    }
}
