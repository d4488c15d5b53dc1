import FormcLanguage
import Testing

/// Random edit sequences through the language service, in every encoding: positions that
/// fall past line ends, inside surrogate pairs and inside multi-byte scalars, replacement text
/// with Korean, ZWJ emoji, combining marks and every line break. After each edit the text must
/// be what a reference edit of the same text gives, and every answer's positions must be
/// valid in it; nothing may crash.
struct RandomEditTests {
    /// SplitMix64: the same sequence on every machine, for a failing run to be replayed from its start.
    struct SeededRandom: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let start = """
        formc: 1
        screen: pick
        title: "여행 👩\u{200D}👩\u{200D}👧 e\u{301}"
        sheet:
          detents: [medium, { id: peek, height: 140 }]
          initial-detent: peek
        fields:
          - id: category
            type: choice
            options: [관광, 맛집, "😀"]
            initial: 관광

        """

    static let pieces = [
        "", "a", "한", "👩\u{200D}👧", "e\u{301}", "\n", "\r\n", "\r", ": ", "- ", "  ", "#", "{", "}", "[", "]", ",", "'", "\"",
        "&x ", "*x", "initial: ", "options: [a, b]", "screen: pick\n", "---\n", "\u{85}", "\u{2028}", "\t", "😀😀",
    ]

    /// The reference: the text's lines split at LF, CRLF and CR, a position's scalars counted
    /// in the encoding, clamped as LSP says.
    static func referenceOffset(_ text: String, _ position: Position, _ encoding: PositionEncoding) -> String.UnicodeScalarView.Index {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var line = 0
        while line < position.line {
            guard let next = scalars[index...].firstIndex(where: { $0 == "\n" || $0 == "\r" }) else { return scalars.endIndex }
            index = scalars.index(after: next)
            if scalars[next] == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            line += 1
        }
        var units = 0
        while index < scalars.endIndex, scalars[index] != "\n", scalars[index] != "\r" {
            let width = switch encoding {
            case .utf8: String(scalars[index]).utf8.count
            case .utf16: String(scalars[index]).utf16.count
            case .utf32: 1
            }
            if units + width > position.character { break }
            units += width
            index = scalars.index(after: index)
        }
        return index
    }

    static func isValid(_ position: Position, in document: TextDocument, _ encoding: PositionEncoding) -> Bool {
        guard position.line >= 0, position.line < document.lineCount, position.character >= 0 else { return false }
        // A valid position converts to an offset and back to itself.
        return document.position(of: document.offset(of: position, encoding: encoding), encoding: encoding) == position
    }

    @Test(arguments: PositionEncoding.allCases)
    func randomEditsKeepTextAndPositionsExact(encoding: PositionEncoding) {
        var random = SeededRandom(state: 13)
        let uri = "file:///work/specs/random.yaml"
        for sequence in 0..<40 {
            var service = LanguageService(encoding: encoding)
            var reference = Self.start
            service.open(uri: uri, version: 0, text: reference)
            for version in 1...12 {
                guard let document = service.document(uri) else { return }
                func randomPosition() -> Position {
                    Position(line: Int.random(in: 0...(document.lineCount + 1), using: &random), character: Int.random(in: 0...40, using: &random))
                }
                var a = randomPosition(), b = randomPosition()
                if b < a { swap(&a, &b) }
                let text = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
                let lower = Self.referenceOffset(reference, a, encoding), upper = Self.referenceOffset(reference, b, encoding)
                var scalars = reference.unicodeScalars
                scalars.replaceSubrange(lower..<max(lower, upper), with: text.unicodeScalars)
                reference = String(scalars)
                service.change(uri: uri, version: version, changes: [TextChange(range: TextRange(start: a, end: b), text: text)])

                guard let edited = service.document(uri) else { return }
                #expect(edited.text == reference, "sequence \(sequence), edit \(version)")
                #expect(edited.bytes == Array(reference.utf8))
                for diagnostic in service.diagnostics(uri) {
                    #expect(Self.isValid(diagnostic.range.start, in: edited, encoding) && Self.isValid(diagnostic.range.end, in: edited, encoding),
                            "\(diagnostic.code) at \(diagnostic.range), sequence \(sequence)")
                    #expect(diagnostic.range.start <= diagnostic.range.end)
                    for edit in diagnostic.fixes.flatMap(\.edits) {
                        #expect(Self.isValid(edit.range.start, in: edited, encoding) && Self.isValid(edit.range.end, in: edited, encoding))
                    }
                }
                let probe = randomPosition()
                for item in service.completion(uri, at: probe) {
                    #expect(Self.isValid(item.edit.range.start, in: edited, encoding) && Self.isValid(item.edit.range.end, in: edited, encoding))
                }
                if let range = service.hover(uri, at: probe)?.range {
                    #expect(Self.isValid(range.start, in: edited, encoding) && Self.isValid(range.end, in: edited, encoding))
                }
                for location in service.definition(uri, at: probe) + service.references(uri, at: probe, includeDeclaration: true) {
                    #expect(Self.isValid(location.range.start, in: edited, encoding))
                }
            }
        }
    }
}
