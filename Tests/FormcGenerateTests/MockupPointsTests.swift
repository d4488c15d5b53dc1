import Foundation
import FormcGenerate
import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// The drawing rounds the layout in points: its heading, its rows and its marker follow points,
/// not 16-pt cells.
@Suite("Mockups: drawn from the layout in points")
struct MockupPointsTests {
    /// A list of `count` options of `row-height` in a sheet that fits them.
    static func list(rowHeight: Double, count: Int = 5, detents: String = "[fit]") -> String {
        """
        formc: 1
        screen: s
        sheet: { detents: \(detents) }
        style: { row-height: \(rowHeight) }
        fields:
          - { id: f, type: choice, commit: on-select, layout: list, options: [\((1...count).map { "o\($0)" }.joined(separator: ", "))] }
        """
    }

    /// The sheet's height as the drawing's heading prints it: `sheet N of M pt`.
    static func printedHeight(_ yaml: String, device: Device = .iphone15) throws -> Double {
        let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
        let drawing = MockupRenderer.render(screen, detent: nil, device: device, charset: .unicode)
        let line = try #require(drawing.split(separator: "\n").first { $0.hasPrefix("sheet ") }, "\(drawing)")
        let number = try #require(line.split(separator: " ").dropFirst().first)
        return try #require(Double(number), "\(line)")
    }

    @Test("fit follows points: a row 6 pt taller makes the printed sheet 6 pt × rows taller", arguments: [Device.iphoneSE, .iphone15])
    func fitLine(_ device: Device) throws {
        for count in [1, 4, 7] {
            let before = try Self.printedHeight(Self.list(rowHeight: 44, count: count), device: device)
            let after = try Self.printedHeight(Self.list(rowHeight: 50, count: count), device: device)
            // The heading prints a tenth of a point.
            #expect(abs(after - before - 6 * Double(count)) <= 0.1, "\(count) rows on \(device.name): \(before) → \(after)")
        }
    }

    @Test("doubling row-height doubles a list's drawn height, within one row", arguments: [30.0, 44.0, 61.5])
    func drawnListHeight(_ rowHeight: Double) throws {
        func drawnRows(_ height: Double) throws -> Int {
            let screen = try #require(Spec.screen(Self.list(rowHeight: height, count: 6, detents: "[large]")))
            let rows = SheetGeometry(screen: screen, device: .iphone15).layout.elements.filter { $0.option != nil }
            let first = try #require(rows.first), last = try #require(rows.last)
            return last.bottom - first.row
        }
        let single = try drawnRows(rowHeight), double = try drawnRows(2 * rowHeight)
        #expect(abs(double - 2 * single) <= 1, "\(single) rows, then \(double)")
        // And the drawn height is the points' rounded once: 6 rows of h pt span 6h / 16 rows, ±1.
        #expect(abs(Double(single) - 6 * rowHeight / 16) <= 1)
    }

    @Test("the marker counts what the fold in points hides, and the drawing draws none of it")
    func markerFromPoints() throws {
        // 12 rows of 44 pt from 20 pt at a 200 pt detent on the iPhone 15: the content shows to
        // 200 pt (above the 34 pt safe area of the 234 pt sheet); 20 + 528 − 200 = 348 pt hidden, and
        // every row whose bottom (64 + 44 k) passes 200 pt: k ≥ 4, 8 rows.
        let yaml = Self.list(rowHeight: 44, count: 12, detents: "[{ id: low, height: 200 }]")
        let screen = try #require(Spec.screen(yaml))
        let drawing = MockupRenderer.render(screen, detent: nil, device: .iphone15, charset: .unicode)
        #expect(drawing.contains("▾ 348 pt hidden: 8 options ▾"), "\(drawing)")
        #expect(drawing.contains("o4") && !drawing.contains("o5"))
    }

    @Test("grid cells are drawn by their real width: six columns on a Pro Max show their titles whole")
    func gridCellsByWidth() throws {
        // (430 − 32 − 5 × 10) / 6 = 58 pt a cell, less 24 pt of padding: 34 pt for `1호선` (1 em a syllable
        // at 17 pt, 17 × 2 + a digit's advance), which fits; no cell is cut in points, nor drawn cut.
        let yaml = """
            formc: 1
            screen: lines
            style: { option-font: { size: 12 } }
            fields:
              - { id: line, type: choice, commit: on-select, layout: grid, columns: 6, options: [1호선, 2호선, 3호선] }
            """
        let screen = try #require(Spec.screen(yaml))
        let geometry = SheetGeometry(screen: screen, device: .iphone15ProMax)
        let cells = geometry.layout.elements.filter { $0.option != nil }
        #expect(geometry.points.elements.filter { $0.kind == .option }.allSatisfy { !$0.cutsText })
        #expect(cells.count == 3 && cells.allSatisfy { !$0.isTruncated && $0.text.hasSuffix("호선") })
        // Each drawn as wide as its 58 pt: 7 cells, not a sixth of the old fixed columns.
        #expect(cells.allSatisfy { abs(Double($0.width) - 58.0 / 8) <= 1 })
    }
}
