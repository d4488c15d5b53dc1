/// Names of files in an output folder, in the order they were added, held as `OutputTable`
/// holds them: the outputs of one screen added one after another are one entry, the screen's id
/// and a bit per output (`OutputTable.suffixes`). What a build wrote and kept (`WriteOutcome`)
/// is then 20,000 entries at 20,000 screens, not 100,000 names made and held to the end; a name
/// is made only when the list is read.
///
/// Removing a name costs its own entries, not the list: the first `remove` indexes the entries
/// by id, a removed entry is marked and skipped, and the list is compacted once half of it is
/// marked. A build that takes back one output of each of 20,000 screens does 20,000 removals
/// of a few steps each, not 20,000 passes over 20,000 entries.
public struct OutputNameList: Sequence, Sendable {
    /// A screen's id and the outputs of it (`mask` not 0), or another name (`mask` 0).
    struct Entry: Hashable, Sendable {
        var id: String
        var mask: UInt8
        /// Removed: skipped until the list is compacted.
        var isRemoved = false
    }

    private var entries: [Entry] = []
    /// The entries marked removed.
    private var removedEntries = 0
    /// Where the entries of each id are (ascending), made by the first `remove`, kept up to date
    /// by `append`, dropped when the list is compacted.
    private var positions: [String: [Int]]?
    /// Entries `remove` has looked at, indexing included: tests count it.
    private(set) var removalWork = 0
    /// The number of names.
    public private(set) var count = 0
    /// The number of entries the names take: one per screen, one per other name.
    var entryCount: Int { entries.count - removedEntries }
    public var isEmpty: Bool { count == 0 }

    public init() {}

    public init(_ names: some Sequence<String>) {
        for name in names { append(name) }
    }

    /// Adds `name` at the end.
    public mutating func append(_ name: String) {
        guard let (id, slot) = OutputTable.split(name) else {
            add(Entry(id: name, mask: 0))
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
        add(Entry(id: id, mask: mask))
    }

    private mutating func add(_ entry: Entry) {
        positions?[entry.id, default: []].append(entries.count)
        entries.append(entry)
    }

    public static func += (list: inout OutputNameList, names: some Sequence<String>) {
        for name in names { list.append(name) }
    }

    /// Removes every occurrence of `name`.
    public mutating func remove(_ name: String) {
        let split = OutputTable.split(name)
        let id = split?.id ?? name
        // 0 for a name of no screen: it is the entries of mask 0 that hold it.
        let bit: UInt8 = split.map { 1 << UInt8($0.slot) } ?? 0
        // Taken out while it changes, so that it is changed in place, not copied.
        var index = positions ?? indexed()
        positions = nil
        if let found = index[id] {
            var left: [Int] = []
            for at in found {
                removalWork += 1
                if bit == 0 ? entries[at].mask == 0 : entries[at].mask & bit != 0 {
                    entries[at].mask &= ~bit
                    count -= 1
                    if entries[at].mask == 0 {
                        entries[at].isRemoved = true
                        removedEntries += 1
                        continue
                    }
                }
                left.append(at)
            }
            index[id] = left.isEmpty ? nil : left
        }
        positions = index
        if removedEntries > 16, removedEntries * 2 > entries.count { compact() }
    }

    private mutating func indexed() -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (at, entry) in entries.enumerated() where !entry.isRemoved {
            index[entry.id, default: []].append(at)
        }
        removalWork += entries.count
        return index
    }

    private mutating func compact() {
        entries.removeAll { $0.isRemoved }
        removedEntries = 0
        positions = nil
    }

    public struct Iterator: IteratorProtocol {
        fileprivate var entries: IndexingIterator<[Entry]>
        fileprivate var current: Entry?
        fileprivate var rest: UInt8 = 0

        public mutating func next() -> String? {
            while rest == 0 {
                guard let entry = entries.next() else { return nil }
                if entry.isRemoved { continue }
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
