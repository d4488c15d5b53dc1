/// Hangul written in Latin letters for a Swift name (`여행` → `yeohaeng`): each syllable by the
/// letters of the Revised Romanization of Korean (Ministry of Culture, Sports and Tourism, 2000),
/// its initial, vowel and final consonant one after another, without the rules for sounds that
/// change across syllables (`반려` → `banryeo`, where the spoken form is `ballyeo`). So a name
/// depends on each syllable alone, and the same id always gives the same name.
enum HangulRomanization {
    /// The 19 initial consonants, in the order of the syllable block (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ
    /// ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ): ㅇ at the start is silent.
    static let initials = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"]
    /// The 21 vowels (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ).
    static let vowels = ["a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu", "ui", "i"]
    /// The 28 finals, the first none (then ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ
    /// ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ), as the romanization writes a final: k, n, t, l, m, p or ng.
    static let finals = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng",
                         "t", "t", "k", "t", "p", "t"]

    /// The letters of one Hangul syllable (U+AC00–U+D7A3); nil for any other scalar.
    static func letters(of scalar: Unicode.Scalar) -> String? {
        SwiftIdentifierCharacters.isHangulSyllable(scalar) ? letters(ofSyllable: scalar) : nil
    }

    /// The letters of `syllable`, a Hangul syllable.
    static func letters(ofSyllable syllable: Unicode.Scalar) -> String {
        let index = Int(syllable.value - SwiftIdentifierCharacters.hangulSyllables.lowerBound)
        return initials[index / 588] + vowels[index % 588 / 28] + finals[index % 28]
    }

    /// The letters of the three tables packed into integers, first letter in the low byte (no
    /// letter is 0): the byte-level path writes a syllable without making a `String`.
    private static let packedInitials = initials.map(pack)
    private static let packedVowels = vowels.map(pack)
    private static let packedFinals = finals.map(pack)

    private static func pack(_ letters: String) -> UInt32 {
        letters.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Writes the letters of `syllable` (a Hangul syllable) into `out` from `written`, the first
    /// in upper case when `upper`; returns how many were written (7 at most, `kkyaeng`).
    static func write(_ syllable: Unicode.Scalar, upper: Bool, into out: UnsafeMutableBufferPointer<UInt8>, at written: Int) -> Int {
        let index = Int(syllable.value - SwiftIdentifierCharacters.hangulSyllables.lowerBound)
        var count = 0
        func put(_ packed: UInt32) {
            var letters = packed
            while letters != 0 {
                let byte = UInt8(truncatingIfNeeded: letters)
                out[written + count] = upper && count == 0 ? byte - 0x20 : byte
                count += 1
                letters >>= 8
            }
        }
        put(packedInitials[index / 588])
        put(packedVowels[index % 588 / 28])
        put(packedFinals[index % 28])
        return count
    }

    /// `word` with each run of Hangul syllables as a word of its own in Latin letters, the rest
    /// as it is (`HR팀` → `HR`, `tim`).
    static func words(_ word: String) -> [String] {
        guard word.unicodeScalars.contains(where: SwiftIdentifierCharacters.isHangulSyllable) else { return [word] }
        var words: [String] = []
        var current = "", inHangul = false
        for scalar in word.unicodeScalars {
            if let letters = letters(of: scalar) {
                if !inHangul, !current.isEmpty { words.append(current); current = "" }
                inHangul = true
                current += letters
            } else {
                if inHangul, !current.isEmpty { words.append(current); current = "" }
                inHangul = false
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
