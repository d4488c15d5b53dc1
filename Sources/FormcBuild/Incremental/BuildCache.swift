/// What an incremental build remembers of the previous one: for each screen it built, the key
/// of everything its outputs were made from (`RenderInputs`), and each spec file it found
/// no error in (`CachedFile`), which it need not check again while its bytes are the same, with
/// the warnings found in it.
/// Kept at the end of the output folder's manifest, so it is swapped in with the outputs it
/// describes, in one step:
///
///     # formc build cache 3: the inputs of each built screen, hashed (formc build renders again only what changed)
///     contents 7d1e0f2a3b4c5d6e
///     screen 3f2a9c0d1e4b5a67 travel-category
///     file 0c1d2e3f4a5b6c7d 5e4f3a2b1c0d9e8f 1184.2883597.1764520000123456789.1764520000123456789 =specs/travel.yaml
///     doc 0 1:1:0-9:1:120 =travel-category 2:9:18-2:24:33 =/screen 1 1 1:8:7-1:9:8 =/formc 1 2 =여행 카테고리
///     diag W506 warning 7:14:120-7:21:127 =/fields/0/options =a%20choice%20of%20one%20option - =specs/travel.yaml
///     # end 9a8b7c6d5e4f3a2b
///
/// The last line is a hash of the lines before it: a cache that was cut short, edited, or
/// written by another version of the format is not trusted at all, and the build renders every
/// screen (a full build is always correct; a wrong cache would leave stale outputs).
public struct BuildCache: Hashable, Sendable {
    /// The key of each built screen's inputs, by screen id.
    public var screens: [String: UInt64]
    /// The files found without any error, by path.
    public var files: [String: CachedFile]
    /// The key of everything the shared outputs were made from (`RenderInputs.contentsKey`):
    /// the contents pages, the spec-language schema, the Swift support file.
    public var contents: UInt64?

    public static let header =
        "# formc build cache 3: the inputs of each built screen, hashed (formc build renders again only what changed)"
    /// How every version of the cache's header starts.
    static let headerPrefix = "# formc build cache "
    static let endPrefix = "# end "

    /// How long before a build a spec's last change must be for the build to record its stamp
    /// (`FileStamp`), in nanoseconds: far more than the tick of any file system's clock.
    public static let settledAge: Int64 = 2_000_000_000

    public init(screens: [String: UInt64] = [:], files: [String: CachedFile] = [:], contents: UInt64? = nil) {
        self.screens = screens
        self.files = files
        self.contents = contents
    }

    /// The header, the lines after it, and the closing checksum.
    public var text: String {
        var out: [UInt8] = []
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text`'s bytes to `out`.
    func write(into out: inout [UInt8]) {
        out.append(contentsOf: Self.header.utf8)
        out.append(UInt8(ascii: "\n"))
        let body = out.count
        if let contents { out.append(contentsOf: ("contents " + StableHash.hex(contents) + "\n").utf8) }
        for id in screens.keys.sorted() {
            out.append(contentsOf: "screen ".utf8)
            out.append(contentsOf: StableHash.hex(screens[id] ?? 0).utf8)
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: id.utf8)
            out.append(UInt8(ascii: "\n"))
        }
        for path in files.keys.sorted() { files[path]?.write(into: &out) }
        let checksum = out.withUnsafeBytes { StableHash.of(UnsafeRawBufferPointer(rebasing: $0[body...])) }
        out.append(contentsOf: (Self.endPrefix + StableHash.hex(checksum) + "\n").utf8)
    }

    /// The cache in `bytes[range]` (the lines after the header, each ending in a line feed);
    /// nil unless every line is well formed and the checksum matches. Without `readingFiles`,
    /// `files` is left empty (a build that only compares screens' keys).
    public init?(bytes: [UInt8], range: Range<Int>, readingFiles: Bool = true) {
        // The last line: `# end <checksum>`.
        guard range.count > 1, bytes[range.upperBound - 1] == UInt8(ascii: "\n") else { return nil }
        let lastStart = (bytes[range.lowerBound..<(range.upperBound - 1)].lastIndex(of: UInt8(ascii: "\n")) ?? (range.lowerBound - 1)) + 1
        var reader = CacheReader(bytes)
        reader.split(lastStart..<(range.upperBound - 1))
        guard reader.fields.count == 3, reader.field(0, is: "#"), reader.field(1, is: "end"), let checksum = reader.hex(2) else {
            return nil
        }
        let body = range.lowerBound..<lastStart
        guard bytes.withUnsafeBytes({ StableHash.of(UnsafeRawBufferPointer(rebasing: $0[body])) }) == checksum else { return nil }
        var screens: [String: UInt64] = [:]
        var files: [String: CachedFile] = [:]
        var contents: UInt64?
        var file: CachedFile?
        var start = body.lowerBound
        while start < body.upperBound {
            guard let end = bytes[start..<body.upperBound].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            reader.split(start..<end)
            start = end + 1
            if !readingFiles, reader.field(0, is: "doc") || reader.field(0, is: "file") || reader.field(0, is: "diag")
                || reader.field(0, is: "note") { continue }
            if reader.field(0, is: "doc") {
                guard file?.addScreen(&reader) == true else { return nil }
                continue
            }
            if reader.field(0, is: "diag") {
                guard file?.addDiagnostic(&reader) == true else { return nil }
                continue
            }
            if reader.field(0, is: "note") {
                guard file?.addNote(reader) == true else { return nil }
                continue
            }
            if let done = file.take() {
                guard files.updateValue(done, forKey: done.path) == nil else { return nil }
            }
            if reader.field(0, is: "file") {
                guard let next = CachedFile(file: reader) else { return nil }
                file = next
                continue
            }
            if reader.field(0, is: "contents") {
                guard contents == nil, screens.isEmpty, files.isEmpty, reader.fields.count == 2, let key = reader.hex(1) else { return nil }
                contents = key
                continue
            }
            guard reader.fields.count == 3, reader.field(0, is: "screen"), let key = reader.hex(1),
                  let id = String(validating: bytes[reader.fields[2]], as: UTF8.self), OutputNames.isSafeScreenID(id),
                  screens.updateValue(key, forKey: id) == nil
            else { return nil }
        }
        if let done = file.take() {
            guard files.updateValue(done, forKey: done.path) == nil else { return nil }
        }
        self.screens = screens
        self.files = files
        self.contents = contents
    }
}
