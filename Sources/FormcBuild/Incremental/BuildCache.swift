import FormcProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an incremental build remembers of the previous one: for each screen it built, the key
/// of everything its outputs were made from (`RenderInputs`), and each spec file it found
/// no error in (`CachedFile`), which it need not check again while its bytes are the same, with
/// the warnings found in it.
/// Kept at the end of the output folder's manifest, so it is swapped in with the outputs it
/// describes, in one step:
///
///     # formc build cache 4: the inputs of each built screen, hashed (formc build renders again only what changed)
///     contents 7d1e0f2a3b4c5d6e
///     screen 3f2a9c0d1e4b5a67 travel-category
///     file 0c1d2e3f4a5b6c7d 5e4f3a2b1c0d9e8f 1184.2883597.1764520000123456789.1764520000123456789 =specs/travel.yaml
///     doc 0 1:1:0-9:1:120 =travel-category 2:9:18-2:24:33 =/screen 1 1 1:8:7-1:9:8 =/formc 1 2 =여행 카테고리
///     diag W506 warning 7:14:120-7:21:127 =/fields/0/options =a%20choice%20of%20one%20option - =specs/travel.yaml
///     excerpt 7
///     line 7 =%20%20%20%20options:%20[solo]
///     # end 9a8b7c6d5e4f3a2b
///
/// The last line is a hash of the lines before it: a cache that was cut short, edited, or
/// written by another version of the format is not trusted at all, and the build renders every
/// screen (a full build is always correct; a wrong cache would leave stale outputs).
///
/// A file's lines stay bytes (`FileLines`) until the check asks for that file (`file(_:)`),
/// and a file the next cache records as it was is copied into it byte for byte (`keep`): a
/// build that changed one spec of 20,000 neither decodes nor encodes the 19,999 others.
public struct BuildCache: Sendable {
    /// The key of each built screen's inputs, by screen id.
    public var screens: [String: UInt64]
    /// The key of everything the shared outputs were made from (`RenderInputs.contentsKey`):
    /// the contents pages, the spec-language schema, the Swift support file.
    public var contents: UInt64?
    /// The lines of each file found without any error, by path.
    private(set) var files: [String: FileLines] = [:]
    /// The bytes the cache was read from (shared with the cache it was made from, never copied),
    /// and the lines of the files added since (`FileLines.piece`).
    private(set) var read: [UInt8] = []
    private(set) var added = AddedLines()

    public static let header =
        "# formc build cache 4: the inputs of each built screen, hashed (formc build renders again only what changed)"
    /// How every version of the cache's header starts.
    static let headerPrefix = "# formc build cache "
    static let endPrefix = "# end "

    /// How long before a build a spec's last change must be for the build to record its stamp
    /// (`FileStamp`), in nanoseconds: far more than the tick of any file system's clock.
    public static let settledAge: Int64 = 2_000_000_000

    public init(screens: [String: UInt64] = [:], files: [String: CachedFile] = [:], contents: UInt64? = nil) {
        self.screens = screens
        self.contents = contents
        for file in files.values { add(file) }
    }

    /// An empty cache to which files of `previous` can be kept (`keep`) without copying their lines.
    init(keepingFrom previous: BuildCache) {
        screens = [:]
        // Most files are kept: the table grows once, not by doubling. The bytes read are shared
        // from the first file kept on (`keep`): a cache that keeps none does not hold them.
        files.reserveCapacity(previous.files.count)
    }

    /// This cache without its files: its screens' keys and the shared outputs' key alone.
    var withoutFiles: BuildCache { BuildCache(screens: screens, contents: contents) }

    /// The file recorded at `path`, decoded; nil when there is none, or when its lines are not
    /// exactly as a build writes them (the file is then checked again).
    public func file(_ path: String) -> CachedFile? {
        guard let lines = files[path] else { return nil }
        return CachedFile(path: path, lines: lines, in: lines.piece.map { added.pieces[$0] } ?? read)
    }

    /// Records `file`, its lines encoded.
    mutating func add(_ file: CachedFile) {
        var lines: [UInt8] = []
        file.write(into: &lines)
        let (piece, range) = added.append(lines)
        files[file.path] = FileLines(file, piece: piece, range: range)
    }

    /// Records the file at `path` exactly as `previous` (the cache this one was made from,
    /// `init(keepingFrom:)`) recorded it, its lines copied as they are.
    mutating func keep(_ path: String, from previous: BuildCache) {
        guard var lines = previous.files[path] else { return }
        if let piece = lines.piece {
            (lines.piece, lines.range) = added.append(previous.added.pieces[piece][lines.range])
        } else if read.isEmpty {
            read = previous.read
        }
        files[path] = lines
    }

    /// The bytes of a file's lines.
    private func bytes(of lines: FileLines) -> ArraySlice<UInt8> {
        lines.piece.map { added.pieces[$0][lines.range] } ?? read[lines.range]
    }

