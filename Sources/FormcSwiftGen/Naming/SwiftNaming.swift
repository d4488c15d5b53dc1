/// How spec ids become Swift names (documented in docs/spec-language.md, "Using the generated
/// Swift"):
///
/// - an id is cut into words at every character a Swift identifier cannot hold or that is not a
///   letter or digit (spaces, `/`, `-`, `_`, emoji, punctuation); letters of any script stay,
///   but Hangul is written in Latin letters, a run of syllables a word (`HangulRomanization`:
///   `취업/이직` → `chwieopIjik`);
/// - an id without a letter or digit is named by its emoji (`EmojiNames`: `🐶` → `dogFace`);
/// - words are joined in lowerCamelCase for properties and cases (`coffee shop` →
///   `coffeeShop`, `HR` → `hr`), UpperCamelCase for types (`travel-category` → `TravelCategory`);
/// - a name that starts with a digit gets a leading `_` (`1st` → `_1st`); an id with no letter,
///   digit or named emoji is named `option`;
/// - a keyword is written in backticks (`default` → `` `default` ``);
/// - when two ids give one name, or a name is one the generated type already declares, the id
///   that comes later (in spec order) gets the smallest number from 2 up that makes it unique
///   (`pet`, `Pet` → `pet`, `pet2`). The raw value is always the id, byte for byte.
public enum SwiftNaming {
    /// The words of `id`, in order: its letters and digits, Hangul in Latin letters; the names of
    /// its emoji when it has neither.
    static func words(_ id: String) -> [String] {
        let words = letterWords(id).flatMap(HangulRomanization.words)
        return words.isEmpty ? EmojiNames.words(id) : words
    }

    /// The runs of letters and digits of `id`, in order.
    private static func letterWords(_ id: String) -> [String] {
        var words: [String] = []
        let scalars = id.unicodeScalars
        // The kept scalars of a word are next to each other in the id: each word is a slice.
        var start: String.UnicodeScalarView.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let isDigit = ("0"..."9").contains(scalar)
            if start == nil ? SwiftIdentifierCharacters.isHead(scalar) || isDigit
                : SwiftIdentifierCharacters.isContinuation(scalar) && scalar != "_" {
                if start == nil { start = index }
            } else if let begin = start {
                words.append(String(scalars[begin..<index]))
                start = nil
            }
            index = scalars.index(after: index)
        }
        if let begin = start { words.append(String(scalars[begin...])) }
        return words
    }

    /// lowerCamelCase: `coffee shop` → `coffeeShop`, `URLValue` → `urlValue`; nil when the id
    /// has no letter or digit.
    public static func lowerCamel(_ id: String) -> String? {
        if let simple = SimpleID.camel(id, upperFirstWord: false) { return simple.name }
        return lowerCamelOfWords(id)
    }

    /// `lowerCamel` by the words of any id.
    static func lowerCamelOfWords(_ id: String) -> String? {
        let parts = words(id)
        guard let first = parts.first else { return nil }
        let name = lowerFirstWord(first) + parts.dropFirst().map(upperFirst).joined()
        return name.unicodeScalars.first.map { ("0"..."9").contains($0) } == true ? "_" + name : name
    }

    /// UpperCamelCase: `travel-category` → `TravelCategory`; nil when the id has no letter or digit.
    public static func upperCamel(_ id: String) -> String? {
        if let simple = SimpleID.camel(id, upperFirstWord: true) { return simple.name }
        return upperCamelOfWords(id)
    }

    /// `upperCamel` by the words of any id.
    static func upperCamelOfWords(_ id: String) -> String? {
        let parts = words(id)
        guard !parts.isEmpty else { return nil }
        let name = parts.map(upperFirst).joined()
        return name.unicodeScalars.first.map { ("0"..."9").contains($0) } == true ? "_" + name : name
    }

    /// The word with its first character in upper case, when that stays a valid name.
    static func upperFirst(_ word: String) -> String {
        if startsCaseless(word, lowercaseLetters: false) { return word }
        guard let first = word.first else { return word }
        return mapped(String(first), first.uppercased()) + word.dropFirst()
    }

    /// The first word in lower case up to its last leading capital that starts a lower-case
    /// run: `URL` → `url`, `URLValue` → `urlValue`, `Coffee` → `coffee`, `iOS` → `iOS`.
    private static func lowerFirstWord(_ word: String) -> String {
        if startsCaseless(word, lowercaseLetters: true) { return word }
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        guard end > 0 else { return word }
        let head = String(characters[..<end])
        return mapped(head, head.lowercased()) + String(characters[end...])
    }

    /// Whether the word's first character is a single scalar that upper-casing leaves as it
    /// is (a Hangul syllable, an ASCII digit; with `lowercaseLetters`, also `a`–`z`, which are not
    /// upper case either): then `upperFirst` (without `lowercaseLetters`) and `lowerFirstWord`
    /// give the word back as it is. The scalar after it is ASCII or a Hangul syllable, which never
    /// joins the first one's cluster.
    private static func startsCaseless(_ word: String, lowercaseLetters: Bool) -> Bool {
        var scalars = word.unicodeScalars.makeIterator()
        guard let first = scalars.next(),
              SwiftIdentifierCharacters.isHangulSyllable(first) || ("0"..."9").contains(first)
                || (lowercaseLetters && ("a"..."z").contains(first)) else { return false }
        guard let second = scalars.next() else { return true }
        return second.isASCII || SwiftIdentifierCharacters.isHangulSyllable(second)
    }

    /// `changed` when every scalar of it may be in a name, else `original`.
    private static func mapped(_ original: String, _ changed: String) -> String {
        changed.unicodeScalars.allSatisfy(SwiftIdentifierCharacters.isContinuation) ? changed : original
    }

    /// Unique names for `bases` (in order), none equal to a `reserved` name: the first of equal
    /// bases keeps it, each later one gets the smallest suffix from 2 that no name (a base, a
    /// reserved name or a name given already) has.
    public static func unique(_ bases: [String], reserved: Set<String>) -> [String] {
        unique(bases, reserved: ReservedNames(reserved))
    }

    /// `unique(bases, reserved:)` with names reserved once for many lists.
    static func unique(_ bases: [String], reserved names: ReservedNames) -> [String] {
        // Most lists have no name twice and none reserved: they are their own answer.
        if SimpleID.areDistinct(bases, reserved: names) { return bases }
        let reserved = names.names
        var distinct = Set<String>(minimumCapacity: bases.count)
        if bases.allSatisfy({ !reserved.contains($0) && distinct.insert($0).inserted }) { return bases }
        var taken = reserved.union(bases)
        var given = Set<String>()
        // Where the search for each base's next suffix resumes, so that n equal ids cost O(n).
        var next: [String: Int] = [:]
        return bases.map { base in
            if !reserved.contains(base), given.insert(base).inserted { return base }
            var number = next[base] ?? 2
            while taken.contains(base + String(number)) { number += 1 }
            next[base] = number + 1
            let name = base + String(number)
            taken.insert(name)
            given.insert(name)
            return name
        }
    }
}
