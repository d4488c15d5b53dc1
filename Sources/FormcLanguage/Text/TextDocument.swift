import FormcCore

/// The text of one document as UTF-8 bytes, with the line index LSP positions need.
///
/// LSP breaks lines at LF, CRLF and CR only (not at NEL, LS or PS, which libyaml also breaks
/// at), so positions are converted through byte offsets, never through libyaml's line numbers.
/// Every conversion clamps: a position past a line's end means its end, a position inside a
/// scalar's code units means that scalar's start, a line past the last means the text's end.
public struct TextDocument: Sendable {
    public let uri: String
    public private(set) var version: Int
    public private(set) var bytes: [UInt8]
    /// Byte offset of the first byte of every line (line 0 at index 0).
    public private(set) var lineStarts: [Int]

    public init(uri: String, version: Int, text: String) {
        self.init(uri: uri, version: version, bytes: Array(text.utf8))
    }

    /// A document from a file's bytes (which, unlike a client's text, may not be UTF-8: the
    /// analysis reports that as E102).
    public init(uri: String, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.version = version
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(of: bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lineCount: Int { lineStarts.count }

    /// Applies the changes of one `didChange` in order (each range is in the text the changes
    /// before it left) and takes the new version.
    public mutating func apply(_ changes: [TextChange], version: Int, encoding: PositionEncoding) {
        for change in changes {
            if let range = change.range {
                var start = offset(of: range.start, encoding: encoding)
                var end = offset(of: range.end, encoding: encoding)
                if end < start { swap(&start, &end) }
                bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
            } else {
                bytes = Array(change.text.utf8)
            }
            lineStarts = Self.lineStarts(of: bytes)
        }
        self.version = version
    }

    /// The byte offset of `position`, clamped into the text.
    public func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineContentEnd(position.line)
        var offset = lineStarts[position.line]
        var units = 0
        while offset < end {
            let (scalar, width) = Self.scalar(in: bytes, at: offset)
            let next = units + encoding.units(of: scalar)
            if next > position.character { break }
            units = next
            offset += width
        }
        return offset
    }

    /// The position of byte `offset`, in `encoding`; an offset inside a line break counts as
    /// its line's end, one inside a scalar as that scalar's start.
    public func position(of offset: Int, encoding: PositionEncoding) -> Position {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(containing: clamped)
        let end = min(clamped, lineContentEnd(line))
        var i = lineStarts[line]
        var units = 0
        while i < end {
            let (scalar, width) = Self.scalar(in: bytes, at: i)
            if i + width > end { break }
            units += encoding.units(of: scalar)
            i += width
        }
        return Position(line: line, character: units)
    }

    /// The range of bytes `start..<end`.
    public func range(_ start: Int, _ end: Int, encoding: PositionEncoding) -> TextRange {
        TextRange(start: position(of: start, encoding: encoding), end: position(of: max(start, end), encoding: encoding))
    }

    /// 0-based line holding byte `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Where line `line`'s text ends, before its break.
    public func lineContentEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// Where line `line`'s text starts: its first byte, or after the BOM on the first line (a
    /// BOM counts in positions, as the client's text holds it, but is no part of the YAML).
    public func lineTextStart(_ line: Int) -> Int {
        guard line == 0 else { return lineStarts[line] }
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The text of line `line` without its break (nor the BOM; empty past the last line).
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        let end = lineContentEnd(line)
        return bytes[min(lineTextStart(line), end)..<end]
    }

    public func lineText(_ line: Int) -> String { String(decoding: lineBytes(line), as: UTF8.self) }

    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            } else if bytes[i] == 0x0A {
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    /// The scalar at `offset` and its width in bytes; a byte that starts no well-formed
    /// sequence reads as U+FFFD, 1 byte.
    static func scalar(in bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int) {
        guard let (scalar, next) = UTF8Scalar.decode(bytes, at: offset) else { return ("\u{FFFD}", 1) }
        return (scalar, next - offset)
    }
}
