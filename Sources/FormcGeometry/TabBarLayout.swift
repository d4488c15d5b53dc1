/// The tab bar's items in equal slots across the sheet (`specs/004-my-place.yaml`). Slot widths
/// differ by at most one cell: the columns left over from an even split go to the leftmost slots.
public enum TabBarLayout {
    /// The most tabs an iPhone's tab bar shows: with more (W501), the first four and More.
    public static let maxTabs = 5

    /// How many slots a bar of `count` tabs has, and how many of the spec's tabs they show
    /// (the last slot of a bar of more than `maxTabs` is More).
    public static func shown(count: Int) -> (slots: Int, specTabs: Int) {
        count > maxTabs ? (maxTabs, maxTabs - 1) : (count, count)
    }

    /// The columns a tab's icon or title may take in its slot: a blank, or the selection's
    /// mark, either side.
    public static func labelRoom(_ slot: Slot) -> Int { slot.width - 2 }

    /// A tab's title font: `UITabBarItem`'s 10 pt medium system font.
    public static let titleFont = FontSpec(size: 10, weight: .medium)
    /// Points a tab's title keeps from each side of its item.
    public static let titleMargin = 4.0

    /// The width of a tab's title in points, at `titleFont`.
    public static func titleWidth(_ title: String) -> Double { TextMeasure.width(title, font: titleFont) }

    /// The points a tab's title has: the sheet's width shared equally by `slots` items, less
    /// `titleMargin` either side.
    public static func titleRoom(sheetWidth: Double, slots: Int) -> Double {
        guard slots > 0 else { return 0 }
        return Swift.max(0, sheetWidth / Double(slots) - 2 * titleMargin)
    }

    /// One item's slot.
    public struct Slot: Hashable, Sendable {
        public var column: Int
        public var width: Int
    }

    /// Slots for `count` items across `width` columns from column `start`; none when there is
    /// not a column each.
    public static func slots(count: Int, width: Int, start: Int = 0) -> [Slot] {
        guard count > 0, width >= count else { return [] }
        let base = width / count
        let extra = width % count
        var slots: [Slot] = []
        var column = start
        for index in 0..<count {
            let slotWidth = base + (index < extra ? 1 : 0)
            slots.append(Slot(column: column, width: slotWidth))
            column += slotWidth
        }
        return slots
    }
}
