import FormcCore
import FormcLoad
import Foundation
import Testing

/// The streaming load (`Loader.load(_:each:)`): each document handed on as it ends, the same
/// documents as the collected load, and the file given back without them.
@Suite struct StreamingLoadTests {
    static func source(_ text: String) -> SourceFile { SourceFile(path: "t.yaml", bytes: Array(text.utf8)) }

    @Test("Each document is handed on once, in order, as the collected load holds them")
    func sameDocuments() {
        let text = "a: 1\n---\n- x\n- &y {b: 2}\n- *y\n---\n# only a comment\n---\nc: [1, 2]\n"
        var handed: [Document] = []
        let streamed = Loader.load(Self.source(text)) { handed.append($0) }
        let collected = Loader.load(Self.source(text))
        #expect(streamed.documents.isEmpty)
        #expect(handed.map(\.index) == collected.documents.map(\.index))
        #expect(handed.map(\.root) == collected.documents.map(\.root))
        #expect(handed.map(\.range) == collected.documents.map(\.range))
        #expect(streamed.diagnostics == collected.diagnostics)
        #expect(collected.documents.count == 4)
        // What each document is, read from the file itself.
        #expect(handed.map(\.index) == [0, 1, 2, 3])
        #expect(handed[0].root.mapping?.first?.key.scalar?.value == "a")
        #expect(handed[1].root.sequence?.count == 3)
        #expect(handed[1].root.range.start.line == 3)
        #expect(handed[2].root.scalar?.value == "")
        #expect(handed[3].root.mapping?.first?.key.scalar?.value == "c")
        #expect(handed[3].root.range.start.line == 9)
    }

    @Test("The documents before a syntax error are handed on, and the error is the file's")
    func beforeAnError() throws {
        let text = "a: 1\n---\nb: 2\n---\nc: [1, 2\n"
        var handed: [Int] = []
        let streamed = Loader.load(Self.source(text)) { handed.append($0.index) }
        #expect(handed == [0, 1])
        #expect(Loader.load(Self.source(text)).documents.map(\.index) == [0, 1])
        let error = try #require(streamed.diagnostics.first)
        #expect(error.code == .E101)
    }

    @Test("A file read from disk hands its text with each document")
    func fromDisk() throws {
        let path = NSTemporaryDirectory() + "formc-streaming-\(UUID().uuidString).yaml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("screen: a\n---\nscreen: b\n".utf8).write(to: URL(fileURLWithPath: path))
        var seen: [(String, Int)] = []
        let loaded = Loader.load(path: path) { source, document in seen.append((source.path, document.index)) }
        #expect(seen.map(\.0) == [path, path])
        #expect(seen.map(\.1) == [0, 1])
        #expect(loaded.documents.isEmpty && loaded.source.bytes.count == 24)
    }
}
