import FormcCore
import FormcLoad
import FormcTestSupport
import Testing

/// Every load error: its code, its place, and (for the limits) that it comes fast.
@Suite struct LoadErrorTests {
    func load(_ text: String) -> LoadedFile { Loader.load(SourceFile(path: "t.yaml", bytes: Array(text.utf8))) }
    func load(bytes: [UInt8]) -> LoadedFile { Loader.load(SourceFile(path: "t.yaml", bytes: bytes)) }

    @Test func syntaxErrorHasProblemContextAndPosition() throws {
        // At the end of the input: just after the text, on a line the file has (§7).
        let m = MarkedText("a: [1, 21️⃣\n")
        let d = try #require(load(m.text).diagnostics.first)
        #expect(d.code == .E101)
        #expect(d.range?.start == m["1️⃣"])
        #expect(d.message.contains("did not find expected ',' or ']'"))
        #expect(d.notes.first?.message.contains("while parsing a flow sequence") == true)
        #expect(d.notes.first?.range?.start == SourceLocation(line: 1, column: 4, offset: 3))
    }

    @Test func tabIndentationGetsAHint() throws {
        let d = try #require(load("a:\n\tb: 1\n").diagnostics.first)
        #expect(d.code == .E101)
        #expect(d.help?.contains("tabs") == true)
    }

    @Test func invalidUTF8PointsAtTheByte() throws {
        let bytes = Array("a: 한글\nb: x".utf8) + [0xFF] + Array("y\n".utf8)
        let d = try #require(load(bytes: bytes).diagnostics.first)
        #expect(d.code == .E102)
        #expect(d.range?.start == SourceLocation(line: 2, column: 5, offset: 14))
        #expect(d.message.contains("0xFF"))
    }

    @Test func utf16IsNotUTF8() throws {
        let d = try #require(load(bytes: [0xFF, 0xFE, 0x61, 0x00]).diagnostics.first)
        #expect(d.code == .E102)
        #expect(d.range?.start.line == 1 && d.range?.start.column == 1)
    }

    @Test func overlongAndSurrogatesAreRejected() {
        #expect(load(bytes: [0x61, 0xC0, 0xAF]).diagnostics.first?.code == .E102)
        #expect(load(bytes: [0x61, 0xED, 0xA0, 0x80]).diagnostics.first?.code == .E102)
        #expect(load(bytes: [0x61, 0xF4, 0x90, 0x80, 0x80]).diagnostics.first?.code == .E102)
        #expect(load(bytes: [0x61, 0xE2, 0x82]).diagnostics.first?.code == .E102)
    }

    @Test func duplicateKeyPointsAtTheSecondAndNamesTheFirst() throws {
        let m = MarkedText("sheet:\n  grabber: true\n  1️⃣grabber2️⃣: false\n")
        let file = load(m.text)
        let d = try #require(file.diagnostics.first)
        #expect(d.code == .E103)
        #expect(d.range?.start == m["1️⃣"])
        #expect(d.range?.end == m["2️⃣"])
        #expect(d.pointer == "/sheet/grabber")
        #expect(d.notes.first?.range?.start == SourceLocation(line: 2, column: 3, offset: 9))
        // The first value is kept, and the document is still usable.
        let sheet = try #require(file.documents.first?.root.mapping?.first?.value.mapping)
        #expect(sheet.count == 1)
        #expect(sheet[0].value.scalar?.value == "true")
    }

    @Test func quotedAndPlainKeysAreTheSameKey() {
        #expect(load("a: 1\n\"a\": 2\n").diagnostics.first?.code == .E103)
    }

    @Test func mergedKeysAreNotDuplicates() throws {
        let file = load("base: &b {x: 1, y: 2}\nc:\n  <<: *b\n  x: 3\n")
        #expect(file.diagnostics.isEmpty)
        let c = try #require(file.documents.first?.root.mapping?.last?.value)
        #expect(JSONWriter.compact(CoreSchema.json(c)) == #"{"y":2,"x":3}"#)
    }

