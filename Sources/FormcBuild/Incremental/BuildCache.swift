/// What an incremental build remembers of the previous one: for each screen it built, the key
/// of everything its outputs were made from (`RenderInputs`), and each spec file it found
/// nothing in (`CachedFile`), which it need not check again while its bytes are the same.
/// Kept at the end of the output folder's manifest, so it is swapped in with the outputs it
/// describes, in one step:
///
///     # formc build cache 1: the inputs of each built screen, hashed (formc build renders again only what changed)
///     screen 3f2a9c0d1e4b5a67 travel-category
///     file 0c1d2e3f4a5b6c7d 5e4f3a2b1c0d9e8f =specs/travel.yaml
///     doc 0 1:1:0-9:1:120 =travel-category 2:9:18-2:24:33 =/screen 1 1 1:8:7-1:9:8 =/formc 1 2 =여행 카테고리
///     # end 9a8b7c6d5e4f3a2b
///
/// The last line is a hash of the lines before it: a cache that was cut short, edited, or
/// written by another version of the format is not trusted at all, and the build renders every
/// screen (a full build is always correct; a wrong cache would leave stale outputs).
public struct BuildCache: Hashable, Sendable {
    /// The key of each built screen's inputs, by screen id.
    public var screens: [String: UInt64]
    /// The files found without any problem, by path.
    public var files: [String: CachedFile]

    public static let header =
        "# formc build cache 1: the inputs of each built screen, hashed (formc build renders again only what changed)"
    /// How every version of the cache's header starts.
    static let headerPrefix = "# formc build cache "
    static let screenPrefix = "screen "
    static let endPrefix = "# end "

    public init(screens: [String: UInt64] = [:], files: [String: CachedFile] = [:]) {
        self.screens = screens
        self.files = files
    }

    /// The lines after the header, with the closing checksum.
    public var text: String {
        var body = ""
        for id in screens.keys.sorted() {
            body += Self.screenPrefix + StableHash.hex(screens[id] ?? 0) + " " + id + "\n"
        }
        for path in files.keys.sorted() {
            for line in files[path]?.lines ?? [] { body += line + "\n" }
        }
        return Self.header + "\n" + body + Self.endPrefix + StableHash.hex(StableHash.of(body)) + "\n"
    }

    /// The cache in `lines` (those after the header); nil unless every line is well formed and
    /// the checksum matches.
    public init?(lines: some BidirectionalCollection<Substring>) {
        guard let last = lines.last, last.hasPrefix(Self.endPrefix),
              let checksum = CacheField.hex(last.dropFirst(Self.endPrefix.count))
        else { return nil }
        var body = ""
        var screens: [String: UInt64] = [:]
        var files: [String: CachedFile] = [:]
        let content = lines.dropLast()
        var index = content.startIndex
        while index != content.endIndex {
            let line = content[index]
            body += line + "\n"
            index = content.index(after: index)
            if line.hasPrefix("file ") {
                var end = index
                while end != content.endIndex, content[end].hasPrefix("doc ") { end = content.index(after: end) }
                let docs = content[index..<end]
                for doc in docs { body += doc + "\n" }
                index = end
                guard let file = CachedFile(file: line, docs: docs), files.updateValue(file, forKey: file.path) == nil else { return nil }
                continue
            }
            guard line.hasPrefix(Self.screenPrefix) else { return nil }
            let fields = line.dropFirst(Self.screenPrefix.count).split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 2, let key = CacheField.hex(fields[0]), OutputNames.isSafeScreenID(String(fields[1])),
                  screens.updateValue(key, forKey: String(fields[1])) == nil
            else { return nil }
        }
        guard StableHash.of(body) == checksum else { return nil }
        self.screens = screens
        self.files = files
    }
}
