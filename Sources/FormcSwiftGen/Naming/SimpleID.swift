import FormcCore

/// The ids that most specs use — ASCII without capitals, and Hangul syllables, with emoji
/// between words (`field_0`, `opt-0`, `travel-category`, `캠핑94`, `운동 🚀`) — named byte by
/// byte, as `SwiftNaming`'s words name them: a word is a run of `a`–`z` and `0`–`9`, or a run of
/// Hangul syllables written in Latin letters (`HangulRomanization`), and every other ASCII byte
/// (`-`, `_`, a space, punctuation, a control) and every scalar that can neither start nor
/// continue a name (an emoji) separates words. The first word stays as it is (lowerCamelCase)
/// or gets its first letter upper-cased (UpperCamelCase), every later word gets its first
/// letter upper-cased, and a name that starts with a digit gets a leading `_`. Such a name is
/// ASCII, so two of them are the same name exactly when their bytes are equal. An id with no
/// word but an emoji is left to `SwiftNaming`, which names it by the emoji (`EmojiNames`).
enum SimpleID {
    /// A name made from an id of this form: nil when the id has no word.
    struct Named {
        var name: String?
    }

    /// The name of `id`, or nil when `id` is not of this form (a capital, a letter or mark of
    /// another script: `SwiftNaming` reads its scalars).
    static func camel(_ id: String, upperFirstWord: Bool) -> Named? {
        var id = id
        return id.withUTF8 { utf8 -> Named? in
            var simple = true
            // The name is at most a leading `_` and, for each 3 bytes of a Hangul syllable, its
            // 7 letters at most (`kkyaeng`), written straight into it.
            let name = String(unsafeUninitializedCapacity: utf8.count * 3 + 1) { out in
                guard let written = write(utf8, upperFirstWord: upperFirstWord, into: out) else {
                    simple = false
                    return 0
                }
                return written
            }
            guard simple else { return nil }
            // An id of emoji alone is named by them, scalar by scalar.
            if name.isEmpty, utf8.contains(where: { $0 >= 0x80 }) { return nil }
            return Named(name: name.isEmpty ? nil : name)
        }
    }

