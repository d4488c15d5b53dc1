/// A string compared and hashed by its code points (its UTF-8 bytes), not by Swift's
/// canonical equivalence. Ids are JSON values, and JSON tells `é` (U+00E9) from `e` + U+0301;
/// so must every uniqueness and reference check — and byte comparison is also what keeps
/// those checks linear and cheap for Hangul and emoji ids.
public struct ExactString: Hashable, Sendable, CustomStringConvertible {
    public let value: String

    public init(_ value: String) { self.value = value }

    public static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.value.isExactly(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        var value = value
        value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public var description: String { value }
}

extension String {
    /// Code-point equality (see `ExactString`).
    public func isExactly(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return bytes(with: other, Self.sameBytes) ?? utf8.elementsEqual(other.utf8)
    }

    /// Whether this string sorts before `other` in the order of their UTF-8 bytes (code-point
    /// order, `memcmp`'s): the order of ids wherever formc must not depend on Unicode's
    /// canonical ordering. Over the contiguous bytes when both have them (native strings do).
    public func precedesInByteOrder(_ other: String) -> Bool {
        bytes(with: other, Self.bytesPrecede) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }

    /// `body` over the contiguous UTF-8 bytes of this string and `other` when both have them
    /// (native strings do): a tight loop instead of the views' generic iteration. Nil when
    /// either has none.
    @inline(__always)
    private func bytes<Result>(
        with other: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        let contiguous = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in body(mine, theirs) }
        }
        return contiguous ?? nil
    }

    /// Whether `a` sorts before `b`, byte by byte (a prefix first).
    @inline(__always)
    static func bytesPrecede(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(a.count, b.count)
        var offset = 0
        while offset < common {
            let x = a[offset], y = b[offset]
            if x != y { return x < y }
            offset += 1
        }
        return a.count < b.count
    }

    /// Whether two runs of bytes of one length are the same bytes, compared eight at a time:
    /// ids of one length (`o1041`, `o1042`) meet in every hash table probe, where a generic
    /// byte-by-byte comparison cost more than the hashing.
    @inline(__always)
    static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard count > 0, let left = a.baseAddress, let right = b.baseAddress else { return true }
        let l = UnsafeRawPointer(left), r = UnsafeRawPointer(right)
        var offset = 0
        while offset + 8 <= count {
            guard l.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == r.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < count {
            guard left[offset] == right[offset] else { return false }
            offset += 1
        }
        return true
    }
}
