import FormcBuild
import FormcProject
import FormcTestSupport
import Testing

/// A build holds its output folder's manifest (10 MB at 20,000 screens) once: read whole before
/// the check, then only hashed a piece at a time where it is looked at again (the up-to-date
/// check, the output session), and read whole again only if it changed in between.
@Suite("Manifest read once")
struct ManifestReadsTests {
    @Test("A rebuild reads its manifest whole once, whether it writes or finds the folder up to date")
    func readWholeOnce() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(6, in: tmp)
        #expect(StreamingBuildTests.build(tmp, out: "out", batchSize: 4).status == .success)
        let manifest = tmp.url("out") + "/" + OutputNames.manifest
        for change in [true, false] {
            if change { _ = try tmp.write("specs/s-000.yaml", (tmp.read("specs/s-000.yaml") ?? "") + "# changed\n") }
            let fileSystem = CallCountingFileSystem()
            let result = StreamingBuildTests.build(tmp, out: "out", batchSize: 4, fileSystem: fileSystem)
            #expect(result.status == .success && result.rendered == (change ? ["s-000"] : []))
            let reads = fileSystem.log.counts { $0 == manifest }
            #expect(reads[.read] == 1, "changed: \(change)")
            #expect(reads[.readPiece] ?? 0 >= 1, "changed: \(change)")
        }
    }
}
