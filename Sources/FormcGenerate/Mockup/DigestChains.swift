/// Where entries kept by the digest of their bytes are: the first entry of each digest and the
/// next entry with the same digest, which the caller compares in full (a digest only points at
/// candidates). The digest is not keyed, so a spec can be written to make digests collide: at
/// most `limit` entries are kept under one digest, so a lookup compares at most that many and
/// never walks an ever longer chain. Entries are numbered 0, 1, 2… in the order kept.
public struct DigestChains {
    /// The most entries kept under one digest.
    public static let limit = 4

    private var first: [UInt64: Int] = [:]
    private var next: [Int?] = []
    /// All ones; none in tests that give every entry the same digest, so that every lookup
    /// walks a chain of collisions.
    private let mask: UInt64

    /// Room for `capacity` entries; `everyDigestAlike` for tests only.
    public init(capacity: Int = 0, everyDigestAlike: Bool = false) {
        mask = everyDigestAlike ? 0 : .max
        first.reserveCapacity(capacity)
        next.reserveCapacity(capacity)
    }

    /// The entries kept.
    public var count: Int { next.count }

    /// The first entry under `digest` that `matches`; else nil, with whether another entry may
    /// still be kept under it (`keep`).
    public func find(_ digest: UInt64, where matches: (Int) -> Bool) -> (entry: Int?, hasRoom: Bool) {
        var candidate = first[digest & mask]
        var chained = 0
        while let index = candidate {
            if matches(index) { return (index, false) }
            chained += 1
            candidate = next[index]
        }
        return (nil, chained < Self.limit)
    }

    /// Keeps the next entry (number `count`) under `digest`; only when `find` said it has room.
    public mutating func keep(_ digest: UInt64) {
        next.append(first[digest & mask])
        first[digest & mask] = next.count - 1
    }
}
