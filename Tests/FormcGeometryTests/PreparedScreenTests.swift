@testable import FormcGeometry
import FormcPipelineTestSupport
import FormcSpec
import Testing

/// What is prepared once per screen and shared by its layouts on every device.
@Suite("Geometry: work done once per screen")
struct PreparedScreenTests {
    /// A screen with every kind of part: title and ✕, fields in flow, grid and list layouts,
    /// sections, an initial selection, disabled options, content rows, a placeholder, buttons.
    static let everything = """
        formc: 1
        screen: s
        title: 여행 👍🏽 선택
        sheet: { detents: [{ id: peek, height: 140 }, medium, large] }
        fields:
          - id: f
            type: multi-choice
            layout: flow
            sections:
              - { title: 가, options: [{ id: a, title: 애인 }, b, c] }
              - { title: 나, options: [d, { id: e, title: 운동, disabled: true }] }
            initial: [a, d]
          - { id: g, type: choice, commit: on-select, layout: grid, columns: 2, options: [x, y, z], initial: y }
          - { id: h, type: multi-choice, layout: list, options: [p, q, r] }
        content:
          - rows: [하나, 둘]
          - { placeholder: map, height: 100 }
        actions:
          - { id: apply, title: 선택 완료, role: submit }
          - { id: cancel, title: 취소, role: cancel }
        """

    @Test("the prepared marks are the initial selection's, per field")
    func marksPreparedOnce() throws {
        let screens = try [#require(Spec.screen(Self.everything))] + Spec.exampleScreens
        for screen in screens {
            let text = PreparedText(screen)
            #expect(text.optionMarks == screen.fields.map(InitialSelection.marks), "\(screen.id.value)")
        }
        let screen = try #require(Spec.screen(Self.everything))
        #expect(PreparedText(screen).optionMarks[0] == [.selected, .none, .none, .selected, .disabled])
    }

    @Test("marks read in place are the initial selection's: one id, a few, many, repeated, unknown")
    func marksInPlace() throws {
        let options = (0..<12).map { "o\($0)" }.joined(separator: ", ")
        let initials = ["o3", "[o1, o1, zz, o0]", "[]", "[o11, o2, o5, o7, o9, o0, o1, o4, o6, o8, o10, zz, o3]", "zz"]
        for initial in initials {
            let yaml = """
                formc: 1
                screen: s
                fields:
                  - { id: f, type: multi-choice, options: [\(options), { id: d, title: D, disabled: true }], initial: \(initial) }
                """
            let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
            let marks = InitialSelection.marks(of: screen.fields, at: 0)
            #expect(marks == InitialSelection.marks(of: screen.fields[0]), "\(initial)")
            #expect(marks.last == .disabled)
        }
    }

    @Test("many initial ids: the options they name, in option order, the first of a repeated id")
    func manyInitialIDs() throws {
        let options = (0..<12).map { "o\($0)" }.joined(separator: ", ")
        for (initial, expected) in [
            ("[o11, o5, o2, zz, o0, o5, o7, o9, o3, o1]", [0, 1, 2, 3, 5, 7, 9, 11]),
            ("[o5, o2]", [2, 5]),
            ("[a1, a2, a3, a4, a5, a6, a7, a8, a9]", []),
        ] {
            let yaml = """
                formc: 1
                screen: s
                fields:
                  - { id: f, type: multi-choice, options: [\(options), { id: o5, title: again }], initial: \(initial) }
                """
            let screen = try #require(Spec.screen(yaml), "\(Spec.problems(yaml))")
            #expect(InitialSelection.indexes(of: screen.fields[0]) == expected, "\(initial)")
        }
    }

    @Test("the drawing rounds every part of the layout in points, once: one cell part per point part, edges to the nearest cell")
    func drawingRoundsEveryPart() throws {
        let screens = try [#require(Spec.screen(Self.everything))] + Spec.exampleScreens
        var rounded = 0
        for screen in screens {
            let text = PreparedText(screen)
            for device in Device.all {
                let points = PointLayout(screen: screen, device: device)
                let cells = SheetLayout(points, screen: screen, text: text)
                let drawn = cells.elements.filter { $0.kind != .closeButton }
                #expect(drawn.count == points.elements.count + points.pinned.count, "\(screen.id.value) on \(device.name)")
                #expect(cells.elements.count(where: { $0.kind == .closeButton }) == (points.closeButtonFrame == nil ? 0 : 1))
                let inner = (cells.sheetColumn + 1)...(cells.sheetColumn + cells.sheetWidth - 1)
                for (position, (cell, point)) in zip(drawn, points.elements + points.pinned).enumerated() {
                    let pinned = position >= points.elements.count
                    // Rows: the top edge to the nearest row (under the border, but for the grabber
                    // drawn on it), at least one row high.
                    // A pinned button's rows are from its block's top.
                    let top = Cells.rows(forPoints: point.frame.y)
                    #expect(cell.row == (point.kind == .grabber ? 0 : pinned ? top : max(1, top)))
                    if point.kind != .grabber { #expect(cell.bottom == max(cell.row + 1, Cells.rows(forPoints: point.frame.maxY))) }
                    // Columns: each edge to the nearest column, kept inside the sheet's borders.
                    let left = Cells.columns(forPoints: point.frame.x), right = Cells.columns(forPoints: point.frame.maxX)
                    if inner.contains(left) && inner.contains(right) {
                        #expect(cell.column == left && cell.column + cell.width == right, "\(screen.id.value) \(point.kind)")
                    }
                    rounded += 1
                }
            }
        }
        #expect(rounded > 500)
    }
}
