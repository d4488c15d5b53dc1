@testable import FormcSwiftGen
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// How ids become Swift names (docs/spec-language.md, "Using the generated Swift").
@Suite("Swift: naming")
struct SwiftNamingTests {
    @Test(arguments: [
        ("pet", "pet"), ("coffee shop", "coffeeShop"), ("HR", "hr"), ("URLValue", "urlValue"), ("iOS", "iOS"),
        ("Coffee", "coffee"), ("1st", "_1st"), ("취업/이직", "chwieopIjik"), ("회사 생활", "hoesaSaenghwal"),
        ("반려동물 🐶", "banryeodongmul"), ("🐶", "dogFace"), ("☕️ / 🫖", "hotBeverageTeapot"), ("🇰🇷", "flagKR"),
        ("👩🏽‍💻", "womanPersonalComputer"), ("1️⃣", "_1"), ("#️⃣", "keycap"), ("my_place", "myPlace"), ("cell10", "cell10"), ("e\u{301}", "e\u{301}"),
        ("a-b-c", "aBC"), ("漢字", "漢字"), ("x\u{200B}y", "xY"), ("\u{202E}evil", "evil"),
    ])
    func lowerCamel(_ id: String, _ name: String) {
        #expect(SwiftNaming.lowerCamel(id) == name)
    }

    @Test(arguments: [("travel-category", "TravelCategory"), ("x-1", "X1"), ("a--b", "AB"), ("my_place", "MyPlace")])
    func upperCamel(_ id: String, _ name: String) {
        #expect(SwiftNaming.upperCamel(id) == name)
    }

    @Test func idsWithoutLettersDigitsOrEmojiHaveNoName() {
        #expect(SwiftNaming.lowerCamel("+") == nil)
        #expect(SwiftNaming.lowerCamel("_") == nil)
        #expect(SwiftNaming.lowerCamel("…") == nil)
        // A scalar with no Unicode name (unassigned) adds nothing.
        #expect(SwiftNaming.lowerCamel("\u{1FAFF}") == nil)
        #expect(SwiftNaming.upperCamel("🇰🇷") == "FlagKR")
    }

    /// Hangul by the letters of the Revised Romanization, syllable by syllable: the tables are
    /// the block's 19 initials, 21 vowels and 28 finals, and a few syllables spell as taught.
    @Test func hangulIsWrittenInLatinLetters() {
        #expect(HangulRomanization.initials.count == 19)
        #expect(HangulRomanization.vowels.count == 21)
        #expect(HangulRomanization.finals.count == 28)
        #expect(19 * 21 * 28 == Int(SwiftIdentifierCharacters.hangulSyllables.count))
        for (hangul, latin) in [("한", "han"), ("국", "guk"), ("서울", "seoul"), ("여행", "yeohaeng"), ("꽃", "kkot"), ("닭", "dak"),
                                ("의", "ui"), ("힣", "hit"), ("가", "ga"), ("쫘", "jjwa"), ("앙", "ang")] {
            #expect(hangul.unicodeScalars.map { HangulRomanization.letters(of: $0) ?? "?" }.joined() == latin, "\(hangul)")
        }
        #expect(HangulRomanization.letters(of: "a") == nil)
        // Every syllable gives ASCII letters that start a name.
        for value in SwiftIdentifierCharacters.hangulSyllables {
            let letters = HangulRomanization.letters(ofSyllable: Unicode.Scalar(value)!)
            #expect(!letters.isEmpty && letters.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
        }
    }

    @Test func laterCollisionsGetTheSmallestFreeNumber() {
        #expect(SwiftNaming.unique(["pet", "pet", "pet2", "pet"], reserved: []) == ["pet", "pet3", "pet2", "pet4"])
        #expect(SwiftNaming.unique(["title", "a"], reserved: ["title"]) == ["title2", "a"])
        // Canonically equivalent spellings are one name for people, so they collide too.
        #expect(SwiftNaming.unique(["\u{E9}", "e\u{301}"], reserved: []) == ["\u{E9}", "e\u{301}2"])
    }

