@testable import FormcBuild
import FormcCore
import Testing

/// The serial work of a build between its check and its writes, counted: a build given the
/// inputs its command found does not walk the tree again, and the per-screen decisions of a
/// plan (reserved ids, warning counts) take no set or string made per screen.
@Suite("Counted build-plan work")
struct BuildPlanWorkTests {
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
}
