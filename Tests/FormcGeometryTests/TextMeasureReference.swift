import FormcCore
@testable import FormcGeometry

// The reference measure, kept with the tests that hold the fast paths to it: formc itself
// measures through `TextMeasure.width`'s fast paths and never calls it.
extension TextMeasure {
    /// The width in em of any text, cluster by cluster: the reference the fast paths
    /// (`standaloneWidth`, `segmentedWidth`) are held to, bit for bit.
    static func clusterWidth(_ text: String, column: [UInt16]) -> Double {
        var units = 0.0
        var ems = 0.0
        // Most text is made of scalars that are each a cluster of their own (Latin, Hangul,
        // CJK, most emoji): measured scalar by scalar, without grapheme breaking.
        if text.unicodeScalars.allSatisfy(DisplayWidth.isStandalone) {
            for scalar in text.unicodeScalars {
                if let index = tableIndex(of: scalar.value) {
                    units += Double(column[index])
                } else {
                    ems += standaloneAdvance(scalar, column: column)
                }
            }
            return units / AdvanceWidthTable.unitsPerEm + ems
        }
        return graphemeWidth(text, column: column)
    }
}
