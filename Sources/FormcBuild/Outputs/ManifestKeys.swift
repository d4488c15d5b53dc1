import FormcProject
/// The screens' keys of the build cache in a manifest file (`BuildCache.screens`), read a piece
/// at a time: what a build needs of its staging folder's manifest (`StagingBase`), without
/// holding the file (10 MB at 20,000 screens) or its files' lines.
///
/// It trusts exactly what `Manifest(parsing:)` trusts: the names are skipped up to the cache's
/// header, which must be this version's; each line after it must be well formed (`contents`,
/// `screen`, or a file's `file`, `doc`, `diag`, `note`, `excerpt` and `line` lines, not decoded), and the last
/// line, `# end`, must hold the checksum of the lines before it. Anything else gives no keys.
enum ManifestKeys {
    /// The keys of the manifest at `path`; empty when it has no cache, nil when it cannot be
    /// read or its cache is not trusted.
    static func read(_ fileSystem: any FileSystem, _ path: String, pieceSize: Int = 256 * 1024) -> [String: UInt64]? {
        // One descriptor: a manifest swapped in meanwhile is not mixed in.
        guard let file = try? fileSystem.openFile(path) else { return nil }
        var parser = Parser()
        var pending: [UInt8] = []
        while true {
            guard let piece = try? file.read(upTo: pieceSize) else { return nil }
            pending += piece
            // A short piece is the file's last.
            let atEnd = piece.count < pieceSize
            guard let used = parser.feed(pending, atEnd: atEnd) else { return nil }
            pending.removeFirst(used)
            if atEnd || parser.hasNoCache { return parser.finish() }
        }
    }

    /// The lines of a manifest, as they come.
    struct Parser {
        private var inCache = false
        private var ended = false
        private var noCache = false
        private var checksum = StableHashStream()
        private var sum: UInt64?
        private(set) var screens: [String: UInt64] = [:]
        private var contents = false

        /// Reads the whole lines of `bytes` and says how many bytes it used (the rest is a line
        /// not complete yet, unless `atEnd`); nil when the cache is not trusted.
        mutating func feed(_ bytes: [UInt8], atEnd: Bool) -> Int? {
            var reader = CacheReader(bytes)
            var start = 0
            while start < bytes.count, !noCache {
                guard !ended else { return nil }
                if inCache {
                    guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return atEnd ? nil : start }
                    guard cacheLine(start..<end, &reader) else { return nil }
                    start = end + 1
                    continue
                }
                // A name ends at a line feed or a carriage return, as `Manifest(parsing:)` reads it.
                guard let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
                    return atEnd ? nameLine(start..<bytes.count, terminator: nil, bytes) : start
                }
                // `\r\n` is one line end: wait for the byte after a `\r`.
                guard end + 1 < bytes.count || atEnd || bytes[end] == UInt8(ascii: "\n") else { return start }
                _ = nameLine(start..<end, terminator: bytes[end], bytes)
                start = end + 1
                if bytes[end] == UInt8(ascii: "\r"), start < bytes.count, bytes[start] == UInt8(ascii: "\n") { start += 1 }
            }
            return noCache ? bytes.count : start
        }

        /// The manifest has no cache of this version: nothing more to read.
        var hasNoCache: Bool { noCache }

        /// The keys read, once every byte was fed.
        func finish() -> [String: UInt64]? {
            guard inCache, !noCache else { return [:] }
            return ended ? screens : nil
        }

        private mutating func nameLine(_ line: Range<Int>, terminator: UInt8?, _ bytes: [UInt8]) -> Int {
            let text = bytes[line]
            if text.starts(with: BuildCache.headerPrefix.utf8) {
                // Another format's cache, or one not followed by a line feed, is not read.
                if text.elementsEqual(BuildCache.header.utf8), terminator == UInt8(ascii: "\n") { inCache = true } else { noCache = true }
            }
            return line.upperBound
        }

        private mutating func cacheLine(_ line: Range<Int>, _ reader: inout CacheReader) -> Bool {
            let bytes = reader.bytes
            if bytes[line.lowerBound] == UInt8(ascii: "#") {
                reader.split(line)
                guard reader.fields.count == 3, reader.field(0, is: "#"), reader.field(1, is: "end"), let sum = reader.hex(2) else {
                    return false
                }
                ended = true
                return checksum.finalize() == sum
            }
            checksum.feed(bytes[line.lowerBound...line.upperBound])
            switch bytes[line.lowerBound] {
            case UInt8(ascii: "d"), UInt8(ascii: "n"), UInt8(ascii: "e"), UInt8(ascii: "l"):
                // A file's `doc`, `diag`, `note`, `excerpt` and `line` lines: checksummed, not read
                // here (`BuildCache(bytes:range:)` decodes them with their file).
                return true
            default:
                break
            }
            reader.split(line)
            if reader.field(0, is: "file") { return true }
            if reader.field(0, is: "contents") {
                guard !contents, screens.isEmpty, reader.fields.count == 2, reader.hex(1) != nil else { return false }
                contents = true
                return true
            }
            guard reader.fields.count == 3, reader.field(0, is: "screen"), let key = reader.hex(1),
                  let id = String(validating: bytes[reader.fields[2]], as: UTF8.self), OutputNames.isSafeScreenID(id),
                  screens.updateValue(key, forKey: id) == nil
            else { return false }
            return true
        }
    }
}
