import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// `--charset ascii` (contract §9): only the spec's own text may be other than ASCII — every
/// glyph formc draws, the cut marks included, is ASCII.
@Suite("Mockup: ASCII charset")
struct MockupCharsetTests {
    @Test("an ASCII spec cut everywhere draws only ASCII, on every device and detent")
    func asciiOnly() throws {
        let yaml = """
            formc: 1
            screen: a-very-long-screen-identifier-that-will-not-fit-in-the-caption-line-of-the-mockup
            title: An ASCII title that is far too long to fit on one line of the sheet on any phone at all
            sheet: { detents: [{ id: peek, height: 120 }, medium, large], grabber: true, dismiss: { close-button: true } }
            fields:
              - { id: g, type: choice, layout: grid, columns: 3, options: [abcdefghijklmnopqrstuvwxyz, b, c, d] }
              - { id: c, type: multi-choice, options: [abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz0123456789, b], initial: [b] }
              - { id: l, type: choice, layout: list, options: [abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz0123456789, b] }
            actions: [{ id: ok, title: Apply this selection now and close the sheet right away please, role: submit }]
            tab-bar:
              items:
                - { id: a, title: Alphabetical, icon: magnifyingglass }
                - { id: b, title: Bookmarks, icon: star }
                - { id: c, title: Collections, icon: house }
                - { id: d, title: Downloads, icon: arrow.down.circle }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let ascii = MockupRenderer.renderAll(screen, devices: Device.all, charset: .ascii)
        let nonASCII = ascii.unicodeScalars.filter { !$0.isASCII }
        #expect(nonASCII.isEmpty, "\(String(String.UnicodeScalarView(nonASCII)))")
        // The same drawing in Unicode does cut with '…': the test above is not vacuous.
        #expect(MockupRenderer.renderAll(screen, devices: Device.all, charset: .unicode).contains("…"))
        // Cut titles end with '~': a grid cell's, between its borders (iphone-se's cell has
        // 83.7 pt for 26 letters).
        #expect(ascii.range(of: #"\| *abcdefgh[a-z]*~ *\|"#, options: .regularExpression) != nil)
    }
}
