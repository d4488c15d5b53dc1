/// Text built up as UTF-8 bytes: appending a piece copies its bytes, with none of the
/// per-append bookkeeping of `String` (grapheme breaking, small-string checks, regrowth in
/// small steps). For outputs written piece by piece: review pages, mockup files.
/// Inlinable: it is called per character from the modules that render.
@frozen
public struct TextBuffer: Sendable {
    @usableFromInline var storage: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    @inlinable
    public init(capacity: Int = 0) {
        storage.reserveCapacity(capacity)
    }

    /// The UTF-8 bytes written so far.
    @inlinable
    public var bytes: [UInt8] { storage }

    @inlinable
    public var isEmpty: Bool { storage.isEmpty }

    /// The number of bytes written so far.
    @inlinable
    public var count: Int { storage.count }

    /// Takes back what was written after the first `count` bytes.
    @inlinable
    public mutating func truncate(to count: Int) {
        guard count >= 0, count < storage.count else { return }
        storage.removeLast(storage.count - count)
    }

    /// The bytes as a `String` (they are valid UTF-8: only whole scalars are appended).
    @inlinable
    public var text: String { String(decoding: storage, as: UTF8.self) }

    /// The string's UTF-8 copied as one piece: `append(contentsOf: text.utf8)` goes through the
    /// view's generic copy, about twice the instructions for the short pieces written here.
    @inlinable
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { storage.append(contentsOf: $0) }
    }

    @inlinable
    public mutating func append(_ text: Substring) {
        storage.append(contentsOf: text.utf8)
    }

    /// One scalar, encoded here rather than through a sequence of its code units.
    @inlinable
    public mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            storage.append(UInt8(truncatingIfNeeded: value))
        } else if value < 0x800 {
            storage.append(UInt8(truncatingIfNeeded: 0xC0 | (value >> 6)))
            storage.append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
        } else if value < 0x10000 {
            storage.append(UInt8(truncatingIfNeeded: 0xE0 | (value >> 12)))
            storage.append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F)))
            storage.append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
        } else {
            storage.append(UInt8(truncatingIfNeeded: 0xF0 | (value >> 18)))
            storage.append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F)))
            storage.append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F)))
            storage.append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
        }
    }

    /// One ASCII byte.
    @inlinable
    public mutating func append(ascii byte: UInt8) {
        storage.append(byte)
    }

    /// `value` in decimal.
    @inlinable
    public mutating func append(decimal value: Int) {
        if value >= 0, value < 10 {
            storage.append(0x30 + UInt8(truncatingIfNeeded: value))
        } else {
            storage.append(contentsOf: String(value).utf8)
        }
    }

    /// `count` copies of an ASCII byte (spaces of padding).
    @inlinable
    public mutating func append(ascii byte: UInt8, count: Int) {
        guard count > 0 else { return }
        storage.append(contentsOf: repeatElement(byte, count: count))
    }

    /// Bytes of UTF-8 text (whole scalars only).
    @inlinable
    public mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        storage.append(contentsOf: bytes)
    }

    @inlinable
    public mutating func append(_ other: TextBuffer) {
        storage.append(contentsOf: other.storage)
    }

    @inlinable
    public mutating func removeAll(keepingCapacity: Bool = true) {
        storage.removeAll(keepingCapacity: keepingCapacity)
    }
}
