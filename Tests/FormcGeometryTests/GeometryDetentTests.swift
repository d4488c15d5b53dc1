import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// Detent heights by the contract's formulas, against numbers worked out by hand.
@Suite("Geometry: detent heights")
struct GeometryDetentTests {
    /// my-place's detents plus a fraction: [peek 140 pt, half 0.5, medium, large], edge-attached
    /// so that compact height keeps the detents.
    static let yaml = """
        formc: 1
        screen: heights
        sheet:
          detents: [{ id: peek, height: 140 }, { id: half, fraction: 0.5 }, medium, large]
          edge-attached-in-compact-height: true
        fields:
          - { id: f, type: choice, layout: list, options: [a, b] }
        """

    struct Expected: Sendable, CustomTestStringConvertible {
        var device: String
        /// peek, half, medium, large in points, and in rows.
        var points: [Double]
        var rows: [Int]
        var testDescription: String { device }
    }

    static let expected: [Expected] = [
        // large = 667 − 20 − 10 = 637 (39.8 → 40 rows); medium = 333.5 (20.8 → 21);
        // peek = 140 + 0 = 140 (8.75 → 9); half = 318.5 (19.9 → 20).
        Expected(device: "iphone-se", points: [140, 318.5, 333.5, 637], rows: [9, 20, 21, 40]),
        // large = 852 − 59 − 10 = 783 (48.9 → 49); medium 426 (26.6 → 27); peek 174 (10.9 → 11);
        // half 391.5 (24.5 → 24).
        Expected(device: "iphone-15", points: [174, 391.5, 426, 783], rows: [11, 24, 27, 49]),
        // large = 932 − 69 = 863 (53.9 → 54); medium 466 (29.1 → 29); half 431.5 (27.0 → 27).
        Expected(device: "iphone-15-pro-max", points: [174, 431.5, 466, 863], rows: [11, 27, 29, 54]),
        // large = 393 − 0 − 10 = 383 (23.9 → 24); peek 140 + 21 = 161 (10.1 → 10); half 191.5
        // (12.0 → 12); medium is inactive and takes large's height, the next detent listed.
        Expected(device: "iphone-15-landscape", points: [161, 191.5, 383, 383], rows: [10, 12, 24, 24]),
    ]

    @Test("heights per device", arguments: expected)
    func heights(_ expected: Expected) throws {
        let screen = try #require(Spec.screen(Self.yaml), "\(Spec.problems(Self.yaml))")
        let device = try #require(Device.named(expected.device))
        let geometry = SheetGeometry(screen: screen, device: device)
        #expect(geometry.detents.map(\.id) == ["peek", "half", "medium", "large"])
        #expect(geometry.detents.map(\.points) == expected.points)
        #expect(geometry.detents.map(\.rows) == expected.rows)
        let mediumActive = !device.isCompactHeight
        #expect(geometry.detents.map(\.isActive) == [true, true, mediumActive, true])
        #expect(geometry.detents[2].fallbackID == (mediumActive ? nil : "large"))
    }

    @Test("screen sizes in cells: 8 × 16 pt, rounded to nearest, halves up")
    func screenCells() {
        #expect(Device.checked.map(\.columns) == [47, 49, 54, 107])  // 46.9, 49.1, 53.75, 106.5
        #expect(Device.checked.map(\.rows) == [42, 53, 58, 25])  // 41.7, 53.25, 58.25, 24.6
        // 393, 430, 402, 440 pt wide; 852, 932, 874, 956 pt high.
        #expect(Device.current.map(\.columns) == [49, 54, 50, 55, 50, 53, 50, 55])
        #expect(Device.current.map(\.rows) == [53, 58, 55, 60, 55, 57, 55, 60])
        #expect(Device.all == Device.checked + Device.current && Set(Device.names).count == Device.all.count)
        #expect(Cells.rows(forPoints: 24) == 2)  // 1.5 rounds up
        #expect(Cells.rows(forPoints: 23.9) == 1)
        #expect(Cells.columns(forPoints: 4) == 1)  // 0.5 rounds up
        #expect(Cells.rows(forPoints: -5) == 0)
        #expect(Cells.rows(forPoints: .nan) == 0)
        #expect(Cells.rows(forPoints: .infinity) == Cells.maximumCells)
        #expect(Cells.rows(forPoints: 1e300) == Cells.maximumCells)
    }