    /// A field whose property and option enum would have one name (an id whose first word
    /// starts with a digit is the same in lowerCamel and UpperCamel) numbers the enum; the
    /// others keep theirs, and a property is never renumbered for a type.
    @Test func anOptionEnumNeverTakesAPropertysName() throws {
        let yaml = """
            formc: 1
            screen: s
            fields:
              - { id: _1, type: choice, options: [a] }
              - { id: _2_b, type: choice, options: [a] }
              - { id: pet, type: choice, options: [a] }
            actions:
              - { id: done, title: Done, role: submit }
            """
        let screen = try #require(SchemaSupport.check(yaml: yaml, file: "s.yaml").first?.screen)
        let names = ScreenNames(screen, stem: "S")
        #expect(names.fields.map(\.property) == ["_1", "_2B", "pet"])
        #expect(names.fields.map(\.optionType) == ["_12", "_2B2", "Pet"])
        #expect(ReservedNames(["A"]).adding(["pet", "x"]).names == ["A"])
        #expect(ReservedNames(["A"]).adding(["_1", "x"]).names == ["A", "_1"])
    }

    @Test func manyEqualIdsGetDistinctNames() {
        let names = SwiftNaming.unique(Array(repeating: "a", count: 2_000), reserved: [])
        #expect(Set(names).count == 2_000)
        #expect(names.last == "a2000")
    }

    @Test func buildStemsGoToTheIdThatSortsFirst() {
        #expect(ScreenNames.stems(of: ["x1", "x-1"]) == ["x-1": "X1", "x1": "X12"])
    }

    @Test func keywordsAreEscapedWhereTheyWouldBeKeywords() {
        func written(_ write: (inout SwiftLines) -> Void) -> String {
            var lines = SwiftLines()
            write(&lines)
            return String(decoding: lines.bytes, as: UTF8.self)
        }
        #expect(written { $0.identifier("default") } == "`default`")
        #expect(written { $0.identifier("pet") } == "pet")
        #expect(written { $0.label("in") } == "in")
        #expect(written { $0.label("inout") } == "`inout`")
    }

    @Test func stringsFromSpecsAreEscaped() {
        #expect(SwiftLiteralText.string("a\"b\\c\nd\u{202E}e\u{1B}") == #""a\"b\\c\nd\u{202E}e\u{1B}""#)
        // Emoji sequences keep their joiners and tags.
        #expect(SwiftLiteralText.string("👩🏽‍💻🏴󠁧󠁢󠁳󠁣󠁴󠁿") == "\"👩🏽‍💻🏴󠁧󠁢󠁳󠁣󠁴󠁿\"")
        // Outside quotes (doc comments) backslashes and quotes stay; text with nothing to
        // escape comes back as it is, and a control after Hangul is still escaped.
        #expect(SwiftLiteralText.escaped("a \\ \"b\" \u{D55C}\u{AE00}", quote: false) == "a \\ \"b\" \u{D55C}\u{AE00}")
        #expect(SwiftLiteralText.escaped("plain text 1.0", quote: true) == "plain text 1.0")
        #expect(SwiftLiteralText.escaped("\u{D55C}\u{2028}\u{FFFF}\u{E000}", quote: true) == "\u{D55C}\\u{2028}\\u{FFFF}\\u{E000}")
        #expect(SwiftLiteralText.double(140) == "140.0")
        #expect(SwiftLiteralText.double(0.5) == "0.5")
    }

    @Test("A run of Hangul syllables is a word in Latin letters; words starting with a digit keep their form")
    func hangulWords() {
        #expect(SwiftNaming.lowerCamel("캠핑94") == "kaemping94")
        #expect(SwiftNaming.lowerCamel("가족 여행") == "gajokYeohaeng")
        #expect(SwiftNaming.upperCamel("가족-여행") == "GajokYeohaeng")
        #expect(SwiftNaming.lowerCamel("가Ab") == "gaAb")
        #expect(SwiftNaming.lowerCamel("hr팀") == "hrTim")
        #expect(SwiftNaming.lowerCamel("a1 b2") == "a1B2")
        #expect(SwiftNaming.upperCamel("9a b") == "_9aB")
        #expect(SwiftNaming.lowerCamel("ABc 가") == "aBcGa")
        #expect(SwiftNaming.words("opt_0 가족9 -x") == ["opt", "0", "gajok", "9", "x"])
    }

