import FormcCore
@testable import FormcSpec
import FormcTestSupport
import Testing

/// Did-you-mean for keys: the spellings of other languages fold to the language's key, then
/// the edit distance; a mapping's keys are made ready once (`MappingKeys.suggestions`) and
/// choose as the keys compared from scratch did.
@Suite struct KeySuggestionsTests {
    @Test func foldedSpellingsFindTheKey() {
        let field = MappingKeys.of(.field)
        #expect(field.suggestions.closest(to: "Place_Holder") == "placeholder")
        #expect(field.suggestions.closest(to: "placeHolder") == "placeholder")
        #expect(field.suggestions.closest(to: "layuot") == "layout")
        #expect(field.suggestions.closest(to: "colour0") == nil)
        #expect(field.namesListed.hasPrefix("id, type, label, "))
    }

    @Test func preparedAgreesWithTheReference() {
        let words = ["", "ID", "Type", "lable", "place holder", "PLACE-HOLDER", "colour7", "초기값", "e\u{301}", "\u{212A}ind",
                     "KIND", "kind", "option", "Options", "sectoins", String(repeating: "a", count: 60)]
        var lists = SpecLanguage.mappings.map(\.keyNames)
        // Non-ASCII candidates take the slow fold: U+212A (Kelvin) lowers to 'k'.
        lists.append(["\u{212A}ind", "état", "kind"])
        lists.append(["kind", "\u{212A}ind"])
        var suggested = 0
        for list in lists {
            let ready = KeySuggestions.Prepared(list)
            for word in words {
                let expected = ReferenceSuggestions.closestKey(to: word, among: list)
                #expect(ready.closest(to: word) == expected, "\(word) among \(list)")
                #expect(KeySuggestions.closest(to: word, among: list) == expected)
                if expected != nil { suggested += 1 }
            }
        }
        #expect(suggested > 20)
        #expect(KeySuggestions.Prepared(["\u{212A}ind", "kind"]).closest(to: "KIND") == "\u{212A}ind")
    }
}
