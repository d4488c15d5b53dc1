/// How many options and buttons of a layout reach below a row, answered by binary search:
/// a sheet with thousands of detents asks once per detent, and scanning every element each
/// time would make its geometry quadratic.
struct FoldCounts: Sendable {
    /// The bottom rows of the option elements, and of the buttons, ascending.
    private let optionBottoms: [Int]
    private let actionBottoms: [Int]

    init(_ layout: SheetLayout) {
        var options: [Int] = [], actions: [Int] = []
        options.reserveCapacity(layout.elements.count)
        for element in layout.elements {
            if element.option != nil { options.append(element.bottom) }
            // Pinned buttons are not cut with the content (`SheetViewport` counts them).
            if element.action != nil, layout.pinnedActions == nil { actions.append(element.bottom) }
        }
        optionBottoms = Self.ascending(options)
        actionBottoms = Self.ascending(actions)
    }

    /// `values` sorted; a layout places its parts top to bottom, so they usually already are.
    private static func ascending(_ values: [Int]) -> [Int] {
        values.indices.dropFirst().allSatisfy { values[$0 - 1] <= values[$0] } ? values : values.sorted()
    }

    /// Options not fully shown when the fold is at `row` (their bottom is below it).
    func options(below row: Int) -> Int { Self.count(in: optionBottoms, above: row) }

    /// Buttons not fully shown when the fold is at `row`.
    func actions(below row: Int) -> Int { Self.count(in: actionBottoms, above: row) }

    /// `options(below:)` and `actions(below:)` of one fold, counted over the layout's parts
    /// without building the sorted lists: for a single viewport.
    static func counts(in layout: SheetLayout, below row: Int) -> (options: Int, actions: Int) {
        var options = 0, actions = 0
        for element in layout.elements where element.bottom > row {
            if element.option != nil { options += 1 }
            if element.action != nil, layout.pinnedActions == nil { actions += 1 }
        }
        return (options, actions)
    }

    /// How many values of the ascending `values` are greater than `limit`.
    static func count(in values: [Int], above limit: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = low + (high - low) / 2
            if values[middle] > limit { high = middle } else { low = middle + 1 }
        }
        return values.count - low
    }
}