    /// Two `<<` keys in one mapping are a duplicate key like any other (E103 at the second,
    /// the first kept), with the one-key form in the help.
    @Test func aSecondMergeKeyIsADuplicate() throws {
        let m = MarkedText("a: &a {x: 1}\nb: &b {y: 2}\nc:\n  <<: *a\n  1️⃣<<2️⃣: *b\n")
        let file = load(m.text)
        let d = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(d.code == .E103)
        #expect(d.range?.start == m["1️⃣"] && d.range?.end == m["2️⃣"])
        #expect(d.help == "merge several mappings with one key: '<<: [*first, *second]'")
        #expect(d.notes.first?.range?.start.line == 4)
        let c = try #require(file.documents.first?.root.mapping?.last?.value)
        #expect(JSONWriter.compact(CoreSchema.json(c)) == #"{"x":1}"#)
    }

    @Test func mergeOfAScalarIsAnError() {
        #expect(load("a: &s x\nb:\n  <<: *s\n").diagnostics.first?.code == .E202)
    }

    @Test func undefinedAliasIsAnError() throws {
        let m = MarkedText("a: 1️⃣*nope2️⃣\n")
        let d = try #require(load(m.text).diagnostics.first)
        #expect(d.code == .E101)
        #expect(d.message.contains("undefined alias"))
        #expect(d.range?.start == m["1️⃣"])
        #expect(d.range?.end == m["2️⃣"])
    }

    @Test func recursiveAliasIsUndefined() {
        #expect(load("a: &x [1, *x]\n").diagnostics.first?.code == .E101)
    }

    @Test func deepNestingIsRejectedFast() throws {
        let text = String(repeating: "[", count: 100_000)
        let file = load(text)
        let d = try #require(file.diagnostics.first)
        #expect(d.code == .E104)
        // Counted, not timed: the loader stopped at the 65th of 100,000 brackets, so libyaml's
        // cost for deep flow collections (quadratic in depth) was never paid.
        #expect(d.range?.start.column == 65)
        #expect(file.diagnostics.count == 1)
    }

    @Test func depthOf64IsAllowed() {
        let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(load(text).diagnostics.isEmpty)
        let deeper = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(load(deeper).diagnostics.first?.code == .E104)
    }

    @Test func billionLaughsIsRejectedFast() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let file = load(text)
        let d = try #require(file.diagnostics.first)
        #expect(d.code == .E104)
        #expect(d.message.contains("10000"))
        // Counted, not timed: the load stopped at the first alias that took the expansion past
        // 10,000 nodes (in d's list, line 4), not after the hundred million of i's.
        #expect(d.range?.start.line == 4)
        #expect(file.diagnostics.count == 1)
        #expect(file.documents.isEmpty)
    }

    @Test func aliasExpansionUpToTheLimitIsAllowed() {
        // 1 anchored list of 99 scalars (100 nodes) used 100 times = 10,000 nodes: allowed.
        let list = "[" + Array(repeating: "x", count: 99).joined(separator: ", ") + "]"
        let uses = Array(repeating: "*a", count: 100).joined(separator: ", ")
        #expect(load("a: &a \(list)\nb: [\(uses)]\n").diagnostics.isEmpty)
        #expect(load("a: &a \(list)\nb: [\(uses), *a]\n").diagnostics.first?.code == .E104)
    }

    @Test func aliasLimitIsPerDocument() {
        let list = "[" + Array(repeating: "x", count: 99).joined(separator: ", ") + "]"
        let uses = Array(repeating: "*a", count: 60).joined(separator: ", ")
        let doc = "a: &a \(list)\nb: [\(uses)]\n"
        #expect(load(doc + "---\n" + doc).diagnostics.isEmpty)
    }

    @Test func fileOver4MiBIsRejected() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: 4 * 1024 * 1024 + 1)
        let d = try #require(load(bytes: bytes).diagnostics.first)
        #expect(d.code == .E104)
    }

    @Test func nulByteIsAControlCharacterError() throws {
        let d = try #require(load(bytes: Array("a: b".utf8) + [0] + Array("\n".utf8)).diagnostics.first)
        #expect(d.code == .E101)
        #expect(d.range?.start == SourceLocation(line: 1, column: 5, offset: 4))
        #expect(d.help != nil)
    }

    @Test("Every syntax error has a hint, those libyaml words obscurely a specific one", arguments: [
        ("%YAML 1.3\n---\na: b\n", "formc reads YAML 1.2"),
        ("a: \"\\q\"\n", "write a backslash in a double-quoted string as '\\\\'"),
        ("garbage: [\n", "a value is missing here"),
        ("a: [b, c\nd: e\n", ""),
        ("a: b\n- c\n", ""),
        ("{a: b}}\n", ""),
    ])
    func syntaxErrorsHaveHints(_ text: String, _ hint: String) throws {
        let d = try #require(load(text).diagnostics.first)
        #expect(d.code == .E101)
        #expect(d.help?.hasPrefix(hint) == true, "\(d.help ?? "no help") for \(d.message)")
    }

    @Test func documentsBeforeASyntaxErrorAreKept() {
        let file = load("a: 1\n---\nb: [\n")
        #expect(file.documents.count == 1)
        #expect(file.diagnostics.first?.code == .E101)
    }

    @Test func unreadableAndMissingFilesAreE100() {
        let missing = Loader.load(path: "/nonexistent/formc/spec.yaml")
        #expect(missing.diagnostics.first?.code == .E100)
        #expect(missing.diagnostics.first?.range?.start == SourceLocation(line: 1, column: 1, offset: 0))
        let directory = Loader.load(path: "/tmp")
        #expect(directory.diagnostics.first?.code == .E100)
        #expect(directory.diagnostics.first?.message.contains("directory") == true)
    }

    @Test func emptyFileAndLoneBOMHaveNoDocuments() {
        #expect(load("").documents.isEmpty)
        #expect(load("").diagnostics.isEmpty)
        #expect(load(bytes: [0xEF, 0xBB, 0xBF]).diagnostics.isEmpty)
        #expect(load("# only a comment\n").documents.isEmpty)
    }
}

