import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// What a detent shows: the cut, the marker and what it hides, under the tab bar too.
@Suite("Geometry: viewport and overflow")
struct GeometryViewportTests {
    @Test("the touch-pass panel's table, capped at 70 % of the screen, is cut with the hidden rows counted")
    func listOverflow() throws {
        let screen = try #require(Spec.example("touch-pass-panel"))
        // iphone-15: min(880, 0.7 × 852 = 596.4) + 34 = 630.4 pt → 39 rows; content above the
        // border and 2 safe rows: 1..<36. Rows: 1 grabber, then 20 table rows of 44 pt from
        // row 2 (880 pt = 55 rows), so the content ends at 57.
        let phone = try #require(SheetGeometry(screen: screen, device: .iphone15).viewports.first)
        #expect(phone.detent.points == 0.7 * 852 + 34 && phone.detent.isCapped)
        #expect(phone.sheetRows == 39)
        #expect(phone.contentLimit == 36)
        #expect(phone.markerRow == 35)
        #expect(phone.foldRow == 35)
        #expect(phone.hidden == SheetViewport.Hidden(rows: 22, options: 0, actions: 0))
        // iphone-se: 0.7 × 667 = 466.9 pt → 29 rows, no bottom safe area: 1..<28, marker on 27.
        let se = try #require(SheetGeometry(screen: screen, device: .iphoneSE).viewports.first)
        #expect(se.sheetRows == 29)
        #expect(se.markerRow == 27)
        #expect(se.hidden == SheetViewport.Hidden(rows: 30, options: 0, actions: 0))
        #expect(se.isUndimmed)
    }

    @Test("buttons pinned to the bottom safe area stay shown at a short detent; the content is cut above them")
    func pinnedActionsAtAShortDetent() throws {
        let yaml = """
            formc: 1
            screen: s
            sheet: { detents: [{ id: low, height: 200 }, large] }
            fields:
              - { id: f, type: choice, layout: list, options: [a, b, c, d, e, f, g, h, i, j, k, l] }
            actions:
              - { id: ok, title: OK, role: submit }
            action-layout: { placement: bottom, bottom-inset: 10 }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let geometry = SheetGeometry(screen: screen, device: .iphone15)
        let button = try #require(geometry.layout.element(action: 0))
        // low: 200 + 34 = 234 pt → 15 rows; under the button 34 + 10 = 44 pt → 3 rows and the border.
        let low = geometry.viewports[0]
        #expect(low.sheetRows == 15 && low.actionsBottom == 11)
        #expect(low.placed(button).row == 8 && low.shows(button))
        // The list is cut a blank row over the button, the marker on the row above that.
        #expect(low.contentLimit == 7 && low.markerRow == 6)
        #expect(low.hidden.rows > 0 && low.hidden.options > 0 && low.hidden.actions == 0)
        // large: everything fits; the button still sits at the bottom, not under the list.
        let large = geometry.viewports[1]
        #expect(large.hidden.isEmpty && large.placed(button).bottom == large.sheetRows - 4)
        #expect(large.placed(button).row > geometry.layout.scrollingEnd)
        // Not pinned, the same button is below the fold at low.
        let unpinned = try #require(Spec.screen(yaml.replacingOccurrences(of: "placement: bottom", with: "placement: after-content")))
        let unpinnedGeometry = SheetGeometry(screen: unpinned, device: .iphone15)
        let cut = unpinnedGeometry.viewports[0]
        #expect(!cut.shows(try #require(unpinnedGeometry.layout.element(action: 0))) && cut.hidden.actions == 1)
    }

    @Test("my-place's peek detent: the tab bar covers the sheet's bottom, the placeholder fits above it")
    func tabBarCut() throws {
        let screen = try #require(Spec.example("my-place"))
        let geometry = SheetGeometry(screen: screen, device: .iphone15)
        let peek = try #require(geometry.viewport(detent: "peek"))
        // 140 + 34 = 174 pt → 11 rows; the tab bar is 49 + 34 = 83 pt → 5 rows, so content
        // has rows 1..<6: the grabber, then the placeholder's one row.
        #expect(peek.sheetRows == 11)
        #expect(peek.tabBarRows == 5)
        #expect(peek.contentLimit == 6)
        #expect(peek.markerRow == nil && peek.hidden.isEmpty)
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