    /// The hash (`hash(ofName:)`) of the lowerCamelCase name `camel` gives `id`, made in a buffer
    /// on the stack rather than as a string; nil where `camel` gives no name.
    static func camelHash(_ id: String) -> UInt64? {
        var id = id
        return id.withUTF8 { utf8 -> UInt64? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: utf8.count * 3 + 1) { out -> UInt64? in
                guard let written = write(utf8, upperFirstWord: false, into: out), written > 0 else { return nil }
                var hash = fnvBasis
                for byte in out[..<written] { hash = fnv(hash, byte) }
                return hash
            }
        }
    }

    /// Writes the name of the id `utf8` into `out` (at least `utf8.count * 3 + 1` bytes) and
    /// returns its length, nil when the id is not of this form. One loop for `camel`, which
    /// keeps the name, and `camelHash`, which hashes it.
    private static func write(_ utf8: UnsafeBufferPointer<UInt8>, upperFirstWord: Bool, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var written = 0
        var inWord = false
        var inHangul = false
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let upper = (!inWord || inHangul) && (upperFirstWord || written > 0) && byte >= UInt8(ascii: "a")
                if written == 0 && byte <= UInt8(ascii: "9") {
                    out[written] = UInt8(ascii: "_")
                    written += 1
                }
                out[written] = upper ? byte - 0x20 : byte
                written += 1
                inWord = true
                inHangul = false
                index += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                return nil
            case 0..<0x80:
                inWord = false
                inHangul = false
                index += 1
            default:
                if let syllable = hangulSyllable(utf8, at: index) {
                    // A run of syllables is a word of its own, in Latin letters.
                    let upper = !inHangul && (upperFirstWord || written > 0)
                    written += HangulRomanization.write(syllable, upper: upper, into: out, at: written)
                    inWord = true
                    inHangul = true
                    index += 3
                } else {
                    // A scalar that can neither start nor continue a name (an emoji, a
                    // variation selector, a joiner) separates words like `-`; any other
                    // is left to `SwiftNaming`.
                    guard let (scalar, length) = scalar(utf8, at: index),
                          isEmojiSeparator(scalar.value)
                            || !SwiftIdentifierCharacters.isHead(scalar) && !SwiftIdentifierCharacters.isContinuation(scalar)
                    else { return nil }
                    inWord = false
                    inHangul = false
                    index += length
                }
            }
        }
        return written
    }

    /// Scalars of the emoji blocks (pictographs, emoticons, transport, supplemental symbols,
    /// regional indicators, symbols and dingbats but their circled digits), variation
    /// selectors, the joiner and the keycap mark, all assigned since Unicode 14: none can start
    /// or continue a name (the tests check each against `SwiftIdentifierCharacters`), answered
    /// without a property look-up.
    static func isEmojiSeparator(_ value: UInt32) -> Bool {
        switch value {
        case 0x1F300...0x1F64F, 0x1F680...0x1F6D7, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF, 0x2600...0x2775,
             0x2794...0x27BF, 0xFE00...0xFE0F, 0x200D, 0x20E3:
            true
        default:
            false
        }
    }

    /// The scalar whose UTF-8 starts at `index` (a lead byte of 2 to 4 bytes), and its length.
    private static func scalar(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        UTF8Scalar.decode(utf8, at: index).map { ($0.0, $0.1 - index) }
    }

    /// A 64-bit FNV-1a hash of the bytes of `camel(id, upperFirstWord: false)`'s name, computed
    /// byte by byte without making the name: for ASCII ids of lower-case letters, digits and
    /// separators. Nil for any other id (a capital, Hangul, which is romanized, another script,
    /// an emoji) and for an id with no word, which the caller leaves to `camel` and `SwiftNaming`. Two names
    /// with different hashes are different names, so a list whose hashes are distinct (and
    /// none a reserved name's) names every id as its base: W513 has nothing to say of it.
    static func lowerCamelHash(_ id: String) -> UInt64? {
        var id = id
        return id.withUTF8 { utf8 -> UInt64? in
            var hash = fnvBasis
            var written = 0
            var inWord = false
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if written == 0 && byte <= UInt8(ascii: "9") {
                        hash = fnv(hash, UInt8(ascii: "_"))
                        written += 1
                    }
                    let upper = !inWord && written > 0 && byte >= UInt8(ascii: "a")
                    hash = fnv(hash, upper ? byte - 0x20 : byte)
                    written += 1
                    inWord = true
                    index += 1
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    return nil
                case 0..<0x80:
                    inWord = false
                    index += 1
                default:
                    return nil
                }
            }
            return written == 0 ? nil : hash
        }
    }

    /// The FNV-1a hash of `name`'s bytes, as `lowerCamelHash` hashes a name.
    static func hash(ofName name: String) -> UInt64 {
        name.utf8.reduce(fnvBasis) { fnv($0, $1) }
    }

    private static let fnvBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static func fnv(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }

    /// The hash of the lowerCamelCase name of any id `camel` names: `lowerCamelHash`'s for an
    /// ASCII id of lower-case words, else that of the name `camel` makes (Hangul romanized, emoji
    /// as separators); nil for an id left to `SwiftNaming` or with no name.
    static func nameHash(_ id: String) -> UInt64? {
        if let hash = lowerCamelHash(id) { return hash }
        guard id.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        return camelHash(id)
    }

    /// Whether the ids `count` gives (`id(0)`, …) all have a `nameHash`, all distinct and none
    /// that of a `reserved` name: then their bases are their names, none numbered.
    /// A field's few options are compared hash by hash in a buffer on the stack: a set made
    /// for each field cost more than all the comparisons it saved.
    static func namesAreTheirBases(count: Int, reserved: Set<UInt64>, _ id: (Int) -> String?) -> Bool {
        guard count > Self.linearLimit else {
            return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Swift.max(count, 1)) { seen in
                for index in 0..<count {
                    guard let text = id(index), let hash = nameHash(text), !reserved.contains(hash),
                          !seen[..<index].contains(hash) else { return false }
                    seen[index] = hash
                }
                return true
            }
        }
        var seen = Set<UInt64>(minimumCapacity: count)
        for index in 0..<count {
            guard let text = id(index), let hash = nameHash(text), !reserved.contains(hash),
                  seen.insert(hash).inserted else { return false }
        }
        return true
    }

    /// Up to this many names are compared with each other (at most 120 comparisons), not hashed into a set.
    private static let linearLimit = 16

    /// The Hangul syllable (U+AC00–U+D7A3, three bytes) at `index`, if there is one.
    private static func hangulSyllable(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Unicode.Scalar? {
        guard index + 2 < utf8.count, (0xEA...0xED).contains(utf8[index]) else { return nil }
        let value = (UInt32(utf8[index]) & 0x0F) << 12 | (UInt32(utf8[index + 1]) & 0x3F) << 6
            | (UInt32(utf8[index + 2]) & 0x3F)
        guard SwiftIdentifierCharacters.hangulSyllables.contains(value) else { return nil }
        return Unicode.Scalar(value)
    }

    /// Whether `names` (a short list) holds no name twice and none of `reserved`, answered by
    /// comparing bytes when every name is ASCII or Hangul syllables (NFC, so equal bytes are
    /// equal names); false when it cannot tell, for the caller's set to decide. A name with a
    /// Hangul syllable is looked up only when a reserved name is not ASCII: two NFC texts that
    /// differ in their bytes are different names.
    static func areDistinct(_ names: [String], reserved: ReservedNames) -> Bool {
        guard names.count <= 16 else { return false }
        var hasHangul: [Bool] = []
        hasHangul.reserveCapacity(names.count)
        for name in names {
            guard let form = form(of: name) else { return false }
            hasHangul.append(form)
        }
        for index in names.indices {
            let name = names[index]
            if !reserved.names.isEmpty && (!hasHangul[index] || !reserved.areASCII) && reserved.names.contains(name) {
                return false
            }
            for earlier in names[..<index] where earlier.utf8.count == name.utf8.count && sameBytes(earlier, name) {
                return false
            }
        }
        return true
    }

    /// Whether the name has a Hangul syllable (false: it is ASCII); nil when it has any other
    /// non-ASCII scalar.
    private static func form(of name: String) -> Bool? {
        var name = name
        return name.withUTF8 { utf8 -> Bool? in
            var hangul = false
            var index = 0
            while index < utf8.count {
                if utf8[index] < 0x80 {
                    index += 1
                } else {
                    guard hangulSyllable(utf8, at: index) != nil else { return nil }
                    hangul = true
                    index += 3
                }
            }
            return hangul
        }
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }
}
