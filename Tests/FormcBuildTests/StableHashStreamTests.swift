import FormcBuild
import Testing

/// `StableHashStream` gives `StableHash.of` of the joined pieces, however the bytes are cut.
@Suite("Stable hash in pieces")
struct StableHashStreamTests {
    @Test("Every length up to 200 bytes, cut at every place, and cut in many small pieces")
    func everyCut() {
        let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for count in 0...bytes.count {
            let whole = Array(bytes[..<count])
            for start: UInt64 in [0, 7] {
                let expected = StableHash.of(whole, start: start)
                for cut in stride(from: 0, through: count, by: count > 64 ? 13 : 1) {
                    var stream = StableHashStream(start: start)
                    stream.feed(whole[..<cut])
                    stream.feed(whole[cut...])
                    #expect(stream.finalize() == expected, "\(count) bytes cut at \(cut)")
                }
                var pieces = StableHashStream(start: start)
                var offset = 0, size = 1
                while offset < count {
                    let end = min(count, offset + size)
                    pieces.feed(whole[offset..<end])
                    offset = end
                    size = size % 41 + 3
                }
                #expect(pieces.finalize() == expected, "\(count) bytes in small pieces")
            }
        }
    }

    @Test("The reference value of XXH64 over 772 bytes fed one at a time")
    func referenceByteByByte() {
        var stream = StableHashStream()
        for byte in StableHashTests.long { stream.feed(CollectionOfOne(byte)) }
        #expect(stream.finalize() == 0x2A74_DE53_0BDF_2A9F)
    }
}
