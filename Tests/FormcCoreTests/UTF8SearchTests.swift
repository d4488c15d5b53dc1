import FormcCore
import Testing

@Suite("A string's UTF-8 searched in place")
struct UTF8SearchTests {
    @Test("It finds a byte exactly when the UTF-8 view does: small, large, ASCII and not")
    func agreesWithTheView() {
        let texts = ["", "a", "<", "가<", "한글 😀", String(repeating: "가", count: 40) + "&", String(repeating: "x", count: 1_000),
                     "e\u{301}|`", String(repeating: "😀", count: 9) + "\u{7F}"]
        let probes: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "`"), 0x7F, 0xEA, 0x80]
        for text in texts {
            for probe in probes {
                #expect(text.containsUTF8Byte { $0 == probe } == text.utf8.contains(probe), "\(text) \(probe)")
            }
        }
    }
}
