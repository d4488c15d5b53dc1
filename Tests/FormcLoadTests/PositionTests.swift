import FormcCore
import FormcLoad
import FormcTestSupport
import Testing

/// Marker-style position tests: `1️⃣` marks where a node starts, `2️⃣` where it ends, in YAML
/// that has Hangul, emoji and CRLF before the spot.
@Suite struct PositionTests {
    func root(_ marked: MarkedText) throws -> Node {
        let file = Loader.load(marked.source())
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        return try #require(file.documents.first?.root)
    }

    func value(_ node: Node, _ key: String) throws -> Node {
        try #require(node.mapping?.first { $0.key.scalar?.value == key }?.value)
    }

    func expectRange(_ node: Node, _ marked: MarkedText, start: String = "1️⃣", end: String = "2️⃣",
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let s = try #require(marked[start])
        let e = try #require(marked[end])
        #expect(node.range.start == s, "start", sourceLocation: sourceLocation)
        #expect(node.range.end == e, "end", sourceLocation: sourceLocation)
    }

    @Test func scalarAfterHangulAndEmoji() throws {
        let m = MarkedText("제목: 한글 😀\n값: 1️⃣반려동물 🐶2️⃣\n")
        try expectRange(try value(try root(m), "값"), m)
    }

    @Test func keyRange() throws {
        let m = MarkedText("🇰🇷: x\n1️⃣키🧑‍🤝‍🧑2️⃣: y\n")
        let entry = try #require(try root(m).mapping?.last)
        try expectRange(entry.key, m)
    }

    @Test func quotedScalarIncludesQuotes() throws {
        let m = MarkedText("a: 1️⃣\"따옴표 ✅\"2️⃣\n")
        let node = try value(try root(m), "a")
        try expectRange(node, m)
        #expect(node.scalar?.style == .doubleQuoted)
        #expect(node.scalar?.value == "따옴표 ✅")
    }

    @Test func sequenceItemRange() throws {
        let m = MarkedText("items:\n  - 하나\n  - 1️⃣둘 👫2️⃣\n")
        let items = try #require(try value(try root(m), "items").sequence)
        try expectRange(items[1], m)
    }

    @Test func blockMappingEndsAtItsLastValue() throws {
        let m = MarkedText("sheet:\n  1️⃣grabber: true\n  dim: 0.5 🌫2️⃣\nnext: 1\n")
        try expectRange(try value(try root(m), "sheet"), m)
    }

    @Test func flowSequenceRange() throws {
        let m = MarkedText("opts: 1️⃣[가, 나, \"다 😀\"]2️⃣\n")
        try expectRange(try value(try root(m), "opts"), m)
    }

    @Test func flowMappingRange() throws {
        let m = MarkedText("- 1️⃣{ id: 차, title: 차 🫖 }2️⃣\n")
        let items = try #require(try root(m).sequence)
        try expectRange(items[0], m)
    }

    @Test func byteOffsetsCountUTF8() throws {
        let m = MarkedText("😀: 1️⃣x2️⃣\n")
        let node = try value(try root(m), "😀")
        #expect(node.range.start.offset == 6)  // 4 bytes of emoji, ':', ' '
        #expect(node.range.start.column == 4)  // scalars: 😀 : space
        try expectRange(node, m)
    }

    @Test func bomIsSkippedButCountedInOffsets() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 값\n".utf8)
        let file = Loader.load(SourceFile(path: "bom.yaml", bytes: bytes))
        let node = try #require(file.documents.first?.root.mapping?.first?.value)
        #expect(node.range.start == SourceLocation(line: 1, column: 4, offset: 6))
    }

    @Test func crlfLineEndings() throws {
        let m = MarkedText("a: 1\r\nb: 1️⃣둘2️⃣\r\n")
        try expectRange(try value(try root(m), "b"), m)
    }

    @Test func sourceLineTextIsTheLineWithoutBreak() {
        let source = SourceFile(path: "x", bytes: Array("a: 1\r\nb: 한\rc: 3".utf8))
        #expect(source.lineText(1) == "a: 1")
        #expect(source.lineText(2) == "b: 한")
        #expect(source.lineText(3) == "c: 3")
    }

    @Test func aliasUseSiteIsTheRangeOfTheAlias() throws {
        let m = MarkedText("a: &x 값\nb: 1️⃣*x2️⃣\n")
        let node = try value(try root(m), "b")
        #expect(node.scalar?.value == "값")
        try expectRange(node, m)
    }
}

@Suite struct SourceFileTests {
    @Test func invalidBytesDoNotSwallowLineBreaks() {
        let source = SourceFile(path: "x", bytes: Array("a: 1\nb: caf".utf8) + [0xE9] + Array("\nc: 3\n".utf8))
        #expect(source.lineText(2) == "b: caf\u{FFFD}")
        #expect(source.lineText(3) == "c: 3")
        #expect(source.location(ofByteOffset: 11) == SourceLocation(line: 2, column: 7, offset: 11))
    }
}
