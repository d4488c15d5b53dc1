@testable import FormcLoad
import Foundation
import Testing

/// Files are read whole into one array sized from `fstat`, and files whose size `fstat` does
/// not tell (pipes, devices) in growing pieces: both give exactly the bytes written.
@Suite struct FileReaderTests {
    private static func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) } }

    private static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "formc-reader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a file is read whole, around the first read's size", arguments: [0, 1, 4095, 4096, 4097, 10_000])
    func readsWholeFiles(_ count: Int) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/f.yaml"
        try Data(Self.bytes(count)).write(to: URL(fileURLWithPath: path))
        let read = try FileReader.read(path: path, maxBytes: 1 << 20).get()
        #expect(read == Self.bytes(count))
    }

    @Test func aFileOverTheLimitIsTooLarge() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/f.yaml"
        try Data(Self.bytes(100)).write(to: URL(fileURLWithPath: path))
        guard case .failure(.tooLarge(let size)) = FileReader.read(path: path, maxBytes: 50) else {
            Issue.record("a 100-byte file read with a limit of 50 bytes")
            return
        }
        #expect(size == 100)
    }

    @Test("a pipe, whose size fstat gives as 0, is read in pieces to its end", arguments: [3000, 10_000])
    func readsPipes(_ count: Int) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/pipe"
        try #require(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            // Opening a FIFO to write waits for its reader.
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data(Self.bytes(count)))
            try? handle.close()
        }
        writer.start()
        let read = try FileReader.read(path: path, maxBytes: 1 << 20).get()
        #expect(read == Self.bytes(count))
    }
}
