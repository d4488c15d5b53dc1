import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// `DeviceSheet` is the layout in points that `SheetGeometry` rounds to cells: the device rules
/// read it. One viewport built alone must be the one `SheetGeometry` builds with the tables it
/// shares across detents (undimmed detents, fold counts).
@Suite("Geometry: one device's sheet, and one viewport built alone")
struct DeviceSheetTests {
    /// Sheets that exercise what a viewport reads: fallbacks of `medium` in compact height with
    /// an undimmed backdrop, pinned buttons, a cut list, a tab bar, repeated detent ids.
    static let shapes = [
        """
        formc: 1
        screen: fallback
        sheet:
          detents: [{ id: low, height: 120 }, medium, { id: low, height: 200 }, large]
          edge-attached-in-compact-height: true
          backdrop: { undimmed-through: medium }
        fields:
          - { id: f, type: multi-choice, layout: list, options: [a, b, c, d, e, f, g, h, i, j, k, l, m, n] }
        actions:
          - { id: ok, title: OK, role: submit }
        """,
        """
        formc: 1
        screen: pinned
        sheet: { detents: [{ id: low, height: 200 }, medium, large], backdrop: { undimmed-through: all },
                 edge-attached-in-compact-height: true }
        fields:
          - { id: f, type: choice, layout: grid, columns: 2, options: [a, b, c, d, e, f, g, h, i, j, k, l] }
        actions:
          - { id: ok, title: OK, role: submit }
          - { id: no, title: Cancel }
        action-layout: { placement: bottom, bottom-inset: 10 }
        tab-bar:
          items:
            - { id: home, title: 홈, icon: house }
            - { id: my, title: 마이, icon: person }
        """,
        """
        formc: 1
        screen: medium-last
        sheet:
          detents: [{ id: fit-ish, fraction: 0.3 }, fit, medium]
          max-height: 0.8
          edge-attached-in-compact-height: true
          backdrop: { undimmed-through: medium }
        fields:
          - { id: f, type: choice, options: [하나, 둘, 셋, 넷, 다섯, 여섯, 일곱, 여덟, 아홉, 열] }
        """,
    ]

    @Test("every detent's viewport built alone equals SheetGeometry's, on every device")
    func viewportsAloneEqualShared() throws {
        var screens = Spec.exampleScreens
        for yaml in Self.shapes { screens.append(try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")) }
        var compared = 0
        for screen in screens {
            for device in Device.all {
                let sheet = DeviceSheet(screen: screen, device: device, texts: PointTexts(screen))
                let geometry = SheetGeometry(screen: screen, device: device)
                #expect(sheet.points == geometry.points && sheet.detents == geometry.detents)
                #expect(sheet.initialDetentIndex == geometry.initialDetentIndex)
                for index in geometry.viewports.indices {
                    let alone = SheetViewport(layout: geometry.layout, points: sheet.points, detent: sheet.detents[index], sheet: screen.sheet)
                    #expect(alone == geometry.viewports[index], "\(screen.id.value) \(device.name) \(index)")
                    compared += 1
                }
            }
        }
        #expect(compared > 50)
    }

    @Test("the initial detent's fold in points is the initial viewport's: what it hides, counted alone and shared")
    func initialFoldLikeItsViewport() throws {
        var screens = Spec.exampleScreens
        for yaml in Self.shapes { screens.append(try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")) }
        var hidden = 0, shown = 0
        for screen in screens {
            for device in Device.all {
                let sheet = DeviceSheet(screen: screen, device: device, texts: PointTexts(screen))
                let geometry = SheetGeometry(screen: screen, device: device)
                let fold = sheet.initialFold
                #expect(fold?.hidden == geometry.initialViewport?.hidden, "\(screen.id.value) \(device.name)")
                for element in sheet.points.elements {
                    if fold?.shows(element) ?? true { shown += 1 } else { hidden += 1 }
                }
            }
        }
        // Both answers are exercised.
        #expect(hidden > 20 && shown > 20, "\(hidden) hidden, \(shown) shown")
    }

    @Test("a medium that falls back takes the undimmed state of the detent it falls back to")
    func fallbackUndimmed() throws {
        let screen = try #require(Spec.screen(Self.shapes[0]))
        let geometry = SheetGeometry(screen: screen, device: .iphone15Landscape)
        // medium (index 1) is inactive in compact height and falls back to the next detent, `low`,
        // whose first listing (index 0) is undimmed: through medium means indexes 0 and 1.
        let medium = geometry.viewports[1]
        #expect(!medium.detent.isActive && medium.detent.fallbackID == "low")
        #expect(medium.isUndimmed)
        #expect(!geometry.viewports[3].isUndimmed)
        let alone = SheetViewport(layout: geometry.layout, points: geometry.points, detent: geometry.detents[1], sheet: screen.sheet)
        #expect(alone.isUndimmed)
    }
}
