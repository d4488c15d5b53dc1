import FormcCore
import Testing

/// `UTF8Scalar.decode` reads every scalar back from its UTF-8 and refuses what RFC 3629 does.
@Suite("UTF-8 scalar decoding")
struct UTF8ScalarTests {
    @Test func everyScalarRoundTrips() {
        var checked = 0
        for value in stride(from: UInt32(0), through: 0x10FFFF, by: 7) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(Character(scalar)).utf8)
            let decoded = UTF8Scalar.decode(bytes, at: 0)
            #expect(decoded?.0 == scalar && decoded?.1 == bytes.count, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 150_000)
    }

    @Test func illFormedSequencesAreRefused() {
        let bad: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xF0, 0x80, 0x80, 0x80],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],
            [0xE3, 0x81], [0xE3, 0x41, 0x81], [0xF0, 0x9F, 0x98],
        ]
        for bytes in bad {
            #expect(UTF8Scalar.decode(bytes, at: 0) == nil, "\(bytes)")
        }
        // A slice is read at its own indexes.
        let text: [UInt8] = Array("a가".utf8)
        #expect(UTF8Scalar.decode(text[1...], at: 1)?.0 == "가")
    }
}
