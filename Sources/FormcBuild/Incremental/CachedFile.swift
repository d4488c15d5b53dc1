import FormcCore
import FormcProject
import FormcSpec

/// A spec file the previous build checked and found no error in (every document a screen,
/// no screen id shared with another file): what the next build needs of it without loading it
/// again, when its bytes and its check key are the same — its screens' identities for the
/// checks across files (E300), their titles and field counts for the contents, and its
/// warnings exactly as the check reported them (`CachedDiagnostics`), whose source lines the
/// human report reads from the file again.
///
/// Files with errors are always checked again.
public struct CachedFile: Hashable, Sendable {
    public struct CachedScreen: Hashable, Sendable {
        public var identity: ScreenIdentity
        public var title: String?
        public var fieldCount: Int
        /// What the check found in the screen's document, in the order it reported it.
        public var diagnostics: [Diagnostic] = []
    }

    public var path: String
    public var contentHash: UInt64
    /// formc, the config that applies, and the options that change what the check finds.
    public var checkKey: UInt64
    /// The file's stamp when its bytes were read (`FileStamp`); nil when it had changed too
    /// recently to be trusted, so the next build reads and hashes it.
    public var stamp: FileStamp?
    public var screens: [CachedScreen]
    /// What the check found in the file outside its screens (an ignore comment that silences
    /// nothing, W509), in the order it reported it.
    public var diagnostics: [Diagnostic] = []
    /// The lines the human report shows of it (`CachedExcerpt`); nil when not kept (the report
    /// then reads them from the file).
    var excerpt: CachedExcerpt?

    /// Appends the file's lines in the cache: `file <content> <check> <stamp> <path>`, the
    /// `diag` lines of the file's own diagnostics, then a `doc` line per screen (its document,
    /// range, id, version, field count and title), each followed by its screen's `diag` lines.
    func write(into out: inout [UInt8]) {
        // The buffer is moved in and out, never copied.
        var line = CacheLine()
        swap(&line.bytes, &out)
        write(into: &line)
        swap(&line.bytes, &out)
    }

    /// `write(into:)` on a line being written.
    func write(into line: inout CacheLine) {
        line.begin("file")
        line.hex(contentHash)
        line.hex(checkKey)
        if let stamp { line.plain(stamp.text) } else { line.absent() }
        line.field(path)
        line.end()
        CachedDiagnostics.write(diagnostics, into: &line)
        for screen in screens {
            let identity = screen.identity
            line.begin("doc")
            line.number(identity.documentIndex)
            line.range(identity.range)
            line.field(identity.id.value)
            Self.writePlace(of: identity.id, into: &line)
            line.number(identity.version.value)
            Self.writePlace(of: identity.version, into: &line)
            line.number(screen.fieldCount)
            line.field(screen.title)
            line.end()
            CachedDiagnostics.write(screen.diagnostics, into: &line)
        }
        excerpt?.write(into: &line)
    }

    /// `<range> <pointer> <0|1>` after a located value: where in the spec it is, and whether
    /// the spec wrote it.
    private static func writePlace<Value>(of located: Located<Value>, into line: inout CacheLine) {
        line.range(located.range)
        line.field(located.pointer.description)
        line.flag(located.isExplicit)
    }

    /// The file of the `file` line `reader` holds; nil when it is malformed.
    init?(file reader: CacheReader) {
        guard reader.fields.count == 5, reader.field(0, is: "file"), let content = reader.hex(1), let check = reader.hex(2),
              case .some(let stamp) = reader.stamp(3), let path = reader.text(4) else { return nil }
        self.init(path: path, contentHash: content, checkKey: check, stamp: stamp, screens: [])
    }

    /// Adds the screen of the `doc` line `reader` holds; false when it is malformed.
    mutating func addScreen(_ reader: inout CacheReader) -> Bool {
        guard reader.fields.count == 13, reader.field(0, is: "doc"), let index = reader.number(1), let range = reader.range(2),
              let id = reader.text(3), let idRange = reader.range(4), let idPointer = reader.pointer(5), let idExplicit = reader.flag(6),
              let version = reader.number(7), let versionRange = reader.range(8), let versionPointer = reader.pointer(9),
              let versionExplicit = reader.flag(10), let fieldCount = reader.number(11)
        else { return false }
        let title: String?
        if reader.field(12, is: "-") {
            title = nil
        } else {
            guard let decoded = reader.text(12) else { return false }
            title = decoded
        }
        let identity = ScreenIdentity(
            file: path, documentIndex: index, range: range,
            version: Located(version, range: versionRange, pointer: versionPointer, isExplicit: versionExplicit),
            id: Located(id, range: idRange, pointer: idPointer, isExplicit: idExplicit))
        screens.append(CachedScreen(identity: identity, title: title, fieldCount: fieldCount))
        return true
    }

