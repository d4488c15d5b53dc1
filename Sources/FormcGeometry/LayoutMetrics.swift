/// The sizes of a sheet's parts in cells, each from the UIKit default or the example spec it comes from.
///
/// The mockup is a stylised drawing: a chip is one row (the language reference's illustration draws
/// `[ 반려동물 🐶 ]` on one line), a bordered cell or button three (≈ 50 pt, the travel-category apply
/// button). Spacings of 5–10 pt round to one cell. Everything that places or measures a part
/// of the sheet reads these numbers, so the drawing and the device rules cannot drift apart.
public enum LayoutMetrics {
    // MARK: Sheet

    /// The sheet's border: one row at the top and bottom, one column at each side.
    public static let border = 1
    /// Space between the sheet's side border and its content (specs/000: 10 pt insets).
    public static let contentMargin = 1
    /// Blank rows under the last content row, above the bottom safe area (specs/001: 10 pt).
    public static let bottomPadding = 1
    /// The grabber, 36 pt wide (UIKit's), centered on the row under the top border.
    public static let grabberWidth = 5
    /// The close button ✕ (specs/001: 25 pt) on the title row's right edge.
    public static let closeButtonWidth = 1
    /// Blank columns between the title and the close button.
    public static let closeButtonGap = 1

    // MARK: Options

    /// Between two chips on a line (specs/000, specs/003: `minimumInteritemSpacing = 5`).
    public static let chipSpacing = 1
    /// Blank rows between two lines of chips (specs/000, specs/003: `minimumLineSpacing = 10`).
    public static let chipLineSpacing = 1
    /// `[ ` and ` ]` around a chip's title.
    public static let chipChrome = 4
    /// A selection or disabled mark, drawn before the title: `[✓ 애인 💑 ]`.
    public static let chipMark = 1

    /// Between two grid columns (specs/001: `cellSpacing`).
    public static let gridSpacing = 1
    /// Between two grid rows: bordered cells stack without a gap.
    public static let gridRowSpacing = 0
    /// A bordered grid cell (specs/001: a cell with a border, ≈ 48 pt).
    public static let gridCellHeight = 3
    /// The cell's border and one space of padding on each side of the label; a selected or
    /// disabled cell's `✓ ` takes the padding (`OptionLabel`), never the title's room.
    public static let gridCellChrome = 4

    /// `(✓) ` or `[✓] ` before a list row's title.
    public static let listMark = 4
    /// A separator row between two list rows (a table view's hairline).
    public static let listSeparator = 1

    // MARK: Content

    /// A table row's height: UIKit's default `UITableView.rowHeight` of 44 pt.
    public static let tableRowPoints = 44.0
    /// Blank rows between content and what precedes it.
    public static let contentSpacing = 1

    // MARK: Actions and bars

    /// The fewest rows a bordered button takes, so that its title shows: three (≈ 50 pt, the
    /// default `action-layout.height`); a taller button takes its height in rows.
    public static let actionHeight = 3
    /// Blank rows between two buttons, and between the fields and the first button.
    public static let actionSpacing = 1
    /// Space inside a button around its centered title.
    public static let actionChrome = 4
    /// The tab bar's height above the bottom safe area (UIKit: 49 pt).
    public static let tabBarPoints = 49.0
    /// UIKit keeps `large` this far below the top safe area.
    public static let largeTopGap = 10.0
}
