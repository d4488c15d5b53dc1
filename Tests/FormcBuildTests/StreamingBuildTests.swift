import FormcBuild
import FormcCLI
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcProject
import FormcReview
import FormcTestSupport
import Foundation
import Synchronization
import Testing

/// A build's memory does not grow with its outputs: screens are rendered and written batch by
/// batch, `index.md` is streamed to its file, and the bytes are those of a build in one go.
@Suite("Streaming build")
struct StreamingBuildTests {
    static let screenCount = 60

    /// `count` valid specs, `s-000`…, each with a field of twenty options (a long section).
    static func writeSpecs(_ count: Int, in tmp: TemporaryDirectory, folder: String = "specs") throws {
        let options = (1...20).map { "옵션 \($0)" }.joined(separator: ", ")
        for i in 0..<count {
            let id = "s-" + String(1000 + i).dropFirst()
            try tmp.write("\(folder)/\(id).yaml", """
                formc: 1
                screen: \(id)
                title: "화면 \(i)"
                fields:
                  - id: pick
                    type: choice
                    commit: on-select
                    options: [\(options)]

                """)
        }
    }

    /// Standard renderers that count the screens rendered so far.
    static func counting(_ rendered: Counter) -> Renderers {
        let standard = Renderers.standard
        return Renderers(
            resultSchema: { screen, draft in
                rendered.increment()
                return standard.resultSchema(screen, draft)
            },
            mockups: standard.mockups, specSchema: standard.specSchema)
    }

    static func build(_ tmp: TemporaryDirectory, out: String, batchSize: Int, width: Int = 2,
                      renderers: Renderers = .standard, fileSystem: any FileSystem = PosixFileSystem()) -> BuildResult {
        let pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: renderers, fileSystem: fileSystem, batchSize: batchSize)
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url(out))
        return BlockingRunner.run(width: width) { await pipeline.run(options) }
    }

    @Test("Each screen's files are in place before later batches are rendered: two batches are held at most")
    func incremental() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(Self.screenCount, in: tmp)
        let rendered = Counter()
        let written = Counter()
        // For each screen written (its mockup created): how many had been rendered.
        let heldAtWrite = Mutex<[Int]>([])
        let fileSystem = RecordingFileSystem(onCreate: { path in
            guard path.hasSuffix(".mockup.txt") else { return }
            let done = written.increment()
            heldAtWrite.withLock { $0.append(rendered.current - done) }
        })
        let batch = 4
        let result = Self.build(tmp, out: "out", batchSize: batch, renderers: Self.counting(rendered), fileSystem: fileSystem)
        #expect(result.status == .success)
        #expect(rendered.current == Self.screenCount)
        let held = heldAtWrite.withLock { $0 }
        #expect(held.count == Self.screenCount)
        // Rendered but not yet written: never more than the batch being written and the next.
        #expect((held.max() ?? .max) < 2 * batch, "held \(held)")
    }

    @Test("index.md, the contents, is streamed in chunks after every screen's pages, so the build holds no review in memory")
    func streamedIndex() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(Self.screenCount, in: tmp)
        let rendered = Counter()
        let pieces = Mutex<[(rendered: Int, bytes: Int)]>([])
        let fileSystem = RecordingFileSystem(onStreamWrite: { path, bytes in
            guard path.hasSuffix("/index.md") else { return }
            let count = rendered.current
            pieces.withLock { $0.append((count, bytes)) }
        })
        let result = Self.build(tmp, out: "out", batchSize: 4, renderers: Self.counting(rendered), fileSystem: fileSystem)
        #expect(result.status == .success)
        let written = pieces.withLock { $0 }
        let index = try #require(tmp.readBytes("out/index.md"))
        #expect(written.reduce(0) { $0 + $1.bytes } == index.count)
        #expect(!written.isEmpty)
        // Written from the plan's rows once every screen's own pages are in place.
        #expect(written.allSatisfy { $0.rendered == Self.screenCount })
        // No piece is much more than the chunk the stream gathers.
        #expect(written.allSatisfy { $0.bytes < 256 * 1024 })
        #expect(!tmp.list("out").contains { $0.hasPrefix(OutputNames.temporaryPrefix) })
        #expect(!tmp.list("").contains { $0.contains(".formc-next.") })
    }

    @Test("The batch size and the width change nothing in the outputs")
    func batchesAreInvisible() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(Self.screenCount, in: tmp)
        _ = Self.build(tmp, out: "one", batchSize: 1, width: 1)
        _ = Self.build(tmp, out: "seven", batchSize: 7, width: 8)
        _ = Self.build(tmp, out: "all", batchSize: 1000, width: 2)
        let names = tmp.list("all")
        #expect(names.count == OutputNames.screenOutputs("x").count * Self.screenCount + OutputNames.shared.count + 1)
        for folder in ["one", "seven"] {
            #expect(tmp.list(folder) == names)
            for name in names {
                #expect(tmp.readBytes(folder + "/" + name).map(ManifestStamps.masked) == tmp.readBytes("all/" + name).map(ManifestStamps.masked),
                        "\(folder)/\(name) differs")
            }
        }
    }

    @Test("The streamed review is the review rendered in one go: contents and every screen's pages")
    func streamedEqualsWhole() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.writeSpecs(5, in: tmp)
        #expect(Self.build(tmp, out: "out", batchSize: 2).status == .success)
        let pipeline = LintPipeline(stages: .standard)
        let run = BlockingRunner.run { await pipeline.run(paths: [tmp.url("specs")]) }
        let entries = run.screens.compactMap { outcome in
            outcome.fullScreen.map { screen in
                ReviewEntry(screen: screen, warnings: outcome.diagnostics.filter { $0.severity == .warning }.sortedForReport(),
                            mockups: Renderers.standard.mockups(screen, DeviceSheet.sheets(of: screen, on: [.default])))
            }
        }
        #expect(entries.count == 5)
        var contents = ""
        ReviewContents.markdown(rows: entries.map(ReviewRow.init), fileCount: 5, devices: ["iphone-15"]) { contents += $0 }
        #expect(tmp.read("out/index.md") == contents)
        for entry in entries {
            let id = entry.screen.id.value
            #expect(tmp.read("out/\(id).review.md") == ScreenReview(entry: entry).render())
            #expect(tmp.read("out/\(id).review.html") == ScreenReviewHTML(entry: entry).render())
            // The files written from byte buffers hold what the text renderers give.
            #expect(tmp.read("out/\(id).mockup.txt") == MockupRenderer.renderAll(entry.screen, devices: [.default]))
            #expect(tmp.read("out/\(id).schema.json") == ResultSchema.text(entry.screen))
        }
    }
}
