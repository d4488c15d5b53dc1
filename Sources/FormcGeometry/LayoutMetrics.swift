/// The few sizes of the ASCII drawing that are the drawing's own, in cells: the marks it draws
/// around a part's text. Every size of the sheet itself is a point of the layout in points
/// (`PointLayout`, from the screen's `style`), rounded to cells by `SheetLayout`.
public enum LayoutMetrics {
    /// The sheet's border: one row at the top and bottom, one column at each side.
    public static let border = 1
    /// `[` and `]` around a chip's title (a space inside each when the chip has room).
    public static let chipBrackets = 2
    /// A selection or disabled mark before a chip's title: `[✓title ]`.
    public static let mark = 1
    /// A box's borders and a blank inside each (buttons, placeholders).
    public static let boxChrome = 4
    /// A grid cell's borders: its title may take every cell between them (centred, with a
    /// blank either side when it has room); a selected cell's `✓ ` takes two more.
    public static let boxBorders = 2
    /// `(✓) ` or `[✓] ` before a list row's title.
    public static let listMark = 4
}
