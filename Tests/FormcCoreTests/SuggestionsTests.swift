import FormcCore
import FormcTestSupport
import Testing

/// Did-you-mean: a suggestion is a likely typo of the word, or nothing.
@Suite("Suggestions")
struct SuggestionsTests {
    @Test("typos find their word", arguments: [
        ("pets", ["pet", "lover"], "pet"), ("lovr", ["pet", "lover"], "lover"), ("sumbit", ["submit", "cancel"], "submit"),
        ("layuot", ["layout", "label"], "layout"), ("c", ["ca", "b"], "ca"),
    ])
    func typos(_ word: String, _ candidates: [String], _ expected: String) {
        #expect(Suggestions.closest(to: word, among: candidates) == expected)
    }

    @Test("a word with nothing in common gets no suggestion", arguments: [
        ("c", ["a", "b"]), ("zz", ["a", "b"]), ("xyz", ["abc"]), ("huge", ["medium", "large"]),
    ])
    func unrelated(_ word: String, _ candidates: [String]) {
        #expect(Suggestions.closest(to: word, among: candidates) == nil)
    }

    @Test("ties go to the first in alphabetical order")
    func ties() {
        #expect(Suggestions.closest(to: "bat", among: ["cat", "bar"]) == "bar")
    }

    @Test("Candidates made ready once choose as every pair compared from scratch, whatever the text")
    func preparedAgrees() {
        let words = ["", "a", "colour", "colr", "layuot", "Layout", "sumbit", "e\u{301}tat", "état", "여행", "여헹", "👍🏽", "👍",
                     "a\r\nb", "ab", "x" + String(repeating: "y", count: 47), String(repeating: "z", count: 49), "kind", "\u{212A}ind"]
        let lists: [[String]] = [
            ["id", "type", "label", "placeholder", "layout", "align", "columns", "required", "commit", "options"],
            ["état", "etat", "여행", "👍", "a\nb", "ab", "kind"],
            words, [], (0..<300).map { "opt\($0)" } + ["colour"],
        ]
        var compared = 0
        for list in lists {
            let ready = SuggestionCandidates(list)
            for word in words + ["opt299", "opt1"] {
                #expect(ready.closest(to: word) == ReferenceSuggestions.closest(to: word, among: list), "\(word) among \(list.prefix(3))…")
                compared += 1
            }
        }
        #expect(compared == 105)
        // The lists do make suggestions (an agreement of nils alone would prove nothing).
        #expect(SuggestionCandidates(lists[0]).closest(to: "layuot") == "layout")
        #expect(SuggestionCandidates(lists[1]).closest(to: "여헹") == "여행")
        #expect(SuggestionCandidates(lists[4]).closest(to: "opt1") == "opt1")
        // Past the 256th candidate nothing is compared.
        #expect(SuggestionCandidates(lists[4]).closest(to: "colour") == nil)
    }

    @Test("The edit distance over bytes and over characters", arguments: [
        ("kitten", "sitting", Int.max, 3), ("", "abc", Int.max, 3), ("abc", "", Int.max, 3), ("flaw", "lawn", Int.max, 2),
        ("여행", "여헹", Int.max, 1), ("e\u{301}", "é", Int.max, 0), ("abcdef", "uvwxyz", 2, 3), ("a", "abcd", 2, 3),
    ])
    func distance(_ a: String, _ b: String, _ limit: Int, _ expected: Int) {
        #expect(Suggestions.distance(a, b, limit: limit) == expected)
        // Over the limit, the distance stops at one more than it; within it, it is exact.
        #expect(Suggestions.distance(a, b) == ReferenceSuggestions.distance(a, b))
    }
}
