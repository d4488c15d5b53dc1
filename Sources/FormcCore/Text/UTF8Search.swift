extension String {
    /// Whether a byte of the string's UTF-8 satisfies `predicate`: read in place, one compare
    /// per byte, for a native string (whose bytes are contiguous), else through its UTF-8 view.
    /// The markup and escape characters formc looks for are ASCII, and an ASCII byte of UTF-8
    /// is always that character.
    @inlinable
    public func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: predicate) }) { return found }
        return utf8.contains(where: predicate)
    }
}
