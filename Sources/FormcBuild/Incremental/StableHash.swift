/// XXH64 (xxHash, 64-bit): a hash of bytes that is the same in every process and on every
/// machine, unlike Swift's `Hasher`, which starts from a random value in each process. An incremental build keeps
/// these in its output folder and compares them in the next build.
///
/// Not cryptographic: it tells changed inputs from unchanged ones, it does not resist someone
/// crafting a collision on purpose (nor do the caches of cargo or tsc).
public enum StableHash {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The XXH64 of `bytes` from the starting value `start` (0 unless a caller needs distinct hashes of the same bytes).
    public static func of(_ bytes: [UInt8], start: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { of($0, start: start) }
    }

    /// The XXH64 of a string's UTF-8 bytes.
    public static func of(_ text: String, start: UInt64 = 0) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0), start: start) }
    }

    /// `value` as 16 lowercase hexadecimal digits, the form the build cache writes.
    public static func hex(_ value: UInt64) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        appendHex(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The 16 bytes of `hex(value)`, appended to `bytes` (a cache line being written).
    static func appendHex(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(hexDigit(UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0x0F))
        }
    }

    /// The lowercase hexadecimal digit of `value` (0–15).
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    public static func of(_ buffer: UnsafeRawBufferPointer, start: UInt64 = 0) -> UInt64 {
        let count = buffer.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var v1 = start &+ p1 &+ p2, v2 = start &+ p2, v3 = start, v4 = start &- p1
            while offset + 32 <= count {
                v1 = round(v1, word(buffer, offset))
                v2 = round(v2, word(buffer, offset + 8))
                v3 = round(v3, word(buffer, offset + 16))
                v4 = round(v4, word(buffer, offset + 24))
                offset += 32
            }
            hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            for v in [v1, v2, v3, v4] { hash = merge(hash, v) }
        } else {
            hash = start &+ p5
        }
        hash &+= UInt64(count)
        return finish(hash, tail: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
    }

    /// The last steps: the bytes after the last whole 32-byte stripe, then the final mix
    /// (shared with `StableHashStream`).
    static func finish(_ start: UInt64, tail buffer: UnsafeRawBufferPointer) -> UInt64 {
        var hash = start
        let count = buffer.count
        var offset = 0
        while offset + 8 <= count {
            hash ^= round(0, word(buffer, offset))
            hash = rotate(hash, 27) &* p1 &+ p4
            offset += 8
        }
        if offset + 4 <= count {
            hash ^= UInt64(half(buffer, offset)) &* p1
            hash = rotate(hash, 23) &* p2 &+ p3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(buffer[offset]) &* p5
            hash = rotate(hash, 11) &* p1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= p2
        hash ^= hash >> 29
        hash &*= p3
        hash ^= hash >> 32
        return hash
    }

    static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* p2, 31) &* p1
    }

    static func merge(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        (hash ^ round(0, value)) &* p1 &+ p4
    }

    static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    /// Little-endian words, whatever the machine.
    static func word(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    static func half(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}

/// Key material for `StableHash`: fields fed one after another, each with its length, so that
/// no two different lists of fields give the same bytes (`"ab","c"` and `"a","bc"` differ).
public struct StableHasher: Sendable {
    private var bytes: [UInt8] = []

    public init() {}

    public mutating func combine(_ text: String) {
        combine(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    public mutating func combine(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

    public mutating func combine(_ value: Bool) { bytes.append(value ? 1 : 0) }

    public func finalize() -> UInt64 { StableHash.of(bytes) }
}
