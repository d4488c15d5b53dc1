/// For each key of a mapping's language description, by position, the index of its entry in
/// the mapping as written. Held inline for the first `inlineCapacity` keys (every mapping of
/// the language has fewer), so a `MappingReader` allocates nothing for it and copies it as
/// plain bytes; positions beyond, or indexes too large for 32 bits, go to an overflow array.
struct KeySlots {
    static let inlineCapacity = 32

    /// The entry index + 1 of each of the first 32 keys; 0 for a key not written. Its lanes are
    /// read and written as raw memory (`slot`, `setSlot`): a SIMD vector's subscript at a
    /// position known only at run time is generic, about 80 instructions a key. (`InlineArray`
    /// would do the same, but it needs Swift 6.2 and, on Apple platforms, macOS 26: the package
    /// builds with Swift 6.1.)
    private var inline = SIMD32<UInt32>(repeating: 0)

    /// The lane at `position` (0 ≤ position < `inlineCapacity`).
    private func slot(_ position: Int) -> UInt32 {
        withUnsafeBytes(of: inline) { $0.load(fromByteOffset: position &* 4, as: UInt32.self) }
    }

    /// Sets the lane at `position` (0 ≤ position < `inlineCapacity`).
    private mutating func setSlot(_ position: Int, _ value: UInt32) {
        withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: value, toByteOffset: position &* 4, as: UInt32.self) }
    }
    /// `(position, index)` pairs that do not fit inline; nil until one does not.
    private var overflow: [(position: Int, index: Int)]?

    init() {}

    /// The entry index of the key at `position`, if it was written.
    subscript(position: Int) -> Int? {
        if position >= 0, position < Self.inlineCapacity, case let value = slot(position), value != 0 { return Int(value) - 1 }
        return overflow?.first { $0.position == position }?.index
    }

    /// Records the first entry written for the key at `position`; later ones are ignored
    /// (the loader already reported them as duplicates).
    mutating func recordFirst(_ index: Int, at position: Int) {
        if position >= 0, position < Self.inlineCapacity {
            if slot(position) != 0 { return }
            // Nothing has overflowed (always, for the language's mappings): no earlier entry
            // of the key can be elsewhere.
            if overflow == nil, index < Int(UInt32.max) {
                setSlot(position, UInt32(index + 1))
                return
            }
        }
        guard self[position] == nil else { return }
        if position >= 0, position < Self.inlineCapacity, index < Int(UInt32.max) {
            setSlot(position, UInt32(index + 1))
        } else {
            overflow = (overflow ?? []) + [(position, index)]
        }
    }
}
