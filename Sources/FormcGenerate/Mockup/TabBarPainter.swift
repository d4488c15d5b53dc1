import FormcCore
import FormcGeometry
import FormcSpec

/// Paints the tab bar over the bottom of the screen, and of the sheet (004): a hairline,
/// the icons' names, the titles with the selected tab marked `▸플레이스◂`, then the
/// bottom safe area.
struct TabBarPainter {
    let tabBar: TabBar
    let text: PreparedText
    let viewport: SheetViewport
    let glyphs: Glyphs

    func paint(_ canvas: inout Canvas) {
        let rows = viewport.tabBarRows
        guard rows > 0 else { return }
        let top = canvas.height - rows
        canvas.repeatGlyph(glyphs.tabSeparator, row: top, column: 0, count: canvas.width)
        for row in (top + 1)..<canvas.height {
            canvas.repeatGlyph(" ", row: row, column: 0, count: canvas.width)
        }
        // With room for both, icons above titles as UIKit draws them; else titles only.
        let iconRow: Int? = rows >= 3 ? top + 1 : nil
        let titleRow = rows >= 3 ? top + 2 : top + 1
        let slots = TabBarLayout.slots(count: tabBar.items.count, width: canvas.width)
        let selected = tabBar.selectedIndex
        for (index, slot) in slots.enumerated() {
            if let iconRow, let icon = text.tabIcons[index] {
                centered(FittedText(icon, room: slot.width - 2).text, in: slot, row: iconRow, on: &canvas)
            }
            guard titleRow < canvas.height else { continue }
            if index == selected {
                let title = FittedText(text.tabTitles[index], room: slot.width - 4).text
                let marked = String(glyphs.tabSelectedLeft) + title + String(glyphs.tabSelectedRight)
                centered(marked, in: slot, row: titleRow, on: &canvas)
            } else {
                centered(FittedText(text.tabTitles[index], room: slot.width - 2).text, in: slot, row: titleRow, on: &canvas)
            }
        }
    }

    private func centered(_ label: String, in slot: TabBarLayout.Slot, row: Int, on canvas: inout Canvas) {
        let width = DisplayWidth.of(label)
        guard width <= slot.width else { return }
        canvas.put(label, row: row, column: slot.column + (slot.width - width) / 2, end: slot.column + slot.width)
    }
}
