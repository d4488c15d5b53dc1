/// Did-you-mean for command and option names: the closest candidate by edit distance.
public enum Suggestions {
    /// The candidate nearest to `word` (ties broken alphabetically), if any is near enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        SuggestionCandidates(candidates).closest(to: word)
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

    /// The UTF-8 of `text` when each byte is a character of it.
    static func singleByteCharacters(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        return bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? bytes : nil
    }

    static func distance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        // Each step changes the length by at most one.
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Two rows of the table, in one buffer on the stack for short words.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { rows in
            var previous = 0, current = width
            for j in 0..<width { rows[j] = j }
            for i in 1...a.count {
                rows[current] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let value = min(rows[previous + j] + 1, rows[current + j - 1] + 1,
                                    rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    rows[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return limit + 1 }
                swap(&previous, &current)
            }
            return rows[previous + b.count]
        }
    }
}
