import FormcCore
import Testing

/// Spec text is never echoed raw.
@Suite struct SafeTextTests {
    @Test func controlsEscapesAndSeparatorsAreEscaped() {
        #expect(SafeText.escaped("a\nb\t\u{1B}[31m\u{202E}x\u{2028}") == "a\\nb\\t\\u{1B}[31m\\u{202E}x\\u{2028}")
        #expect(SafeText.escaped("한글 😀") == "한글 😀")
    }

    @Test("Escaping is found from the bytes exactly as scalar by scalar: every scalar of the first planes, alone and between others")
    func escapeFoundFromBytes() {
        var scalars = Array(0...0x3100).compactMap(Unicode.Scalar.init)
        scalars += [0xFEFF, 0x1F600, 0xE0001, 0x10FFFF].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            // ¢ (C2 A2) and € (E2 82 AC) start with the bytes the check decodes at, and need no escaping.
            for text in [String(scalar), "가" + String(scalar) + "a", "¢€" + String(scalar)] {
                let expected = text.unicodeScalars.contains(where: SafeText.needsEscape)
                #expect((SafeText.escaped(text) != text) == expected, "U+\(String(scalar.value, radix: 16))")
            }
        }
        // A scalar's last bytes never start one that needs escaping: U+0122 is C4 A2, U+A080 is EA 82 80.
        #expect(SafeText.escaped("\u{122}\u{A080}\u{2080}") == "\u{122}\u{A080}\u{2080}")
        #expect(SafeText.escaped("x\u{85}y\u{2069}") == "x\\u{85}y\\u{2069}")
    }

    @Test func shownCutsLongTextWithAnEllipsis() {
        #expect(SafeText.shown("short") == "short")
        #expect(SafeText.shown(String(repeating: "가", count: 40)) == String(repeating: "가", count: 40))
        #expect(SafeText.shown(String(repeating: "가", count: 41)) == String(repeating: "가", count: 39) + "…")
        #expect(SafeText.shown("a\u{1B}b", limit: 4) == "a\\u…")
    }

    @Test("Text shown from a String is what any collection of its characters shows")
    func shownStringAgreesWithCollections() {
        let pieces = ["a", "Z", " ", "~", "-", "\u{1B}", "\n", "\u{7F}", "가", "😀", "e\u{301}", "\u{202E}"]
        var seed: UInt64 = 17
        for round in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int((seed >> 33) % 50)
            var text = ""
            for step in 0..<length {
                let pick = Int((seed >> UInt64(step % 40)) % UInt64(round % 3 == 0 ? pieces.count : 5))
                text += pieces[pick]
            }
            for limit in [-1, 0, 1, 2, 5, 40] {
                let shown = SafeText.shown(text, limit: limit)
                #expect(shown == SafeText.shown(Array(text), limit: limit), "\(text.debugDescription)")
                #expect(shown.count <= max(0, limit), "\(text.debugDescription) at \(limit): \(shown.debugDescription)")
            }
        }
    }

    @Test("A limit of 0 or less shows nothing (it trapped: a head of limit − 1 characters), 1 shows the ellipsis alone")
    func shownWithNoRoom() {
        for limit in [0, -1, Int.min] {
            for text in ["", "a", "abc", "a\u{1B}b", "가나다", String(repeating: "x", count: 100)] {
                #expect(SafeText.shown(text, limit: limit) == "", "\(text.debugDescription) at \(limit)")
                #expect(SafeText.shown(Array(text), limit: limit) == "", "\(text.debugDescription) at \(limit)")
            }
            // Nothing of the text is looked at.
            let huge = CountingCharacters(length: 5_000_000)
            #expect(SafeText.shown(huge, limit: limit) == "")
            #expect(huge.counter.steps == 0)
        }
        #expect(SafeText.shown("ab", limit: 1) == "…")
        #expect(SafeText.shown("a", limit: 1) == "a")
        #expect(SafeText.shown("\u{1B}", limit: 1) == "…")
        #expect(SafeText.shown("", limit: 1) == "")
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
