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
        let huge = String(repeating: "x", count: 5_000_000)
        let clock = ContinuousClock()
        var result = ""
        let elapsed = clock.measure { result = SafeText.shown(huge) }
        #expect(result.count == 40)
        #expect(elapsed < .milliseconds(50), "took \(elapsed)")
    }
}
