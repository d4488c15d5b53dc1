import FormcSpec

extension PointLayout {
    /// Whether the backdrop is clear and passes touches through at `detent` (`undimmed-through`),
    /// a detent the device does not offer answering as the one it falls back to: what a drawing
    /// of the layout needs to shade the backdrop as the mockups do.
    public func isUndimmed(at detent: DetentHeight, of sheet: Sheet) -> Bool {
        UndimmedDetents.contains(detent, of: sheet)
    }
}
