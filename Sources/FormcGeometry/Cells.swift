/// Conversion from points to the cells of the ASCII drawing's monospace grid (spec-language.md
/// §9): one cell is 8 pt wide and 16 pt high. Only the drawing converts (`SheetLayout`,
/// `SheetViewport`): every rule reads points.
///
/// Rounding: to the nearest cell, halves away from zero (`426 pt / 16 = 26.6` → 27 rows,
/// `852 / 16 = 53.25` → 53, `852 / 8 = 106.5` → 107). Every conversion of a length goes through
/// here. Negative, non-finite or absurd
/// lengths (which only a broken spec can produce) are clamped, never trapped on.
public enum Cells {
    /// Points per cell, horizontally.
    public static let pointsPerColumn = 8.0
    /// Points per cell, vertically.
    public static let pointsPerRow = 16.0
    /// No length converts to more cells than this (a spec can ask for `height: 1e300`).
    public static let maximumCells = 100_000

    /// `points` as whole rows.
    public static func rows(forPoints points: Double) -> Int { cells(points / pointsPerRow) }

    /// `points` as whole columns.
    public static func columns(forPoints points: Double) -> Int { cells(points / pointsPerColumn) }

    private static func cells(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return value == .infinity ? maximumCells : 0 }
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        return rounded >= Double(maximumCells) ? maximumCells : Int(rounded)
    }
}
