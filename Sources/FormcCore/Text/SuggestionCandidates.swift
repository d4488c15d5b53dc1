/// A list of did-you-mean candidates made ready once, for a list asked about many times (the
/// keys of a mapping, one question per unknown key): each candidate's bytes when each byte is a
/// character of it, else its characters.
public struct SuggestionCandidates: Sendable {
    public let names: [String]
    /// The first `Suggestions.maxCandidates` names, ready to compare.
    private let prepared: [Prepared]

    private enum Prepared: Sendable {
        case bytes([UInt8])
        case characters([Character])
        /// Longer than a typo's word: never suggested.
        case tooLong
    }

    public init(_ names: [String]) {
        self.names = names
        prepared = names.prefix(Suggestions.maxCandidates).map { name in
            guard name.utf8.count <= Suggestions.maxLength else { return .tooLong }
            return Suggestions.singleByteCharacters(name).map(Prepared.bytes) ?? .characters(Array(name))
        }
    }

    /// The candidate nearest to `word` (ties broken alphabetically), if any is near enough to
    /// be a likely typo: `Suggestions.closest(to: word, among: names)`.
    public func closest(to word: String) -> String? {
        // Typos are short: long words (and long candidates) get no suggestion, which keeps
        // the O(n·m) distance bounded whatever a spec holds.
        let length = word.utf8.count
        guard length <= Suggestions.maxLength else { return nil }
        let wordBytes = Suggestions.singleByteCharacters(word)
        var wordCharacters: [Character]?
        let characters = wordBytes?.count ?? word.count
        let limit = max(2, characters / 3)
        var best: (candidate: String, distance: Int)?
        for (candidate, ready) in zip(names, prepared) {
            guard abs(candidate.utf8.count - length) <= limit * 4 else { continue }
            let d: Int, candidateCharacters: Int
            if case .bytes(let bytes) = ready, let wordBytes {
                d = Suggestions.distance(wordBytes, bytes, limit: limit)
                candidateCharacters = bytes.count
            } else {
                let other: [Character]
                switch ready {
                case .tooLong: continue
                case .characters(let characters): other = characters
                // Each byte a character: the same characters as the candidate's.
                case .bytes(let bytes): other = bytes.map { Character(Unicode.Scalar($0)) }
                }
                let x = wordCharacters ?? Array(word)
                wordCharacters = x
                d = Suggestions.distance(x, other, limit: limit)
                candidateCharacters = other.count
            }
            // Replacing every character is not a typo ('c' is not a misspelled 'a').
            guard d <= limit, d < max(characters, candidateCharacters) else { continue }
            if let current = best, d > current.distance || (d == current.distance && candidate >= current.candidate) {
                continue
            }
            best = (candidate, d)
        }
        return best?.candidate
    }
}
