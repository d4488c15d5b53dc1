/// Did-you-mean for command and option names: the closest candidate by edit distance.
public enum Suggestions {
    /// The candidate nearest to `word` (ties broken alphabetically), if any is near enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        // Typos are short: long words (and long candidates) get no suggestion, which keeps
        // the O(n·m) distance bounded whatever a spec holds.
        let length = word.utf8.count
        guard length <= maxLength else { return nil }
        let characters = word.count
        let limit = max(2, characters / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.prefix(maxCandidates) {
            let other = candidate.utf8.count
            guard other <= maxLength, abs(other - length) <= limit * 4 else { continue }
            let d = distance(word, candidate, limit: limit)
            // Replacing every character is not a typo ('c' is not a misspelled 'a').
            guard d <= limit, d < max(characters, candidate.count) else { continue }
            if let current = best, d > current.distance || (d == current.distance && candidate >= current.candidate) {
                continue
            }
            best = (candidate, d)
        }
        return best?.candidate
    }

    /// `; did you mean 'X'?` for the nearest candidate (escaped, with `prefix` such as `--`),
    /// or "" when none is near: the tail of a usage error.
    public static func didYouMean(_ word: String, among candidates: [String], prefix: String = "") -> String {
        closest(to: word, among: candidates).map { "; did you mean '\(prefix)\(SafeText.escaped($0))'?" } ?? ""
    }

    /// Words longer than this (in UTF-8 bytes) are not typos of anything.
    static let maxLength = 48
    /// Only this many candidates are compared (a field may have 10,000 options).
    static let maxCandidates = 256

    /// Levenshtein distance over Characters; with `limit`, stops as soon as the distance is
    /// known to exceed it (every value of a row is over the limit) and returns `limit + 1`.
    public static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        // Text of single-byte characters (ASCII without CR, which joins LF into one Character)
        // is compared byte by byte: the same distance without grapheme breaking.
        if let x = singleByteCharacters(a), let y = singleByteCharacters(b) { return distance(x, y, limit: limit) }
        return distance(Array(a), Array(b), limit: limit)
    }

    private static func singleByteCharacters(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        return bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? bytes : nil
    }

    private static func distance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        // Each step changes the length by at most one.
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
