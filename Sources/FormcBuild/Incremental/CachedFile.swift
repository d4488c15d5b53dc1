import FormcCore
import FormcSpec

/// A spec file the previous build checked and found nothing in (no error, no warning, every
/// document a screen): what the next build needs of it without loading it again, when its
/// bytes and its check key are the same — its screens' identities for the checks across files
/// (E300), and their titles and field counts for the contents.
///
/// Files with findings are always checked again, so their diagnostics are reported afresh
/// with their source lines.
public struct CachedFile: Hashable, Sendable {
    public struct CachedScreen: Hashable, Sendable {
        public var identity: ScreenIdentity
        public var title: String?
        public var fieldCount: Int
    }

    public var path: String
    public var contentHash: UInt64
    /// formc, the config that applies, and the options that change what the check finds.
    public var checkKey: UInt64
    public var screens: [CachedScreen]

    /// The file's lines in the cache: `file <content> <check> <path>`, then a `doc` line per
    /// screen (its document, range, id, version, field count and title).
    var lines: [String] {
        var lines = ["file \(StableHash.hex(contentHash)) \(StableHash.hex(checkKey)) \(CacheField.encode(path))"]
        for screen in screens {
            let identity = screen.identity
            var fields: [String] = ["doc", String(identity.documentIndex), CacheField.encode(identity.range)]
            fields += [CacheField.encode(identity.id.value), CacheField.encode(identity.id.range),
                       CacheField.encode(identity.id.pointer.description), identity.id.isExplicit ? "1" : "0"]
            fields += [String(identity.version.value), CacheField.encode(identity.version.range),
                       CacheField.encode(identity.version.pointer.description), identity.version.isExplicit ? "1" : "0"]
            fields += [String(screen.fieldCount), screen.title.map(CacheField.encode) ?? "-"]
            lines.append(fields.joined(separator: " "))
        }
        return lines
    }

    /// The file of a `file` line and its `doc` lines; nil when any is malformed.
    init?(file line: Substring, docs: some Collection<Substring>) {
        let head = line.split(separator: " ", omittingEmptySubsequences: false)
        guard head.count == 4, head[0] == "file", let content = CacheField.hex(head[1]), let check = CacheField.hex(head[2]),
              let path = CacheField.decode(head[3]) else { return nil }
        var screens: [CachedScreen] = []
        for doc in docs {
            let f = doc.split(separator: " ", omittingEmptySubsequences: false)
            guard f.count == 13, f[0] == "doc", let index = Int(f[1]), let range = CacheField.range(f[2]),
                  let id = CacheField.decode(f[3]), let idRange = CacheField.range(f[4]), let idPointer = CacheField.pointer(f[5]),
                  let version = Int(f[7]), let versionRange = CacheField.range(f[8]), let versionPointer = CacheField.pointer(f[9]),
                  let fieldCount = Int(f[11]), ["0", "1"].contains(f[6]), ["0", "1"].contains(f[10])
            else { return nil }
            let title: String?
            if f[12] == "-" {
                title = nil
            } else {
                guard let decoded = CacheField.decode(f[12]) else { return nil }
                title = decoded
            }
            let identity = ScreenIdentity(
                file: path, documentIndex: index, range: range,
                version: Located(version, range: versionRange, pointer: versionPointer, isExplicit: f[10] == "1"),
                id: Located(id, range: idRange, pointer: idPointer, isExplicit: f[6] == "1"))
            screens.append(CachedScreen(identity: identity, title: title, fieldCount: fieldCount))
        }
        self.init(path: path, contentHash: content, checkKey: check, screens: screens)
    }

    public init(path: String, contentHash: UInt64, checkKey: UInt64, screens: [CachedScreen]) {
        self.path = path
        self.contentHash = contentHash
        self.checkKey = checkKey
        self.screens = screens
    }
}

/// How the cache writes a value in a space-separated line.
enum CacheField {
    /// `=` then the text with `%`, spaces, control characters and DEL percent-encoded, so any
    /// path or title fits on one line and an empty one is still a field.
    static func encode(_ text: String) -> String {
        var out = "="
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == " " || scalar.value < 0x20 || scalar.value == 0x7F {
                out += "%" + String(repeating: "0", count: scalar.value < 0x10 ? 1 : 0) + String(scalar.value, radix: 16)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func decode(_ field: Substring) -> String? {
        guard field.hasPrefix("=") else { return nil }
        var out = ""
        var scalars = field.unicodeScalars.dropFirst().makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else {
                out.unicodeScalars.append(scalar)
                continue
            }
            guard let high = scalars.next(), let low = scalars.next(), let value = UInt8(String([Character(high), Character(low)]), radix: 16)
            else { return nil }
            out.unicodeScalars.append(Unicode.Scalar(value))
        }
        return out
    }

    /// `line:column:offset-line:column:offset`.
    static func encode(_ range: SourceRange) -> String {
        "\(range.start.line):\(range.start.column):\(range.start.offset)-\(range.end.line):\(range.end.column):\(range.end.offset)"
    }

    static func range(_ field: Substring) -> SourceRange? {
        let ends = field.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 2, let start = location(ends[0]), let end = location(ends[1]) else { return nil }
        return SourceRange(start: start, end: end)
    }

    private static func location(_ field: Substring) -> SourceLocation? {
        let parts = field.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let line = parts[0], let column = parts[1], let offset = parts[2] else { return nil }
        return SourceLocation(line: line, column: column, offset: offset)
    }

    /// A JSON Pointer from its text (`/fields/0`), its keys unescaped and appended again.
    static func pointer(_ field: Substring) -> JSONPointer? {
        guard let text = decode(field) else { return nil }
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

    /// Exactly 16 lowercase hexadecimal digits, as `StableHash.hex` writes them.
    static func hex(_ text: Substring) -> UInt64? {
        guard text.utf8.count == 16, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            return nil
        }
        return UInt64(text, radix: 16)
    }
}