    /// The header, the lines after it, and the closing checksum.
    public var text: String {
        var out: [UInt8] = []
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The number of bytes `write(into:)` appends.
    var byteCount: Int {
        var count = Self.header.utf8.count + 1 + (contents == nil ? 0 : 26) + Self.endPrefix.utf8.count + 17
        for id in screens.keys { count += 25 + id.utf8.count }
        for lines in files.values { count += lines.range.count }
        return count
    }

    /// Appends `text`'s bytes to `out`.
    func write(into out: inout [UInt8]) {
        write(into: &out, pieceSize: .max) { _ in }
    }

    /// Appends `text`'s bytes to `out`, handing `out` to `flush` (which empties it) whenever it
    /// holds `pieceSize` bytes or more: the cache of a large build is never held whole (the
    /// checksum is taken piece by piece).
    func write(into out: inout [UInt8], pieceSize: Int, flush: (inout [UInt8]) -> Void) {
        out.append(contentsOf: Self.header.utf8)
        out.append(UInt8(ascii: "\n"))
        var body = out.count
        var checksum = StableHashStream()
        func piece() {
            guard out.count >= pieceSize else { return }
            checksum.feed(out[body...])
            flush(&out)
            body = out.count
        }
        if let contents { out.append(contentsOf: ("contents " + StableHash.hex(contents) + "\n").utf8) }
        for id in screens.keys.sorted() {
            out.append(contentsOf: "screen ".utf8)
            out.append(contentsOf: StableHash.hex(screens[id] ?? 0).utf8)
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: id.utf8)
            out.append(UInt8(ascii: "\n"))
            piece()
        }
        for path in files.keys.sorted() {
            if let lines = files[path] { out.append(contentsOf: bytes(of: lines)) }
            piece()
        }
        checksum.feed(out[body...])
        out.append(contentsOf: (Self.endPrefix + StableHash.hex(checksum.finalize()) + "\n").utf8)
    }

    /// The cache in `bytes[range]` (the lines after the header, each ending in a line feed);
    /// nil unless the checksum matches and every line is well formed as far as it is read here:
    /// the screens' keys and each file's first line; the rest of a file's lines are decoded
    /// when the check asks for the file (`file(_:)`). A build that only compares screens' keys
    /// reads them in pieces instead (`ManifestKeys`).
    public init?(bytes: [UInt8], range: Range<Int>) {
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
        // Room for every file at once: the table does not grow by doubling.
        var index = FileIndex(capacity: Self.fileLineCount(bytes, body))
        var start = body.lowerBound
        screens = [:]
        while start < body.upperBound {
            guard let end = bytes[start..<body.upperBound].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let line = start..<end
            start = end + 1
            switch bytes[line.lowerBound] {
            case UInt8(ascii: "d"), UInt8(ascii: "n"), UInt8(ascii: "e"), UInt8(ascii: "l"):
                // `doc`, `diag`, `note`, `excerpt`, `line`: the lines of the file above, decoded when it is used.
                guard index.addLine(line, in: bytes) else { return nil }
                continue
            default:
                break
            }
            guard index.finish(at: line.lowerBound) else { return nil }
            reader.split(line)
            if reader.field(0, is: "file") {
                guard index.start(reader, at: line.lowerBound) else { return nil }
                continue
            }
            if reader.field(0, is: "contents") {
                guard contents == nil, screens.isEmpty, index.files.isEmpty, reader.fields.count == 2, let key = reader.hex(1) else {
                    return nil
                }
                contents = key
                continue
            }
            guard reader.fields.count == 3, reader.field(0, is: "screen"), index.files.isEmpty, let key = reader.hex(1),
                  let id = String(validating: bytes[reader.fields[2]], as: UTF8.self), OutputNames.isSafeScreenID(id),
                  screens.updateValue(key, forKey: id) == nil
            else { return nil }
        }
        guard index.finish(at: body.upperBound) else { return nil }
        files = index.files
        read = bytes
    }
}

extension BuildCache {
    /// The number of `file` lines in `bytes[range]`.
    static func fileLineCount(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            var start = range.lowerBound
            while start + 5 <= range.upperBound {
                if buffer[start] == UInt8(ascii: "f"), buffer[start + 1] == UInt8(ascii: "i"), buffer[start + 2] == UInt8(ascii: "l"),
                   buffer[start + 3] == UInt8(ascii: "e"), buffer[start + 4] == UInt8(ascii: " ") { count += 1 }
                guard let base = buffer.baseAddress,
                      let found = memchr(base + start, 0x0A, range.upperBound - start) else { break }
                start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }
    }
}

extension BuildCache: Hashable {
    /// The same screens, shared key and files, each file's lines byte for byte.
    public static func == (lhs: BuildCache, rhs: BuildCache) -> Bool {
        guard lhs.contents == rhs.contents, lhs.files.count == rhs.files.count, lhs.screens == rhs.screens else { return false }
        for (path, lines) in lhs.files {
            guard let other = rhs.files[path] else { return false }
            // Slices of one buffer at the same place compare equal at once.
            guard lines.range.count == other.range.count, lhs.bytes(of: lines) == rhs.bytes(of: other) else { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(screens)
        hasher.combine(contents)
        hasher.combine(files.count)
    }
}
