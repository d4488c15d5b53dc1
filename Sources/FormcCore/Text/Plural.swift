/// English counts for messages and summaries: `1 screen`, `2 screens`. formc's nouns all
/// take a plain `s`.
public enum Plural {
    /// `n` and `word`, plural unless `n` is 1.
    public static func count(_ n: Int, _ word: String) -> String { "\(n) \(noun(word, n))" }

    /// `word`, plural unless `n` is 1 (`option`, `options`).
    public static func noun(_ word: String, _ n: Int) -> String { n == 1 ? word : word + "s" }
}
