import FormcCore
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// Laying a sheet out in cells: flow wrapping, grids, lists, truncation and the cut.
@Suite("Geometry: layout in cells")
struct GeometryLayoutTests {
    @Test("grid rows = ⌈options / columns⌉ (001)")
    func gridRowFormula() {
        #expect(GridLayout.rowCount(options: 7, columns: 2) == 4)  // 001: 7 items take 4 lines
        #expect(GridLayout.rowCount(options: 6, columns: 2) == 3)
        #expect(GridLayout.rowCount(options: 1, columns: 3) == 1)
        #expect(GridLayout.rowCount(options: 0, columns: 2) == 0)
        #expect(GridLayout.rowCount(options: 12, columns: 5) == 3)
        #expect(GridLayout.rowCount(options: 13, columns: 6) == 3)
        let grid = GridLayout(optionCount: 7, columns: 2, width: 45, spacing: 1)
        #expect(grid.columnWidth == 22)  // (45 − 1) / 2
        #expect(grid.rows == 4)
        #expect(grid.position(of: 5) == (2, 1))
        #expect(grid.x(ofColumn: 1) == 23)
        #expect(GridLayout(optionCount: 3, columns: 9, width: 45, spacing: 1).columns == 6)  // clamped
    }

    @Test("001's picker: 7 cells in 2 columns, 4 rows of 3-row cells")
    func gridCells() throws {
        let screen = try #require(Spec.example("vehicle-picker"))
        let layout = SheetLayout(screen: screen, device: .iphone15)
        let cells = layout.elements.filter { if case .gridCell = $0.kind { true } else { false } }
        #expect(cells.count == 7)
        // Row 1 blank (no grabber), 2 header, 3 blank, then cells from row 4; content from column 2.
        #expect(cells.map(\.row) == [4, 4, 7, 7, 10, 10, 13])
        #expect(cells.map(\.column) == [2, 25, 2, 25, 2, 25, 2])
        #expect(cells.allSatisfy { $0.width == 22 && $0.height == 3 })
        #expect(cells[0].mark == .selected)
        #expect(layout.contentEnd == 16)
        #expect(layout.contentRows == 18)  // + bottom padding + border
        // The popup's fit: 18 rows = 288 pt + 34 = 322 pt → 20 rows.
        let geometry = SheetGeometry(screen: screen, device: .iphone15)
        #expect(geometry.detents.map(\.points) == [322])
        #expect(geometry.detents.map(\.rows) == [20])
    }

    @Test("flow wraps when the next item does not fit, at exact widths")
    func flowWrapping() {
        let fits = FlowLayout.lines(widths: [5, 5, 5], width: 17, spacing: 1)
        #expect(fits.map { $0.map(\.index) } == [[0, 1, 2]])
        #expect(fits[0].map(\.x) == [0, 6, 12])
        let wraps = FlowLayout.lines(widths: [5, 5, 5], width: 16, spacing: 1)
        #expect(wraps.map { $0.map(\.index) } == [[0, 1], [2]])
        #expect(wraps[1][0].x == 0)
        let wide = FlowLayout.lines(widths: [3, 20, 3], width: 10, spacing: 1)
        #expect(wide.map { $0.map(\.index) } == [[0], [1], [2]])
        #expect(FlowLayout.lines(widths: [], width: 10, spacing: 1).isEmpty)
    }

    @Test("000's chips wrap as the contract's illustration shows on iphone-15, and narrower on iphone-se")
    func chipLines() throws {
        let screen = try #require(Spec.example("travel-category"))
        func lines(on device: Device) -> [[Int]] {
            let chips = SheetLayout(screen: screen, device: device).elements.compactMap { element -> (Int, Int)? in
                guard case .chip(_, let option) = element.kind else { return nil }
                return (element.row, option)
            }
            var byRow: [Int: [Int]] = [:]
            for (row, option) in chips { byRow[row, default: []].append(option) }
            return byRow.keys.sorted().compactMap { byRow[$0] }
        }
        // [ 아이 👶 ] [ 여행 🛫 ] [ 커피 ☕️ ] [ 차 🫖 ] is 11+1+11+1+11+1+9 = 45: exactly the width.
        #expect(lines(on: .iphone15) == [[0, 1, 2], [3, 4, 5, 6], [7, 8, 9], [10, 11]])
        // On the SE the line is 43 wide, so 차 🫖 moves down, and so on.
        #expect(lines(on: .iphoneSE) == [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]])
        let layout = SheetLayout(screen: screen, device: .iphone15)
        let lover = try #require(layout.elements.first { $0.option.map { $0 == (0, 1) } ?? false })
        #expect(lover.width == 11)  // [ 애인 💑 ], nothing selected
        // The first line is spread as UICollectionViewFlowLayout does: 15 + 11 + 11 and two
        // gaps of 1 leave 6 cells, 3 more per gap.
        #expect(lover.column == 2 + 15 + 1 + 3)
        let tea = try #require(layout.elements.first { $0.option.map { $0 == (0, 6) } ?? false })
        #expect(tea.column + tea.width == layout.contentColumn + layout.contentWidth)
    }

