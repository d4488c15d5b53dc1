@testable import FormcBuild
import FormcCore
import FormcPipelineTestSupport
@testable import FormcProject
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// A large build's manifest (10 MB at 20,000 screens) is never held whole where a piece at a
/// time will do: the staging folder's screens' keys are read in pieces (`ManifestKeys`), and
/// the new manifest is written in pieces (`OutputSession.putManifest`).
@Suite("Manifest in pieces")
struct ManifestPiecesTests {
    /// A manifest of `count` screens, each with its five outputs, and a cache whose files'
    /// lines come after the screens' keys.
    static func manifest(screens count: Int) -> Manifest {
        let ids = (0..<count).map { "screen-\($0)" }
        var screens: [String: UInt64] = [:]
        for (index, id) in ids.enumerated() { screens[id] = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 }
        // Each file with a warning's excerpt (`excerpt`, `line`), as a build keeps them.
        let body = ids.map {
            "file 00000000000000aa 00000000000000bb - =specs/\($0).yaml\n"
                + "doc 0 1:1:0-3:1:40 =\($0) 2:5:10-2:10:15 =/screen 1 1 1:8:7-1:9:8 =/formc 1 2 -\n"
                + "diag W506 warning 2:1:5-2:4:8 =/fields/0/options =one%20option - =specs/\($0).yaml\n"
                + "excerpt 2\nline 2 =%20%20-%20x\n"
        }.joined()
        let text = BuildCache.header + "\n" + body + BuildCache.endPrefix + StableHash.hex(StableHash.of(body)) + "\n"
        var cache = Manifest(parsing: Array(text.utf8)).cache
        cache?.screens = screens
        cache?.contents = 0x42
        return Manifest(names: ids.flatMap { OutputNames.screenOutputs($0) } + OutputNames.shared, cache: cache)
    }

    /// Reads `bytes` as a manifest file through `ManifestKeys`, in pieces of `pieceSize`.
    static func keys(_ bytes: [UInt8], pieceSize: Int) throws -> ([String: UInt64]?, PieceLog) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.writeBytes(".formc-manifest", bytes)
        let log = PieceLog()
        return (ManifestKeys.read(PieceCountingFileSystem(log: log), path, pieceSize: pieceSize), log)
    }

    @Test("The keys read in pieces of any size are the cache's screens, and no read is larger than a piece")
    func keysInPieces() throws {
        let manifest = Self.manifest(screens: 300)
        let bytes = manifest.bytes
        for pieceSize in [1, 7, 64, 4096, 1 << 20] {
            let (keys, log) = try Self.keys(bytes, pieceSize: pieceSize)
            #expect(keys == manifest.cache?.screens, "pieces of \(pieceSize)")
            #expect(log.wholeReads == 0)
            #expect(log.largest <= pieceSize)
        }
    }

    @Test("Keys are trusted exactly when the manifest's cache is: cut, edited, another format, line ends")
    func trustedLikeTheManifest() throws {
        let good = Self.manifest(screens: 40).text
        let header = BuildCache.header
        let variants: [String] = [
            good,
            String(good.dropLast()),
            String(good.dropLast(30)),
            good.replacingOccurrences(of: "screen 1", with: "screen 2"),
            good.replacingOccurrences(of: "screen-7 ", with: "screen-7x "),
            good.replacingOccurrences(of: header, with: header.replacingOccurrences(of: "cache 3", with: "cache 2")),
            good.replacingOccurrences(of: header + "\n", with: header + "\r\n"),
            good.replacingOccurrences(of: "\nscreen-1.mockup.txt\n", with: "\rscreen-1.mockup.txt\r\n"),
            good + "extra\n",
            Manifest.header + "\nindex.md\n",
            "",
        ]
        for (index, text) in variants.enumerated() {
            let expected = Manifest(parsing: Array(text.utf8)).cache?.screens ?? [:]
            for pieceSize in [3, 50, 1 << 16] {
                let (keys, _) = try Self.keys(Array(text.utf8), pieceSize: pieceSize)
                #expect((keys ?? [:]) == expected, "variant \(index), pieces of \(pieceSize)")
            }
        }
        #expect(Manifest(parsing: Array(good.utf8)).cache?.screens.count == 40)
        #expect(Manifest(parsing: Array(good.utf8)).cache?.file("specs/screen-3.yaml")?.screens.count == 1)
    }

    @Test("The manifest written in pieces is the manifest's bytes; a small one is written whole")
    func writtenInPieces() throws {
        let manifest = Self.manifest(screens: 2000)
        var pieces: [[UInt8]] = []
        var out: [UInt8] = []
        manifest.write(into: &out, pieceSize: 4096) { piece in
            pieces.append(piece)
            piece.removeAll(keepingCapacity: true)
        }
        pieces.append(out)
        #expect(pieces.joined().elementsEqual(manifest.bytes))
        #expect(pieces.count > 20)
        // Each piece is a piece and at most one file's lines more.
        #expect(pieces.allSatisfy { $0.count < 4096 + 400 })
        #expect(Manifest(parsing: Array(pieces.joined())) == manifest)
    }

    @Test("A build writes a large manifest through a stream, in pieces, and reads it back the same")
    func sessionStreamsTheManifest() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let log = PieceLog()
        let fileSystem = PieceCountingFileSystem(log: log)
        let folder = directory.url("out")
        var session = try OutputSession(fileSystem: fileSystem, directory: folder)
        let manifest = Self.manifest(screens: 3000)
        session.record([OutputNames.specSchema])
        try session.write(PlannedOutput(name: OutputNames.specSchema, contents: Array("{}".utf8)))
        session.setCache(manifest.cache)
        try session.commit()
        let written = try PosixFileSystem().readFile(folder + "/" + OutputNames.manifest)
        #expect(Manifest(parsing: written).cache == manifest.cache)
        let manifestPieces = log.streamed.filter { $0.path.hasSuffix(OutputNames.manifest) }
        #expect(manifestPieces.count > 1)
        #expect(manifestPieces.allSatisfy { $0.size < 2 * StreamedOutput.chunkSize })
        #expect(manifestPieces.reduce(0) { $0 + $1.size } == written.count)
    }
}

