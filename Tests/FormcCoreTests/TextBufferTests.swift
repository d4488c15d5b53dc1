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
}
