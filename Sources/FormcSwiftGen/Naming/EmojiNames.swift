/// The words of an id made of emoji, from their Unicode names (`🐶` → `dog`, `face`; `☕️` →
/// `hot`, `beverage`; `🇰🇷` → `flag`, `KR`), for an id that has no letter or digit to name it.
/// Skin tones, variation selectors, joiners and tag characters add nothing; a keycap adds
/// `keycap`. A scalar the Unicode data of the toolchain does not name adds nothing either.
enum EmojiNames {
    static func words(_ id: String) -> [String] {
        var words: [String] = []
        var flagLetters = ""
        for scalar in id.unicodeScalars {
            let properties = scalar.properties
            if (0x1F1E6...0x1F1FF).contains(scalar.value), let letter = Unicode.Scalar(scalar.value - 0x1F1E6 + 0x41) {
                flagLetters.unicodeScalars.append(letter)
                if flagLetters.unicodeScalars.count == 2 {
                    words += ["flag", flagLetters]
                    flagLetters = ""
                }
                continue
            }
            if scalar.value == 0x20E3 {
                words.append("keycap")
                continue
            }
            guard !scalar.isASCII, properties.isEmoji, !properties.isEmojiModifier, !properties.isVariationSelector,
                  let name = name(of: scalar) else { continue }
            words += name.split(whereSeparator: { $0 == " " || $0 == "-" }).map { $0.lowercased() }
        }
        return words
    }

    /// The scalar's Unicode name (`DOG FACE`).
    private static func name(of scalar: Unicode.Scalar) -> String? {
        if #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) { return scalar.properties.name }
        return nil
    }
}
