/// One Unicode scalar read from UTF-8 bytes, strictly (RFC 3629): the shortest form only, no
/// surrogates, nothing past U+10FFFF. The one decoder of the reports and the language server.
public enum UTF8Scalar {
    /// The scalar whose UTF-8 starts at `index`, and the index after it; nil for a sequence
    /// that is not well-formed (a lone or missing continuation byte, an overlong form, a
    /// surrogate, or a value past U+10FFFF).
    @inlinable
    public static func decode<Bytes: RandomAccessCollection>(_ bytes: Bytes, at index: Int) -> (Unicode.Scalar, Int)?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), index + 1) }
        let count: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (count, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (count, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (count, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard bytes.endIndex - index >= count else { return nil }
        for offset in 1..<count {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // The shortest form only (no overlong three- or four-byte sequence).
        let shortest = value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
        guard shortest == count, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + count)
    }
}
