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

    @Test("travel-category: only medium (½ × 852 = 426 pt), chips spread across full lines, in the code's metrics")
    func travelCategory() throws {
        let screen = try #require(Spec.example("travel-category"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        #expect(geometry.detents.map(\.id) == ["medium"])
        #expect(geometry.detents[0].points == 426 && geometry.detents[0].rows == 27)
        let points = geometry.points
        // The title: 20 pt from the sheet's top, 10 pt from its sides, one 18 pt line (1.1934 em).
        let title = try #require(points.elements.first { $0.kind == .title })
        #expect(title.frame.y == 20 && title.frame.x == 10 && abs(title.frame.height - 18 * 1.1934) < 1e-9)
        // The chips 20 pt under it: a 16 pt line in 10 pt padding and 5 pt margin, 49.09 pt high;
        // lines 10 pt apart; each as wide as its title plus 2 × 10 + 2 × 5.
        let chips = points.elements.filter { $0.kind == .option }
        let chipHeight = 16 * 1.1934 + 20 + 10
        #expect(abs(chips[0].frame.y - (20 + 18 * 1.1934 + 20)) < 1e-9)
        #expect(chips.allSatisfy { abs($0.frame.height - chipHeight) < 1e-9 && abs($0.frame.width - ($0.textWidth + 30)) < 1e-9 })
        let tops = Array(Set(chips.map(\.frame.y))).sorted()
        #expect(tops.count == 4 && zip(tops, tops.dropFirst()).allSatisfy { abs($1 - $0 - (chipHeight + 10)) < 1e-9 })
        // Every line but the last spreads from the left inset to the right one; the last is
        // packed at the left, 5 pt apart.
        for top in tops.dropLast() {
            let line = chips.filter { $0.frame.y == top }
            #expect(line.first?.frame.x == 10 && abs((line.last?.frame.maxX ?? 0) - 383) < 1e-9)
        }
        let last = chips.filter { $0.frame.y == tops.last }
        #expect(last.first?.frame.x == 10 && zip(last, last.dropFirst()).allSatisfy { abs($1.frame.x - $0.frame.maxX - 5) < 1e-9 })
        // The collection is 250 pt high whatever its chips need (a height constraint).
        #expect(abs(points.scrollEnd - (20 + 18 * 1.1934 + 20 + 250)) < 1e-9)
        // Nothing is selected, so no chip is marked.
        #expect(geometry.layout.elements.allSatisfy { $0.mark == .none })
        // Landscape: not edge-attached, so the sheet is full screen there.
        #expect(SheetGeometry(screen: screen, device: .iphone15Landscape).viewports[0].sheetTop == 0)
    }

    @Test("travel-category: the 선택 완료 button is 50 pt high, 20 pt in from each side, 10 pt above the bottom safe area on every device")
    func travelCategoryApplyButton() throws {
        let screen = try #require(Spec.example("travel-category"))
        #expect(screen.actionLayout == ActionLayout(placement: .bottom, bottomInset: 10, sideInset: 20, height: 50))
        for device in Device.all {
            let geometry = SheetGeometry(screen: screen, device: device)
            for (detent, viewport) in zip(geometry.detents, geometry.viewports) {
                let button = try #require(geometry.points.placed(at: detent).first { $0.kind == .action })
                #expect(button.frame.height == 50 && button.frame.maxY == device.height - device.safeArea.bottom - 10, "\(device.name)")
                #expect(button.frame.x == geometry.points.sheetX + 20 && button.frame.width == geometry.points.sheetWidth - 40)
                // Drawn where its points round to, whole, at every detent.
                let element = try #require(geometry.layout.element(action: 0))
                #expect(viewport.shows(element) && viewport.placed(element).column == Cells.columns(forPoints: button.frame.x), "\(device.name)")
            }
        }
        // On the iPhone 15 it sits under the chips; on the SE its top (333.5 − 10 − 50 = 273.5 pt
        // down the sheet) is above the last line of chips: W512.
        let se = SheetGeometry(screen: screen, device: .iphoneSE)
        #expect(se.points.firstCover(at: se.detents[0]) != nil)
        let phone = SheetGeometry(screen: screen, device: Self.phone)
        #expect(phone.points.firstCover(at: phone.detents[0]) == nil)
    }

    @Test("popup pickers: a grid of ⌈7 / 2⌉ = 4 rows of cells, 16 pt under the title, in a 10 pt inset")
    func popupPickers() throws {
        let screen = try #require(Spec.example("vehicle-picker"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        let cells = geometry.points.elements.filter { $0.kind == .option }
        #expect(cells.count == 7)
        #expect(Set(cells.map(\.frame.y)).count == 4 && Set(cells.map(\.frame.x)) == [10, 10 + (373 - 10) / 2 + 10])
        let title = try #require(geometry.points.elements.first { $0.kind == .title })
        #expect(abs(cells[0].frame.y - (title.frame.maxY + 16)) < 1e-9)
        // rows × cell-height + (rows − 1) × line-spacing, UIKit's 50 and 10.
        #expect(abs(cells[6].frame.maxY - cells[0].frame.y - (4 * 50 + 3 * 10)) < 1e-9)
        let drawn = geometry.layout.elements.filter { if case .gridCell = $0.kind { return true } else { return false } }
        #expect(Set(drawn.map(\.row)).count == 4 && Set(drawn.map(\.column)).count == 2)
    }

    @Test("touch-block panel: the table is capped at 0.7 × 852 = 596.4 pt, then the bottom inset: 630.4 pt")
    func touchBlockPanel() throws {
        let screen = try #require(Spec.example("touch-block-panel"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        let fit = try #require(geometry.detents.first)
        // 20 rows × 44 pt = 880 pt of table, more than the cap.
        #expect(fit.points == 0.7 * 852 + 34)
        #expect(fit.rows == 39 && fit.isCapped)
        // The table's rows are 44 pt each, from the panel's top: 20 of them span 880 pt, 55 rows of 16 pt.
        let rows = geometry.layout.elements.filter { if case .contentRow = $0.kind { return true } else { return false } }
        #expect(rows.count == 20)
        #expect(geometry.points.scrollEnd == 880 && (rows.last?.bottom ?? 0) == 55)
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

    @Test("interests: the whole screen, content under the status bar, sections as the flow layout sets them")
    func interests() throws {
        let screen = try #require(Spec.example("interests"))
        let geometry = SheetGeometry(screen: screen, device: Self.phone)
        #expect(geometry.detents.map(\.points) == [852])
        #expect(geometry.viewports[0].sheetTop == 0)
        let points = geometry.points
        // From the top safe area (59 pt): the 40 pt header, the section inset's 50 pt top, lines of
        // 25 pt chips (14 pt × 1.1934 + 2 × 4.15) 10 pt apart, its 50 pt bottom, the next header.
        let headers = points.elements.filter { $0.kind == .sectionHeader }
        #expect(headers.first?.frame.y == 59 && headers.allSatisfy { $0.frame.height == 40 })
        let chips = points.elements.filter { $0.kind == .option }
        let chipHeight = 14 * 1.1934 + 2 * 4.15
        #expect(abs(chipHeight - 25) < 0.01 && chips.allSatisfy { abs($0.frame.height - chipHeight) < 1e-9 })
        #expect(abs((chips.first?.frame.y ?? 0) - (59 + 40 + 50)) < 1e-9)
        let firstSection = chips.filter { ($0.index ?? 0) < 4 }
        let lines = Set(firstSection.map(\.frame.y)).count
        let second = try #require(headers.last)
        #expect(abs(second.frame.y - (59 + 40 + 50 + Double(lines) * chipHeight + Double(lines - 1) * 10 + 50)) < 1e-9)
        // Each chip is its title at 14 pt plus 30; they keep the section inset's sides, 16 pt and 50 pt,
        // packed at the leading edge 5 pt apart.
        #expect(chips.allSatisfy { abs($0.frame.width - (TextMeasure.width($0.text, size: 14, weight: .regular) + 30)) < 1e-9 })
        #expect(chips.map(\.frame.x).min() == 16 && chips.allSatisfy { $0.frame.maxX <= 393 - 50 + 1e-9 })
        for (a, b) in zip(chips, chips.dropFirst()) where a.frame.y == b.frame.y { #expect(abs(b.frame.x - a.frame.maxX - 5) < 1e-9) }
        // 시작하기: the full width, 50 pt high, its bottom on the bottom safe area.
        let button = try #require(points.placed(at: geometry.detents[0]).first { $0.kind == .action })
        #expect(button.frame == PointFrame(x: 0, y: 852 - 34 - 50, width: 393, height: 50))
        #expect(geometry.viewports[0].hidden.isEmpty)
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
