import FormcCore

/// The texts of the rows a screen's drawings have made, by their bytes: a row drawn again (the
/// backdrop, a blank sheet row, the same row on every detent) shares the text made the first
/// time, instead of a new `String` whose UTF-8 is checked again.
struct RowTexts {
    private var chains: DigestChains
    private var texts: [String] = []
    /// Texts made (the others were shared), for tests.
    private(set) var made = 0
    /// Texts kept, for tests.
    var stored: Int { texts.count }

    /// `everyDigestAlike` for tests only (`DigestChains`).
    init(everyDigestAlike: Bool = false) {
        chains = DigestChains(everyDigestAlike: everyDigestAlike)
    }

    /// The text of `row`'s bytes (valid UTF-8).
    mutating func text(of row: TextBuffer) -> String {
        row.withBytes { bytes in
            let digest = LineBytes.digest(bytes)
            let found = chains.find(digest) { index in
                var text = texts[index]
                return text.withUTF8 { LineBytes.same($0, bytes) }
            }
            if let index = found.entry { return texts[index] }
            let text = String(decoding: bytes, as: UTF8.self)
            made += 1
            guard found.hasRoom else { return text }
            chains.keep(digest)
            texts.append(text)
            return text
        }
    }
}
