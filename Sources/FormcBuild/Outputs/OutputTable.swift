import FormcProject
/// Names of files in an output folder, each with a number (its inode, or 0), as an output
/// session holds them (the folder's listing, the staging folder's leftovers, what is staged):
/// the outputs of one screen (`<id>.schema.json`, `<id>.mockup.txt`, …) are one entry under
/// the id, so a build of 20,000 screens holds 20,000 short ids rather than 100,000 names, and
/// keeps a screen's outputs with one lookup rather than five. Any other name is an entry of
/// its own. A name is `<id><suffix>` exactly, so every name comes back as it went in.
struct OutputTable: Sendable {
    /// The outputs of one id present: a bit per suffix of `suffixes`, and their numbers.
    struct Outputs: Sendable {
        var present: UInt8 = 0
        var values: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)

        /// Sets the output `slot` to `value`; true when it was not present.
        mutating func set(_ slot: Int, _ value: UInt64) -> Bool {
            let bit: UInt8 = 1 << UInt8(slot)
            let added = present & bit == 0
            present |= bit
            self[slot] = value
            return added
        }

        subscript(slot: Int) -> UInt64 {
            get {
                switch slot {
                case 0: values.0
                case 1: values.1
                case 2: values.2
                case 3: values.3
                default: values.4
                }
            }
            set {
                switch slot {
                case 0: values.0 = newValue
                case 1: values.1 = newValue
                case 2: values.2 = newValue
                case 3: values.3 = newValue
                default: values.4 = newValue
                }
            }
        }
    }

    /// What a screen's output names end with, as `OutputNames` makes them.
    static let suffixes: [String] = [
        OutputNames.schema(""), OutputNames.mockup(""), OutputNames.reviewPage(""), OutputNames.reviewHTML(""), OutputNames.swift(""),
    ]
    private static let suffixBytes = suffixes.map { Array($0.utf8) }

    private var screens: [String: Outputs] = [:]
    private var others: [String: UInt64] = [:]
    /// The number of names.
    private(set) var count = 0
    /// The number of entries held: one per screen, one per other name.
    var entryCount: Int { screens.count + others.count }

    init() {}

    /// Room for `names` names, most of them screens' outputs.
    mutating func reserveCapacity(_ names: Int) {
        screens.reserveCapacity(names / Self.suffixes.count + 1)
    }

    /// `name` as the id before one of `suffixes` (not empty), and which suffix; nil for any other name.
    static func split(_ name: String) -> (id: String, slot: Int)? {
        // A native string's bytes in place, without copying the string.
        switch name.utf8.withContiguousStorageIfAvailable({ split(bytes: $0) }) {
        case .some(let found): found
        case .none: Array(name.utf8).withUnsafeBufferPointer { split(bytes: $0) }
        }
    }

    /// `split` of a name's UTF-8 bytes (a manifest's line, read in place).
    static func split(bytes: UnsafeBufferPointer<UInt8>) -> (id: String, slot: Int)? {
        guard let last = bytes.last else { return nil }
        for (slot, suffix) in suffixBytes.enumerated() where bytes.count > suffix.count && suffix.last == last {
            let start = bytes.count - suffix.count
            guard UnsafeBufferPointer(rebasing: bytes[start...]).elementsEqual(suffix) else { continue }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<start]), as: UTF8.self), slot)
        }
        return nil
    }

    /// The bits of the outputs `names` of one screen (`OutputNames.screenOutputs`).
    static func mask(of names: some Sequence<String>) -> UInt8 {
        names.reduce(0) { mask, name in mask | (split(name).map { 1 << UInt8($0.slot) } ?? 0) }
    }

    subscript(name: String) -> UInt64? {
        get {
            guard let (id, slot) = Self.split(name) else { return others[name] }
            guard let outputs = screens[id], outputs.present & (1 << UInt8(slot)) != 0 else { return nil }
            return outputs[slot]
        }
        set {
            guard let value = newValue else {
                removeValue(forKey: name)
                return
            }
            guard let (id, slot) = Self.split(name) else {
                if others.updateValue(value, forKey: name) == nil { count += 1 }
                return
            }
            if screens[id, default: Outputs()].set(slot, value) { count += 1 }
        }
    }

    func contains(_ name: String) -> Bool { self[name] != nil }

    /// Adds `name` (with 0) when it is not there.
    mutating func insert(_ name: String) {
        if !contains(name) { self[name] = 0 }
    }

    mutating func remove(_ name: String) {
        removeValue(forKey: name)
    }

    @discardableResult
    mutating func removeValue(forKey name: String) -> UInt64? {
        guard let (id, slot) = Self.split(name) else {
            let removed = others.removeValue(forKey: name)
            if removed != nil { count -= 1 }
            return removed
        }
        let bit: UInt8 = 1 << UInt8(slot)
        guard let index = screens.index(forKey: id), screens.values[index].present & bit != 0 else { return nil }
        screens.values[index].present &= ~bit
        count -= 1
        return screens.values[index][slot]
    }

    /// Whether every output of `mask` of screen `id` is here.
    func holdsAll(of id: String, _ mask: UInt8) -> Bool {
        guard let outputs = screens[id] else { return mask == 0 }
        return outputs.present & mask == mask
    }

    /// The outputs of `mask` of screen `id` that are not here.
    func missing(of id: String, _ mask: UInt8) -> UInt8 {
        mask & ~present(of: id)
    }

    /// The outputs of screen `id` that are here, a bit per suffix.
    func present(of id: String) -> UInt8 {
        screens[id]?.present ?? 0
    }

    /// Removes the outputs of `mask` of screen `id` when every one is here; false, with
    /// nothing removed, when one is not.
    mutating func removeAll(of id: String, _ mask: UInt8) -> Bool {
        guard let index = screens.index(forKey: id) else { return mask == 0 }
        let present = screens.values[index].present
        guard present & mask == mask else { return false }
        screens.values[index].present = present & ~mask
        count -= mask.nonzeroBitCount
        return true
    }

    /// Adds the outputs of `mask` of screen `id` (with 0) that are not here.
    mutating func insertAll(of id: String, _ mask: UInt8) {
        let added = mask & ~(screens[id]?.present ?? 0)
        guard added != 0 else { return }
        screens[id, default: Outputs()].present |= added
        count += added.nonzeroBitCount
    }

    /// The names here and their numbers, in no order; `skipping` leaves out those it holds.
    func entries(skipping other: OutputTable? = nil) -> [(name: String, value: UInt64)] {
        var found: [(name: String, value: UInt64)] = []
        for (id, outputs) in screens {
            let rest = outputs.present & ~(other?.screens[id]?.present ?? 0)
            guard rest != 0 else { continue }
            for slot in Self.suffixes.indices where rest & (1 << UInt8(slot)) != 0 {
                found.append((id + Self.suffixes[slot], outputs[slot]))
            }
        }
        for (name, value) in others where other?.contains(name) != true { found.append((name, value)) }
        return found
    }

    /// Calls `body` with each name here, in no order, as the two strings it is made of: a
    /// screen's id and the suffix of the output (any other name and ""), none made anew.
    func forEachName(_ body: (_ id: String, _ suffix: String) -> Void) {
        for (id, outputs) in screens where outputs.present != 0 {
            for slot in Self.suffixes.indices where outputs.present & (1 << UInt8(slot)) != 0 { body(id, Self.suffixes[slot]) }
        }
        for name in others.keys { body(name, "") }
    }

    /// Whether every name here is in `other` too: one lookup per screen, no name made.
    func isSubset(of other: OutputTable) -> Bool {
        screens.allSatisfy { id, outputs in outputs.present == 0 || other.holdsAll(of: id, outputs.present) }
            && others.keys.allSatisfy(other.contains)
    }

    /// Leaves here only the names that are in `other` too.
    mutating func formIntersection(_ other: OutputTable) {
        for (id, outputs) in screens {
            let kept = outputs.present & (other.screens[id]?.present ?? 0)
            if kept != outputs.present { _ = removeAll(of: id, outputs.present & ~kept) }
        }
        for name in others.keys where !other.contains(name) { remove(name) }
    }

    /// Whether a name here starts with `prefix`.
    func containsName(withPrefix prefix: String) -> Bool {
        if others.keys.contains(where: { $0.hasPrefix(prefix) }) { return true }
        guard let first = prefix.utf8.first else { return count > 0 }
        return screens.contains { id, outputs in
            id.utf8.first == first && Self.suffixes.indices.contains {
                outputs.present & (1 << UInt8($0)) != 0 && (id + Self.suffixes[$0]).hasPrefix(prefix)
            }
        }
    }
}
