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
        // Over the contiguous bytes when both have them (native strings do): a tight loop
        // instead of the views' generic iteration.
        let contiguous = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in mine.elementsEqual(theirs) }
        }
        return (contiguous ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
