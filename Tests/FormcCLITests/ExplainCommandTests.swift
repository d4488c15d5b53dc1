import FormcCLI
import FormcCore
import FormcPipelineTestSupport
import Testing

/// `formc explain CODE`.
@Suite struct ExplainCommandTests {
    @Test(arguments: DiagnosticRegistry.formc.codes)
    func everyCodeHasAPage(_ code: DiagnosticCode) {
        let (exit, out, _) = CapturingTerminal.run(["explain", code.id])
        #expect(exit == .success)
        #expect(out.contains(code.id))
        #expect(out.count > 200, "page for \(code.id) is too short")
    }

    @Test func codesAreCaseInsensitive() {
        let (exit, out, _) = CapturingTerminal.run(["explain", "e312"])
        #expect(exit == .success)
        #expect(out == CapturingTerminal.run(["explain", "E312"]).1)
    }

    @Test func unknownCodeIsAUsageError() {
        let (exit, _, err) = CapturingTerminal.run(["explain", "E999"])
        #expect(exit == .usage)
        #expect(err.contains("E999"))
        let (exit2, _, err2) = CapturingTerminal.run(["explain", "E31"])
        #expect(exit2 == .usage)
        #expect(err2.contains("did you mean"))
    }

    @Test func aMisspeltRuleIsSuggestedAndRulesAreListed() {
        let (exit, _, err) = CapturingTerminal.run(["explain", "OPTION_REMOVD"])
        #expect(exit == .usage)
        #expect(err.contains("did you mean 'OPTION_REMOVED'"))
        #expect(err.contains(" OPTION_REMOVED"))
        #expect(CapturingTerminal.run(["explain", "W5O6"]).2.contains("did you mean 'W506'"))
        #expect(CapturingTerminal.run(["explain"]).2.contains("FIELD_MADE_REQUIRED"))
    }

    @Test func needsExactlyOneCode() {
        #expect(CapturingTerminal.run(["explain"]).0 == .usage)
        #expect(CapturingTerminal.run(["explain", "E100", "E101"]).0 == .usage)
    }
}
