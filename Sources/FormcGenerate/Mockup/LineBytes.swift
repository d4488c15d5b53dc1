/// Lines of drawings compared and looked up by their UTF-8 bytes: a drawing repeats its rows,
/// and the layers that reuse a row's text or markup find it by a digest of its bytes, eight at
/// a time (`String`'s own hashing normalizes non-ASCII text first, many times the cost), then
/// compare the bytes in full.
public enum LineBytes {
    /// A digest of `bytes`, continuing the digest `start`.
    public static func digest(_ bytes: UnsafeBufferPointer<UInt8>, start: UInt64 = 0x9E37_79B9_7F4A_7C15) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var digest = mix(start, UInt64(raw.count))
        var index = 0
        while index + 8 <= raw.count {
            digest = mix(digest, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        var tail: UInt64 = 0
        while index < raw.count {
            tail = tail << 8 | UInt64(raw[index])
            index += 1
        }
        return mix(digest, tail)
    }

    /// `digest` continued with `value`.
    @inline(__always)
    public static func mix(_ digest: UInt64, _ value: UInt64) -> UInt64 {
        let product = (digest ^ value) &* 0x100_0000_01B3
        return product ^ (product >> 29)
    }

    /// Whether `a` and `b` are the same bytes.
    public static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        let x = UnsafeRawBufferPointer(a), y = UnsafeRawBufferPointer(b)
        var index = 0
        while index + 8 <= x.count {
            guard x.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                == y.loadUnaligned(fromByteOffset: index, as: UInt64.self) else { return false }
            index += 8
        }
        while index < x.count {
            guard x[index] == y[index] else { return false }
            index += 1
        }
        return true
    }

    /// Whether two texts are the same bytes.
    public static func same(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { a in b.withUTF8 { b in same(a, b) } }
    }
}
