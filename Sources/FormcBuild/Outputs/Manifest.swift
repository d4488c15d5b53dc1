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
    /// `names` in order, as read from a manifest that listed them sorted, kept while no name is
    /// added or removed: a build that writes the names it read writes them without sorting.
    private var sortedNames: [String]?
    /// The previous build's cache; nil when there is none or it cannot be trusted.
    public var cache: BuildCache?

    public static let header = "# formc manifest: files formc wrote in this folder (formc build --clean removes only these)"

    public init(names: some Sequence<String> = [], cache: BuildCache? = nil) {
        self.names = Set(names.filter(OutputNames.isPlainName))
        self.cache = cache
    }

    /// Reads a manifest's text; unknown or unsafe lines are skipped, and a cache that is not
    /// exactly as a build writes it is dropped. (`ManifestKeys` reads the cache's screens'
    /// keys alone, a piece at a time.)
    public init(parsing bytes: [UInt8]) {
        var names: [String] = []
        var cache: BuildCache?
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.count
            let line = bytes[start..<end]
            var next = end + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "\r"), next < bytes.count, bytes[next] == UInt8(ascii: "\n") { next += 1 }
            // A cache of another format starts the same way: it ends the names, and is not read.
            if line.starts(with: BuildCache.headerPrefix.utf8) {
                if line.elementsEqual(BuildCache.header.utf8), end < bytes.count, bytes[end] == UInt8(ascii: "\n") {
                    cache = BuildCache(bytes: bytes, range: next..<bytes.count)
                }
                break
            }
            if !line.isEmpty, line.first != UInt8(ascii: "#") { names.append(String(decoding: line, as: UTF8.self)) }
            start = next
        }
        let plain = names.allSatisfy(OutputNames.isPlainName)
        self.init(plainNames: plain ? names : names.filter(OutputNames.isPlainName), cache: cache)
        if plain, names.count == self.names.count, zip(names, names.dropFirst()).allSatisfy({ $0 < $1 }) { sortedNames = names }
    }

    /// Names already checked to be plain.
    private init(plainNames names: [String], cache: BuildCache?) {
        self.names = Set(names)
        self.cache = cache
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    public mutating func insert(_ name: String) {
        if OutputNames.isPlainName(name), names.insert(name).inserted { sortedNames = nil }
    }

    public mutating func remove(_ name: String) {
        if names.remove(name) != nil { sortedNames = nil }
    }

    /// Leaves on the manifest only the names for which `isPresent` holds (the files the folder holds).
    mutating func keepOnly(where isPresent: (String) -> Bool) {
        guard !names.allSatisfy(isPresent) else { return }
        names = names.filter(isPresent)
        sortedNames = nil
    }

    /// The file's bytes: the header, then the names sorted, one a line, then the cache.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        // Exactly: a buffer that grows by doubling holds twice the manifest at its end.
        out.reserveCapacity(Self.header.utf8.count + 1 + names.reduce(0) { $0 + $1.utf8.count + 1 } + (cache?.byteCount ?? 0))
        write(into: &out, pieceSize: .max) { _ in }
        return out
    }

    /// Appends `bytes` to `out`, handing `out` to `flush` (which empties it) whenever it holds
    /// `pieceSize` bytes or more: the manifest of 20,000 screens (10 MB) is written a piece at
    /// a time (`OutputSession.putManifest`), never held whole.
    func write(into out: inout [UInt8], pieceSize: Int, flush: (inout [UInt8]) -> Void) {
        out.append(contentsOf: Self.header.utf8)
        out.append(UInt8(ascii: "\n"))
        for name in sortedNames ?? names.sorted() {
            out.append(contentsOf: name.utf8)
            out.append(UInt8(ascii: "\n"))
            if out.count >= pieceSize { flush(&out) }
        }
        cache?.write(into: &out, pieceSize: pieceSize, flush: flush)
    }

    /// `bytes` as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The same names and the same cache (however the names are held).
    public static func == (lhs: Manifest, rhs: Manifest) -> Bool {
        lhs.names == rhs.names && lhs.cache == rhs.cache
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(names)
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
    /// holds the bytes it was read from.
    public init(fileSystem: any FileSystem, directory: String, known: ReadManifest? = nil) {
        guard let bytes = try? fileSystem.readFile(Paths.join(directory, OutputNames.manifest)) else {
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

    private init(manifest: Manifest, hash: UInt64?) {
        self.manifest = manifest
        self.hash = hash
    }
}

extension OutputSession {
    /// Writes the new build's manifest into the staging folder: whole when it is smaller than
    /// `pieceSize` (one write), else a piece at a time as it is made, so a large build never
    /// holds its bytes (10 MB at 20,000 screens).
    mutating func putManifest(pieceSize: Int = StreamedOutput.chunkSize) throws(WriteFailure) {
        let path = stage(OutputNames.manifest), fileSystem = self.fileSystem
        var stream: (any FileWriteStream)?
        var failure: FileSystemError?
        var out: [UInt8] = []
        out.reserveCapacity(2 * pieceSize)
        manifest.write(into: &out, pieceSize: pieceSize) { piece in
            defer { piece.removeAll(keepingCapacity: true) }
            guard failure == nil else { return }
            do throws(FileSystemError) {
                if stream == nil { stream = try fileSystem.createNewFileStream(path) }
                try stream?.write(piece)
            } catch {
                failure = error
            }
        }
        guard let open = stream else { return try put(OutputNames.manifest, out) }
        do throws(FileSystemError) {
            if let failure { throw failure }
            if !out.isEmpty { try open.write(out) }
        } catch {
            try? open.close()
            throw WriteFailure(path: live(OutputNames.manifest), reason: error.reason)
        }
        do {
            try open.close()
        } catch {
            throw WriteFailure(path: live(OutputNames.manifest), reason: error.reason)
        }
        staged.insert(OutputNames.manifest)
    }
}
