@testable import FormcBuild
import FormcCore
import FormcPipelineTestSupport
@testable import FormcProject
import FormcTestSupport
import FormcValidate
import Foundation
import Testing

/// The serial work of a build between its check and its writes, counted: a build given the
/// inputs its command found does not walk the tree again, and the per-screen decisions of a
/// plan (reserved ids, warning counts) take no set or string made per screen.
@Suite("Counted build-plan work")
struct BuildPlanWorkTests {
    /// A file system that does not tell a folder's link count, counting its listings.
    struct NoLinkCounts: ForwardingFileSystem {
        var base = PosixFileSystem()
        let log = CallLog()
        func entriesOfDirectory(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
            log.note(.list, path)
            return try base.entriesOfDirectory(path)
        }
        func folderLinkCount(_ path: String) -> Int? { nil }
    }

    @Test("A build given the inputs found before (to load their configs) lists no spec folder again")
    func foundInputsAreNotWalkedAgain() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try StreamingBuildTests.writeSpecs(6, in: tmp)
        let specs = tmp.url("specs")
        let inputs = InputDiscovery().discover([specs])
        #expect(inputs.files.count == 6)
        for given in [nil, inputs] {
            let fileSystem = CallCountingFileSystem()
            let lint = LintPipeline(stages: .standard, discovery: InputDiscovery(fileSystem: fileSystem))
            let pipeline = BuildPipeline(lint: lint, renderers: .standard, batchSize: 4)
            let options = BuildOptions(paths: [specs], outputDirectory: tmp.url(given == nil ? "walked" : "given"), inputs: given)
            let result = BlockingRunner.run { await pipeline.run(options) }
            #expect(result.status == .success && result.built.count == 6)
            let listed = fileSystem.log.counts { $0.hasPrefix(specs) }[.list]
            #expect(listed == (given == nil ? 1 : nil))
        }
        // The same outputs either way.
        #expect(tmp.list("walked") == tmp.list("given"))
    }

    @Test("Reserved ids are told apart without the outputs' names, as comparing the names does")
    func reservedIDsAgreeWithTheNames() {
        #expect(OutputNames.reservedASCIIIDs.sorted() == ["formc-spec", "formcsupport"])
        let ids = ["formc-spec", "FORMC-SPEC", "Formc-Spec", "formcsupport", "FormcSupport", "formc", "formc-spec2", "xformc-spec",
                   "index", "index.review", "screen-09999", "a", "", "formc-spec.schema", "formc-süpport", "ＦＯＲＭＣ-spec",
                   "formc-\u{212A}", "\u{130}ndex"]
        for id in ids {
            #expect(OutputNames.isReservedScreenID(id) == OutputNames.collidesWithShared(id), "\(id)")
        }
        #expect(OutputNames.isReservedScreenID("FormcSupport") && !OutputNames.isReservedScreenID("formc-spec2"))
        // E306 reports exactly these ids, naming the output each would overwrite.
        #expect(Set(Validator.reservedScreenIDs.keys) == Set(OutputNames.reservedASCIIIDs))
        for (id, shared) in Validator.reservedScreenIDs { #expect(OutputNames.sharedOutput(overwrittenBy: id) == shared, "\(id)") }
    }

    @Test("A screen's warnings are counted once each, a set made only when two could be the same")
    func distinctWarnings() {
        func diagnostic(_ code: DiagnosticCode, line: Int) -> Diagnostic {
            let at = SourceLocation(line: line, column: 1, offset: line * 10)
            return Diagnostic(code, "m", file: "f.yaml", range: SourceRange(start: at, end: at))
        }
        let warning = diagnostic(.W507, line: 1)
        #expect(BuildPlan.distinctWarnings([]) == 0)
        #expect(BuildPlan.distinctWarnings([diagnostic(.E300, line: 2), warning]) == 1)
        #expect(BuildPlan.distinctWarnings([warning, warning]) == 1)
        #expect(BuildPlan.distinctWarnings([warning, diagnostic(.W507, line: 3), diagnostic(.E300, line: 2)]) == 2)
    }

    @Test("The check of --out before any work lists the folder only when its link count says it may hold a folder")
    func preflightListsOnlyAFolderWithFolders() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        _ = try tmp.write("out/a.txt", "x\n")
        let out = tmp.url("out")
        let counts = PosixFileSystem().folderLinkCount(out)
        let plain = CallCountingFileSystem()
        #expect(OutputSession.preflight(out, fileSystem: plain) == nil)
        // A file system that counts subfolders (2: none) is not listed; one that does not is.
        #expect(plain.log.counts { $0 == out }[.list] == (counts == 2 ? nil : 1))
        try tmp.makeDirectory("out/nested")
        let nested = CallCountingFileSystem()
        #expect(OutputSession.preflight(out, fileSystem: nested)?.path == out + "/nested")
        #expect(nested.log.counts { $0 == out }[.list] == 1)
        // Without a link count, the folder is listed.
        try FileManager.default.removeItem(atPath: out + "/nested")
        let unknown = NoLinkCounts()
        #expect(OutputSession.preflight(out, fileSystem: unknown) == nil)
        #expect(unknown.log.counts { $0 == out }[.list] == 1)
    }
}
