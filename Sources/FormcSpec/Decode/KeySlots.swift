/// For each key of a mapping's language description, by position, the index of its entry in
/// the mapping as written. Held inline for the first `inlineCapacity` keys (every mapping of
/// the language has fewer), so a `MappingReader` allocates nothing for it and copies it as
/// plain bytes; positions beyond, or indexes too large for 32 bits, go to an overflow array.
struct KeySlots {
    static let inlineCapacity = 32

    /// The entry index + 1 of each of the first 32 keys; 0 for a key not written.
    /// An `InlineArray`, not a `SIMD32`: a SIMD vector read or written at a position known only
    /// at run time went through its generic subscript, about 80 instructions a key.
    private var inline = InlineArray<32, UInt32>(repeating: 0)
    /// `(position, index)` pairs that do not fit inline; nil until one does not.
    private var overflow: [(position: Int, index: Int)]?

    init() {}

    /// The entry index of the key at `position`, if it was written.
    subscript(position: Int) -> Int? {
        if position < Self.inlineCapacity, inline[position] != 0 { return Int(inline[position]) - 1 }
        return overflow?.first { $0.position == position }?.index
    }

    /// Records the first entry written for the key at `position`; later ones are ignored
    /// (the loader already reported them as duplicates).
    mutating func recordFirst(_ index: Int, at position: Int) {
        if position < Self.inlineCapacity {
            if inline[position] != 0 { return }
            // Nothing has overflowed (always, for the language's mappings): no earlier entry
            // of the key can be elsewhere.
            if overflow == nil, index < Int(UInt32.max) {
                inline[position] = UInt32(index + 1)
                return
            }
        }
        guard self[position] == nil else { return }
        if position < Self.inlineCapacity, index < Int(UInt32.max) {
            inline[position] = UInt32(index + 1)
        } else {
            overflow = (overflow ?? []) + [(position, index)]
        }
    }
}
