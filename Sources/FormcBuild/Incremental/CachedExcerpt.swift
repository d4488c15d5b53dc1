import FormcCore

/// The lines of a spec that the human report shows for its warnings (`SourceExcerpt`), kept in
/// the build cache after the file's other lines, so that a spec whose stamp is the one recorded
/// is reported again without being read:
///
///     excerpt 34
///     line 33 =%20%20-%20{%20id:%20apply,%20title:%20선택%20완료,%20role:%20submit%20}
///
/// `excerpt <n>` gives the excerpt's number of lines (the last line a diagnostic starts on),
/// then a `line <number> <text>` follows for each of those lines that is not empty, its text as
/// `CacheLine.field` writes it. The lines were cut from the bytes the file's hash is of: they are
/// trusted exactly when the cache's word for those bytes is (its stamp, or its hash when the
/// file is read), like the rest of the file's lines.
struct CachedExcerpt: Hashable, Sendable {
    struct Line: Hashable, Sendable {
        var number: Int
        var text: String
    }

    /// The number of lines of the excerpt, the empty ones included.
    var lineCount: Int
    /// Its lines that are not empty, in order.
    var lines: [Line]

    init(lineCount: Int, lines: [Line]) {
        self.lineCount = lineCount
        self.lines = lines
    }

    /// The lines of `excerpt`, as `SourceExcerpt.make` cuts it (each line ends in a line feed);
    /// nil when it is not of that form, or not UTF-8: such a file is read again by the next build.
    init?(_ excerpt: SourceFile) {
        let bytes = excerpt.bytes
        guard bytes.last == 0x0A else { return nil }
        var lines: [Line] = []
        var number = 1, start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            if index > start {
                guard let text = String(validating: bytes[start..<index], as: UTF8.self) else { return nil }
                lines.append(Line(number: number, text: text))
            }
            number += 1
            start = index + 1
        }
        self.init(lineCount: number - 1, lines: lines)
        guard source(path: excerpt.path).bytes == bytes else { return nil }
    }

    /// The excerpt of the file at `path`, byte for byte as `SourceExcerpt.make` cut it.
    func source(path: String) -> SourceFile {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lineCount + lines.reduce(0) { $0 + $1.text.utf8.count })
        var next = lines.startIndex
        for number in stride(from: 1, through: lineCount, by: 1) {
            if next < lines.endIndex, lines[next].number == number {
                bytes += lines[next].text.utf8
                next += 1
            }
            bytes.append(0x0A)
        }
        return SourceFile(path: path, bytes: bytes)
    }

    /// Appends the `excerpt` line and the `line` lines.
    func write(into out: inout CacheLine) {
        out.begin("excerpt")
        out.number(lineCount)
        out.end()
        for line in lines {
            out.begin("line")
            out.number(line.number)
            out.field(line.text)
            out.end()
        }
    }

    /// Reads the `excerpt` line `reader` holds; nil when malformed.
    init?(excerpt reader: CacheReader) {
        guard reader.fields.count == 2, reader.field(0, is: "excerpt"), let count = reader.number(1), count >= 1 else { return nil }
        self.init(lineCount: count, lines: [])
    }

    /// Adds the `line` line `reader` holds; false when malformed or out of order.
    mutating func addLine(_ reader: CacheReader) -> Bool {
        guard reader.fields.count == 3, reader.field(0, is: "line"), let number = reader.number(1), let text = reader.text(2),
              !text.isEmpty, number <= lineCount, number > (lines.last?.number ?? 0) else { return false }
        lines.append(Line(number: number, text: text))
        return true
    }
}