    /// Ids of ASCII without capitals and Hangul syllables, emoji between words, are named byte
    /// by byte as their words name them; others (capitals, other scripts, jamo, marks, a digit
    /// symbol) are left to the words.
    @Test("An id of ASCII without capitals and Hangul syllables is named byte by byte as its words name it")
    func simpleIDFastPath() {
        let pieces = ["a", "z", "0", "9", "-", "_", " ", "/", ".", "\u{7F}", "\u{1}", "가", "힣", "캠핑", "x1", "🚀", "\u{FE0F}",
                      "\u{200D}", "1\u{FE0F}\u{20E3}"]
        var ids = ["travel-category", "a", "a-1", "x1-y2", "a--b", "a-", "screen-09999", "z-9-z", "abc-def-ghi-jkl",
                   "field_0", "opt-0", "캠핑94", "1st", "a_b", "-a", "", "a b", "_", "__a", "a__b", "9a b", "가족 여행"]
        for a in pieces { for b in pieces { for c in pieces { ids.append(a + b + c) } } }
        for id in ids {
            let lower = SimpleID.camel(id, upperFirstWord: false)
            let upper = SimpleID.camel(id, upperFirstWord: true)
            // An id of emoji and separators alone is left to the words, which name it by its
            // emoji, scalar by scalar.
            if lower == nil || upper == nil {
                #expect(lower == nil && upper == nil && id.utf8.contains { $0 >= 0x80 }, "\(id)")
                #expect(SwiftNaming.words(id) == EmojiNames.words(id), "\(id)")
                continue
            }
            #expect(lower?.name == SwiftNaming.lowerCamelOfWords(id), "\(id)")
            #expect(upper?.name == SwiftNaming.upperCamelOfWords(id), "\(id)")
        }
        for id in ["A-b", "aB", "커피 Z", "é", "e\u{301}", "\u{1100}\u{1161}", "가\u{11A8}", "\u{AC00}\u{302}", "ß", "漢字", "🄁"] {
            #expect(SimpleID.camel(id, upperFirstWord: false) == nil, "\(id)")
            #expect(SimpleID.camel(id, upperFirstWord: true) == nil, "\(id)")
        }
    }

    @Test("W513's fast path hashes the very bytes of the lowerCamelCase name, or leaves the id to the slow path")
    func lowerCamelHashFastPath() {
        let pieces = ["a", "z", "0", "9", "-", "_", " ", "/", ".", "가", "힣", "캠핑", "x1", "🚀", "A", "é", "\u{1100}"]
        var ids = ["coffee", "x2", "캠핑94", "opt-0", "field_0", "1st", "all-cases", "default", "self", "", "_", "a_b", "a--b"]
        for a in pieces { for b in pieces { for c in pieces { ids.append(a + b + c) } } }
        var hashed = 0, left = 0
        for id in ids {
            if let hash = SimpleID.lowerCamelHash(id) {
                // Exactly the name `camel` makes, hashed.
                let name = SimpleID.camel(id, upperFirstWord: false)?.name
                #expect(name.map(SimpleID.hash(ofName:)) == hash, "\(id)")
                #expect(SwiftNaming.lowerCamel(id) == name, "\(id)")
                hashed += 1
            } else {
                // Left to the slow path: an id with a capital, another script, an emoji, or no word.
                #expect(SimpleID.camel(id, upperFirstWord: false)?.name == nil || id.unicodeScalars.contains { !$0.isASCII }, "\(id)")
                left += 1
            }
        }
        #expect(hashed > 500 && left > 100)
        // Hangul is romanized (`HangulRomanization`): left to `camel`.
        #expect(SimpleID.lowerCamelHash("캠핑94") == nil)
        // `all-cases` is named `allCases`, a reserved case name: not taken by the fast path.
        #expect(SimpleID.lowerCamelHash("all-cases") == SimpleID.hash(ofName: "allCases"))
        #expect(!SimpleID.namesAreTheirBases(count: 2, reserved: []) { ["foo-bar", "foo_bar"][$0] })
        #expect(SimpleID.namesAreTheirBases(count: 3, reserved: []) { ["foo-bar", "foobar", "x2"][$0] })
        #expect(!SimpleID.namesAreTheirBases(count: 1, reserved: [SimpleID.hash(ofName: "allCases")]) { _ in "all-cases" })
    }

