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
///
/// A title's room never depends on its mark: whichever option is selected, the same titles
/// are cut (W500 gives the same verdict for every option of a grid). The mark takes what the
/// chrome leaves: a grid cell's `✓ ` its padding, a chip's `✓` a cell more — or, for a chip
/// as wide as a line, the space before its title (`[✓title ]`).
public enum OptionLabel {
    /// A chip's title fitted so that the whole chip fits a line of `lineWidth` cells.
    public static func chipTitle(_ title: PreparedText.Piece, lineWidth: Int) -> FittedText {
        FittedText(title, room: lineWidth - LayoutMetrics.chipChrome)
    }

    /// A chip's width around a title `titleWidth` cells wide: `[ t ]` or `[✓ t ]`, no wider
    /// than a line of `lineWidth` cells when the title fits one (then `[✓t ]`).
    public static func chipWidth(titleWidth: Int, mark: OptionMark, lineWidth: Int) -> Int {
        let plain = titleWidth + LayoutMetrics.chipChrome
        guard mark.isMarked else { return plain }
        return Swift.max(plain, Swift.min(plain + LayoutMetrics.chipMark, lineWidth))
    }

    /// A grid cell's title fitted inside a cell `columnWidth` cells wide.
    public static func gridCellTitle(_ title: PreparedText.Piece, columnWidth: Int) -> FittedText {
        FittedText(title, room: columnWidth - LayoutMetrics.gridCellChrome)
    }

    /// A list row's title fitted on a line of `lineWidth` cells after its mark.
    public static func listRowTitle(_ title: PreparedText.Piece, lineWidth: Int) -> FittedText {
        FittedText(title, room: lineWidth - LayoutMetrics.listMark)
    }
}