    @Test("fit is the content plus the bottom safe area, capped by max-height")
    func fit() throws {
        // In points: content-inset.top 20, three 44 pt rows, content-inset.bottom 10: 162 pt.
        let yaml = """
            formc: 1
            screen: fit
            sheet: { detents: [fit] }
            fields:
              - { id: f, type: choice, layout: list, options: [a, b, c] }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let se = SheetGeometry(screen: screen, device: .iphoneSE)
        #expect(se.points.contentHeight == 162)
        #expect(se.detents[0].points == 162)
        #expect(se.detents[0].rows == 10)  // 10.1
        let phone = SheetGeometry(screen: screen, device: .iphone15)
        #expect(phone.detents[0].points == 196)  // 162 + 34
        #expect(phone.detents[0].rows == 12)  // 12.25
        #expect(!phone.detents[0].isCapped)

        var capped = screen
        capped.sheet.maxHeight.value = 0.1
        let cappedGeometry = SheetGeometry(screen: capped, device: .iphone15)
        #expect(abs(cappedGeometry.detents[0].points - 78.3) < 1e-9)  // 0.1 × 783
        #expect(cappedGeometry.detents[0].rows == 5)  // 4.9
        #expect(cappedGeometry.detents[0].isCapped)
    }

    @Test("max-height {screen: f} caps the content at f × the screen height; fit adds the bottom inset")
    func screenCap() throws {
        let yaml = """
            formc: 1
            screen: capped
            sheet: { detents: [fit], max-height: { screen: 0.25 } }
            content:
              - rows: [a, b, c, d, e, f, g, h]
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let phone = SheetGeometry(screen: screen, device: .iphone15)
        #expect(phone.detents[0].points == 0.25 * 852 + 34)  // 213 + 34 = 247
        #expect(phone.detents[0].isCapped)
        // The same fraction of large would be 0.25 × 783 = 195.75, the inset included.
        var ofLarge = screen
        ofLarge.sheet.maxHeightReference = .large
        #expect(SheetGeometry(screen: ofLarge, device: .iphone15).detents[0].points == 0.25 * 783)
        // Short content is not capped: 20 + 44 + 10 pt of content, + 34.
        var short = screen
        short.content[0].kind = .rows(Array(screen.content[0].rows.prefix(1)))
        let fitted = SheetGeometry(screen: short, device: .iphone15)
        #expect(!fitted.detents[0].isCapped)
        #expect(fitted.detents[0].points == 20 + 44 + 10 + 34)
    }

    @Test("a sheet that is not edge-attached is full screen in compact height, whatever its detents")
    func fullScreenInCompactHeight() throws {
        let screen = try #require(Spec.screen(Self.yaml), "\(Spec.problems(Self.yaml))")
        var plain = screen
        plain.sheet.edgeAttachedInCompactHeight.value = false
        let landscape = SheetGeometry(screen: plain, device: .iphone15Landscape)
        #expect(landscape.detents.map(\.points) == [393, 393, 393, 393])
        #expect(landscape.detents.allSatisfy { $0.isActive && $0.fallbackID == nil })
        #expect(landscape.viewports.allSatisfy { $0.sheetTop == 0 })
        // Upright nothing changes.
        #expect(SheetGeometry(screen: plain, device: .iphone15).detents.map(\.points) == [174, 391.5, 426, 783])
    }

    @Test("a custom height taller than large is held at large")
    func customHeightCapped() throws {
        let yaml = """
            formc: 1
            screen: tall
            sheet: { detents: [{ id: tall, height: 5000 }] }
            fields:
              - { id: f, type: choice, options: [a, b] }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let geometry = SheetGeometry(screen: screen, device: .iphoneSE)
        #expect(geometry.detents[0].points == 637)
        #expect(geometry.detents[0].isCapped)
    }

    @Test("medium in compact height takes the next active detent, or large when it is last")
    func mediumFallback() throws {
        let yaml = """
            formc: 1
            screen: fallback
            sheet: { detents: [medium, { id: tall, fraction: 0.9 }], edge-attached-in-compact-height: true }
            fields:
              - { id: f, type: choice, options: [a, b] }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let landscape = SheetGeometry(screen: screen, device: .iphone15Landscape)
        #expect(landscape.detents[0].fallbackID == "tall")
        #expect(abs(landscape.detents[0].points - 344.7) < 1e-9)  // 0.9 × 383

        var last = screen
        last.sheet.detents.swapAt(0, 1)
        let lastGeometry = SheetGeometry(screen: last, device: .iphone15Landscape)
        #expect(lastGeometry.detents[1].fallbackID == "large")
        #expect(lastGeometry.detents[1].points == 383)
    }

    @Test("fit under a tab bar makes room for it: the content is never hidden behind the tabs")
    func fitUnderTabBar() throws {
        let yaml = """
            formc: 1
            screen: fittab
            sheet: { detents: [fit], edge-attached-in-compact-height: true }
            fields:
              - { id: c, type: choice, layout: list, commit: on-select, options: [a, b, c] }
            tab-bar:
              items: [{ id: a, title: A }, { id: b, title: B }]
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        var bare = screen
        bare.tabBar = nil
        for device in Device.all {
            let withTabs = SheetGeometry(screen: screen, device: device)
            let without = SheetGeometry(screen: bare, device: device)
            // The tab bar's 49 pt on top of content + bottom inset.
            #expect(withTabs.detents[0].points == without.detents[0].points + 49, "\(device.name)")
            #expect(withTabs.viewports[0].hidden.isEmpty, "\(device.name)")
            #expect(without.viewports[0].hidden.isEmpty, "\(device.name)")
        }
    }
}
