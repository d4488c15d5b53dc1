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

        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .characters(let characters): characters.count
            case .tooLong: 0
            }
        }
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
            if case .tooLong = ready { continue }
            guard abs(candidate.utf8.count - length) <= limit * 4 else { continue }
            let d: Int
            switch ready {
            case .bytes(let bytes) where wordBytes != nil:
                d = Suggestions.distance(wordBytes ?? [], bytes, limit: limit)
            case .bytes(let bytes):
                let x = wordCharacters ?? Array(word)
                wordCharacters = x
                d = Suggestions.distance(x, bytes.map { Character(Unicode.Scalar($0)) }, limit: limit)
            case .characters(let other):
                let x = wordCharacters ?? Array(word)
                wordCharacters = x
                d = Suggestions.distance(x, other, limit: limit)
            case .tooLong:
                continue
            }
            // Replacing every character is not a typo ('c' is not a misspelled 'a').
            guard d <= limit, d < max(characters, ready.count) else { continue }
            if let current = best, d > current.distance || (d == current.distance && candidate >= current.candidate) {
                continue
            }
            best = (candidate, d)
        }
        return best?.candidate
    }
}
