import FormcCore
import Testing

/// Spec text is never echoed raw.
@Suite struct SafeTextTests {
    @Test func controlsEscapesAndSeparatorsAreEscaped() {
        #expect(SafeText.escaped("a\nb\t\u{1B}[31m\u{202E}x\u{2028}") == "a\\nb\\t\\u{1B}[31m\\u{202E}x\\u{2028}")
        #expect(SafeText.escaped("한글 😀") == "한글 😀")
    }

    @Test func shownCutsLongTextWithAnEllipsis() {
        #expect(SafeText.shown("short") == "short")
        #expect(SafeText.shown(String(repeating: "가", count: 40)) == String(repeating: "가", count: 40))
        #expect(SafeText.shown(String(repeating: "가", count: 41)) == String(repeating: "가", count: 39) + "…")
        #expect(SafeText.shown("a\u{1B}b", limit: 4) == "a\\u…")
    }

    @Test func shownLooksOnlyAtTheHead() {
        let huge = CountingCharacters(length: 5_000_000)
        let result = SafeText.shown(huge)
        #expect(result == String(repeating: "x", count: 39) + "…")
        // The work counted, not timed: a few passes over the 41 characters of the head, never
        // a walk over the five million.
        #expect(huge.counter.steps <= 4 * 41, "\(huge.counter.steps) steps")
        #expect(SafeText.shown(CountingCharacters(length: 12)) == String(repeating: "x", count: 12))
    }
}

/// `length` copies of "x" that count every step an index takes, so a test can assert how much
/// of a text a function looked at (`count` too walks it, as for any collection).
struct CountingCharacters: Collection {
    final class Counter {
        var steps = 0
    }

    let length: Int
    let counter = Counter()

    var startIndex: Int { 0 }
    var endIndex: Int { length }
    subscript(position: Int) -> Character { "x" }

    func index(after i: Int) -> Int {
        counter.steps += 1
        return i + 1
    }
}
