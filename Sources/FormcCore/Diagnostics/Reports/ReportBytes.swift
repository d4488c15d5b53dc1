/// Report text as UTF-8 bytes, appended without the intermediate strings of concatenation,
/// and handed on in pieces (`isFull`) so a report of many diagnostics is written as it is
/// made instead of held whole.
public struct ReportBytes: Sendable {
    /// A piece is handed on once it holds this many bytes.
    static let chunkSize = 1 << 16

    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// The text so far.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    var isEmpty: Bool { bytes.isEmpty }
    var isFull: Bool { bytes.count >= Self.chunkSize }

    mutating func append(_ text: String) {
        // Through the string's contiguous UTF-8: one copy, not the generic sequence append.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(bytes: ArraySlice<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    mutating func append(contentsOf other: ReportBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    mutating func appendRepeating(_ byte: UInt8, count: Int) {
        bytes.append(contentsOf: repeatElement(byte, count: max(0, count)))
    }

    /// `value` in decimal, as `String(value)` spells it.
    mutating func appendDecimal(_ value: Int) {
        guard value >= 0 else { return append(String(value)) }
        let count = Self.decimalCount(value)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var rest = value
        var index = bytes.count - 1
        while rest != 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        }
    }

    /// The length of `String(value)`.
    static func decimalCount(_ value: Int) -> Int {
        var count = value < 0 ? 2 : 1
        var rest = value / 10
        while rest != 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
