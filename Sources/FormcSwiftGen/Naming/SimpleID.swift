/// The ids that most specs use — ASCII without capitals, and Hangul syllables (`field_0`,
/// `opt-0`, `travel-category`, `캠핑94`) — named byte by byte, as `SwiftNaming`'s words name them:
/// a word is a run of `a`–`z`, `0`–`9` and Hangul syllables, and every other ASCII byte (`-`, `_`,
/// a space, punctuation, a control) separates words. None of these characters changes under
/// case mapping except `a`–`z`, and a Hangul syllable never joins the cluster of its neighbour,
/// so the first word stays as it is (lowerCamelCase) or gets its first letter upper-cased
/// (UpperCamelCase), every later word gets its first letter upper-cased, and a name that starts
/// with a digit gets a leading `_`. Such a text is also in NFC, so two of them are the same name
/// exactly when their bytes are equal.
enum SimpleID {
    /// A name made from an id of this form: nil when the id has no word.
    struct Named {
        var name: String?
    }

    /// The name of `id`, or nil when `id` is not of this form (a capital, another script, an
    /// emoji: `SwiftNaming` reads its scalars).
    static func camel(_ id: String, upperFirstWord: Bool) -> Named? {
        var id = id
        return id.withUTF8 { utf8 -> Named? in
            var name: [UInt8] = []
            name.reserveCapacity(utf8.count + 1)
            var inWord = false
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let upper = !inWord && (upperFirstWord || !name.isEmpty) && byte >= UInt8(ascii: "a")
                    if name.isEmpty && byte <= UInt8(ascii: "9") { name.append(UInt8(ascii: "_")) }
                    name.append(upper ? byte - 0x20 : byte)
                    inWord = true
                    index += 1
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    return nil
                case 0..<0x80:
                    inWord = false
                    index += 1
                default:
                    guard hangulSyllable(utf8, at: index) else { return nil }
                    name.append(contentsOf: utf8[index..<index + 3])
                    inWord = true
                    index += 3
                }
            }
            return Named(name: name.isEmpty ? nil : String(decoding: name, as: UTF8.self))
        }
    }

    /// Whether the bytes at `index` are a Hangul syllable (U+AC00–U+D7A3, three bytes).
    private static func hangulSyllable(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 2 < utf8.count, (0xEA...0xED).contains(utf8[index]) else { return false }
        let value = (UInt32(utf8[index]) & 0x0F) << 12 | (UInt32(utf8[index + 1]) & 0x3F) << 6
            | (UInt32(utf8[index + 2]) & 0x3F)
        return (0xAC00...0xD7A3).contains(value)
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
                    guard hangulSyllable(utf8, at: index) else { return nil }
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