    @Test("flow alignment: leading packs; spread justifies full lines, centers a lone item, packs the last line")
    func flowAlignment() {
        let widths = [10, 10, 10, 30, 4, 8]
        // Lines of 40: [10 10 10] (32 used), [30 4] (35 used; the 8 would make 44), [8].
        let leading = FlowLayout.lines(widths: widths, width: 40, spacing: 1)
        #expect(leading.map { $0.map(\.x) } == [[0, 11, 22], [0, 31], [0]])
        let spread = FlowLayout.lines(widths: widths, width: 40, spacing: 1, alignment: .spread)
        // Line 1: 8 leftover cells over 2 gaps → x 0, 15, 30 (ends at 40).
        // Line 2: 30 + 4 + 1 = 35, 5 leftover over 1 gap → x 0, 36 (ends at 40).
        // Line 3, the last: packed at the leading edge.
        #expect(spread.map { $0.map(\.x) } == [[0, 15, 30], [0, 36], [0]])
        // Uneven leftovers go to the first gaps: 3 items of 10 in 35 → 3 leftover over 2 gaps.
        #expect(FlowLayout.lines(widths: [10, 10, 10, 30], width: 35, spacing: 1, alignment: .spread).first?.map(\.x) == [0, 13, 25])
        // A line of one item that is not the last is centered; the last line is never spread.
        let lone = FlowLayout.lines(widths: [20, 30, 5], width: 40, spacing: 1, alignment: .spread)
        #expect(lone.map { $0.map(\.x) } == [[10], [0, 31]])
        #expect(FlowLayout.lines(widths: [20], width: 40, spacing: 1, alignment: .spread).map { $0.map(\.x) } == [[0]])
    }

    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"

    @Test("a chip wider than a line is cut with … between grapheme clusters")
    func chipTruncation() throws {
        let yaml = """
            formc: 1
            screen: wide
            fields:
              - id: f
                type: multi-choice
                options:
                  - { id: plain, title: "\(String(repeating: Self.family, count: 25))" }
                  - { id: chosen, title: "\(String(repeating: Self.family, count: 25))" }
                initial: [chosen]
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let layout = SheetLayout(screen: screen, device: .iphoneSE)
        #expect(layout.contentWidth == 43)
        let chips = layout.elements.filter { $0.option != nil }
        // Room 43 − 4 = 39: 19 families (38 cells) and the ellipsis.
        #expect(chips[0].text == String(repeating: Self.family, count: 19) + "…")
        #expect(chips[0].width == 43)
        #expect(chips[0].isTruncated && chips[0].fullTextWidth == 50 && chips[0].textRoom == 39)
        // Selected: the same room (a title is cut whichever option is selected); the mark takes
        // the space before the title, so the chip is still one line wide: `[✓…title… ]`.
        #expect(chips[1].text == chips[0].text && chips[1].textRoom == 39)
        #expect(chips[1].width == 43)
        #expect(chips[1].row == chips[0].row + 2)
    }

    @Test("a grid cell's title is cut to the column")
    func gridTruncation() throws {
        let yaml = """
            formc: 1
            screen: cells
            fields:
              - id: f
                type: choice
                layout: grid
                columns: 3
                options: [가나다라마바, 짧음, 셋]
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        // SE: (43 − 2) / 3 = 13 columns a cell, 13 − 4 = 9 for the title: 4 syllables and "…".
        let se = SheetLayout(screen: screen, device: .iphoneSE).elements.filter { $0.option != nil }
        #expect(se.map(\.width) == [13, 13, 13])
        #expect(se[0].text == "가나다라…" && se[0].textWidth == 9 && se[0].isTruncated)
        #expect(!se[1].isTruncated && !se[2].isTruncated)
        // Pro Max: (50 − 2) / 3 = 16, room 12: the whole title.
        let max = SheetLayout(screen: screen, device: .iphone15ProMax).elements.filter { $0.option != nil }
        #expect(max[0].text == "가나다라마바" && !max[0].isTruncated)
    }

    @Test("lists put a separator between rows; several fields get label rows")
    func listsAndLabels() throws {
        let yaml = """
            formc: 1
            screen: two
            title: Two
            sheet: { grabber: true, dismiss: { close-button: true } }
            fields:
              - { id: a, type: choice, layout: list, label: First, options: [x, y] }
              - { id: b, type: multi-choice, layout: flow, options: [z] }
            actions:
              - { id: ok, title: OK, role: submit }
            """
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let layout = SheetLayout(screen: screen, device: .iphone15)
        let kinds = layout.elements.map { "\($0.kind)@\($0.row)" }
        #expect(kinds == [
            "grabber@1", "title@2", "closeButton@2",
            "fieldLabel(field: 0)@4", "listRow(field: 0, option: 0)@5", "listSeparator(field: 0)@6",
            "listRow(field: 0, option: 1)@7",
            "fieldLabel(field: 1)@9", "chip(field: 1, option: 0)@10",
            "action(0)@12",
        ])
        #expect(layout.elements[3].text == "First")
        #expect(layout.elements[7].text == "b")  // no label: the id
        #expect(layout.elements[2].column == 2 + 45 - 1)  // ✕ at the content's right edge
        #expect(layout.contentEnd == 15)
    }
}
