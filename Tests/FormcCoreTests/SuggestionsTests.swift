import FormcCore
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
}
