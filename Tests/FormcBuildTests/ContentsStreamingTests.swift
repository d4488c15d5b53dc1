@testable import FormcProject
@testable import FormcReview
import FormcTestSupport
import Synchronization
import Testing

/// `index.html`, the printable edition's contents (5 MB at 20,000 screens), is made a row at a
/// time and streamed to its file like `index.md`: no build holds the page whole.
@Suite("Contents page streamed")
struct ContentsStreamingTests {
    @Test("The page comes a row at a time: 2,000 rows in 2,000 pieces and a few more, none of them the page")
    func rowByRow() {
        let rows = (0..<2000).map {
            ReviewRow(id: "screen-\($0)", title: "화면 <\($0)>", file: "specs/\($0 % 7)/s\($0).yaml", fieldCount: $0 % 9, warningCount: $0 % 3)
        }
        var pieces: [String] = []
        ReviewContentsHTML.render(rows: rows, fileCount: 2000, devices: ["iphone-15"]) { pieces.append($0) }
        let page = pieces.joined()
        #expect(page.hasPrefix(HTML.pageHead(title: "Sheet review")) && page.hasSuffix(HTML.pageTail))
        #expect(page.contains("<td>화면 &lt;1999&gt;</td>"))
        // A piece per row, per folder (7), and five for the head, summary, section end and tail.
        #expect(pieces.count == 2000 + 2 * 7 + 4)
        #expect(pieces.dropFirst().allSatisfy { $0.utf8.count < 1024 })
    }

    @Test("A build streams index.html to its file, created by no whole write, and its pieces are the file")
    func buildStreamsIt() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(12, in: tmp)
        let streamed = Mutex<Int>(0)
        let created = Mutex<[String]>([])
        let fileSystem = RecordingFileSystem(
            onCreate: { path in created.withLock { $0.append(path) } },
            onStreamWrite: { path, bytes in if path.hasSuffix("/" + OutputNames.indexHTML) { streamed.withLock { $0 += bytes } } })
        #expect(StreamingBuildTests.build(tmp, out: "out", batchSize: 4, fileSystem: fileSystem).status == .success)
        let file = try #require(tmp.readBytes("out/" + OutputNames.indexHTML))
        #expect(streamed.withLock { $0 } == file.count)
        #expect(!created.withLock { $0 }.contains { $0.hasSuffix("/" + OutputNames.indexHTML) })
        #expect(String(decoding: file, as: UTF8.self).contains("s-011.review.html"))
    }
}
