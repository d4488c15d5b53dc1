import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// Each example spec in `specs/`, laid out as the UIKit code it describes lays it out: the
/// numbers below are that code's constants (UIKit's defaults, or the values the spec writes),
/// worked out by hand on the default device.
@Suite("Example specs: the geometry of the screens they describe")
struct ExampleSpecGeometryTests {
    static let phone = Device.iphone15

    @Test("travel-category: only medium (½ × 852 = 426 pt), chips spread across full lines")
    func travelCategory() throws {
        let screen = try #require(Spec.example("travel-category"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        #expect(geometry.detents.map(\.id) == ["medium"])
        #expect(geometry.detents[0].points == 426 && geometry.detents[0].rows == 27)
        // Nothing is selected, so no chip is marked.
        #expect(geometry.layout.elements.allSatisfy { $0.mark == .none })
        // Every chip line but the last ends at the content's right edge (justified); the last
        // starts at the left edge and is packed.
        var lines: [Int: [LayoutElement]] = [:]
        for element in geometry.layout.elements where element.option != nil { lines[element.row, default: []].append(element) }
        let rows = lines.keys.sorted()
        let right = geometry.layout.contentColumn + geometry.layout.contentWidth
        for row in rows.dropLast() {
            let line = try #require(lines[row])
            #expect(line.first?.column == geometry.layout.contentColumn && line.last.map { $0.column + $0.width } == right)
        }
        let last = try #require(rows.last.flatMap { lines[$0] })
        #expect(last.first?.column == geometry.layout.contentColumn)
        #expect(zip(last, last.dropFirst()).allSatisfy { $1.column == $0.column + $0.width + LayoutMetrics.chipSpacing })
        // Landscape: not edge-attached, so the sheet is full screen there.
        #expect(SheetGeometry(screen: screen, device: .iphone15Landscape).viewports[0].sheetTop == 0)
    }

