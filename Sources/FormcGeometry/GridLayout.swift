/// N equal columns (`specs/001-popup-pickers.yaml`'s vehicle picker): rows = ⌈options / columns⌉, each column
/// `(width − spacing × (columns − 1)) / columns` cells wide, rounded down (specs/001 divides the
/// collection view's width the same way; the cells left over stay empty at the right).
public struct GridLayout: Hashable, Sendable {
    public var columns: Int
    public var columnWidth: Int
    public var spacing: Int
    public var rows: Int

    /// `columns` is clamped to 1…6 (the language's range), so a broken spec still lays out.
    public init(optionCount: Int, columns: Int, width: Int, spacing: Int) {
        let columns = Swift.max(1, Swift.min(6, columns))
        self.columns = columns
        self.spacing = spacing
        self.columnWidth = Swift.max(0, (width - spacing * (columns - 1)) / columns)
        self.rows = GridLayout.rowCount(options: optionCount, columns: columns)
    }

    /// ⌈options / columns⌉ (specs/001: 7 options in 2 columns take 4 rows).
    public static func rowCount(options: Int, columns: Int) -> Int {
        guard options > 0, columns > 0 else { return 0 }
        return (options + columns - 1) / columns
    }

    /// The grid row and column of the `index`-th option, filled row by row.
    public func position(of index: Int) -> (row: Int, column: Int) {
        (index / columns, index % columns)
    }

    /// Offset of a column's left edge from the grid's left edge.
    public func x(ofColumn column: Int) -> Int {
        column * (columnWidth + spacing)
    }
}
