/// Every name a build writes, held as its screens' ids and the outputs each has (a bit per
/// kind emitted, as `OutputTable` holds them) and the shared names: a build of 20,000 screens
/// asks about its 100,000 names one lookup per screen, and makes a name only where one is
/// needed (a file to write, a name to add to the manifest).
struct PlannedNames: Sendable {
    /// The built screens' ids, in input order (each once: a duplicate id builds nothing).
    var ids: [String]
    /// The outputs of each screen (`OutputTable.mask(of:)`).
    var mask: UInt8
    /// The shared outputs (`OutputNames.shared(emitting:)`).
    var shared: [String]

    /// The number of names.
    var count: Int { ids.count * mask.nonzeroBitCount + shared.count }
    var isEmpty: Bool { count == 0 }

    /// The names of screen `id`, in the order of their bits.
    func names(of id: String) -> [String] {
        OutputTable.suffixes.indices.filter { mask & (1 << UInt8($0)) != 0 }.map { id + OutputTable.suffixes[$0] }
    }

    /// The names as a list of what was kept or written (`OutputNameList`), none of them made.
    var list: OutputNameList {
        var list = OutputNameList()
        for id in ids { list.append(screen: id, mask) }
        list += shared
        return list
    }

    /// The names in a table (one entry per screen), to ask whether a name is among them.
    var table: OutputTable {
        var table = OutputTable()
        table.reserveCapacity(count)
        for id in ids { table.insertAll(of: id, mask) }
        for name in shared { table.insert(name) }
        return table
    }
}