    @Test("The fast path takes Hangul and emoji ids too, hashing the name camel makes, and agrees with SwiftNaming")
    func nameHashOfEveryCamelName() {
        let pieces = ["a", "0", "-", " ", "가", "힣", "캠핑", "x1", "🚀", "1\u{FE0F}\u{20E3}", "A", "é", "\u{1100}"]
        var ids: [String] = []
        for a in pieces { for b in pieces { for c in pieces { ids.append(a + b + c) } } }
        var hangul = 0
        for id in ids {
            let name = SwiftNaming.lowerCamel(id)
            if let hash = SimpleID.nameHash(id) {
                // The hash of the very name the generated Swift gives the id.
                #expect(name.map(SimpleID.hash(ofName:)) == hash, "\(id)")
                if id.unicodeScalars.contains(where: SwiftIdentifierCharacters.isHangulSyllable) { hangul += 1 }
            }
        }
        #expect(hangul > 300)
        // A list of Hangul ids is named as its bases without the slow path; two ids of one name are not.
        #expect(SimpleID.namesAreTheirBases(count: 3, reserved: []) { ["캠핑", "전략 디자인 👶", "애인 애인 1\u{FE0F}\u{20E3}"][$0] })
        #expect(!SimpleID.namesAreTheirBases(count: 2, reserved: []) { ["캠핑", "캠핑!"][$0] })
        #expect(!SimpleID.namesAreTheirBases(count: 2, reserved: []) { ["캠핑 🚀", "캠핑"][$0] })
        // Each list the fast path takes, the slow path names the same.
        for start in stride(from: 0, to: ids.count - 4, by: 3) {
            let list = Array(ids[start..<start + 4])
            guard SimpleID.namesAreTheirBases(count: list.count, reserved: [], { list[$0] }) else { continue }
            let bases = list.map { SwiftNaming.lowerCamel($0) ?? "option" }
            #expect(SwiftNaming.unique(bases, reserved: ReservedNames([])) == bases, "\(list)")
        }
    }

    @Test func emojiSeparatorsAreNoPartOfAName() {
        for value in UInt32(0x2000)...0x2800 where SimpleID.isEmojiSeparator(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!SwiftIdentifierCharacters.isHead(scalar) && !SwiftIdentifierCharacters.isContinuation(scalar), "\(value)")
        }
        for value in UInt32(0xFE00)...0xFE0F { #expect(SimpleID.isEmojiSeparator(value)) }
        for value in UInt32(0x1F000)...0x1FAFF where SimpleID.isEmojiSeparator(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!SwiftIdentifierCharacters.isHead(scalar) && !SwiftIdentifierCharacters.isContinuation(scalar), "\(value)")
        }
    }

    /// The byte comparison of short lists agrees with sets: a name twice, a reserved name, and
    /// canonically equal spellings (left to the sets: not ASCII or Hangul syllables).
    @Test func distinctNamesFoundByBytes() {
        let lists: [[String]] = [["a", "b"], ["a", "a"], ["캠핑", "캠핑2", "캠핑"], ["title", "x"], ["\u{E9}", "e\u{301}"], [],
                                 Array(repeating: "x", count: 17), (0..<17).map { "x\($0)" }, ["가", "각"]]
        for list in lists {
            let reference = Set(list).count == list.count && list.allSatisfy { !["title"].contains($0) }
            if SimpleID.areDistinct(list, reserved: ReservedNames(["title"])) { #expect(reference, "\(list)") }
            #expect((SwiftNaming.unique(list, reserved: ["title"]) == list) == reference, "\(list)")
        }
        #expect(SimpleID.areDistinct(["캠핑", "캠핑2", "x"], reserved: ReservedNames(["title"])))
        #expect(!SimpleID.areDistinct(["\u{E9}", "e\u{301}"], reserved: ReservedNames([])))
        #expect(!SimpleID.areDistinct(["a", "a"], reserved: ReservedNames([])))
        #expect(!SimpleID.areDistinct(["a", "title"], reserved: ReservedNames(["title"])))
        // A reserved name that is not ASCII is looked up, canonical equivalence and all.
        #expect(!SimpleID.areDistinct(["x", "가"], reserved: ReservedNames(["\u{1100}\u{1161}"])))
        #expect(SwiftNaming.unique(["가"], reserved: ["\u{1100}\u{1161}"]) == ["가2"])
        #expect(SimpleID.areDistinct(["가"], reserved: ReservedNames(["ga"])))
    }
}
