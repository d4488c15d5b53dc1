/// The bytes of one input file and the indexes that turn libyaml's marks into
/// locations and locations back into source lines.
///
/// libyaml counts characters (Unicode scalars) from the first character after a BOM and
/// breaks lines at LF, CR, CRLF, NEL, LS and PS; this type agrees with it on both.
public struct SourceFile: Sendable {
    /// The path as the user gave it (used in every diagnostic).
    public let path: String
    /// The raw bytes, BOM included.
    public let bytes: [UInt8]
    /// Byte offset where the text starts (3 after a UTF-8 BOM, else 0).
    public let textStart: Int
    /// Byte offsets of the first byte of every line (line 1 at index 0).
    public let lineStarts: [Int]
    /// Every `checkpointStride`-th scalar's byte offset; empty when the text is ASCII.
    @usableFromInline let checkpoints: [Int]
    /// For each line, whether its bytes (its break included) are all ASCII, so that a column is
    /// a byte count; empty when the text is ASCII.
    @usableFromInline let asciiLines: [Bool]
    static let checkpointStride = 64  // a power of two (`init` masks with it)

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.textStart = start
        // Reserved up front: growing them a doubling at a time cost more than the scan itself.
        // Every 64th scalar is at most every 64th byte; lines of a spec average over 20 bytes.
        var lines = [start]
        lines.reserveCapacity(bytes.count / 20 + 2)
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var asciiLines: [Bool] = []
        asciiLines.reserveCapacity(bytes.count / 20 + 2)
        var lineIsASCII = true
        var ascii = true
        var scalarIndex = 0
        var i = start
        let n = bytes.count
        // The stride is a power of two: a mask finds every stride-th scalar.
        let mask = Self.checkpointStride - 1
        bytes.withUnsafeBufferPointer { bytes in
            let base = UnsafeRawPointer(bytes.baseAddress)
            while i < n {
                // ASCII up to the next CR or LF, eight bytes at a time: each byte is a scalar
                // of the same line (read only within the buffer).
                if i + 8 <= n, let base {
                    let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    if word & 0x8080_8080_8080_8080 == 0 {
                        let breaks = Self.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | Self.zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                        let plain = breaks == 0 ? 8 : breaks.trailingZeroBitCount / 8
                        // The one stride-th scalar these (and an LF after them) can hold, if any.
                        let next = (mask + 1 - scalarIndex & mask) & mask
                        if plain < 8, bytes[i + plain] == 0x0A {
                            // The line ends within the word, at an LF: the line is taken here
                            // rather than by the byte-at-a-time reading below.
                            if next <= plain { checkpoints.append(i + next) }
                            i += plain + 1
                            scalarIndex += plain + 1
                            lines.append(i)
                            asciiLines.append(lineIsASCII)
                            lineIsASCII = true
                            continue
                        }
                        if plain > 0 {
                            if next < plain { checkpoints.append(i + next) }
                            i += plain
                            scalarIndex += plain
                            continue
                        }
                    }
                }
                let b = bytes[i]
                if scalarIndex & mask == 0 { checkpoints.append(i) }
                if b < 0x80 {
                    if b == 0x0A {
                        lines.append(i + 1)
                        asciiLines.append(lineIsASCII)
                        lineIsASCII = true
                    } else if b == 0x0D {
                        if i + 1 < n, bytes[i + 1] == 0x0A {
                            // CRLF: one break, two scalars.
                            scalarIndex += 1
                            if scalarIndex & mask == 0 { checkpoints.append(i + 1) }
                            i += 1
                        }
                        lines.append(i + 1)
                        asciiLines.append(lineIsASCII)
                        lineIsASCII = true
                    }
                    i += 1
                    scalarIndex += 1
                    continue
                }
                ascii = false
                lineIsASCII = false
                // An invalid byte counts as one scalar, so a line break after it is still seen.
                let width = SourceFile.validSequenceLength(bytes, at: i)
                if b == 0xC2, i + 1 < n, bytes[i + 1] == 0x85 {
                    lines.append(i + 2)
                    asciiLines.append(false)
                    lineIsASCII = true
                } else if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                    lines.append(i + 3)
                    asciiLines.append(false)
                    lineIsASCII = true
                }
                i += width
                scalarIndex += 1
            }
        }
        asciiLines.append(lineIsASCII)
        self.lineStarts = lines
        self.checkpoints = ascii && start == 0 ? [] : checkpoints
        self.asciiLines = ascii && start == 0 ? [] : asciiLines
    }

    /// The high bit of each byte of `word` that is zero, and of none that is not before the
    /// first zero byte (a borrow can mark bytes after it): for words of ASCII bytes.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// Length of a UTF-8 sequence from its lead byte (1 for stray continuation bytes,
    /// so that invalid input still advances).
    /// Read from a table of 2-bit lengths packed in one word, indexed by the byte's top five
    /// bits: `C0`–`DF` 2, `E0`–`EF` 3, `F0`–`F7` 4, any other byte 1 (no branch to mispredict
    /// on mixed Hangul, emoji and ASCII).
    @inline(__always)
    static func sequenceLength(lead b: UInt8) -> Int {
        Int(truncatingIfNeeded: (0x3A55_0000_0000_0000 as UInt64) >> (UInt64(b >> 3) &* 2) & 3) &+ 1
    }

    /// The byte offset of the scalar with libyaml index `scalarIndex` (counted after the BOM).
    public func byteOffset(ofScalarIndex scalarIndex: Int) -> Int {
        guard scalarIndex > 0 else { return textStart }
        if checkpoints.isEmpty { return min(textStart + scalarIndex, bytes.count) }
        let slot = min(scalarIndex / Self.checkpointStride, checkpoints.count - 1)
        var offset = checkpoints[slot]
        var remaining = scalarIndex - slot * Self.checkpointStride
        while remaining > 0, offset < bytes.count {
            offset += SourceFile.sequenceLength(lead: bytes[offset])
            remaining -= 1
        }
        return min(offset, bytes.count)
    }

    /// The byte offset of 1-based `column` (in scalars) of 1-based `line`, the line's end when
    /// the line is shorter: O(log lines) from the scalar checkpoints, whatever the line's length.
    /// Unlike a location's own offset, it holds in a file made of some of another's lines.
    public func byteOffset(line: Int, column: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return bytes.count }
        let start = lineStarts[line - 1]
        let end = lineBytes(line).endIndex
        // An ASCII line (or text) counts its scalars in bytes.
        guard !checkpoints.isEmpty, !(line - 1 < asciiLines.count && asciiLines[line - 1]) else { return min(start + max(0, column - 1), end) }
        // The scalar index of the line's start, walked from the checkpoint at or before it.
        var low = 0, high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle] <= start { low = middle } else { high = middle - 1 }
        }
        var offset = checkpoints[low], index = low * Self.checkpointStride
        while offset < start {
            offset += SourceFile.sequenceLength(lead: bytes[offset])
            index += 1
        }
        return min(byteOffset(ofScalarIndex: index + max(0, column - 1)), end)
    }

    /// Converts scalar indexes to byte offsets walking forward from the previous answer, so a
    /// reader whose marks mostly increase (libyaml's) pays O(file) in all, not O(stride) a mark.
    public struct OffsetCursor: Sendable {
        @usableFromInline var scalarIndex = 0
        @usableFromInline var byteOffset: Int

        public init(_ source: SourceFile) { byteOffset = source.textStart }

        /// `line` and `column` are libyaml's (0-based, in scalars): on an ASCII line the column
        /// is a byte count from the line's start, and nothing is walked. Inlined into the
        /// loader, which asks for two marks an event: on an ASCII line this is a few
        /// instructions, and only a mark on another line calls `offset`.
        @inlinable
        public mutating func location(in source: SourceFile, markIndex: Int, line: Int, column: Int) -> SourceLocation {
            if line >= 0, line < source.asciiLines.count, source.asciiLines[line], column >= 0 {
                byteOffset = min(source.lineStarts[line] + column, source.bytes.count)
                scalarIndex = markIndex
                return SourceLocation(line: line + 1, column: column + 1, offset: byteOffset)
            }
            return SourceLocation(line: line + 1, column: column + 1, offset: offset(in: source, ofScalarIndex: markIndex))
        }

        public mutating func offset(in source: SourceFile, ofScalarIndex index: Int) -> Int {
            if source.checkpoints.isEmpty { return source.byteOffset(ofScalarIndex: index) }
            guard index >= scalarIndex, index - scalarIndex <= SourceFile.checkpointStride else {
                // A jump back or far ahead: start from the nearest checkpoint instead.
                byteOffset = source.byteOffset(ofScalarIndex: index)
                scalarIndex = index
                return byteOffset
            }
            var offset = byteOffset, scalar = scalarIndex
            source.bytes.withUnsafeBufferPointer { bytes in
                while scalar < index, offset < bytes.count {
                    offset += SourceFile.sequenceLength(lead: bytes[offset])
                    scalar += 1
                }
            }
            byteOffset = offset
            scalarIndex = scalar
            return byteOffset
        }
    }

    /// The location of a byte offset (used for reader errors, which report only an offset).
    /// Counts scalars from the line's start, treating each invalid byte as one scalar.
    public func location(ofByteOffset offset: Int) -> SourceLocation {
        let clamped = max(textStart, min(offset, bytes.count))
        let lineIndex = lineIndex(containingByte: clamped)
        var column = 1
        var i = lineStarts[lineIndex]
        while i < clamped {
            i += SourceFile.validSequenceLength(bytes, at: i)
            column += 1
        }
        return SourceLocation(line: lineIndex + 1, column: column, offset: clamped)
    }

    /// 0-based index of the line containing byte `offset`.
    public func lineIndex(containingByte offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The bytes of 1-based line `line`, without its line break.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        // Strip the break that ends the line (LF, CR, CRLF, NEL, LS, PS).
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        if end - start >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85, line < lineStarts.count { end -= 2 }
        if end - start >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80,
           bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xA9, line < lineStarts.count { end -= 3 }
        return bytes[start..<end]
    }

    /// The text of 1-based line `line` (invalid UTF-8 repaired with U+FFFD).
    public func lineText(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }

    /// Length of the valid UTF-8 sequence at `i`, or 1 for an invalid byte.
    static func validSequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        bytes.withUnsafeBufferPointer { validSequenceLength($0, at: i) }
    }

    static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let length = sequenceLength(lead: bytes[i])
        guard length > 1, i + length <= bytes.count else { return 1 }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return 1 }
        return length
    }
}
