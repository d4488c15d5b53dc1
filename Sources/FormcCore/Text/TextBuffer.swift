/// Text built up as UTF-8 bytes: appending a piece copies its bytes, with none of the
/// per-append bookkeeping of `String` (grapheme breaking, small-string checks, regrowth in
/// small steps). For outputs written piece by piece: review pages, mockup files.
///
/// The bytes live in an array with room to spare (`storage[..<count]` is written, nothing past
/// it is ever read): a piece — most are a few bytes (`="`, a number, a tag) — is copied in place
/// rather than through `Array.append(contentsOf:)`'s generic path, which costs several times
/// the copy itself. `bytes` hands out an array of exactly the bytes written.
/// Inlinable: it is called per character from the modules that render.
@frozen
public struct TextBuffer: Sendable {
    /// Room for the bytes: the first `written` are the text, the rest are never read.
    @usableFromInline var storage: [UInt8]
    @usableFromInline var written = 0

    /// An empty buffer with room for `capacity` bytes.
    @inlinable
    public init(capacity: Int = 0) {
        storage = capacity > 0 ? [UInt8](repeating: 0, count: capacity) : []
    }

    /// The UTF-8 bytes written so far, in an array of their own size.
    @inlinable
    public var bytes: [UInt8] {
        written == storage.count ? storage : Array(storage[..<written])
    }

    /// Calls `body` with the bytes written so far, without copying them.
    @inlinable
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[..<written])) }
    }

    @inlinable
    public var isEmpty: Bool { written == 0 }

    /// The number of bytes written so far.
    @inlinable
    public var count: Int { written }

    /// The last byte written, if any.
    @inlinable
    public var last: UInt8? { written > 0 ? storage[written - 1] : nil }

    /// Takes back what was written after the first `count` bytes.
    @inlinable
    public mutating func truncate(to count: Int) {
        guard count >= 0, count < written else { return }
        written = count
    }

    /// The bytes as a `String` (they are valid UTF-8: only whole scalars are appended).
    @inlinable
    public var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Makes room for `extra` more bytes.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if storage.count - written < extra { grow(toHold: written + extra) }
    }

    /// At least doubles the room, so that n bytes cost O(n) copies in all.
    @usableFromInline
    mutating func grow(toHold needed: Int) {
        let size = Swift.max(needed, storage.count * 2, 64)
        let kept = written
        let larger = storage.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: size) { new, initialized in
                guard let to = new.baseAddress else { return }
                if kept > 0, let from = old.baseAddress { to.initialize(from: from, count: kept) }
                (to + kept).initialize(repeating: 0, count: size - kept)
                initialized = size
            }
        }
        storage = larger
    }

    /// The string's UTF-8 copied as one piece.
    @inlinable
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    @inlinable
    public mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    /// Text known when formc is compiled (a tag, an attribute's name): no `String` made.
    @inlinable @inline(__always)
    public mutating func append(static text: StaticString) {
        text.withUTF8Buffer { append(utf8: $0) }
    }

    /// One scalar, encoded here rather than through a sequence of its code units.
    @inlinable
    public mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            append(ascii: UInt8(truncatingIfNeeded: value))
            return
        }
        reserve(4)
        if value < 0x800 {
            storage[written] = UInt8(truncatingIfNeeded: 0xC0 | (value >> 6))
            storage[written + 1] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
            written += 2
        } else if value < 0x10000 {
            storage[written] = UInt8(truncatingIfNeeded: 0xE0 | (value >> 12))
            storage[written + 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
            storage[written + 2] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
            written += 3
        } else {
            storage[written] = UInt8(truncatingIfNeeded: 0xF0 | (value >> 18))
            storage[written + 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F))
            storage[written + 2] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
            storage[written + 3] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
            written += 4
        }
    }

    /// One ASCII byte.
    @inlinable @inline(__always)
    public mutating func append(ascii byte: UInt8) {
        if written == storage.count { grow(toHold: written + 1) }
        storage[written] = byte
        written += 1
    }

    /// `value` in decimal, as `String(value)` writes it.
    @inlinable
    public mutating func append(decimal value: Int) {
        if value >= 0, value < 10 {
            append(ascii: 0x30 + UInt8(truncatingIfNeeded: value))
            return
        }
        if value < 0 { append(ascii: UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        reserve(digits)
        let last = written + digits - 1
        storage.withUnsafeMutableBufferPointer { target in
            let to = target.baseAddress.unsafelyUnwrapped
            var index = last
            repeat {
                to[index] = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
                index -= 1
            } while magnitude > 0
        }
        written += digits
    }

    /// `count` copies of an ASCII byte (spaces of padding).
    @inlinable
    public mutating func append(ascii byte: UInt8, count: Int) {
        guard count > 0 else { return }
        reserve(count)
        let at = written
        storage.withUnsafeMutableBufferPointer { target in
            (target.baseAddress.unsafelyUnwrapped + at).update(repeating: byte, count: count)
        }
        written += count
    }

    /// Bytes of UTF-8 text (whole scalars only).
    @inlinable @inline(__always)
    public mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        guard length > 0, let from = bytes.baseAddress else { return }
        reserve(length)
        let at = written
        storage.withUnsafeMutableBufferPointer { target in
            let to = target.baseAddress.unsafelyUnwrapped + at
            if length <= 16 {
                for offset in 0..<length { to[offset] = from[offset] }
            } else {
                to.update(from: from, count: length)
            }
        }
        written += length
    }

    /// Lets `body` write at most `maxCount` bytes of UTF-8 text (whole scalars only) in place,
    /// and keeps the number it returns: text encoded straight into the buffer, no array between.
    @inlinable
    public mutating func append(upTo maxCount: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        guard maxCount > 0 else { return }
        reserve(maxCount)
        let at = written
        let count = storage.withUnsafeMutableBufferPointer { target in
            body(UnsafeMutableBufferPointer(rebasing: target[at..<(at + maxCount)]))
        }
        written += Swift.min(Swift.max(count, 0), maxCount)
    }

    /// Bytes of UTF-8 text (whole scalars only).
    @inlinable
    public mutating func append(utf8 bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append(utf8: $0) }
    }

    @inlinable
    public mutating func append(_ other: TextBuffer) {
        other.withBytes { append(utf8: $0) }
    }

    @inlinable
    public mutating func removeAll(keepingCapacity: Bool = true) {
        written = 0
        if !keepingCapacity { storage = [] }
    }
}
