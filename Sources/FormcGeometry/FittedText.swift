import FormcCore

/// Text cut to the room it has: the shown text, its width, and whether it was cut.
public struct FittedText: Hashable, Sendable {
    public var text: String
    public var width: Int
    public var isTruncated: Bool
    /// The width the whole text would need.
    public var fullWidth: Int
    /// The cells the text had (never negative).
    public var room: Int

    /// `piece` truncated with `…` to at most `room` cells, never splitting a grapheme cluster.
    public init(_ piece: PreparedText.Piece, room: Int) {
        fullWidth = piece.width
        self.room = Swift.max(0, room)
        if piece.width <= room {
            text = piece.text
            width = piece.width
            isTruncated = false
        } else {
            text = DisplayWidth.truncated(piece.text, toWidth: room)
            width = DisplayWidth.of(text)
            isTruncated = true
        }
    }
}

/// The widths of the option parts, in one place so that layout, drawing and the W500 rule
/// use the same arithmetic (see `LayoutMetrics`).
public enum OptionLabel {
    /// A chip's title fitted so that the whole chip fits a line of `lineWidth` cells.
    public static func chipTitle(_ title: PreparedText.Piece, mark: OptionMark, lineWidth: Int) -> FittedText {
        FittedText(title, room: lineWidth - chipChrome(mark))
    }

    /// A chip's width around a title `titleWidth` cells wide: `[ t ]` or `[✓ t ]`.
    public static func chipWidth(titleWidth: Int, mark: OptionMark) -> Int {
        titleWidth + chipChrome(mark)
    }

    /// A grid cell's title fitted inside a cell `columnWidth` cells wide.
    public static func gridCellTitle(_ title: PreparedText.Piece, mark: OptionMark, columnWidth: Int) -> FittedText {
        FittedText(title, room: columnWidth - LayoutMetrics.gridCellChrome - (mark.isMarked ? LayoutMetrics.gridCellMark : 0))
    }

    /// A list row's title fitted on a line of `lineWidth` cells after its mark.
    public static func listRowTitle(_ title: PreparedText.Piece, lineWidth: Int) -> FittedText {
        FittedText(title, room: lineWidth - LayoutMetrics.listMark)
    }

    private static func chipChrome(_ mark: OptionMark) -> Int {
        LayoutMetrics.chipChrome + (mark.isMarked ? LayoutMetrics.chipMark : 0)
    }
}
