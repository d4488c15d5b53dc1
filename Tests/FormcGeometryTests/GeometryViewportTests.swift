import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// What a detent shows: the cut, the marker and what it hides, under the tab bar too.
@Suite("Geometry: viewport and overflow")
struct GeometryViewportTests {
    @Test("002's touch-pass panel at 70 % is cut, with the hidden rows and options counted")
    func listOverflow() throws {
        let screen = try #require(Spec.example("touch-pass-panel"))
        // iphone-15: 0.7 × 783 = 548.1 pt → 34 rows; content above the border and 2 safe rows: 1..<31.
        // Rows: 1 grabber, 2 title, 3 blank, option k on 4 + 2k (k < 20), content ends at 43.
        let phone = try #require(SheetGeometry(screen: screen, device: .iphone15).viewports.first)
        #expect(phone.sheetRows == 34)
        #expect(phone.contentLimit == 31)
        #expect(phone.markerRow == 30)
        #expect(phone.foldRow == 30)
        #expect(phone.hidden == SheetViewport.Hidden(rows: 13, options: 7, actions: 0))  // options 13…19
        // iphone-se: 0.7 × 637 = 445.9 pt → 28 rows, no bottom safe area: 1..<27, marker on 26.
        let se = try #require(SheetGeometry(screen: screen, device: .iphoneSE).viewports.first)
        #expect(se.sheetRows == 28)
        #expect(se.markerRow == 26)
        #expect(se.hidden == SheetViewport.Hidden(rows: 17, options: 9, actions: 0))  // options 11…19
        #expect(se.isUndimmed)
    }

    @Test("004's peek detent: the tab bar covers the sheet's bottom")
    func tabBarCut() throws {
        let screen = try #require(Spec.example("my-place"))
        let geometry = SheetGeometry(screen: screen, device: .iphone15)
        let peek = try #require(geometry.viewport(detent: "peek"))
        // 140 + 34 = 174 pt → 11 rows; the tab bar is 49 + 34 = 83 pt → 5 rows, so content
        // has rows 1..<6: grabber, title, blank, 카페, and the marker on row 5.
        #expect(peek.sheetRows == 11)
        #expect(peek.tabBarRows == 5)
        #expect(peek.contentLimit == 6)
        #expect(peek.markerRow == 5)
        #expect(peek.hidden == SheetViewport.Hidden(rows: 6, options: 3, actions: 0))
        #expect(peek.isUndimmed)
        let medium = try #require(geometry.viewport(detent: "medium"))
        #expect(medium.markerRow == nil && medium.hidden.isEmpty && medium.isUndimmed)
        let large = try #require(geometry.viewport(detent: "large"))
        #expect(!large.isUndimmed)
        #expect(geometry.initialDetentIndex == 0)
    }

    @Test("in compact height, 004's medium is drawn as the large it falls back to: dimmed like it")
    func fallbackIsDimmedLikeItsDetent() throws {
        let screen = try #require(Spec.example("my-place"))
        let landscape = SheetGeometry(screen: screen, device: .iphone15Landscape)
        let medium = try #require(landscape.viewport(detent: "medium"))
        let large = try #require(landscape.viewport(detent: "large"))
        #expect(medium.sheetRows == large.sheetRows)
        #expect(!medium.isUndimmed && !large.isUndimmed)
        // Upright, medium is its own detent, at and below undimmed-through: clear.
        #expect(try #require(SheetGeometry(screen: screen, device: .iphone15).viewport(detent: "medium")).isUndimmed)
    }

    @Test("a sheet hidden behind the tab bar has no row for a marker")
    func noRoomForMarker() throws {
        let yaml = """
            formc: 1
            screen: tiny
            sheet: { detents: [{ id: flat, height: 1 }] }
            fields:
              - { id: f, type: choice, layout: list, options: [a, b] }
            tab-bar:
              items: [{ id: one, title: One }, { id: two, title: Two }]
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let viewport = try #require(SheetGeometry(screen: screen, device: .iphone15).viewports.first)
        #expect(viewport.sheetRows == 2)  // 35 pt
        #expect(viewport.markerRow == nil)
        #expect(viewport.foldRow == 1)
        #expect(viewport.hidden.options == 2)
    }
}
