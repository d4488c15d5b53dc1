/// Finds the first byte that is not part of well-formed UTF-8 (RFC 3629: no overlongs, no
/// surrogates, nothing above U+10FFFF). libyaml reports only a byte offset for bad input, and
/// would accept UTF-16 with a BOM; formc takes UTF-8 only, so it checks first.
enum UTF8Check {
    /// The offset of the first invalid byte, or nil when all of `bytes` is UTF-8.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = bytes.count
        var i = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while i < n {
            // Eight ASCII bytes at a time: most of a spec is ASCII.
            if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let b0 = bytes[i]
            if b0 < 0x80 { i += 1; continue }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return i
            }
            guard i + length <= n else { return i }
            let b1 = bytes[i + 1]
            guard b1 >= lower, b1 <= upper else { return i }
            var k = 2
            while k < length {
                guard bytes[i + k] & 0xC0 == 0x80 else { return i }
                k += 1
            }
            i += length
        }
        return nil
    }

    /// A short description of what is at `offset`, for the message (`byte 0xFF`).
    static func describeByte(_ bytes: [UInt8], at offset: Int) -> String {
        guard offset < bytes.count else { return "a truncated sequence at the end of the file" }
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
