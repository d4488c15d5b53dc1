import FormcCore
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// The backdrop above a popup's card is shaded in proportion to `dim` (contract §9); a page
/// sheet's is the system's dim, whatever `dim` says (W511).
@Suite("Mockup: backdrop shading")
struct MockupBackdropTests {
    @Test("each band of dim has its own shade, darker as dim grows", arguments: [
        (0.2, "░", "."), (0.4, "░", "."), (0.5, "▒", ":"), (0.8, "▓", "#"), (1.0, "█", "@"),
    ])
    func shades(_ dim: Double, _ unicode: Character, _ ascii: Character) throws {
        let yaml = """
            formc: 1
            screen: shade
            sheet: { presentation: popup, backdrop: { dim: \(dim) } }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        for (charset, shade) in [(Charset.unicode, unicode), (.ascii, ascii)] {
            let drawing = MockupRenderer.render(screen, detent: "fit", device: .iphone15, charset: charset)
            // The first row of the screen (under the caption and the device's top edge) is all backdrop.
            let lines = drawing.split(separator: "\n")
            let row = try #require(lines.first { $0.dropFirst().first == shade })
            #expect(row.dropFirst().dropLast().allSatisfy { $0 == shade }, "\(charset) dim \(dim)")
        }
    }

    @Test("a page sheet is drawn with the system dim, the lightest shade, whatever dim is written")
    func pageSheetSystemDim() throws {
        for dim in [0.2, 0.9] {
            let yaml = "formc: 1\nscreen: shade\nsheet: { detents: [medium], backdrop: { dim: \(dim) } }\nfields:\n  - { id: f, type: choice, commit: on-select, options: [a, b] }\n"
            let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
            let drawing = MockupRenderer.render(screen, detent: "medium", device: .iphone15, charset: .unicode)
            #expect(drawing.contains("presenting screen · system dim"), "\(drawing)")
            #expect(drawing.split(separator: "\n").contains { $0.dropFirst().first == "░" } && !drawing.contains("▓"))
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

    @Test("a popup ignores its tab bar (W511): its cover hides it, so the card neither draws nor counts it")
    func popupHasNoTabBar() throws {
        let yaml = """
            formc: 1
            screen: s
            sheet: { presentation: popup, dismiss: { close-button: true } }
            content: [{ rows: [a] }]
            tab-bar:
              items: [{ id: a, title: Alpha, icon: x }, { id: b, title: Beta, icon: z }]
              selected: a
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        var bare = screen
        bare.tabBar = nil
        for device in Device.all {
            let withTabs = SheetGeometry(screen: screen, device: device)
            #expect(withTabs.detents.map(\.points) == SheetGeometry(screen: bare, device: device).detents.map(\.points), "\(device.name)")
            #expect(withTabs.viewports.allSatisfy { $0.tabBarRows == 0 }, "\(device.name)")
            let drawing = MockupRenderer.render(screen, detent: "fit", device: device, charset: .unicode)
            #expect(drawing == MockupRenderer.render(bare, detent: "fit", device: device, charset: .unicode), "\(device.name)")
            #expect(!drawing.contains("Alpha") && !drawing.contains("Beta"), "\(device.name)")
        }
    }

    @Test("an edge-attached sheet in landscape has its tab bar inside it, not across the screen")
    func tabBarInsideEdgeAttachedSheet() throws {
        let screen = try #require(Spec.example("my-place"))
        let geometry = SheetGeometry(screen: screen, device: .iphone15Landscape)
        let layout = geometry.layout
        #expect(layout.sheetWidth < layout.screenColumns)
        let frame = MockupRenderer.frame(screen, text: PreparedText(screen), geometry: geometry, detentIndex: 0, charset: .unicode)
        let tabRows = frame.lines.filter { if case .screen(_, true) = $0.kind { true } else { false } }
        #expect(tabRows.count == geometry.viewports[0].tabBarRows)
        // Device edge, backdrop up to the sheet, the sheet's border, the hairline, the border.
        let separator = try #require(tabRows.first).text
        let sheetLeft = layout.sheetColumn + 1  // the device edge is column 0 of a line
        let expected = "│" + String(repeating: " ", count: sheetLeft - 1) + "│"
            + String(repeating: "─", count: layout.sheetWidth - 2) + "│"
            + String(repeating: " ", count: layout.screenColumns - sheetLeft - layout.sheetWidth + 1) + "│"
        #expect(separator == expected)
        // Every tab title sits within the sheet's columns.
        let titles = try #require(tabRows.first { $0.text.contains("플레이스") }).text
        let before = try #require(titles.range(of: "Tab 1")).lowerBound
        #expect(DisplayWidth.of(String(titles[..<before])) > sheetLeft)
    }
}
