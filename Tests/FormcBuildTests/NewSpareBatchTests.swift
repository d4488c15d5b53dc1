@testable import FormcBuild
import FormcProject
import FormcTestSupport
import Testing

/// The links into a new spare folder go to their thread in batches (`NewSpare.batchSize`): one
/// block per batch, not per file. Counted: the links made before and after `settle()`.
@Suite("New spare folder: links in batches")
struct NewSpareBatchTests {
    @Test("Names wait for a full batch or for settle(), which links every one of them")
    func batches() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        let count = NewSpare.batchSize + 3
        for index in 0..<count { try tmp.write("staging/f\(index)", "\(index)") }
        let fileSystem = CallCountingFileSystem()
        let spare = try #require(NewSpare(fileSystem: fileSystem, staging: tmp.url("staging"), path: tmp.url("spare")))
        for index in 0..<(NewSpare.batchSize - 1) { spare.add("f\(index)") }
        // Not a batch yet: nothing is handed to the thread, so nothing is linked.
        #expect(fileSystem.log.counts { $0.hasPrefix(tmp.url("spare/")) }[.link] == nil)
        for index in (NewSpare.batchSize - 1)..<count { spare.add("f\(index)") }
        #expect(spare.settle())
        #expect(fileSystem.log.counts { $0.hasPrefix(tmp.url("spare/")) }[.link] == count)
        #expect(tmp.list("spare").count == count)
        #expect(tmp.read("spare/f\(count - 1)") == "\(count - 1)")
    }

    @Test("A name taken already gives up the folder, in whichever batch it comes")
    func failureGivesUp() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("staging/a", "a")
        let spare = try #require(NewSpare(fileSystem: PosixFileSystem(), staging: tmp.url("staging"), path: tmp.url("spare")))
        spare.add("a")
        spare.add("a")
        #expect(!spare.settle())
    }
}
