@testable import FormcBuild
import FormcCore
@testable import FormcProject
import FormcTestSupport
import Synchronization
import Testing

/// A spec with hundreds of thousands of diagnostics must not hold them several times: the
/// list a screen's rules made is the one its outcome keeps and, when it is the run's only one,
/// the one the report sorts and writes. Counted by where the arrays' elements are stored.
@Suite("Diagnostics held once")
struct DiagnosticSharingTests {
    static func spec(_ count: Int) -> String {
        let chosen = (0..<count).map { "z\($0)" }.joined(separator: ", ")
        return "formc: 1\nscreen: s\nfields:\n  - id: f\n    type: multi-choice\n    options: [a, b]\n"
            + "    initial: [\(chosen)]\nactions:\n  - { id: ok, title: OK, role: submit }\n"
    }

    static func storage(_ list: [Diagnostic]) -> UnsafePointer<Diagnostic>? { list.withUnsafeBufferPointer(\.baseAddress) }

    @Test("The report of one spec's many diagnostics is the list its screen keeps, not a copy")
    func reportSharesTheScreensList() throws {
        let tmp = try TemporaryDirectory()
        defer { tmp.remove() }
        try tmp.write("specs/many.yaml", Self.spec(300))
        for keepsSources in [false, true] {
            let run = LintPipeline(stages: .standard, keepsScreens: false, keepsSources: keepsSources).run(discovering: [tmp.url("specs")])
            let screen = try #require(run.files.first?.screens.first)
            #expect(run.report.diagnostics.count == 300)
            #expect(screen.diagnostics.count == 300)
            #expect(Self.storage(run.report.diagnostics) == Self.storage(screen.diagnostics))
        }
    }

    @Test("A screen keeps the list its rules returned when decoding found nothing")
    func screenKeepsTheRulesList() {
        let made = Mutex<UnsafePointer<Diagnostic>?>(nil)
        let standard = Stages.standard
        let stages = Stages(load: standard.load, decode: standard.decode,
                            validate: { screen in
                                let found = standard.validate(screen)
                                made.withLock { $0 = Self.storage(found) }
                                return found
                            },
                            validateBuild: standard.validateBuild)
        let checked = stages.check(text: Self.spec(50))
        #expect(checked.screens.first?.diagnostics.count == 50)
        #expect(checked.screens.first.map { Self.storage($0.diagnostics) } == made.withLock { $0 })
    }

    @Test("Lists joined for a report fill one array of their size; a single list is shared")
    func joinedExactly() {
        let code = DiagnosticCode("E312", .error, summary: "s", explanation: Explanation(meaning: "m", example: "e", fix: "f", fixed: nil))
        let lists = (0..<7).map { file in
            (0..<(file % 3) * 5).map { Diagnostic(code, "m", file: "f\(file).yaml", range: SourceRange(at: SourceLocation(line: $0 + 1, column: 1, offset: 0))) }
        }
        let all = [Diagnostic].joined { lists.forEach($0) }
        #expect(all == lists.flatMap { $0 })
        #expect(all.capacity <= all.count + 1)
        let one = [Diagnostic].joined { list in [[], lists[1], []].forEach(list) }
        #expect(Self.storage(one) == Self.storage(lists[1]))
        #expect([Diagnostic].joined { list in [[], []].forEach(list) }.isEmpty)
    }
}
