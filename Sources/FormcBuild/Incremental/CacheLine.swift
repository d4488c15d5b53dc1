import FormcCore

/// The bytes of the build cache's lines, written field by field straight into the cache's
/// buffer (`CachedFile.write`): a build from clean writes one file line, and a line per screen
/// and per warning, for every spec, on the thread that plans the build, so no field is made
/// a String of its own first.
///
/// A line is `begin(kind)`, its fields, then `end()`: the line writes the space before each
/// field itself, so a writer states only the fields, in their order.
struct CacheLine {
    var bytes: [UInt8] = []
    /// Whether a line is begun and not ended: each field is then preceded by a space.
    private var isOpen = false

    /// Starts a line of `kind` (`file`, `doc`, `diag`, …).
    mutating func begin(_ kind: StaticString) {
        kind.withUTF8Buffer { bytes.append(contentsOf: $0) }
        isOpen = true
    }

    /// Ends the line.
    mutating func end() {
        bytes.append(0x0A)
        isOpen = false
    }

    /// The space before a field of a begun line.
    private mutating func separate() {
        if isOpen { bytes.append(0x20) }
    }

    /// `-`: a field that is absent.
    mutating func absent() {
        separate()
        bytes.append(UInt8(ascii: "-"))
    }

    /// `1` or `0`.
    mutating func flag(_ value: Bool) {
        separate()
        bytes.append(UInt8(ascii: value ? "1" : "0"))
    }

    /// Text that holds no space and no control character (a code's id, a severity, a stamp).
    mutating func plain(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
    }

    /// `=` then `text` with `%`, space, control characters and DEL as `%` and two lowercase
    /// hexadecimal digits, so any path, title or message fits on one line and an empty one is
    /// still a field. Those characters are ASCII, and an ASCII byte of UTF-8 is always the
    /// character itself, so the text is escaped byte by byte (`CacheReader.text` reads it back).
    mutating func field(_ text: String) {
        separate()
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
        if let text { field(text) } else { absent() }
    }

    /// A whole number in decimal, as `String(value)` writes it (a small string: no allocation).
    mutating func number(_ value: Int) {
        separate()
        appendNumber(value)
    }

    private mutating func appendNumber(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Sixteen lowercase hexadecimal digits, as `StableHash.hex` writes them.
    mutating func hex(_ value: UInt64) {
        separate()
        StableHash.appendHex(value, to: &bytes)
    }

    /// `line:column:offset-line:column:offset`.
    mutating func range(_ range: SourceRange) {
        separate()
        appendNumber(range.start.line)
        bytes.append(UInt8(ascii: ":"))
        appendNumber(range.start.column)
        bytes.append(UInt8(ascii: ":"))
        appendNumber(range.start.offset)
        bytes.append(UInt8(ascii: "-"))
        appendNumber(range.end.line)
        bytes.append(UInt8(ascii: ":"))
        appendNumber(range.end.column)
        bytes.append(UInt8(ascii: ":"))
        appendNumber(range.end.offset)
    }

    /// `range(range)`, or `-` for none.
    mutating func range(_ range: SourceRange?) {
        if let range { self.range(range) } else { absent() }
    }
}
