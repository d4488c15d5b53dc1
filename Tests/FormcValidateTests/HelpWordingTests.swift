import FormcCore
import FormcPipelineTestSupport
import FormcValidate
import Testing

/// Messages that once misled: a screen named '' after its id could not be read.
@Suite struct HelpWordingTests {
    @Test func aScreenWhoseIdCouldNotBeReadIsNotNamed() throws {
        let found = Spec.diagnostics("formc: 1\nscreen: Bad_Id\nfields: []\n")
        #expect(found.map(\.code.id) == ["E205", "E409"])
        let e409 = try #require(found.last)
        #expect(e409.message == "the screen has no fields and no content")
        #expect(Spec.diagnostics("formc: 1\nscreen: good\nfields: []\n").first?.message == "screen 'good' has no fields and no content")
    }
}

extension HelpWordingTests {
    /// W502's obvious fix is pinning the buttons: its help and its page name it, and the page's
    /// fixed example (which the registry tests find clean) is that fix.
    @Test func w502NamesTheBottomPlacement() throws {
        let found = Spec.diagnostics(DiagnosticCode.W502.explanation.example).filter { $0.code == .W502 }
        let help = try #require(found.first?.help)
        #expect(help.contains("action-layout: {placement: bottom}"))
        #expect(DiagnosticCode.W502.explanation.fix.contains("`action-layout: {placement: bottom}`"))
        #expect(DiagnosticCode.W502.explanation.fixed?.contains("action-layout: { placement: bottom }") == true)
    }
}
