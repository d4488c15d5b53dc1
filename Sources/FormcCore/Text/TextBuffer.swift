/// Text built up as UTF-8 bytes: appending a piece copies its bytes, with none of the
/// per-append bookkeeping of `String` (grapheme breaking, small-string checks, regrowth in
/// small steps). For outputs written piece by piece: review pages, mockup files.
public struct TextBuffer: Sendable {
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// The bytes as a `String` (they are valid UTF-8: only whole scalars are appended).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    public mutating func append(_ text: Substring) {
        bytes.append(contentsOf: text.utf8)
    }

    public mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.value < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            bytes.append(contentsOf: scalar.utf8)
        }
    }

    /// One ASCII byte.
    public mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// `value` in decimal.
    public mutating func append(decimal value: Int) {
        if value >= 0, value < 10 {
            bytes.append(0x30 + UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    /// `count` copies of an ASCII byte (spaces of padding).
    public mutating func append(ascii byte: UInt8, count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }

    public mutating func append(_ other: TextBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    public mutating func removeAll(keepingCapacity: Bool = true) {
        bytes.removeAll(keepingCapacity: keepingCapacity)
    }
}
