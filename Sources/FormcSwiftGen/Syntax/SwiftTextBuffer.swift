/// The bytes that `SwiftLines` writes: an array with room to spare (nothing past `count` is
/// read), so that a piece — most are a few bytes (`: `, `(`, a name) — is copied in
/// place rather than through `Array.append(contentsOf:)`'s sequence path, which costs several
/// times the copy itself.
struct SwiftTextBuffer {
    private var storage: [UInt8]
    /// The bytes written: `storage[..<count]`.
    private(set) var count = 0

    init(capacity: Int) {
        storage = Self.room(max(capacity, 64))
    }

    /// `count` bytes of room (zeros: only what `append` copies in is ever read).
    private static func room(_ count: Int) -> [UInt8] {
        [UInt8](repeating: 0, count: count)
    }

    /// The bytes written, as an array of their own.
    var bytes: [UInt8] { Array(storage[..<count]) }

    /// The bytes from `start` on, as text (they are valid UTF-8 from a line's start on).
    func text(from start: Int) -> String { String(decoding: storage[start..<count], as: UTF8.self) }

    subscript(index: Int) -> UInt8 { storage[index] }

    mutating func append(_ byte: UInt8) {
        if count == storage.count { grow(by: 1) }
        storage[count] = byte
        count += 1
    }

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        let length = piece.count
        if storage.count - count < length { grow(by: length) }
        let at = count
        storage.withUnsafeMutableBufferPointer { target in
            guard let to = target.baseAddress, let from = piece.baseAddress else { return }
            if length <= 16 {
                for offset in 0..<length { to[at + offset] = from[offset] }
            } else {
                (to + at).update(from: from, count: length)
            }
        }
        count += length
    }

    /// What `other` holds, after what this one holds.
    mutating func append(_ other: SwiftTextBuffer) {
        other.storage.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[..<other.count])) }
    }

    /// Takes back what was written after the first `count` bytes.
    mutating func truncate(to count: Int) {
        self.count = min(self.count, max(count, 0))
    }

    /// At least doubles the room, so that n bytes cost O(n) copies in all.
    private mutating func grow(by length: Int) {
        var larger = Self.room(storage.count + max(storage.count, length))
        let written = count
        storage.withUnsafeBufferPointer { old in
            larger.withUnsafeMutableBufferPointer { new in
                guard let from = old.baseAddress, let to = new.baseAddress else { return }
                to.update(from: from, count: written)
            }
        }
        storage = larger
    }
}
