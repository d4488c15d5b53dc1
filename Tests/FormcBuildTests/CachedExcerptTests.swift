@testable import FormcBuild
import FormcCore
import Testing

/// The lines a warning shows, kept in the build cache (`CachedExcerpt`), give back the excerpt
/// the report would cut from the file, byte for byte, through the cache's text.
@Suite("Build cache: excerpts")
struct CachedExcerptTests {
    static func warning(line: Int) -> Diagnostic {
        let at = SourceLocation(line: line, column: 1, offset: 0)
        return Diagnostic(.W507, "m", file: "f.yaml", range: SourceRange(start: at, end: at))
    }

    @Test("Cut, written and read back, the excerpt is the one SourceExcerpt cuts", arguments: [
        "formc: 1\nscreen: a\ntitle: 여행 %20 카테고리\n\n  - { id: apply }\n",
        "formc: 1\r\nscreen: a\r\n\r\ntitle: x\r\n",
        "a\nb\n\nd\ne",
    ])
    func roundTrip(_ text: String) throws {
        let file = SourceFile(path: "f.yaml", bytes: Array(text.utf8))
        for lines in [[1], [3, 5], [2, 4], [4]] {
            let excerpt = try #require(SourceExcerpt.make(file, for: lines.map(Self.warning)))
            let cached = try #require(CachedExcerpt(excerpt))
            #expect(cached.source(path: "f.yaml").bytes == excerpt.bytes)
            var line = CacheLine()
            cached.write(into: &line)
            let bytes = line.bytes
            var reader = CacheReader(bytes)
            var read: CachedExcerpt?
            var start = 0
            for end in bytes.indices where bytes[end] == 0x0A {
                reader.split(start..<end)
                if read == nil {
                    read = CachedExcerpt(excerpt: reader)
                } else {
                    #expect(read?.addLine(reader) == true)
                }
                start = end + 1
            }
            #expect(read == cached)
        }
    }

    @Test("An excerpt that is not UTF-8, or not as SourceExcerpt cuts it, is not kept")
    func notKept() {
        #expect(CachedExcerpt(SourceFile(path: "f", bytes: [0x61, 0xFF, 0x0A])) == nil)
        #expect(CachedExcerpt(SourceFile(path: "f", bytes: Array("a\nb".utf8))) == nil)
        #expect(CachedExcerpt(SourceFile(path: "f", bytes: Array("a\r\n".utf8))) != nil)
    }
}
