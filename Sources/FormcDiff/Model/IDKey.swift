/// An id as its bytes: ids are compared byte for byte, as JSON compares `const` strings, while
/// Swift's `String` equality would make two canonically equivalent spellings one id.
struct IDKey: Hashable, Sendable {
    let bytes: [UInt8]

    init(_ id: String) { bytes = Array(id.utf8) }
}

extension Sequence {
    /// The elements by their id's bytes; of two with one id, the first stays.
    func keyed(by id: (Element) -> String) -> [IDKey: Element] {
        var out: [IDKey: Element] = [:]
        for element in self where out[IDKey(id(element))] == nil { out[IDKey(id(element))] = element }
        return out
    }
}
