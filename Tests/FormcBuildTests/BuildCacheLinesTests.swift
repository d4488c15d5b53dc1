@testable import FormcBuild
import FormcCore
@testable import FormcProject
import Testing

/// The build cache keeps each file's lines as bytes: decoded only when the check asks for the
/// file, copied as they are into the next cache when the file is recorded unchanged.
@Suite("Build cache: files' lines")
struct BuildCacheLinesTests {
    /// A cache of two files: `a.yaml` with a field count written `03` (a build writes `3`;
    /// the reader takes both), and `b.yaml` with a warning.
    static let body = """
        screen 00000000000000a1 alpha
        screen 00000000000000b2 beta
        file 0000000000000001 0000000000000002 - =specs/a.yaml
        doc 0 1:1:0-3:1:40 =alpha 2:5:10-2:10:15 =/screen 1 1 1:8:7-1:9:8 =/formc 1 03 =Alpha%20one
        file 0000000000000003 0000000000000004 10.20.30.40 =specs/b.yaml
        doc 0 1:1:0-3:1:40 =beta 2:5:10-2:10:15 =/screen 1 1 1:8:7-1:9:8 =/formc 1 2 -
        diag W506 warning 2:1:5-2:4:8 =/fields/0/options =one%20option - =specs/b.yaml
        note =here =specs/b.yaml 2:1:5-2:4:8

        """

    static func cache(_ body: String) -> BuildCache? {
        let text = Manifest.header + "\n" + BuildCache.header + "\n" + body + BuildCache.endPrefix
            + StableHash.hex(StableHash.of(body)) + "\n"
        return Manifest(parsing: Array(text.utf8)).cache
    }

    @Test("A file is decoded when asked for, with its screens, warnings and notes")
    func decodedOnDemand() throws {
        let cache = try #require(Self.cache(Self.body))
        #expect(cache.screens == ["alpha": 0xa1, "beta": 0xb2])
        let a = try #require(cache.file("specs/a.yaml"))
        #expect(a.contentHash == 1 && a.checkKey == 2 && a.stamp == nil)
        #expect(a.screens.map(\.fieldCount) == [3] && a.screens.map(\.title) == ["Alpha one"])
        let b = try #require(cache.file("specs/b.yaml"))
        #expect(b.stamp == FileStamp(size: 10, inode: 20, modified: 30, changed: 40))
        #expect(b.screens.first?.diagnostics.map(\.code.id) == ["W506"])
        #expect(b.screens.first?.diagnostics.first?.notes.map(\.message) == ["here"])
        #expect(cache.file("specs/c.yaml") == nil)
    }

    @Test("A file kept in the next cache is copied byte for byte; one added is encoded as a build writes it")
    func keptLinesAreCopied() throws {
        let previous = try #require(Self.cache(Self.body))
        var next = BuildCache(keepingFrom: previous)
        next.keep("specs/a.yaml", from: previous)
        var b = try #require(previous.file("specs/b.yaml"))
        b.stamp = nil
        next.add(b)
        next.screens = previous.screens
        let text = next.text
        // `03` is not how a build writes a count: the line was copied, not decoded and encoded.
        #expect(text.contains("=/formc 1 03 =Alpha%20one\n"))
        #expect(text.contains("file 0000000000000003 0000000000000004 - =specs/b.yaml\n"))
        #expect(next != previous)
        let again = try #require(Self.cache(String(text.split(separator: "\n", maxSplits: 1)[1].split(separator: "\n").dropLast()
            .joined(separator: "\n") + "\n")))
        #expect(again == next)
        // Kept whole, the cache equals the one it came from.
        var same = BuildCache(keepingFrom: previous)
        same.keep("specs/a.yaml", from: previous)
        same.keep("specs/b.yaml", from: previous)
        same.screens = previous.screens
        #expect(same == previous && same.text == previous.text)
        // The manifest's buffer is sized exactly from the lines it holds.
        for cache in [previous, next, same] { #expect(cache.byteCount == cache.text.utf8.count) }
        next.contents = 7
        #expect(next.byteCount == next.text.utf8.count)
    }

    @Test("A file whose own lines are malformed is checked again; the rest of the cache stands")
    func malformedFileLines() throws {
        let broken = Self.body.replacingOccurrences(of: "note =here =specs/b.yaml 2:1:5-2:4:8", with: "note =here =specs/b.yaml 2:1:5")
        let cache = try #require(Self.cache(broken))
        #expect(cache.file("specs/b.yaml") == nil)
        #expect(cache.file("specs/a.yaml") != nil)
        // Lines that belong to no file, a note after no diagnostic, a path twice: not trusted at all.
        #expect(Self.cache("doc 0\n" + Self.body) == nil)
        #expect(Self.cache(Self.body.replacingOccurrences(of: "diag W506", with: "note W506")) == nil)
        #expect(Self.cache(Self.body + "file 0000000000000001 0000000000000002 - =specs/a.yaml\n") == nil)
        #expect(Self.cache(Self.body + "screen 00000000000000c3 gamma\n") == nil)
    }
}
