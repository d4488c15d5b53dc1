import FormcCore

/// The texts of the rows a screen's drawings have made, by their bytes: a row drawn again (the
/// backdrop, a blank sheet row, the same row on every detent) shares the text made the first
/// time, instead of a new `String` whose UTF-8 is checked again.
struct RowTexts {
    /// The first text of each digest, and the next text with the same digest.
    private var first: [UInt64: Int] = [:]
    private var texts: [String] = []
    private var next: [Int?] = []
    /// The most texts kept under one digest (`MockupHTMLLines.chainLimit`): rows whose digests
    /// collide make their own text past it, and a lookup compares at most this many.
    static let chainLimit = 4
    /// Texts made (the others were shared), for tests.
    private(set) var made = 0
    /// Texts kept, for tests.
    var stored: Int { texts.count }
    /// All ones; none in tests that give every row the same digest, so that every lookup
    /// walks a chain of collisions.
    private let digestMask: UInt64

    /// `everyDigestAlike` for tests only.
    init(everyDigestAlike: Bool = false) {
        digestMask = everyDigestAlike ? 0 : .max
    }

    /// The text of `row`'s bytes (valid UTF-8).
    mutating func text(of row: TextBuffer) -> String {
        row.bytes.withUnsafeBufferPointer { bytes in
            let digest = LineBytes.digest(bytes) & digestMask
            var candidate = first[digest]
            var chained = 0
            while let index = candidate {
                chained += 1
                var text = texts[index]
                if text.withUTF8({ LineBytes.same($0, bytes) }) { return text }
                candidate = next[index]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            made += 1
            guard chained < Self.chainLimit else { return text }
            texts.append(text)
            next.append(first[digest])
            first[digest] = texts.count - 1
            return text
        }
    }
}