    /// Adds the diagnostic of the `diag` line `reader` holds to the last screen read, or to the
    /// file before any; false when it is malformed.
    mutating func addDiagnostic(_ reader: inout CacheReader) -> Bool {
        guard let diagnostic = CachedDiagnostics.diagnostic(&reader) else { return false }
        if screens.isEmpty {
            diagnostics.append(diagnostic)
        } else {
            screens[screens.count - 1].diagnostics.append(diagnostic)
        }
        return true
    }

    /// Adds the note of the `note` line `reader` holds to the last diagnostic read; false when
    /// it is malformed or follows none.
    mutating func addNote(_ reader: CacheReader) -> Bool {
        guard let note = CachedDiagnostics.note(reader) else { return false }
        if let last = screens.indices.last {
            guard let at = screens[last].diagnostics.indices.last else { return false }
            screens[last].diagnostics[at].notes.append(note)
        } else {
            guard let at = diagnostics.indices.last else { return false }
            diagnostics[at].notes.append(note)
        }
        return true
    }

    /// The file whose lines `lines` locates in `bytes` (`BuildCache`), decoded; nil when a line
    /// is malformed or is not the file's.
    init?(path: String, lines: FileLines, in bytes: [UInt8]) {
        var reader = CacheReader(bytes)
        let upper = lines.range.upperBound
        guard let firstEnd = bytes[lines.range].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        reader.split(lines.range.lowerBound..<firstEnd)
        guard var file = CachedFile(file: reader), file.path == path else { return nil }
        var start = firstEnd + 1
        while start < upper {
            guard let end = bytes[start..<upper].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            reader.split(start..<end)
            start = end + 1
            let added: Bool
            // The excerpt's lines come last.
            if file.excerpt != nil {
                added = file.excerpt?.addLine(reader) ?? false
            } else if reader.field(0, is: "excerpt") {
                file.excerpt = CachedExcerpt(excerpt: reader)
                added = file.excerpt != nil
            } else if reader.field(0, is: "doc") {
                added = file.addScreen(&reader)
            } else if reader.field(0, is: "diag") {
                added = file.addDiagnostic(&reader)
            } else if reader.field(0, is: "note") {
                added = file.addNote(reader)
            } else {
                added = false
            }
            guard added else { return nil }
        }
        self = file
    }

    public init(path: String, contentHash: UInt64, checkKey: UInt64, stamp: FileStamp? = nil, screens: [CachedScreen],
                diagnostics: [Diagnostic] = []) {
        self.init(path: path, contentHash: contentHash, checkKey: checkKey, stamp: stamp, screens: screens, diagnostics: diagnostics,
                  excerpt: nil)
    }

    init(path: String, contentHash: UInt64, checkKey: UInt64, stamp: FileStamp?, screens: [CachedScreen],
         diagnostics: [Diagnostic], excerpt: CachedExcerpt?) {
        self.excerpt = excerpt
        self.diagnostics = diagnostics
        self.path = path
        self.contentHash = contentHash
        self.checkKey = checkKey
        self.stamp = stamp
        self.screens = screens
    }
}

/// How the cache reads back a JSON Pointer it wrote as text (`CacheLine.field`).
enum CacheField {
    /// A JSON Pointer from its text (`/fields/0`), its keys unescaped and appended again.
    static func pointer(_ text: String) -> JSONPointer? {
        guard !text.isEmpty else { return .root }
        guard text.hasPrefix("/") else { return nil }
        var pointer = JSONPointer.root
        for segment in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var key = ""
            var scalars = segment.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                guard scalar == "~" else {
                    key.unicodeScalars.append(scalar)
                    continue
                }
                switch scalars.next() {
                case "0": key += "~"
                case "1": key += "/"
                default: return nil
                }
            }
            pointer = pointer.appending(key)
        }
        return pointer
    }
}
