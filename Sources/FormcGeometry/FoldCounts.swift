/// How many options and buttons of a layout in points reach below a fold, answered by binary
/// search: a sheet with thousands of detents asks once per detent, and scanning every part
/// each time would make its geometry quadratic.
struct FoldCounts: Sendable {
    /// The bottom edges of the options, and of the buttons that scroll, ascending.
    private let optionBottoms: [Double]
    private let actionBottoms: [Double]

    init(_ layout: PointLayout) {
        var options: [Double] = [], actions: [Double] = []
        options.reserveCapacity(layout.elements.count)
        // Parts are read in place, by index: copying each would copy its texts.
        let elements = layout.elements
        for index in elements.indices {
            if elements[index].kind == .option { options.append(elements[index].frame.maxY) }
            // Pinned buttons are not in `elements`: they are not cut with the content.
            if elements[index].kind == .action { actions.append(elements[index].frame.maxY) }
        }
        optionBottoms = Self.ascending(options)
        actionBottoms = Self.ascending(actions)
    }

    /// `values` sorted; a layout places its parts top to bottom, so they usually already are.
    private static func ascending(_ values: [Double]) -> [Double] {
        values.indices.dropFirst().allSatisfy { values[$0 - 1] <= values[$0] } ? values : values.sorted()
    }

    /// Options not fully shown above the fold at `y` points from the sheet's top.
    func options(below y: Double) -> Int { Self.count(in: optionBottoms, above: y + PointLayout.coverTolerance) }

    /// Buttons not fully shown above the fold at `y`.
    func actions(below y: Double) -> Int { Self.count(in: actionBottoms, above: y + PointLayout.coverTolerance) }

    /// `options(below:)` and `actions(below:)` of one fold, counted over the layout's parts
    /// without sorting: for a single viewport.
    static func counts(in layout: PointLayout, below y: Double) -> (options: Int, actions: Int) {
        var options = 0, actions = 0
        let limit = y + PointLayout.coverTolerance
        let elements = layout.elements
        for index in elements.indices where elements[index].frame.maxY > limit {
            if elements[index].kind == .option { options += 1 }
            if elements[index].kind == .action { actions += 1 }
        }
        return (options, actions)
    }

    /// How many values of the ascending `values` are greater than `limit`.
    static func count(in values: [Double], above limit: Double) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = low + (high - low) / 2
            if values[middle] > limit { high = middle } else { low = middle + 1 }
        }
        return values.count - low
    }
}
