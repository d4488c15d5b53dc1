import FormcCore
import FormcGeometry
import FormcSpec

/// Paints the tab bar over the bottom of the sheet (`specs/004-my-place.yaml`): a hairline,
/// the icons' names, the titles with the selected tab marked `▸플레이스◂`, then the bottom
/// safe area. The tab bar belongs to the presented tab bar controller, so it spans the sheet's
/// columns: the whole screen in portrait, the edge-attached sheet's width in compact height.
struct TabBarPainter {
    let tabBar: TabBar
    let text: PreparedText
    let layout: SheetLayout
    let viewport: SheetViewport
    let glyphs: Glyphs

    func paint(_ canvas: inout Canvas) {
        let rows = viewport.tabBarRows
        guard rows > 0 else { return }
        let top = canvas.height - rows
        // Between the sheet's side borders, down to the screen's bottom edge: the bar and the
        // bottom safe area under it take the place of the sheet's bottom border.
        let border = LayoutMetrics.border
        let left = max(0, layout.sheetColumn + border)
        let width = max(0, min(layout.sheetWidth - 2 * border, canvas.width - left))
        let bottom = canvas.height
        canvas.repeatGlyph(glyphs.tabSeparator, row: top, column: left, count: width)
        for row in (top + 1)..<bottom {
            canvas.repeatGlyph(" ", row: row, column: left, count: width)
            if layout.sheetWidth >= 2 * border {
                canvas.putGlyph(glyphs.squareSheet.vertical, row: row, column: left - border)
                canvas.putGlyph(glyphs.squareSheet.vertical, row: row, column: left + width)
            }
        }
        // With room for both, icons above titles as UIKit draws them; else titles only.
        let iconRow: Int? = rows >= 3 ? top + 1 : nil
        let titleRow = rows >= 3 ? top + 2 : top + 1
        let tabs = Self.shownTabs(titles: text.tabTitles, icons: text.tabIcons, selected: tabBar.selectedIndex)
        let slots = TabBarLayout.slots(count: tabs.titles.count, width: width, start: left)
        for (index, slot) in slots.enumerated() {
            if let iconRow, let icon = tabs.icons[index] {
                centered(glyphs.shown(FittedText(icon, room: TabBarLayout.labelRoom(slot))), in: slot, row: iconRow, on: &canvas)
            }
            guard titleRow < bottom else { continue }
            if index == tabs.selected {
                // The marks take the place of the blank either side of the title.
                let title = glyphs.shown(FittedText(tabs.titles[index], room: TabBarLayout.labelRoom(slot)))
                let marked = String(glyphs.tabSelectedLeft) + title + String(glyphs.tabSelectedRight)
                centered(marked, in: slot, row: titleRow, on: &canvas)
            } else {
                centered(glyphs.shown(FittedText(tabs.titles[index], room: TabBarLayout.labelRoom(slot))), in: slot, row: titleRow, on: &canvas)
            }
        }
    }

    /// iPhone shows at most 5 tabs: with more (W501), the first 4 and a More tab, which is
    /// the selected one when the sheet's own tab is behind it.
    static func shownTabs(
        titles: [PreparedText.Piece], icons: [PreparedText.Piece?], selected: Int?
    ) -> (titles: [PreparedText.Piece], icons: [PreparedText.Piece?], selected: Int?) {
        let kept = TabBarLayout.shown(count: titles.count).specTabs
        guard kept < titles.count else { return (titles, icons, selected) }
        return (Array(titles.prefix(kept)) + [PreparedText.Piece("More")],
                Array(icons.prefix(kept)) + [PreparedText.Piece("ellipsis")],
                selected.map { Swift.min($0, kept) })
    }

    private func centered(_ label: String, in slot: TabBarLayout.Slot, row: Int, on canvas: inout Canvas) {
        let width = DisplayWidth.of(label)
        guard width <= slot.width else { return }
        canvas.put(label, row: row, column: slot.column + (slot.width - width) / 2, end: slot.column + slot.width)
    }
}
