@testable import FormcCore
import FormcTestSupport
import Testing

/// `SourceFile` scans ASCII a word at a time; its line starts and scalar offsets must be those
/// of a byte-by-byte reading of the same text, wherever breaks, multi-byte scalars, invalid
/// bytes and the 64-scalar checkpoints fall within a word.
@Suite struct SourceFileIndexTests {
    /// Pieces that land anywhere in a word: ASCII runs, every line break, Hangul, emoji, a
    /// stray continuation byte.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("key: value".utf8), Array("0123456789abcdef".utf8), [0x0A], [0x0D], [0x0D, 0x0A],
        Array("한".utf8), Array("😀".utf8), [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], [0x80], [0x09],
    ]

    @Test func indexesMatchAByteByByteReading() {
        var random = SeededRandom(start: 15)
        for round in 0..<300 {
            var bytes: [UInt8] = round % 7 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<random.next(below: 120) { bytes += Self.pieces[random.next(below: Self.pieces.count)] }
            let source = SourceFile(path: "t.yaml", bytes: bytes)
            let reference = Reference(bytes)
            #expect(source.lineStarts == reference.lineStarts, "\(bytes)")
            var cursor = SourceFile.OffsetCursor(source)
            for index in 0...reference.scalarOffsets.count {
                let expected = index < reference.scalarOffsets.count ? reference.scalarOffsets[index] : bytes.count
                #expect(source.byteOffset(ofScalarIndex: index) == expected, "scalar \(index) of \(bytes)")
                #expect(cursor.offset(in: source, ofScalarIndex: index) == expected, "cursor at \(index) of \(bytes)")
            }
            // As the loader asks: with libyaml's 0-based line and column of each mark.
            var marks = SourceFile.OffsetCursor(source)
            for index in reference.scalarOffsets.indices {
                let (line, column) = reference.lineColumn[index]
                let location = marks.location(in: source, markIndex: index, line: line, column: column)
                #expect(location.offset == reference.scalarOffsets[index], "mark \(index) at \(line):\(column) of \(bytes)")
                #expect(location.line == line + 1 && location.column == column + 1)
                // By line and column (an excerpt's window): ASCII lines counted in bytes.
                let end = source.lineBytes(line + 1).endIndex
                #expect(source.byteOffset(line: line + 1, column: column + 1) == min(reference.scalarOffsets[index], end),
                        "line \(line + 1) column \(column + 1) of \(bytes)")
            }
            // Marks a few scalars apart, as libyaml's are, and jumps back.
            var jumping = SourceFile.OffsetCursor(source)
            var index = 0
            while index <= reference.scalarOffsets.count {
                let expected = index < reference.scalarOffsets.count ? reference.scalarOffsets[index] : bytes.count
                #expect(jumping.offset(in: source, ofScalarIndex: index) == expected, "jump to \(index) of \(bytes)")
                index += random.next(below: 5) == 0 ? -random.next(below: 3) : random.next(below: 70)
                index = max(index, 0)
                if random.next(below: 50) == 0 { break }
            }
        }
    }

    /// The lengths read from the packed table are those of the UTF-8 lead bytes, for every byte.
    @Test func sequenceLengthOfEveryByte() {
        for byte in 0...255 {
            let expected: Int
            switch byte {
            case 0xF0...0xF7: expected = 4
            case 0xE0...0xEF: expected = 3
            case 0xC0...0xDF: expected = 2
            default: expected = 1
            }
            #expect(SourceFile.sequenceLength(lead: UInt8(byte)) == expected, "byte \(byte)")
        }
    }

    /// The indexes read one byte at a time: lines break after LF, CR (alone or before LF), NEL,
    /// LS and PS; an invalid byte is one scalar.
    struct Reference {
        var lineStarts: [Int]
        var scalarOffsets: [Int] = []
        /// libyaml's mark of each scalar: 0-based line, and column in scalars.
        var lineColumn: [(Int, Int)] = []

        init(_ bytes: [UInt8]) {
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            lineStarts = [start]
            var i = start
            var column = 0
            while i < bytes.count {
                scalarOffsets.append(i)
                lineColumn.append((lineStarts.count - 1, column))
                column += 1
                let width = SourceFile.validSequenceLength(bytes, at: i)
                let scalar = Array(bytes[i..<i + width])
                if scalar == [0x0D], i + 1 < bytes.count, bytes[i + 1] == 0x0A {
                    scalarOffsets.append(i + 1)
                    lineColumn.append((lineStarts.count - 1, column))
                    lineStarts.append(i + 2)
                    column = 0
                    i += 2
                    continue
                }
                if [[0x0A], [0x0D], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9]].contains(scalar) {
                    lineStarts.append(i + width)
                    column = 0
                }
                i += width
            }
        }
    }
}