@Suite struct AliasDepthTests {
    @Test func aliasesCannotNestDeeperThanTheLimit() throws {
        // Each anchor wraps the previous one in a list: 100 anchors, 100 levels, few nodes.
        var text = "a0: &a0 [x]\n"
        for i in 1..<100 { text += "a\(i): &a\(i) [*a\(i - 1)]\n" }
        let file = Loader.load(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
        let d = try #require(file.diagnostics.first)
        #expect(d.code == .E104)
        #expect(d.message.contains("through the alias"))
        #expect(d.range?.start.line == 64)
    }

    @Test func aliasesWithinTheLimitAreFine() {
        var text = "a0: &a0 [x]\n"
        for i in 1..<60 { text += "a\(i): &a\(i) [*a\(i - 1)]\n" }
        #expect(Loader.load(SourceFile(path: "t.yaml", bytes: Array(text.utf8))).diagnostics.isEmpty)
    }
}

/// E101 at the end of a file points at a line the file has: where its text stopped.
@Suite struct SyntaxErrorEndTests {
    static func e101(_ text: String) throws -> Diagnostic {
        let loaded = Loader.load(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
        return try #require(loaded.diagnostics.first { $0.code == .E101 })
    }

    @Test func aKeyWithoutAColonAtTheEndOfTheFile() throws {
        // Nine lines, the last without a line break: libyaml says 10:1.
        let text = "formc: 1\nscreen: s\nfields:\n  - { id: f, type: choice, options: [a, b] }\nactions:\n  - { id: ok, title: OK, role: submit }\nsheet:\n  grabber: true\nbroken"
        let found = try Self.e101(text)
        #expect(found.range?.start == SourceLocation(line: 9, column: 7, offset: text.utf8.count))
        #expect(found.notes.first?.range?.start.line == 9)
        // With a final line break: the same place, not the empty line after it.
        #expect(try Self.e101(text + "\n").range?.start.line == 9)
    }

    @Test func aFlowNodeStartsAfterItsBracket() throws {
        let found = try Self.e101("garbage: [\n")
        #expect(found.range?.start == SourceLocation(line: 1, column: 11, offset: 10))
        #expect(found.notes.first?.range?.start == SourceLocation(line: 1, column: 11, offset: 10))
    }

    @Test func aMarkInsideTheTextStaysWhereLibyamlPutIt() throws {
        let found = try Self.e101("a: [1, 2\nb: 3\n")
        #expect(found.range?.start.line == 2)
    }
}
