@testable import FormcBuild
import FormcCore
import FormcPipelineTestSupport
@testable import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// A file read piece by piece is read through one descriptor: another build renaming a new
/// file over the path between two pieces (swapping its folder in) never mixes the two files.
@Suite("Files read in pieces")
struct FileReadStreamTests {
    /// The real file system, renaming `replacement` over the file being read just before its
    /// second piece is read.
    struct SwappingFileSystem: ForwardingFileSystem {
        var base = PosixFileSystem()
        let replacement: String

        func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream {
            let base = base, replacement = replacement
            var pieces = 0
            return WatchedReadStream(try base.openFile(path)) { _ throws(FileSystemError) in
                pieces += 1
                if pieces == 2 { try base.rename(replacement, to: path) }
            }
        }
    }

    static func bytes(_ count: Int, seed: UInt8) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) ^ seed } }

    @Test("Pieces of any size are the file's bytes, fewer only at its end, none after it")
    func piecesAreTheFile() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let bytes = Self.bytes(10_000, seed: 7)
        let path = try tmp.writeBytes("f", bytes)
        for fileSystem in [PosixFileSystem() as any FileSystem, InMemoryFiles(files: [path: bytes])] {
            for size in [1, 999, 4096, 10_000, 20_000] {
                let file = try fileSystem.openFile(path)
                var read: [UInt8] = []
                while true {
                    let piece = try file.read(upTo: size)
                    read += piece
                    if piece.count < size { break }
                    #expect(piece.count == size)
                }
                #expect(read == bytes, "pieces of \(size)")
                #expect(try file.read(upTo: 5).isEmpty)
            }
        }
        #expect(throws: FileSystemError.self) { try PosixFileSystem().openFile(tmp.url("missing")) }
    }

    @Test("A manifest renamed over between two pieces: the hash and the keys are of the file first opened")
    func swappedManifestIsNotMixedIn() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let first = ManifestPiecesTests.manifest(screens: 50).bytes
        // The same start, another end: read from the path piece by piece, the two would mix.
        var second = first
        second[(first.count - 20)...] = ArraySlice(Array(repeating: UInt8(ascii: "#"), count: 20))
        let path = try tmp.writeBytes("out/" + OutputNames.manifest, first)
        for step in 0..<2 {
            let replacement = try tmp.writeBytes("replacement-\(step)", second)
            let swapping = SwappingFileSystem(replacement: replacement)
            if step == 0 {
                #expect(ReadManifest.hash(of: path, swapping, pieceSize: 64) == StableHash.of(first))
            } else {
                #expect(ManifestKeys.read(swapping, path, pieceSize: 64) == ManifestPiecesTests.manifest(screens: 50).cache?.screens)
            }
            // The path holds the other file now; the next step puts the first back.
            #expect(try PosixFileSystem().readFile(path) == second)
            _ = try tmp.writeBytes("out/" + OutputNames.manifest + ".next", first)
            try PosixFileSystem().rename(path + ".next", to: path)
        }
    }

    @Test("A streamed output is compared with the file first opened, not with one renamed over it")
    func comparisonIsOfOneFile() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let chunk = StreamedOutput.chunkSize
        let old = Self.bytes(3 * chunk, seed: 1)
        // The same first chunk, then other bytes: a mix of the two would equal `old`'s start
        // and `other`'s rest.
        var other = old
        for index in chunk..<other.count { other[index] ^= 0xFF }
        let path = try tmp.writeBytes("index.md", old)
        let replacement = try tmp.writeBytes("replacement", other)
        var comparison = FileComparison(fileSystem: SwappingFileSystem(replacement: replacement), path: path)
        comparison.feed(old[..<chunk])
        comparison.feed(old[chunk...])
        let equal = comparison.finish()
        #expect(equal)
        #expect(try PosixFileSystem().readFile(path) == other)
    }
}

/// Files held in memory, read whole: `openFile` is the protocol's default.
private struct InMemoryFiles: FileSystem {
    let files: [String: [UInt8]]
    func status(_ path: String, followingLinks: Bool) throws(FileSystemError) -> FileStatus { throw FileSystemError(code: ENOENT, reason: "missing") }
    func contentsOfDirectory(_ path: String) throws(FileSystemError) -> [String] { [] }
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard let bytes = files[path] else { throw FileSystemError(code: ENOENT, reason: "missing") }
        return bytes
    }
    func createDirectory(_ path: String) throws(FileSystemError) { throw .unsupported }
    func createNewFile(_ path: String, contents: [UInt8]) throws(FileSystemError) { throw .unsupported }
    func rename(_ source: String, to destination: String) throws(FileSystemError) { throw .unsupported }
    func removeFile(_ path: String) throws(FileSystemError) { throw .unsupported }
}
