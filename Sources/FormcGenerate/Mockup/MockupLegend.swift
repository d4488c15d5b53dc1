import FormcCore
import FormcGeometry
import FormcSpec

extension MockupMarks {
    /// The marks one detent's drawing shows, read from the same geometry the painters use.
    static func used(screen: Screen, geometry: SheetGeometry, viewport: SheetViewport) -> MockupMarks {
        var marks: MockupMarks = []
        for element in geometry.layout.elements where viewport.showsPart(of: element) {
            switch element.kind {
            case .grabber: marks.insert(.grabber)
            case .closeButton: marks.insert(.closeButton)
            case .gridCell where element.mark == .selected: marks.formUnion([.selected, .selectedCell])
            case .action(let index) where screen.actions.indices.contains(index):
                switch screen.actions[index].role?.value {
                case .submit: marks.insert(.submitAction)
                case .destructive: marks.insert(.destructiveAction)
                case .cancel: marks.insert(.cancelAction)
                case nil: break
                }
            default: break
            }
            if element.mark == .selected { marks.insert(.selected) }
            if element.mark == .disabled { marks.insert(.disabled) }
        }
        if viewport.markerRow != nil { marks.insert(.hiddenRows) }
        if viewport.sheetTop > 0 {
            if let shade = SheetPainter.shadeIndex(dim: screen.sheet.shownDim, undimmed: viewport.isUndimmed) {
                marks.insert(.shade(shade))
            } else if viewport.isUndimmed {
                marks.insert(.passThrough)
            }
        }
        if let tabBar = screen.shownTabBar, tabBar.selectedIndex != nil, viewport.tabBarRows > 0 { marks.insert(.selectedTab) }
        return marks
    }
}

/// The legend of a page of mockups: one entry for each mark its drawings use, in a fixed order,
/// each with the glyph as drawn in the charset. A mark the app does not draw (the `✓` of a
/// selected option, the `-` of a disabled one, a button's `!`) says so: the drawing has no
/// colour, and these marks stand for the styles the app shows instead.
public enum MockupLegend {
    public struct Entry: Hashable, Sendable {
        /// The mark as drawn (`✓`, `░`, `▾ … ▾`).
        public var mark: String
        public var meaning: String
    }

    /// The entries for `marks`, in the order a reader meets them (backdrop, sheet, options, cut).
    public static func entries(for marks: MockupMarks, charset: Charset) -> [Entry] {
        let g = Glyphs.of(charset)
        let dots = charset == .ascii ? "..." : "…"
        let shades = ["dim up to 40 %", "dim up to 70 %", "dim up to 90 %", "dim above 90 %"]
        var out: [Entry] = []
        for index in 0..<4 where marks.contains(.shade(index)) {
            out.append(Entry(mark: String(repeating: g.shades[index], count: 3), meaning: "backdrop, \(shades[index])"))
        }
        let table: [(MockupMarks, String, String)] = [
            (.passThrough, "(blank)", "backdrop clear: the presenting screen stays usable, touches pass through"),
            (.grabber, String(repeating: g.grabber, count: 3), "grabber: the sheet can be dragged between detents"),
            (.closeButton, String(g.close), "close button"),
            (.selected, String(g.check), "selected when the sheet opens (initial); a mark of the drawing only: the app shows it by its selected style"),
            (.selectedCell, String([g.selectedCell.topLeft, g.selectedCell.horizontal, g.selectedCell.topRight]),
             "grid cell selected when the sheet opens; the heavy border stands for the app's selected style"),
            (.disabled, String(g.disabled), "disabled option: shown, cannot be picked; a mark of the drawing only"),
            (.submitAction, String([g.submitBox.topLeft, g.submitBox.horizontal, g.submitBox.topRight]),
             "submit button (the primary action); the double border stands for the app's primary style"),
            (.cancelAction, String([g.box.topLeft, g.box.horizontal, g.box.topRight]), "cancel or plain button"),
            (.destructiveAction, String(g.destructive), "destructive button; a mark of the drawing only, before its title"),
            (.selectedTab, String(g.tabSelectedLeft) + "tab" + String(g.tabSelectedRight),
             "the selected tab; the marks stand for the tab bar's tint"),
            (.hiddenRows, "\(g.markerArrow) \(dots) \(g.markerArrow)",
             "content below the fold at the detent's height, measured in points: scrolled to, not shown"),
            (.folded, "\(g.fold) \(dots) \(g.fold)", "folded: rows that repeat the row above, not drawn (the caption keeps the height)"),
        ]
        for (mark, glyph, meaning) in table where marks.contains(mark) {
            out.append(Entry(mark: glyph, meaning: meaning))
        }
        return out
    }
}