extension ManifestPiecesTests {
    @Test("A manifest whose first piece cannot be written fails the build, never saves only its tail")
    func firstPieceFails() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = directory.url("out")
        var session = try OutputSession(fileSystem: NoStreamsFileSystem(), directory: folder)
        session.record([OutputNames.specSchema])
        try session.write(PlannedOutput(name: OutputNames.specSchema, contents: Array("{}".utf8)))
        session.setCache(Self.manifest(screens: 3000).cache)
        #expect(throws: WriteFailure.self) { try session.commit() }
        // Nothing was committed: the output folder holds no manifest, whole or cut.
        #expect(PosixFileSystem().statusIfPresent(folder + "/" + OutputNames.manifest) == nil)
    }
}

/// The real file system, except that opening a stream fails as when no descriptor is left,
/// while a whole write still works.
struct NoStreamsFileSystem: ForwardingFileSystem {
    var base = PosixFileSystem()

    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        throw FileSystemError(code: EMFILE, reason: "Too many open files")
    }
}

/// What a test learns of the reads and streamed writes through `PieceCountingFileSystem`.
final class PieceLog: Sendable {
    private let state = Mutex<(whole: Int, largest: Int, streamed: [(path: String, size: Int)])>((0, 0, []))
    var wholeReads: Int { state.withLock { $0.whole } }
    var largest: Int { state.withLock { $0.largest } }
    var streamed: [(path: String, size: Int)] { state.withLock { $0.streamed } }

    func noteWhole() { state.withLock { $0.whole += 1 } }
    func notePiece(_ size: Int) { state.withLock { $0.largest = max($0.largest, size) } }
    func noteStreamed(_ path: String, _ size: Int) { state.withLock { $0.streamed.append((path, size)) } }
}

/// The real file system, counting whole reads, the largest piece read, and each piece streamed.
struct PieceCountingFileSystem: ForwardingFileSystem {
    var base = PosixFileSystem()
    let log: PieceLog

    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
        log.noteWhole()
        return try base.readFile(path)
    }

    func openFile(_ path: String) throws(FileSystemError) -> any FileReadStream {
        let log = log
        return WatchedReadStream(try base.openFile(path)) { log.notePiece($0) }
    }

    func createNewFileStream(_ path: String) throws(FileSystemError) -> any FileWriteStream {
        PieceStream(base: try base.createNewFileStream(path), path: path, log: log)
    }
}

private final class PieceStream: FileWriteStream {
    let base: any FileWriteStream
    let path: String
    let log: PieceLog

    init(base: any FileWriteStream, path: String, log: PieceLog) {
        self.base = base
        self.path = path
        self.log = log
    }

    func write(_ bytes: [UInt8]) throws(FileSystemError) {
        log.noteStreamed(path, bytes.count)
        try base.write(bytes)
    }

    func close() throws(FileSystemError) { try base.close() }
}
