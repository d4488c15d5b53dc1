import FormcSpec

/// The canonical key order of `formc fmt`: the order in which the language reference lists each
/// mapping's keys, read from the language's own description (`SpecLanguage.mappings`), so the
/// formatter, the reference and the schema cannot disagree. Keys the language does not define
/// follow the known ones in the order they were written.
enum KeyOrder {
    /// For each mapping of the language, each key's place in its reference table.
    private static let ranks: [MappingName: [String: Int]] = {
        var ranks: [MappingName: [String: Int]] = [:]
        for mapping in SpecLanguage.mappings {
            var keys: [String: Int] = [:]
            for (index, key) in mapping.keys.enumerated() { keys[key.name] = index }
            ranks[mapping.name] = keys
        }
        return ranks
    }()

    /// `keys` (in source order) as indices in canonical order: known keys by their place in the
    /// reference, then the others as written. Stable, and the identity outside the language.
    static func order(_ keys: [String?], in mapping: MappingName?) -> [Int] {
        guard let mapping, let table = ranks[mapping] else { return Array(keys.indices) }
        let unknown = table.count
        return keys.indices.sorted { a, b in
            let ra = keys[a].flatMap { table[$0] } ?? unknown
            let rb = keys[b].flatMap { table[$0] } ?? unknown
            return ra != rb ? ra < rb : a < b
        }
    }

    /// The mapping that the value of `key` in `mapping` is, when it is a mapping, and the mapping
    /// that each item is, when it is a list.
    static func context(of key: String, in mapping: MappingName?) -> (mapping: MappingName?, item: MappingName?) {
        guard let mapping, let spec = SpecLanguage.mapping(mapping).key(key) else { return (nil, nil) }
        return (mappingName(of: spec.value), itemMappingName(of: spec.value))
    }

    private static func mappingName(of spec: ValueSpec) -> MappingName? {
        switch spec {
        case .mapping(let name): name
        case .oneOf(let specs): specs.lazy.compactMap(mappingName).first
        default: nil
        }
    }

    private static func itemMappingName(of spec: ValueSpec) -> MappingName? {
        switch spec {
        case .list(let item, _): mappingName(of: item)
        case .oneOf(let specs): specs.lazy.compactMap(itemMappingName).first
        default: nil
        }
    }
}
