@testable import FormcBuild
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Foundation
import Testing

/// `review.html` is written while the screens are (`ReviewDocumentStream`): a page rendered
/// before its turn in contents order is held within a budget of memory, or read back from the
/// staging folder beyond it. Counted work: the pages read back; and the document is the same
/// byte for byte whatever the budget.
@Suite("Build: review.html written as the screens are")
struct ReviewDocumentStreamTests {
    /// Specs whose contents order (by folder, folders in order of first appearance) is not the
    /// input order: `specs/a.yaml`, `specs/b/x.yaml`, `specs/c.yaml` are drawn a, c, then x.
    static func interleavedSpecs(in tmp: TemporaryDirectory) throws {
        for (path, id) in [("specs/a.yaml", "a"), ("specs/b/x.yaml", "x"), ("specs/b/y.yaml", "y"),
                           ("specs/c.yaml", "c"), ("specs/d.yaml", "d")] {
            try tmp.write(path, """
                formc: 1
                screen: \(id)
                title: "Screen \(id)"
                fields:
                  - id: pick
                    type: choice
                    commit: on-select
                    options: [One, Two]

                """)
        }
    }

    static func build(_ tmp: TemporaryDirectory, out: String, pageBudget: Int, fileSystem: any FileSystem) -> BuildResult {
        var pipeline = BuildPipeline(lint: LintPipeline(stages: .standard), renderers: .standard, fileSystem: fileSystem, batchSize: 1)
        pipeline.pageBudget = pageBudget
        let options = BuildOptions(paths: [tmp.url("specs")], outputDirectory: tmp.url(out))
        let configured = pipeline
        return BlockingRunner.run(width: 1) { await configured.run(options) }
    }

    /// The pages read back from the staging folder of a build into `out`.
    static func readBack(_ fileSystem: CallCountingFileSystem, _ tmp: TemporaryDirectory, _ out: String) -> Int {
        let staging = tmp.url(".\(out).formc-")
        return fileSystem.log.counts { $0.hasPrefix(staging) && $0.hasSuffix(".review.html") }[.read] ?? 0
    }

    @Test("Pages before their turn are held within the budget, read back beyond it; the document is the same")
    func heldOrReadBack() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.interleavedSpecs(in: tmp)

        let held = CallCountingFileSystem()
        #expect(Self.build(tmp, out: "held", pageBudget: ReviewDocumentStream.defaultBudget, fileSystem: held).status == .success)
        #expect(Self.readBack(held, tmp, "held") == 0)

        // No room: the two pages of `specs/b` come before their turn, and are read back at it.
        let none = CallCountingFileSystem()
        #expect(Self.build(tmp, out: "none", pageBudget: 0, fileSystem: none).status == .success)
        #expect(Self.readBack(none, tmp, "none") == 2)

        let document = try #require(tmp.readBytes("held/" + OutputNames.reviewDocument))
        #expect(document == tmp.readBytes("none/" + OutputNames.reviewDocument))
        // Every screen's section once, in contents order.
        let text = String(decoding: document, as: UTF8.self)
        let starts = ["a", "c", "d", "x", "y"].map { id in text.range(of: "<section class=\"screen\" id=\"\(id)\">")?.lowerBound }
        #expect(starts.allSatisfy { $0 != nil })
        #expect(starts.compactMap { $0 } == starts.compactMap { $0 }.sorted())
    }

    @Test("An incremental build reads back the kept screens' pages only, each once, and writes the same document as a clean build")
    func keptPagesReadBack() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try Self.interleavedSpecs(in: tmp)
        #expect(Self.build(tmp, out: "out", pageBudget: ReviewDocumentStream.defaultBudget, fileSystem: PosixFileSystem()).status == .success)
        // `a`, `c` and `d` come before `x` and are kept: read back when `x` comes, which is then
        // written at once, with no room to be held (nor read back).
        let changed = try #require(tmp.read("specs/b/x.yaml")).replacingOccurrences(of: "Screen x", with: "Screen x, again")
        try tmp.write("specs/b/x.yaml", changed)
        let fileSystem = CallCountingFileSystem()
        let result = Self.build(tmp, out: "out", pageBudget: 0, fileSystem: fileSystem)
        #expect(result.status == .success)
        #expect(result.rendered == ["x"])
        let staging = tmp.url(".out.formc-")
        let reads = fileSystem.log.counts { $0.hasPrefix(staging) && $0.hasSuffix(".review.html") }
        #expect(reads[.read] == 4)
        #expect(Self.build(tmp, out: "clean", pageBudget: 0, fileSystem: PosixFileSystem()).status == .success)
        #expect(tmp.readBytes("out/" + OutputNames.reviewDocument) == tmp.readBytes("clean/" + OutputNames.reviewDocument))
    }
}
