@testable import FormcCore
import Testing

/// Ids compared by their bytes (`isExactly`, `ExactString`): eight bytes at a time, then the
/// rest, so a difference at any place of any length is found.
@Suite struct ExactStringTests {
    @Test("a difference at each byte of strings of 0 to 20 bytes is found; equal strings are equal")
    func everyPlace() {
        for length in 0...20 {
            let base = String(repeating: "a", count: length)
            #expect(base.isExactly(String(repeating: "a", count: length)))
            #expect(!base.isExactly(base + "a"))
            for place in 0..<length {
                var bytes = Array(base.utf8)
                bytes[place] = UInt8(ascii: "b")
                let other = String(decoding: bytes, as: UTF8.self)
                #expect(!base.isExactly(other), "length \(length), place \(place)")
                #expect(ExactString(base) != ExactString(other))
            }
        }
    }

    @Test("code points, not canonical equivalence: é is not e and U+0301")
    func codePoints() {
        let composed = "caf\u{E9}-\u{D55C}\u{AE00}-long-enough", decomposed = "cafe\u{301}-\u{D55C}\u{AE00}-long-enough"
        #expect(composed == decomposed)
        #expect(!composed.isExactly(decomposed))
        #expect(composed.isExactly("caf\u{E9}-\u{D55C}\u{AE00}-long-enough"))
        #expect(Set([ExactString(composed), ExactString(decomposed)]).count == 2)
    }

    @Test("byte order: the order of the UTF-8 bytes, a prefix first, whatever Unicode's canonical order says")
    func byteOrder() {
        let pieces = ["", "a", "b", "a-1", "a1", "A", "\u{E9}", "e\u{301}", "\u{D55C}", "\u{1F600}", "z", "~"]
        var strings = pieces
        for a in pieces { for b in pieces { strings.append(a + b) } }
        for a in strings {
            for b in strings {
                #expect(a.precedesInByteOrder(b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)")
            }
        }
        // Not Swift's `<`: U+00E9 sorts after "e" + U+0301 by its bytes, and both are equal to `<`.
        #expect("e\u{301}".precedesInByteOrder("\u{E9}"))
        #expect(!("e\u{301}" < "\u{E9}"))
    }
}
