import FormcLanguage
import Testing

/// Positions in every encoding LSP negotiates, on text where they differ: Korean (3 UTF-8
/// bytes, 1 UTF-16 unit), emoji joined with ZWJ (astral: 4 bytes, 2 units, each scalar
/// counted), combining marks (one character, two scalars), and every line break LSP knows.
struct TextDocumentTests {
    static let family = "👩\u{200D}👩\u{200D}👧" // 3 astral scalars and 2 ZWJs
    static let accent = "e\u{301}" // e + COMBINING ACUTE ACCENT

    @Test(arguments: [
        (PositionEncoding.utf8, [3, 6, 18, 3]),
        (.utf16, [1, 2, 8, 2]),
        (.utf32, [1, 2, 5, 2]),
    ])
    func charactersAreCountedInTheEncoding(encoding: PositionEncoding, widths: [Int]) {
        for (text, width) in zip(["한", "한국", Self.family, Self.accent], widths) {
            let document = TextDocument(uri: "u", version: 1, text: "a: \(text)|")
            let bar = document.bytes.firstIndex(of: UInt8(ascii: "|")) ?? -1
            #expect(document.position(of: bar, encoding: encoding) == Position(line: 0, character: 3 + width), "\(text)")
            #expect(document.offset(of: Position(line: 0, character: 3 + width), encoding: encoding) == bar)
        }
    }

    @Test func linesBreakAtLFCRLFAndCROnly() {
        // NEL and LS are line breaks to libyaml but not to LSP: positions must follow LSP.
        let document = TextDocument(uri: "u", version: 1, text: "a\r\nb\rc\nd\u{85}e\u{2028}f")
        #expect(document.lineCount == 4)
        #expect(document.lineText(0) == "a")
        #expect(document.lineText(1) == "b")
        #expect(document.lineText(2) == "c")
        #expect(document.lineText(3) == "d\u{85}e\u{2028}f")
        // Inside the CRLF is the end of line 0.
        #expect(document.position(of: 2, encoding: .utf16) == Position(line: 0, character: 1))
        #expect(document.position(of: 3, encoding: .utf16) == Position(line: 1, character: 0))
        #expect(document.offset(of: Position(line: 2, character: 0), encoding: .utf16) == 5)
    }

    @Test func positionsOutsideTheTextAreClamped() {
        let document = TextDocument(uri: "u", version: 1, text: "ab\r\n한x")
        #expect(document.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 2)
        #expect(document.offset(of: Position(line: 7, character: 0), encoding: .utf16) == document.bytes.count)
        #expect(document.position(of: 999, encoding: .utf8) == Position(line: 1, character: 4))
        #expect(document.position(of: -5, encoding: .utf8) == Position(line: 0, character: 0))
    }

    @Test func aPositionInsideAScalarMeansItsStart() {
        let document = TextDocument(uri: "u", version: 1, text: "😀x")
        // UTF-16 unit 1 is the low surrogate of 😀; UTF-8 bytes 1–3 are its continuation bytes.
        #expect(document.offset(of: Position(line: 0, character: 1), encoding: .utf16) == 0)
        #expect(document.offset(of: Position(line: 0, character: 2), encoding: .utf8) == 0)
        #expect(document.offset(of: Position(line: 0, character: 4), encoding: .utf8) == 4)
        #expect(document.position(of: 2, encoding: .utf16) == Position(line: 0, character: 0))
    }

    @Test(arguments: PositionEncoding.allCases)
    func everyScalarBoundaryRoundTrips(encoding: PositionEncoding) {
        let text = "title: \"\(Self.family) 한글 \(Self.accent)\"\r\nx: 😀\rz: ok\n"
        let document = TextDocument(uri: "u", version: 1, text: text)
        var offset = 0
        for scalar in text.unicodeScalars {
            let position = document.position(of: offset, encoding: encoding)
            // A CR of a CRLF is not a place of its own: it is the line's end, like the LF.
            if !(scalar == "\n" && offset > 0 && document.bytes[offset - 1] == 0x0D) {
                #expect(document.offset(of: position, encoding: encoding) == offset, "offset \(offset)")
            }
            offset += String(scalar).utf8.count
        }
    }

    @Test(arguments: PositionEncoding.allCases)
    func incrementalChangesApplyInOrder(encoding: PositionEncoding) {
        var document = TextDocument(uri: "u", version: 1, text: "title: 한국\nscreen: a\n")
        let end = document.position(of: "title: 한국".utf8.count, encoding: encoding)
        document.apply([
            TextChange(range: TextRange(at: end), text: " 👩\u{200D}👧"),
            // The second range is in the text the first change left.
            TextChange(range: TextRange(start: Position(line: 1, character: 8), end: Position(line: 1, character: 9)), text: "b\r\nz: 1"),
        ], version: 2, encoding: encoding)
        #expect(document.text == "title: 한국 👩\u{200D}👧\nscreen: b\r\nz: 1\n")
        #expect(document.version == 2)
        #expect(document.lineCount == 4)
        document.apply([TextChange(range: nil, text: "x")], version: 3, encoding: encoding)
        #expect(document.text == "x")
    }

    @Test func encodingNegotiationPrefersUTF8ThenUTF32ThenTheMandatoryUTF16() {
        #expect(PositionEncoding.negotiated(offered: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiated(offered: ["utf-32", "utf-16"]) == .utf32)
        #expect(PositionEncoding.negotiated(offered: ["utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiated(offered: []) == .utf16)
        #expect(PositionEncoding.negotiated(offered: ["latin-1"]) == .utf16)
    }
}
