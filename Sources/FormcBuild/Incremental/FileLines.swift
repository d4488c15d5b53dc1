import FormcProject
/// Where a file's lines are in the build cache's bytes (`BuildCache`), with what its `file`
/// line says: enough to decide whether the file can be reused, or kept in the next cache as it
/// is, without decoding its screens and diagnostics.
struct FileLines: Hashable, Sendable {
    var contentHash: UInt64
    var checkKey: UInt64
    var stamp: FileStamp?
    /// The number of `doc` lines (screens) and `diag` lines (diagnostics, the file's own and
    /// its screens').
    var screenCount = 0
    var diagnosticCount = 0
    /// Whether its lines end with the excerpt the human report shows (`CachedExcerpt`).
    var hasExcerpt = false
    /// In the cache's bytes as read (nil), or in this piece of those added since (`AddedLines`).
    var piece: Int?
    /// From the `file` line to the end of its last line, line feed included.
    var range: Range<Int>

    init(_ file: CachedFile, piece: Int?, range: Range<Int>) {
        contentHash = file.contentHash
        checkKey = file.checkKey
        stamp = file.stamp
        screenCount = file.screens.count
        diagnosticCount = file.diagnostics.count + file.screens.reduce(0) { $0 + $1.diagnostics.count }
        hasExcerpt = file.excerpt != nil
        self.piece = piece
        self.range = range
    }
}

/// The files of a cache being read: each `file` line starts one, and the `doc`, `diag` and
/// `note` lines after it are its own, counted, not decoded.
struct FileIndex {
    private(set) var files: [String: FileLines] = [:]

    /// An index with room for `files` files.
    init(capacity files: Int = 0) {
        self.files.reserveCapacity(files)
    }
    private var current: (path: String, lines: FileLines)?
    /// Whether the previous line was a `diag` or a `note` (which a `note` must follow).
    private var inDiagnostic = false

    /// Starts the file of the `file` line `reader` holds, at byte `offset`; false when malformed.
    mutating func start(_ reader: CacheReader, at offset: Int) -> Bool {
        guard let file = CachedFile(file: reader) else { return false }
        current = (file.path, FileLines(file, piece: nil, range: offset..<offset))
        inDiagnostic = false
        return true
    }

    /// Counts the `doc`, `diag` or `note` line at `line`, or notes the `excerpt` and `line`
    /// lines after them (`CachedExcerpt`, read when the file is); false when it is none of
    /// them or no file is open.
    mutating func addLine(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        guard let open = current else { return false }
        let word = bytes[line.lowerBound..<min(line.upperBound, line.lowerBound + 8)]
        if open.lines.hasExcerpt { return word.starts(with: "line ".utf8) }
        if word.elementsEqual("excerpt ".utf8) {
            current?.lines.hasExcerpt = true
            return true
        }
        if word.starts(with: "doc ".utf8) {
            current?.lines.screenCount += 1
            inDiagnostic = false
        } else if word.starts(with: "diag ".utf8) {
            current?.lines.diagnosticCount += 1
            inDiagnostic = true
        } else if word.starts(with: "note ".utf8) {
            return inDiagnostic
        } else {
            return false
        }
        return true
    }

    /// Ends the open file (if any) before byte `offset`; false when its path was seen before.
    mutating func finish(at offset: Int) -> Bool {
        guard let (path, found) = current else { return true }
        var lines = found
        current = nil
        lines.range = lines.range.lowerBound..<offset
        return files.updateValue(lines, forKey: path) == nil
    }
}
