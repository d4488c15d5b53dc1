/// Did-you-mean as it was first written, every pair compared from scratch with a plain edit
/// distance over characters: what `Suggestions`, `SuggestionCandidates` and the key suggestions
/// of the decoder must agree with, whatever they prepare or skip to be quick.
public enum ReferenceSuggestions {
    /// The candidate nearest to `word` (ties to the first in order), or nil: within a third of
    /// the word's characters (at least 2), not a replacement of every character, only the first
    /// 256 candidates, and no word or candidate over 48 bytes.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let length = word.utf8.count
        guard length <= 48 else { return nil }
        let characters = word.count
        let limit = max(2, characters / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.prefix(256) {
            let other = candidate.utf8.count
            guard other <= 48, abs(other - length) <= limit * 4 else { continue }
            let d = distance(word, candidate)
            guard d <= limit, d < max(characters, candidate.count) else { continue }
            if let current = best, d > current.distance || (d == current.distance && candidate >= current.candidate) { continue }
            best = (candidate, d)
        }
        return best?.candidate
    }

    /// A key's suggestion: the first candidate equal to `word` once both are lowered and
    /// stripped of `-`, `_` and spaces, else `closest`.
    public static func closestKey(to word: String, among candidates: [String]) -> String? {
        func fold(_ text: String) -> String {
            String(text.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
        }
        if let same = candidates.first(where: { fold($0) == fold(word) }) { return same }
        return closest(to: word, among: candidates)
    }

    /// The Levenshtein distance over characters: the whole table, no early stop.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in stride(from: 1, through: x.count, by: 1) {
            for j in stride(from: 1, through: y.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
        }
        return table[x.count][y.count]
    }
}
