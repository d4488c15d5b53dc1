import FormcCore
import FormcProject

/// Reads the build cache's lines straight from the manifest's bytes: a line is split into the
/// byte ranges of its fields, and a field becomes a number or a string only when it is used,
/// without a `String` per line or per field (the cache of a 20,000-spec build is about 40,000
/// lines, read by every build).
///
/// Every reader returns nil on anything a build would not have written, so that the cache is
/// then dropped whole (`BuildCache`).
struct CacheReader {
    let bytes: [UInt8]
    /// The byte ranges of the current line's fields, separated by single spaces.
    private(set) var fields: [Range<Int>] = []
    /// Pointers read so far by their text: a cache repeats the same few (`/screen`, `/formc`).
    private var pointers: [String: JSONPointer] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        fields.reserveCapacity(16)
    }

    /// Splits the line `range` into `fields`.
    mutating func split(_ range: Range<Int>) {
        fields.removeAll(keepingCapacity: true)
        var start = range.lowerBound
        for index in range where bytes[index] == UInt8(ascii: " ") {
            fields.append(start..<index)
            start = index + 1
        }
        fields.append(start..<range.upperBound)
    }

    /// Whether the field at `index` is exactly `word`.
    func field(_ index: Int, is word: StaticString) -> Bool {
        let range = fields[index]
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { word in zip(range, word).allSatisfy { bytes[$0] == $1 } }
    }

    /// Exactly 16 lowercase hexadecimal digits, as `StableHash.hex` writes them.
    func hex(_ index: Int) -> UInt64? {
        let range = fields[index]
        guard range.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in bytes[range] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    /// A non-negative decimal number, up to `Int.max`.
    func number(_ index: Int) -> Int? { Self.number(bytes[fields[index]]) }

    /// `0` or `1`.
    func flag(_ index: Int) -> Bool? {
        let range = fields[index]
        guard range.count == 1 else { return nil }
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "0"): return false
        case UInt8(ascii: "1"): return true
        default: return nil
        }
    }

    /// `=` then the text with `%XX` for the bytes `CacheLine.field` escapes.
    func text(_ index: Int) -> String? {
        let range = fields[index]
        guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "=") else { return nil }
        let body = bytes[(range.lowerBound + 1)..<range.upperBound]
        guard body.contains(UInt8(ascii: "%")) else { return String(decoding: body, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(body.count)
        var position = body.startIndex
        while position < body.endIndex {
            guard body[position] == UInt8(ascii: "%") else {
                decoded.append(body[position])
                position += 1
                continue
            }
            guard let high = Self.digit(body, position + 1), let low = Self.digit(body, position + 2) else { return nil }
            decoded.append(high << 4 | low)
            position += 3
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `line:column:offset-line:column:offset`.
    func range(_ index: Int) -> SourceRange? {
        let field = bytes[fields[index]]
        guard let dash = field.firstIndex(of: UInt8(ascii: "-")),
              let start = Self.location(field[..<dash]), let end = Self.location(field[(dash + 1)...])
        else { return nil }
        return SourceRange(start: start, end: end)
    }

    /// A JSON Pointer written as text (`=/fields/0`).
    mutating func pointer(_ index: Int) -> JSONPointer? {
        // The two of every `doc` line, compared as bytes: no string, no pointer made per screen.
        let field = bytes[fields[index]]
        for (text, pointer) in Self.common where field.elementsEqual(text) { return pointer }
        guard let text = text(index) else { return nil }
        if let known = pointers[text] { return known }
        guard let pointer = CacheField.pointer(text) else { return nil }
        pointers[text] = pointer
        return pointer
    }

    /// `=/screen` and `=/formc`, and their pointers.
    private static let common: [([UInt8], JSONPointer)] = ["/screen", "/formc"].compactMap { text in
        CacheField.pointer(text).map { (Array(("=" + text).utf8), $0) }
    }

    /// A file's stamp (`FileStamp.text`), or nil for `-`; `.none` when malformed.
    func stamp(_ index: Int) -> FileStamp?? {
        let field = bytes[fields[index]]
        if field.elementsEqual([UInt8(ascii: "-")]) { return .some(nil) }
        guard let parts = Self.parts(field, 4, UInt8(ascii: ".")), let size = Self.number(parts.0), let inode = Self.unsigned(parts.1),
              let modified = Self.number(parts.2), let changed = Self.number(parts.3) else { return .none }
        return .some(FileStamp(size: Int64(size), inode: inode, modified: Int64(modified), changed: Int64(changed)))
    }

    private static func location(_ field: ArraySlice<UInt8>) -> SourceLocation? {
        guard let parts = parts(field, 3, UInt8(ascii: ":")), let line = number(parts.0), let column = number(parts.1),
              let offset = number(parts.2) else { return nil }
        return SourceLocation(line: line, column: column, offset: offset)
    }

    /// `field` cut at `separator` into exactly `count` (3 or 4) parts, the fourth empty when
    /// there are three; nil when there are more or fewer. No array is made.
    private static func parts(_ field: ArraySlice<UInt8>, _ count: Int, _ separator: UInt8)
        -> (ArraySlice<UInt8>, ArraySlice<UInt8>, ArraySlice<UInt8>, ArraySlice<UInt8>)? {
        var cuts: (Int, Int, Int) = (0, 0, 0)
        var found = 0
        for index in field.indices where field[index] == separator {
            switch found {
            case 0: cuts.0 = index
            case 1: cuts.1 = index
            case 2: cuts.2 = index
            default: return nil
            }
            found += 1
        }
        guard found == count - 1 else { return nil }
        let end = field.endIndex
        let third = count == 3 ? (cuts.1 + 1)..<end : (cuts.1 + 1)..<cuts.2
        let fourth = count == 3 ? end..<end : (cuts.2 + 1)..<end
        return (field[field.startIndex..<cuts.0], field[(cuts.0 + 1)..<cuts.1], field[third], field[fourth])
    }

    /// Decimal digits only, up to `Int.max`.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard let value = unsigned(digits), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }

    /// Decimal digits only, up to `UInt64.max`.
    static func unsigned(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 20 else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    private static func digit(_ bytes: ArraySlice<UInt8>, _ index: Int) -> UInt8? {
        guard bytes.indices.contains(index) else { return nil }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
