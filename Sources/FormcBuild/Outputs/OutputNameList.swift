/// Names of files in an output folder, in the order they were added, held as `OutputTable`
/// holds them: the outputs of one screen added one after another are one entry, the screen's id
/// and a bit per output (`OutputTable.suffixes`). What a build wrote and kept (`WriteOutcome`)
/// is then 20,000 entries at 20,000 screens, not 100,000 names made and held to the end; a name
/// is made only when the list is read.
public struct OutputNameList: Sequence, Sendable {
    /// A screen's id and the outputs of it (`mask` not 0), or another name (`mask` 0).
    struct Entry: Hashable, Sendable {
        var id: String
        var mask: UInt8
    }

    private var entries: [Entry] = []
    /// The number of names.
    public private(set) var count = 0
    /// The number of entries the names take: one per screen, one per other name.
    var entryCount: Int { entries.count }
    public var isEmpty: Bool { count == 0 }

    public init() {}

    public init(_ names: some Sequence<String>) {
        for name in names { append(name) }
    }

    /// Adds `name` at the end.
    public mutating func append(_ name: String) {
        guard let (id, slot) = OutputTable.split(name) else {
            entries.append(Entry(id: name, mask: 0))
            count += 1
            return
        }
        append(screen: id, 1 << UInt8(slot))
    }

    /// Adds the outputs `mask` of screen `id` at the end, in the order of their bits.
    mutating func append(screen id: String, _ mask: UInt8) {
        guard mask != 0 else { return }
        count += mask.nonzeroBitCount
        // After the same screen's outputs of lower bits: the same entry, in the same order.
        if let last = entries.indices.last, entries[last].mask != 0,
           mask.trailingZeroBitCount > 7 - entries[last].mask.leadingZeroBitCount, entries[last].id == id {
            entries[last].mask |= mask
            return
        }
        entries.append(Entry(id: id, mask: mask))
    }

    public static func += (list: inout OutputNameList, names: some Sequence<String>) {
        for name in names { list.append(name) }
    }

    /// Removes every occurrence of `name`.
    public mutating func remove(_ name: String) {
        let split = OutputTable.split(name)
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count)
        for var entry in entries {
            if let (id, slot) = split {
                let bit: UInt8 = 1 << UInt8(slot)
                if entry.mask & bit != 0, entry.id == id {
                    entry.mask &= ~bit
                    count -= 1
                    if entry.mask == 0 { continue }
                }
            } else if entry.mask == 0, entry.id == name {
                count -= 1
                continue
            }
            kept.append(entry)
        }
        entries = kept
    }

    public struct Iterator: IteratorProtocol {
        fileprivate var entries: IndexingIterator<[Entry]>
        fileprivate var current: Entry?
        fileprivate var rest: UInt8 = 0

        public mutating func next() -> String? {
            while rest == 0 {
                guard let entry = entries.next() else { return nil }
                if entry.mask == 0 { return entry.id }
                current = entry
                rest = entry.mask
            }
            let slot = rest.trailingZeroBitCount
            rest &= rest - 1
            return (current?.id ?? "") + OutputTable.suffixes[slot]
        }
    }

    public func makeIterator() -> Iterator { Iterator(entries: entries.makeIterator()) }

    public var underestimatedCount: Int { count }
}

extension OutputNameList: Hashable {
    /// The same names in the same order.
    public static func == (lhs: OutputNameList, rhs: OutputNameList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for name in self { hasher.combine(name) }
    }
}
