import FormcSpec

/// A flow field in titled sections, laid out as a `UICollectionViewFlowLayout` with section
/// headers lays it out (`specs/003-interests.yaml`): each section is its header
/// (`headerReferenceSize`), the section inset's top, the lines of chips (each `FlowSection.chipPoints`
/// high, `lineSpacingPoints` apart), then the section inset's bottom — measured in points from
/// the field's first row and turned into rows only at the end, so that rounding never adds up.
/// The chips keep the section inset's leading and trailing sides; the header spans the field.
public enum FlowSection {
    /// `headerReferenceSize.height` of the interests example's flow layout.
    public static let headerPoints = 40.0
    /// Its `sectionInset`: top, leading, bottom, trailing.
    public static let insetTopPoints = 50.0
    public static let insetLeadingPoints = 16.0
    public static let insetBottomPoints = 50.0
    public static let insetTrailingPoints = 50.0
    /// The tag cells' height (`sizeForItemAt` returns 25 pt high cells).
    public static let chipPoints = 25.0
    /// `minimumLineSpacing` between two lines of chips.
    public static let lineSpacingPoints = 10.0
}

extension ElementPlacer {
    /// A flow field's sections, each headed by its title on the header's middle row.
    mutating func placeFlowSections(
        of field: FieldShape, at fieldIndex: Int, titles: [PreparedText.Piece], sections: [PreparedText.Piece], marks: [OptionMark]
    ) {
        let base = row
        func rowAt(_ points: Double) -> Int { base + Cells.rows(forPoints: points) }
        // The section inset from the content area's sides, which already keep the sheet's
        // border and margin (two columns, 16 pt) from its edges.
        let margin = LayoutMetrics.border + LayoutMetrics.contentMargin
        let leading = Swift.max(0, Cells.columns(forPoints: FlowSection.insetLeadingPoints) - margin)
        let trailing = Swift.max(0, Cells.columns(forPoints: FlowSection.insetTrailingPoints) - margin)
        let chipColumn = column + leading
        let chipWidth = Swift.max(0, width - leading - trailing)
        var y = 0.0
        for (sectionIndex, section) in field.sections.enumerated() {
            let top = rowAt(y), bottom = Swift.max(top + 1, rowAt(y + FlowSection.headerPoints))
            let header = sectionIndex < sections.count ? sections[sectionIndex] : PreparedText.Piece("")
            append(LayoutElement(
                kind: .sectionHeader(field: fieldIndex, section: sectionIndex), row: top + (bottom - top - 1) / 2,
                column: column, width: width, height: 1, fitted: FittedText(header, room: width)))
            y += FlowSection.headerPoints + FlowSection.insetTopPoints
            let indexes = section.optionIndexes.clamped(to: 0..<field.optionCount)
            let widths = takeChipWidths(indexes, titles: titles, marks: marks, lineWidth: chipWidth)
            // Line by line as `FlowLayout.lines` wraps them, without building the lines.
            var current = -1
            FlowLayout.place(widths: widths, width: chipWidth, spacing: LayoutMetrics.chipSpacing, alignment: field.alignment) { line, placement in
                if line != current {
                    if current >= 0 { y += FlowSection.chipPoints }
                    if line > 0 { y += FlowSection.lineSpacingPoints }
                    current = line
                }
                let option = indexes.lowerBound + placement.index
                append(LayoutElement(
                    kind: .chip(field: fieldIndex, option: option), row: rowAt(y), column: chipColumn + placement.x,
                    width: placement.width, height: 1, fitted: OptionLabel.chipTitle(titles[option], lineWidth: chipWidth),
                    mark: marks[option]))
            }
            returnChipWidths(widths)
            if current >= 0 { y += FlowSection.chipPoints }
            y += FlowSection.insetBottomPoints
        }
        row = Swift.max(row + 1, rowAt(y))
    }
}
