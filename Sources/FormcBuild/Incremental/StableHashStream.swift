/// `StableHash` (XXH64) of bytes fed in pieces: the same value as `StableHash.of` of all the
/// pieces joined, so a file too big to hold at once (the manifest of a large build) is hashed
/// as it is written or read, a piece at a time.
public struct StableHashStream: Sendable {
    private var v1: UInt64, v2: UInt64, v3: UInt64, v4: UInt64
    private let start: UInt64
    /// The bytes fed so far, and the last ones not yet a whole 32-byte stripe.
    private var total = 0
    private var held: [UInt8] = []

    public init(start: UInt64 = 0) {
        self.start = start
        v1 = start &+ StableHash.p1 &+ StableHash.p2
        v2 = start &+ StableHash.p2
        v3 = start
        v4 = start &- StableHash.p1
        held.reserveCapacity(32)
    }

    public mutating func feed(_ bytes: some Collection<UInt8>) {
        if let done = bytes.withContiguousStorageIfAvailable({ feed(UnsafeRawBufferPointer($0)) }) { return done }
        feed(Array(bytes))
    }

    public mutating func feed(_ buffer: UnsafeRawBufferPointer) {
        total += buffer.count
        var offset = 0
        if !held.isEmpty {
            let taken = min(32 - held.count, buffer.count)
            held.append(contentsOf: buffer[0..<taken])
            offset = taken
            guard held.count == 32 else { return }
            held.withUnsafeBytes { stripe($0, 0) }
            held.removeAll(keepingCapacity: true)
        }
        while offset + 32 <= buffer.count {
            stripe(buffer, offset)
            offset += 32
        }
        held.append(contentsOf: buffer[offset...])
    }

    /// The hash of everything fed.
    public func finalize() -> UInt64 {
        var hash: UInt64
        if total >= 32 {
            hash = StableHash.rotate(v1, 1) &+ StableHash.rotate(v2, 7) &+ StableHash.rotate(v3, 12) &+ StableHash.rotate(v4, 18)
            for v in [v1, v2, v3, v4] { hash = StableHash.merge(hash, v) }
        } else {
            hash = start &+ StableHash.p5
        }
        hash &+= UInt64(total)
        return held.withUnsafeBytes { StableHash.finish(hash, tail: $0) }
    }

    private mutating func stripe(_ buffer: UnsafeRawBufferPointer, _ offset: Int) {
        v1 = StableHash.round(v1, StableHash.word(buffer, offset))
        v2 = StableHash.round(v2, StableHash.word(buffer, offset + 8))
        v3 = StableHash.round(v3, StableHash.word(buffer, offset + 16))
        v4 = StableHash.round(v4, StableHash.word(buffer, offset + 24))
    }
}
