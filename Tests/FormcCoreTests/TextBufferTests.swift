import FormcCore
import Testing

@Suite("TextBuffer")
struct TextBufferTests {
    @Test("Every scalar is written as the UTF-8 that String writes")
    func scalars() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var buffer = TextBuffer()
            buffer.append(scalar)
            if buffer.bytes != Array(String(scalar).utf8), mismatches.count < 10 { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.map { String($0, radix: 16) })")
    }

    @Test("Pieces, padding and numbers come out in order")
    func pieces() {
        var buffer = TextBuffer(capacity: 4)
        #expect(buffer.isEmpty)
        buffer.append("a\u{D55C}")
        buffer.append("xyz".dropFirst())
        buffer.append(ascii: 0x20, count: 2)
        buffer.append(ascii: 0x20, count: -1)
        buffer.append(decimal: 7)
        buffer.append(decimal: 1234)
        buffer.append(decimal: -5)
        var other = TextBuffer()
        other.append(ascii: UInt8(ascii: "!"))
        buffer.append(other)
        #expect(buffer.text == "a\u{D55C}yz  71234-5!")
        buffer.removeAll()
        #expect(buffer.isEmpty && buffer.text.isEmpty)
    }

    @Test("Decimals are written as String writes them, at every magnitude and sign")
    func decimals() {
        var values = [0, 9, 10, 99, 100, -1, -10, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        while power < Int.max / 10 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        var buffer = TextBuffer(capacity: 2)
        var expected = ""
        for value in values {
            buffer.append(decimal: value)
            buffer.append(ascii: 0x2C)
            expected += "\(value),"
        }
        #expect(buffer.text == expected)
    }

    @Test("Growing from any room keeps every byte; bytes, count and truncation agree")
    func growth() {
        for capacity in [0, 1, 3, 64, 100] {
            var buffer = TextBuffer(capacity: capacity)
            var expected: [UInt8] = []
            for round in 0..<300 {
                let piece = String(repeating: round % 3 == 0 ? "\u{D55C}" : "ab", count: round % 40)
                buffer.append(piece)
                buffer.append(static: "<x>")
                buffer.append(ascii: 0x20, count: round % 5)
                expected += Array(piece.utf8) + Array("<x>".utf8) + Array(repeating: 0x20, count: round % 5)
            }
            #expect(buffer.bytes == expected)
            #expect(buffer.count == expected.count && buffer.last == expected.last)
            #expect(buffer.withBytes { Array($0) } == expected)
            buffer.truncate(to: 10)
            buffer.append("z")
            #expect(buffer.bytes == Array(expected.prefix(10)) + [UInt8(ascii: "z")])
            // A copy is a value of its own: appending to one leaves the other as it was.
            var copy = buffer
            copy.append("more")
            #expect(buffer.text == String(decoding: expected.prefix(10), as: UTF8.self) + "z")
            #expect(copy.text == buffer.text + "more")
            buffer.removeAll(keepingCapacity: false)
            #expect(buffer.isEmpty && buffer.bytes.isEmpty)
        }
    }

    @Test("A buffer appended to another, and substrings, come out whole")
    func buffers() {
        var inner = TextBuffer()
        inner.append("x" + String(repeating: "y", count: 39))
        var outer = TextBuffer(capacity: 1)
        outer.append(inner)
        outer.append(inner)
        outer.append("hello world".dropFirst(6))
        #expect(outer.text == inner.text + inner.text + "world")
    }

    @Test("Bytes written in place keep the count the writer returns, never more than the room asked")
    func inPlace() {
        var buffer = TextBuffer(capacity: 1)
        buffer.append("ab")
        buffer.append(upTo: 8) { room in
            #expect(room.count == 8)
            room[0] = UInt8(ascii: "c")
            room[1] = UInt8(ascii: "d")
            return 2
        }
        buffer.append(upTo: 2) { _ in 5 }
        buffer.append(upTo: 0) { _ in 1 }
        #expect(buffer.count == 6)
        buffer.truncate(to: 4)
        buffer.append("e")
        #expect(buffer.text == "abcde")
    }
}
