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
///
/// After the names, a build that succeeded adds its cache (`BuildCache`): what each screen's
/// outputs were made from, so the next build renders only the screens whose inputs changed.
public struct Manifest: Hashable, Sendable {
    public private(set) var names: Set<String>
    /// The previous build's cache; nil when there is none or it cannot be trusted.
    public var cache: BuildCache?

    public static let header = "# formc manifest: files formc wrote in this folder (formc build --clean removes only these)"

    public init(names: some Sequence<String> = [], cache: BuildCache? = nil) {
        self.names = Set(names.filter(OutputNames.isPlainName))
        self.cache = cache
    }

    /// Reads a manifest's text; unknown or unsafe lines are skipped, and a cache that is not
    /// exactly as a build writes it is dropped.
    public init(parsing bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        // A cache of another format starts the same way: it ends the names, and is not read.
        let cacheStart = lines.firstIndex { $0.hasPrefix(BuildCache.headerPrefix) }
        let names = lines[..<(cacheStart ?? lines.endIndex)]
        self.init(names: names.map(String.init).filter { !$0.hasPrefix("#") },
                  cache: cacheStart.flatMap { lines[$0] == BuildCache.header ? BuildCache(lines: lines[($0 + 1)...]) : nil })
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    public mutating func insert(_ name: String) {
        if OutputNames.isPlainName(name) { names.insert(name) }
    }

    public mutating func remove(_ name: String) { names.remove(name) }

    /// The file's bytes: the header, then the names sorted, one a line, then the cache.
    public var text: String {
        var out = Self.header + "\n"
        for name in names.sorted() { out += name + "\n" }
        if let cache { out += cache.text }
        return out
    }
}
