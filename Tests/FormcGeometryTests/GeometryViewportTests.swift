import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// What a detent shows: the cut, the marker and what it hides, under the tab bar too.
@Suite("Geometry: viewport and overflow")
struct GeometryViewportTests {
    @Test("the touch-pass panel's table, capped at 70 % of the screen, is cut with the hidden points counted")
    func listOverflow() throws {
        let screen = try #require(Spec.example("touch-pass-panel"))
        // iphone-15: 20 rows of 44 pt from the sheet's top (content-inset 0): 880 pt. fit:
        // min(880, 0.7 × 852 = 596.4) + 34 = 630.4 pt; the content shows above the bottom safe area,
        // to 596.4 pt, so 880 − 596.4 = 283.6 pt are hidden.
        let phone = try #require(SheetGeometry(screen: screen, device: .iphone15).viewports.first)
        #expect(phone.detent.points == 0.7 * 852 + 34 && phone.detent.isCapped)
        #expect(abs(phone.hidden.points - (880 - 0.7 * 852)) < 1e-9 && phone.hidden.options == 0 && phone.hidden.actions == 0)
        // In cells: the sheet's top at 221.6 pt → row 14 of 53, so 39 rows; content to the fold,
        // 596.4 / 16 = 37.3 → row 37: rows 1..<37, the marker on the last of them.
        #expect(phone.sheetRows == 39 && phone.contentLimit == 37 && phone.markerRow == 36 && phone.foldRow == 36)
        // iphone-se: 0.7 × 667 = 466.9 pt, no bottom safe area: 880 − 466.9 hidden.
        let se = try #require(SheetGeometry(screen: screen, device: .iphoneSE).viewports.first)
        #expect(abs(se.hidden.points - (880 - 0.7 * 667)) < 1e-9)
        #expect(se.sheetRows == 29 && se.markerRow == 27)
        #expect(se.isUndimmed)
    }

    @Test("buttons pinned to the bottom safe area stay shown at a short detent; the content is cut 10 pt above them")
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
        // low: 200 + 34 = 234 pt of sheet; the 50 pt button's top 34 + 10 + 50 pt above its bottom,
        // at 140 pt; the content shows to 10 pt above it, 130 pt. The 12 rows of 44 pt from 20 pt end
        // at 548 pt: 418 pt hidden, and every row whose bottom (64 + 44 k) passes 130 pt: 10 of them.
        let low = geometry.viewports[0]
        #expect(low.hidden == SheetViewport.Hidden(points: 418, options: 10, actions: 0))
        let fold = geometry.points.fold(at: geometry.detents[0])
        #expect(fold.pinnedTop == 140 && fold.fold == 130)
        // In cells: the button from row round(140 / 16) = 9, 3 rows high; content to the fold,
        // 130 / 16 = 8.1 → rows 1..<8, the marker on row 7.
        #expect(low.placed(button).row == 9 && low.actionsBottom == 12 && low.shows(button))
        #expect(low.contentLimit == 8 && low.markerRow == 7)
        // large: everything fits; the button still sits at the bottom, not under the list.
        let large = geometry.viewports[1]
        #expect(large.hidden.isEmpty && large.placed(button).row > geometry.layout.scrollingEnd)
        // Not pinned, the same button is 10 pt under the list, below the fold at low.
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
        // has rows 1..<6. In points the content shows to 174 − 34 − 49 = 91 pt: the placeholder,
        // 20 pt down and one 44 pt row high, ends at 64.
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
        #expect(viewport.sheetRows == 2)  // 35 pt, less than the 83 pt of the tab bar and safe area
        #expect(viewport.markerRow == nil)
        #expect(viewport.foldRow == 1)
        #expect(viewport.hidden.options == 2)
    }
}
