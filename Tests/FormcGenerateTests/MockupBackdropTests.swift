import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// The backdrop above the sheet is shaded in proportion to `dim` (contract §9).
@Suite("Mockup: backdrop shading")
struct MockupBackdropTests {
    @Test("each band of dim has its own shade, darker as dim grows", arguments: [
        (0.2, "░", "."), (0.4, "░", "."), (0.5, "▒", ":"), (0.8, "▓", "#"), (1.0, "█", "@"),
    ])
    func shades(_ dim: Double, _ unicode: Character, _ ascii: Character) throws {
        let yaml = """
            formc: 1
            screen: shade
            sheet: { detents: [medium], backdrop: { dim: \(dim) } }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        for (charset, shade) in [(Charset.unicode, unicode), (.ascii, ascii)] {
            let drawing = MockupRenderer.render(screen, detent: "medium", device: .iphone15, charset: charset)
            // The first row of the screen (under the caption and the device's top edge) is all backdrop.
            let lines = drawing.split(separator: "\n")
            let row = try #require(lines.first { $0.dropFirst().first == shade })
            #expect(row.dropFirst().dropLast().allSatisfy { $0 == shade }, "\(charset) dim \(dim)")
        }
    }
}

/// The tab bar over the sheet (004), as an iPhone shows it.
@Suite("Mockup: tab bar")
struct MockupTabBarTests {
    @Test("more than 5 tabs: the first 4 and More, which is selected when the sheet's tab is behind it")
    func moreTab() throws {
        let yaml = """
            formc: 1
            screen: tabs
            sheet: { detents: [large] }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            tab-bar:
              items: [{ id: t1, title: One }, { id: t2, title: Two }, { id: t3, title: Three }, { id: t4, title: Four }, { id: t5, title: Five }, { id: t6, title: Six }]
              selected: t6
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let drawing = MockupRenderer.render(screen, detent: "large", device: .iphone15, charset: .unicode)
        #expect(drawing.contains("▸More◂"))
        for shown in ["One", "Two", "Three", "Four"] { #expect(drawing.contains(shown)) }
        #expect(!drawing.contains("Five") && !drawing.contains("Six"))
    }
}
