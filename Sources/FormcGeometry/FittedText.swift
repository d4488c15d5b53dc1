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

    /// `piece` truncated with `…` to at most `room` cells, never splitting a grapheme cluster;
    /// with `cut` (the layout in points cuts it), truncated even when it would fit the cells,
    /// so the drawing shows the cut iOS makes.
    public init(_ piece: PreparedText.Piece, room: Int, cut: Bool = false) {
        fullWidth = piece.width
        self.room = Swift.max(0, room)
        let room = cut && piece.width > 0 ? Swift.min(self.room, piece.width - 1) : self.room
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