    @Test("travel-category: the 선택 완료 button is 50 pt high, 20 pt in from each side, 10 pt above the bottom safe area on every device")
    func travelCategoryApplyButton() throws {
        let screen = try #require(Spec.example("travel-category"))
        #expect(screen.actionLayout == ActionLayout(placement: .bottom, bottomInset: 10, sideInset: 20, height: 50))
        // iPhone 15 at medium: 27 rows of sheet; under the button 10 + 34 pt = 44 pt → 3 rows, then the border.
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        let viewport = geometry.viewports[0]
        let layoutButton = try #require(geometry.layout.element(action: 0))
        let button = viewport.placed(layoutButton)
        #expect(viewport.sheetRows == 27)
        #expect(button.row == 20 && button.height == 3 && button.bottom == 27 - 1 - 3)
        // 20 pt → 3 columns from each edge of the 49-column sheet.
        #expect(button.column == 3 && button.width == 49 - 2 * 3)
        #expect(viewport.shows(layoutButton) && viewport.hidden.isEmpty)
        for device in Device.all {
            let geometry = SheetGeometry(screen: screen, device: device)
            for viewport in geometry.viewports {
                let button = viewport.placed(try #require(geometry.layout.element(action: 0)))
                let below = LayoutMetrics.border + Cells.rows(forPoints: device.safeArea.bottom + 10)
                #expect(button.bottom == viewport.sheetRows - below, "\(device.name)")
                #expect(button.height == Cells.rows(forPoints: 50), "\(device.name)")
                #expect(button.column - geometry.layout.sheetColumn == Cells.columns(forPoints: 20), "\(device.name)")
                #expect(viewport.shows(try #require(geometry.layout.element(action: 0))), "\(device.name)")
            }
        }
        // The chips stay where the layout put them, above the button.
        let lastChip = try #require(geometry.layout.elements.last { $0.option != nil })
        #expect(viewport.placed(lastChip) == lastChip && lastChip.bottom < button.row)
    }

    @Test("popup pickers: a grid of ⌈7 / 2⌉ = 4 rows of bordered cells")
    func popupPickers() throws {
        let screen = try #require(Spec.example("vehicle-picker"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        let cells = geometry.layout.elements.filter { if case .gridCell = $0.kind { return true } else { return false } }
        #expect(cells.count == 7)
        #expect(Set(cells.map(\.row)).count == 4)
        #expect(Set(cells.map(\.column)).count == 2)
    }

    @Test("touch-block panel: the table is capped at 0.7 × 852 = 596.4 pt, then the bottom inset: 630.4 pt")
    func touchBlockPanel() throws {
        let screen = try #require(Spec.example("touch-block-panel"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        let fit = try #require(geometry.detents.first)
        // 20 rows × 44 pt = 880 pt of table, more than the cap.
        #expect(fit.points == 0.7 * 852 + 34)
        #expect(fit.rows == 39 && fit.isCapped)
        // The table's rows are 44 pt each: 20 of them span 55 rows of 16 pt.
        let rows = geometry.layout.elements.filter { if case .contentRow = $0.kind { return true } else { return false } }
        #expect(rows.count == 20)
        #expect(rows.reduce(0) { $0 + $1.height } == 55)
        // No separators (separatorStyle = .none).
        #expect(rows.allSatisfy { if case .contentRow(_, _, let separator) = $0.kind { !separator } else { false } })
        // Dimmed 0.5, a tap on it dismisses.
        #expect(!geometry.viewports[0].isUndimmed && screen.sheet.backdropTapDismisses)
        // On the SE: 0.7 × 667 = 466.9 pt, no bottom inset.
        #expect(SheetGeometry(screen: screen, device: .iphoneSE).detents[0].points == 0.7 * 667)
    }

    @Test("touch-pass panel: the same height, a clear backdrop that passes touches")
    func touchPassPanel() throws {
        let screen = try #require(Spec.example("touch-pass-panel"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        #expect(geometry.detents[0].points == 0.7 * 852 + 34)
        #expect(geometry.viewports[0].isUndimmed)
    }

    @Test("interests: the whole screen, content under the status bar, no backdrop")
    func interests() throws {
        let screen = try #require(Spec.example("interests"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        #expect(geometry.detents.map(\.points) == [852])
        #expect(geometry.viewports[0].sheetTop == 0)
        // The field starts under the border and the top safe area (59 pt → 4 rows): row 5. From
        // there, in points: the 40 pt header (rows 5..<8, its title on the middle row), the
        // section inset's 50 pt top, lines of 25 pt chips 10 pt apart, its 50 pt bottom, then
        // the next header.
        #expect(FlowSection.headerPoints == 40 && FlowSection.insetTopPoints == 50 && FlowSection.insetBottomPoints == 50)
        #expect(FlowSection.insetLeadingPoints == 16 && FlowSection.insetTrailingPoints == 50)
        #expect(FlowSection.chipPoints == 25 && FlowSection.lineSpacingPoints == 10)
        let start = LayoutMetrics.border + Cells.rows(forPoints: 59)
        let headers = geometry.layout.elements.filter { if case .sectionHeader = $0.kind { return true } else { return false } }
        #expect(headers.map(\.row) == [start + 1, start + Cells.rows(forPoints: 40 + 50 + 25 + 10 + 25 + 50)])
        let firstSection = geometry.layout.elements.filter { if case .chip(_, let option) = $0.kind { option < 4 } else { false } }
        #expect(Set(firstSection.map(\.row)) == [start + Cells.rows(forPoints: 90), start + Cells.rows(forPoints: 125)])
        #expect(Set(firstSection.map(\.row)) == [11, 13])
        // The chips keep the section inset's sides: 16 pt (2 columns) and 50 pt (6 columns).
        let chipsOnly = geometry.layout.elements.filter { $0.option != nil }
        #expect(chipsOnly.map(\.column).min() == geometry.layout.sheetColumn + Cells.columns(forPoints: 16))
        #expect(chipsOnly.allSatisfy { $0.column + $0.width <= geometry.layout.sheetColumn + geometry.layout.sheetWidth - Cells.columns(forPoints: 50) })
        // Chips packed at the leading edge with the minimum spacing, line by line.
        let chips = geometry.layout.elements.filter { $0.option != nil }
        for (a, b) in zip(chips, chips.dropFirst()) where a.row == b.row {
            #expect(b.column == a.column + a.width + LayoutMetrics.chipSpacing)
        }
        // 시작하기: the full width, 50 pt high, its bottom on the bottom safe area (34 pt → 2 rows
        // over the screen's bottom border row).
        let viewport = geometry.viewports[0]
        let button = viewport.placed(try #require(geometry.layout.element(action: 0)))
        #expect(button.column == geometry.layout.sheetColumn + LayoutMetrics.border)
        #expect(button.width == geometry.layout.sheetWidth - 2 * LayoutMetrics.border)
        #expect(button.height == 3 && button.bottom == 53 - 1 - 2)
        #expect(viewport.hidden.isEmpty)
    }

    @Test("my-place: peek at 140 pt + the 34 pt bottom inset = 174 pt, medium 426, large 783")
    func myPlace() throws {
        let screen = try #require(Spec.example("my-place"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        #expect(geometry.detents.map(\.id) == ["peek", "medium", "large"])
        #expect(geometry.detents.map(\.points) == [140 + 34, 426, 783])
        #expect(geometry.initialDetentIndex == 0)
        // Undimmed up to medium, dimmed at large.
        #expect(geometry.viewports.map(\.isUndimmed) == [true, true, false])
        // Landscape: edge-attached, so not full screen; medium falls back to large.
        let landscape = SheetGeometry(screen: screen, device: .iphone15Landscape)
        #expect(landscape.detents.map(\.points) == [140 + 21, 383, 383])
        #expect(landscape.detents[1].fallbackID == "large")
    }
}
