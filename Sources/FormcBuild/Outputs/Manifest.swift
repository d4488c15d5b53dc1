import FormcProject
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
    /// The names, a screen's outputs as one entry under its id (`OutputTable`): 20,000 short ids
    /// at 20,000 screens, not 100,000 strings.
    private var table = OutputTable()
    /// The header and the names as read, when they are exactly what `bytes` writes (the header,
    /// then plain ASCII names in ascending order, one a line): written again as they are while
    /// no name is added or removed, without sorting. A slice of the bytes read, never a copy.
    var namesText: ArraySlice<UInt8>?
    /// The previous build's cache; nil when there is none or it cannot be trusted.
    public var cache: BuildCache?

    public static let header = "# formc manifest: files formc wrote in this folder (formc build --clean removes only these)"

    public init(names: some Sequence<String> = [], cache: BuildCache? = nil) {
        for name in names where OutputNames.isPlainName(name) { table.insert(name) }
        self.cache = cache
    }

    /// Reads a manifest's text; unknown or unsafe lines are skipped, and a cache that is not
    /// exactly as a build writes it is dropped. (`ManifestKeys` reads the cache's screens'
    /// keys alone, a piece at a time.)
    public init(parsing bytes: [UInt8]) {
        var start = 0
        // Whether the lines so far are what `bytes` writes; the last name line.
        var canonical = true
        var last: Range<Int>?
        bytes.withUnsafeBufferPointer { buffer in
            while start < buffer.count {
                let end = buffer[start...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? buffer.count
                let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                let endsInLineFeed = end < buffer.count && buffer[end] == UInt8(ascii: "\n")
                var next = end + 1
                if end < buffer.count, buffer[end] == UInt8(ascii: "\r"), next < buffer.count, buffer[next] == UInt8(ascii: "\n") { next += 1 }
                // A cache of another format starts the same way: it ends the names, and is not read.
                if line.starts(with: BuildCache.headerPrefix.utf8) {
                    if line.elementsEqual(BuildCache.header.utf8), endsInLineFeed {
                        cache = BuildCache(bytes: bytes, range: next..<bytes.count)
                    }
                    break
                }
                if start == 0 {
                    canonical = endsInLineFeed && line.elementsEqual(Self.header.utf8)
                } else if line.isEmpty || line.first == UInt8(ascii: "#") || !Self.isPlainName(line) {
                    canonical = false
                } else {
                    let ascii = line.allSatisfy { $0 < 0x80 }
                    canonical = canonical && ascii && endsInLineFeed
                        && last.map { buffer[$0].lexicographicallyPrecedes(line) } ?? true
                    last = start..<end
                    if ascii, let (id, slot) = OutputTable.split(bytes: line) {
                        table.insertAll(of: id, 1 << UInt8(slot))
                    } else {
                        table.insert(String(decoding: line, as: UTF8.self))
                    }
                }
                start = next
            }
        }
        if canonical, start > 0 { namesText = bytes[0..<min(start, bytes.count)] }
    }

    /// `OutputNames.isPlainName` of a line's bytes.
    private static func isPlainName(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        !line.isEmpty && line.first != UInt8(ascii: ".") && !line.contains { $0 == UInt8(ascii: "/") || $0 < 0x20 }
    }

    /// The number of names.
    public var count: Int { table.count }
    /// The number of entries the names take (`OutputTable.entryCount`): one per screen.
    var entryCount: Int { table.entryCount }

    /// Every name, as a set of strings (made on demand: a build asks by name instead).
    public var names: Set<String> {
        var names = Set<String>(minimumCapacity: table.count)
        table.forEachName { id, suffix in names.insert(id + suffix) }
        return names
    }

    public func contains(_ name: String) -> Bool { table.contains(name) }

    /// Whether every name of `names` is here: a lookup per screen, no name made.
    func holdsAll(_ names: PlannedNames) -> Bool {
        names.ids.allSatisfy { table.holdsAll(of: $0, names.mask) } && names.shared.allSatisfy(table.contains)
    }

    /// The outputs of `mask` of screen `id` that are not here (`OutputTable.mask(of:)`).
    func missing(of id: String, _ mask: UInt8) -> UInt8 { table.missing(of: id, mask) }

    /// Whether every name is in `entries` (an output folder's listing).
    func isListed(in entries: OutputTable) -> Bool { table.isSubset(of: entries) }

    public mutating func insert(_ name: String) {
        guard OutputNames.isPlainName(name), !table.contains(name) else { return }
        table.insert(name)
        namesText = nil
    }

    /// `insert` of the outputs of `mask` of screen `id`, no name made: `id` and a suffix make a
    /// plain name exactly when `id` is one (no suffix holds a `/` or a control character, and
    /// each starts with `.`, which an empty id would leave first).
    mutating func insertAll(of id: String, _ mask: UInt8) {
        guard OutputNames.isPlainName(id), table.missing(of: id, mask) != 0 else { return }
        table.insertAll(of: id, mask)
        namesText = nil
    }

    /// The outputs of screen `id` here, a bit per suffix (`OutputTable.present(of:)`).
    func present(of id: String) -> UInt8 { table.present(of: id) }

    public mutating func remove(_ name: String) {
        guard table.contains(name) else { return }
        table.remove(name)
        namesText = nil
    }

    /// Leaves on the manifest only the names in `present` (the files the folder holds).
    mutating func keepOnly(_ present: OutputTable) {
        guard !table.isSubset(of: present) else { return }
        table.formIntersection(present)
        namesText = nil
    }

    /// Calls `body` with each name as the strings it is made of (`OutputTable.forEachName`).
    func forEachName(_ body: (_ id: String, _ suffix: String) -> Void) { table.forEachName(body) }

    /// The same names and the same cache (however the names are held).
    public static func == (lhs: Manifest, rhs: Manifest) -> Bool {
        lhs.table.count == rhs.table.count && lhs.table.isSubset(of: rhs.table) && lhs.cache == rhs.cache
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(table.count)
        hasher.combine(cache)
    }
}

