@testable import FormcBuild
import Testing

/// What a build holds of its cache at the end of a large build, when its memory is highest: the
/// lines it adds in pieces that never grow by doubling, and none of the previous cache's bytes
/// when it keeps none of its files.
@Suite("Build cache: memory")
struct BuildCacheMemoryTests {
    /// A cache of `count` files of one screen each, written as a build writes them (so that
    /// encoding a decoded file gives its lines back byte for byte).
    static func cache(files count: Int) throws -> BuildCache {
        var body = ""
        for index in 0..<count {
            let id = "s\(index)"
            body += "screen \(StableHash.hex(UInt64(index + 1))) \(id)\n"
        }
        for index in (0..<count).sorted(by: { "f\($0)".utf8.lexicographicallyPrecedes("f\($1)".utf8) }) {
            body += "file \(StableHash.hex(UInt64(index + 1))) \(StableHash.hex(UInt64(index + 7))) - =specs/f\(index).yaml\n"
            body += "doc 0 1:1:0-3:1:40 =s\(index) 2:5:10-2:10:15 =/screen 1 1 1:8:7-1:9:8 =/formc 1 2 "
                + "=A%20title%20long%20enough%20to%20fill%20a%20line%20of%20the%20cache%20\(index)\n"
        }
        return try #require(BuildCacheLinesTests.cache(body))
    }

    @Test("Files added past a piece's size start a new piece: each file's lines whole, no piece grown by doubling")
    func addedInPieces() throws {
        let previous = try Self.cache(files: 3000)
        let paths = (0..<3000).map { "specs/f\($0).yaml" }
        var next = BuildCache(keepingFrom: previous)
        for path in paths { next.add(try #require(previous.file(path))) }
        next.screens = previous.screens
        let pieces = next.added.pieces
        #expect(pieces.count >= 2)
        #expect(pieces.reduce(0) { $0 + $1.count } > AddedLines.pieceSize)
        for piece in pieces {
            #expect(piece.count <= AddedLines.pieceSize)
            // Reserved once: an array that outgrew its room would have doubled it.
            #expect(piece.capacity < 2 * AddedLines.pieceSize)
        }
        for path in paths { #expect(next.file(path) == previous.file(path), "\(path)") }
        // Encoded as a build writes them, the lines are those read; kept from pieces into
        // another cache, they are copied as they are.
        #expect(next.text == previous.text)
        var kept = BuildCache(keepingFrom: next)
        for path in paths { kept.keep(path, from: next) }
        kept.screens = next.screens
        #expect(kept.text == previous.text && kept == previous)
        #expect(kept.byteCount == kept.text.utf8.count)
    }

    @Test("A cache that keeps no file of the previous one holds none of its bytes; one kept file shares them, not copies them")
    func previousBytesOnlyWhenKept() throws {
        let previous = try Self.cache(files: 3)
        #expect(!previous.read.isEmpty)
        var added = BuildCache(keepingFrom: previous)
        added.add(try #require(previous.file("specs/f1.yaml")))
        #expect(added.read.isEmpty)
        var kept = BuildCache(keepingFrom: previous)
        kept.keep("specs/f2.yaml", from: previous)
        kept.keep("specs/f0.yaml", from: previous)
        #expect(kept.read.count == previous.read.count && kept.added.pieces.isEmpty)
        #expect(kept.file("specs/f2.yaml") == previous.file("specs/f2.yaml"))
        #expect(kept.file("specs/f1.yaml") == nil)
    }

    @Test("Without its files, a cache keeps its screens' keys and the shared outputs' key, and no byte of what it read")
    func withoutFiles() throws {
        var previous = try Self.cache(files: 3)
        previous.contents = 42
        let keys = previous.withoutFiles
        #expect(keys.screens == previous.screens && keys.contents == 42)
        #expect(keys.file("specs/f0.yaml") == nil && keys.read.isEmpty)
        #expect(!keys.text.contains("\nfile ") && keys.text.contains("\nscreen "))
    }
}
