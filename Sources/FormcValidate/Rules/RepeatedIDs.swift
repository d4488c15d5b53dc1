import FormcCore

/// Finding ids listed twice, for the rules that report them (E301–E305, E402). Ids compare by
/// code points (`ExactString`): pairwise for the few ids a list usually has, which needs no
/// hashing and no allocation, and through a dictionary beyond, so that a list of thousands
/// stays linear.
enum RepeatedIDs {
    /// Lists up to this long are compared pairwise.
    static let pairwiseLimit = 16

    /// The positions `0..<count` whose id (nil: none to compare) an earlier position already
    /// has, each with the first position that has it, in order.
    static func positions(count: Int, id: (Int) -> String?) -> [(first: Int, again: Int)] {
        var found: [(first: Int, again: Int)] = []
        if count <= pairwiseLimit {
            for again in 0..<count {
                guard let value = id(again) else { continue }
                if let first = (0..<again).first(where: { id($0).map(value.isExactly) ?? false }) {
                    found.append((first, again))
                }
            }
            return found
        }
        var first: [ExactString: Int] = [:]
        first.reserveCapacity(count)
        for again in 0..<count {
            guard let value = id(again) else { continue }
            if let earlier = first[ExactString(value)] {
                found.append((earlier, again))
            } else {
                first[ExactString(value)] = again
            }
        }
        return found
    }
}
