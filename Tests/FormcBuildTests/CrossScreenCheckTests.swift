import FormcBuild
import FormcCore
import FormcPipelineTestSupport
import FormcProject
import FormcTestSupport
import Synchronization
import Testing

/// What the check across screens (E300) is given by a lint run: only the screens whose id
/// another screen has, so a run of thousands of distinct screens makes none of them again.
@Suite("Pipeline: the check across screens")
struct CrossScreenCheckTests {
    /// Lints `specs` (name → screen id) with the standard stages, recording the ids of the
    /// screens that the check across screens is handed.
    static func lint(_ specs: [(String, String)]) throws -> (run: LintRun, handed: [String]) {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        for (name, id) in specs { try tmp.write("s/\(name).yaml", "formc: 1\nscreen: \(id)\n") }
        let handed = Mutex<[String]>([])
        let standard = Stages.standard
        let stages = Stages(
            load: standard.load, decode: standard.decode, validate: standard.validate,
            validateBuild: { screens in
                handed.withLock { $0 += screens.map(\.id.value) }
                return standard.validateBuild(screens)
            })
        let pipeline = LintPipeline(stages: stages, keepsScreens: false)
        let run = BlockingRunner.run(width: 2) { await pipeline.run(paths: [tmp.url("s")]) }
        return (run, handed.withLock { $0 })
    }

    @Test("Only the screens that share an id are handed over, and E300 is still reported for them")
    func onlyRepeatedIDs() throws {
        let (run, handed) = try Self.lint([("a", "one"), ("b", "same"), ("c", "two"), ("d", "same"), ("e", "three")])
        #expect(handed == ["same", "same"])
        let duplicates = run.files.flatMap(\.screens).filter(\.isDuplicate).map(\.id)
        #expect(duplicates == ["same", "same"])
        // Reported at the later of the two, as without the filter.
        #expect(run.report.diagnostics.filter { $0.code == .E300 }.map(\.file) == run.files.map(\.path).filter { $0.hasSuffix("/d.yaml") })
    }

    @Test("A run without a repeated id hands over no screen")
    func noneWithoutRepeats() throws {
        let (run, handed) = try Self.lint([("a", "one"), ("b", "two"), ("c", "three")])
        #expect(run.files.flatMap(\.screens).count == 3)
        #expect(handed.isEmpty)
        #expect(!run.report.diagnostics.contains { $0.code == .E300 })
    }
}