/// An output folder's manifest as read, with a hash of its bytes: a build reads it before the
/// check (whose cache it holds) and again when it opens the folder, and parses it only once
/// unless it changed in between (another build swapped its folder in).
public struct ReadManifest: Sendable {
    public var manifest: Manifest
    /// `StableHash` of the bytes; nil when there was no file.
    var hash: UInt64?

    /// The manifest of `directory` (empty when there is none); `known` is reused when the file
    /// holds the bytes it was read from, which is found by hashing it a piece at a time: the
    /// file (10 MB at 20,000 screens) is then never held a second time.
    public init(fileSystem: any FileSystem, directory: String, known: ReadManifest? = nil) {
        let path = Paths.join(directory, OutputNames.manifest)
        if let known, let hash = known.hash, Self.hash(of: path, fileSystem) == hash {
            self = known
            return
        }
        guard let bytes = try? fileSystem.readFile(path) else {
            self.init(manifest: Manifest(), hash: nil)
            return
        }
        let hash = StableHash.of(bytes)
        if let known, known.hash == hash {
            self = known
        } else {
            self.init(manifest: Manifest(parsing: bytes), hash: hash)
        }
    }

    /// `StableHash` of the file at `path`, read `pieceSize` bytes at a time through one
    /// descriptor (a manifest swapped in meanwhile is not mixed in); nil when it cannot be read.
    static func hash(of path: String, _ fileSystem: any FileSystem, pieceSize: Int = StreamedOutput.chunkSize) -> UInt64? {
        guard let file = try? fileSystem.openFile(path) else { return nil }
        var hash = StableHashStream()
        while true {
            guard let piece = try? file.read(upTo: pieceSize) else { return nil }
            hash.feed(piece)
            // A short piece is the file's last.
            if piece.count < pieceSize { return hash.finalize() }
        }
    }

    private init(manifest: Manifest, hash: UInt64?) {
        self.manifest = manifest
        self.hash = hash
    }
}
