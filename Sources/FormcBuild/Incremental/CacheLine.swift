import FormcCore

/// The bytes of the build cache's lines, written field by field straight into the cache's
/// buffer (`CachedFile.write`): a build from clean writes one file line, and a line per screen
/// and per warning, for every spec, on the thread that plans the build, so no field is made
/// a String of its own first.
struct CacheLine {
    var bytes: [UInt8] = []

    /// Fixed text of the format (a line's kind, a separator, `-`).
    mutating func word(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text that holds no space and no control character (a code's id, a severity, a stamp).
    mutating func plain(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `=` then `text` with `%`, space, control characters and DEL as `%` and two lowercase
    /// hexadecimal digits, so any path, title or message fits on one line and an empty one is
    /// still a field. Those characters are ASCII, and an ASCII byte of UTF-8 is always the
    /// character itself, so the text is escaped byte by byte (`CacheReader.text` reads it back).
    mutating func field(_ text: String) {
        bytes.append(UInt8(ascii: "="))
        for byte in text.utf8 {
            if byte < 0x21 || byte == UInt8(ascii: "%") || byte == 0x7F {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(StableHash.hexDigit(byte >> 4))
                bytes.append(StableHash.hexDigit(byte & 0x0F))
            } else {
                bytes.append(byte)
            }
        }
    }

    /// `field(text)`, or `-` for none.
    mutating func field(_ text: String?) {
        if let text { field(text) } else { word("-") }
    }

    /// A whole number in decimal, as `String(value)` writes it (a small string: no allocation).
    mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Sixteen lowercase hexadecimal digits, as `StableHash.hex` writes them.
    mutating func hex(_ value: UInt64) {
        StableHash.appendHex(value, to: &bytes)
    }

    /// `line:column:offset-line:column:offset`.
    mutating func range(_ range: SourceRange) {
        number(range.start.line)
        bytes.append(UInt8(ascii: ":"))
        number(range.start.column)
        bytes.append(UInt8(ascii: ":"))
        number(range.start.offset)
        bytes.append(UInt8(ascii: "-"))
        number(range.end.line)
        bytes.append(UInt8(ascii: ":"))
        number(range.end.column)
        bytes.append(UInt8(ascii: ":"))
        number(range.end.offset)
    }

    /// `range(range)`, or `-` for none.
    mutating func range(_ range: SourceRange?) {
        if let range { self.range(range) } else { word("-") }
    }
}
