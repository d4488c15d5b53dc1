import FormcBuild
import Testing

/// The build cache's hash is XXH64 exactly: the values of the reference implementation
/// (python-xxhash 3), so a cache written on one machine is read on another.
@Suite("Stable hash")
struct StableHashTests {
    static let long: [UInt8] = Array((0...255).map(UInt8.init)) + Array((0...255).map(UInt8.init))
        + Array((0...255).map(UInt8.init)) + Array("tail".utf8)

    @Test("XXH64 of the reference vectors, starting values 0 and 7: empty, short, under and over 32 bytes")
    func referenceVectors() {
        let cases: [([UInt8], UInt64, UInt64)] = [
            ([], 0xEF46_DB37_51D8_E999, 0x95F0_626F_6F0A_4409),
            (Array("abc".utf8), 0x44BC_2CF5_AD77_0999, 0x9E75_5206_1566_76D7),
            (Array("Nobody inspects the spammish repetition".utf8), 0xFBCE_A83C_8A37_8BF1, 0x26F1_AEB3_9B9B_1F5F),
            (Self.long, 0x2A74_DE53_0BDF_2A9F, 0xDD73_7905_BD1C_5110),
        ]
        for (bytes, from0, from7) in cases {
            #expect(StableHash.of(bytes) == from0, "\(bytes.count) bytes")
            #expect(StableHash.of(bytes, start: 7) == from7, "\(bytes.count) bytes")
        }
        #expect(StableHash.of("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(StableHash.hex(0xAB) == "00000000000000ab")
    }

    @Test("Key material keeps fields apart: (\"ab\", \"c\") and (\"a\", \"bc\") differ")
    func fieldsApart() {
        var first = StableHasher(), second = StableHasher()
        first.combine("ab")
        first.combine("c")
        second.combine("a")
        second.combine("bc")
        #expect(first.finalize() != second.finalize())
    }
}
