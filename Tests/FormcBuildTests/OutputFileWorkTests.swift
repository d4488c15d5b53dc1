import FormcProject
import FormcTestSupport
import Testing

/// The file-system work of writing a build's outputs, counted per output file: a build into a
/// folder that does not exist yet compares nothing with it (it reads no output, finds no file
/// missing) and writes each output in one call, into the staging folder swapped in at the end,
/// and links it once into the spare folder it leaves for the next build.
@Suite("Counted output-file work")
struct OutputFileWorkTests {
    /// The calls a clean build of `screens` specs makes on its output folder and staging folder.
    static func cleanBuild(screens: Int) throws -> (calls: [CallCountingFileSystem.Call: Int], outputs: Int) {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(screens, in: tmp)
        let fileSystem = CallCountingFileSystem()
        let result = StreamingBuildTests.build(tmp, out: "out", batchSize: 4, fileSystem: fileSystem)
        #expect(result.status == .success)
        #expect(result.write.written.count == tmp.list("out").count - 1)
        let out = tmp.url("out"), staging = tmp.url(".out.formc-")
        // The manifest, looked for once before the check (a cache may be there), apart.
        let manifest = out + "/" + OutputNames.manifest
        #expect(fileSystem.log.counts { $0 == manifest } == [.read: 1])
        let calls = fileSystem.log.counts { ($0.hasPrefix(out + "/") && $0 != manifest) || $0 == out || $0.hasPrefix(staging) }
        return (calls, tmp.list("out").count)
    }

    @Test("A build into a new folder writes each output once and reads none back")
    func cleanBuildWritesOnce() throws {
        var perScreen: [[CallCountingFileSystem.Call: Int]] = []
        for screens in [5, 20] {
            let (calls, outputs) = try Self.cleanBuild(screens: screens)
            // Five files per screen, the five shared ones and the manifest.
            #expect(outputs == 5 * screens + OutputNames.shared.count + 1)
            // Every file but the streamed pages (`index.md`, `index.html`, `review.html`) created whole, in one call.
            #expect(calls[.create] == outputs - 3)
            #expect(calls[.createStream] == 3)
            // Nothing compared: there is nothing to compare with. No page is read back for
            // `review.html`: in one folder, each section goes in as its screen is written.
            #expect(calls[.read] == nil)
            #expect(calls[.readPiece] == nil)
            #expect(calls[.remove] == nil)
            // Each file, once complete, linked into the folder the next build starts from (`NewSpare`).
            #expect(calls[.link] == outputs)
            // (`review.html` grows with the screens: its pieces are written as its buffer fills.)
            perScreen.append(calls.filter { ![.create, .link, .read, .streamWrite].contains($0.key) })
        }
        // Beyond the files themselves, the work does not grow with the screens.
        #expect(perScreen[0] == perScreen[1])
    }
}
