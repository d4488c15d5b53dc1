/// A string compared and hashed by its code points (its UTF-8 bytes), not by Swift's
/// canonical equivalence. Ids are JSON values, and JSON tells `é` (U+00E9) from `e` + U+0301;
/// so must every uniqueness and reference check — and byte comparison is also what keeps
/// those checks linear and cheap for Hangul and emoji ids.
public struct ExactString: Hashable, Sendable, CustomStringConvertible {
    public let value: String

    public init(_ value: String) { self.value = value }

    public static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var value = value
        value.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public var description: String { value }
}

extension String {
    /// Code-point equality (see `ExactString`).
    public func isExactly(_ other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}
