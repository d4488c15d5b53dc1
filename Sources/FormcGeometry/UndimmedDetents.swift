import FormcCore
import FormcSpec

/// Which detents of a sheet have a clear, touch-passing backdrop (`undimmed-through`), with a
/// detent the device does not offer (`medium` in compact height) drawn as the one it falls
/// back to, backdrop included: the same sheet state is never drawn two ways. Built once per
/// sheet and device, it answers each detent in O(1), so thousands of detents stay linear.
struct UndimmedDetents: Sendable {
    /// Detents at list indexes below this are undimmed.
    private let count: Int
    /// The first list index of each detent id, for fallbacks (built only when a detent falls back).
    private let firstIndex: [ExactString: Int]
    /// `undimmed-through: all`: the system `large`, above every listed detent, is undimmed too.
    private let all: Bool

    init(_ sheet: Sheet, heights: [DetentHeight]) {
        count = sheet.undimmedDetentCount
        if case .all = sheet.backdrop.undimmedThrough.value { all = true } else { all = false }
        var firstIndex: [ExactString: Int] = [:]
        if heights.contains(where: { !$0.isActive && $0.fallbackID != nil }) {
            for (index, detent) in sheet.detents.enumerated() where firstIndex[ExactString(detent.id.value)] == nil {
                firstIndex[ExactString(detent.id.value)] = index
            }
        }
        self.firstIndex = firstIndex
    }

    func contains(_ detent: DetentHeight) -> Bool {
        guard !detent.isActive, let fallback = detent.fallbackID else { return detent.index < count }
        if let index = firstIndex[ExactString(fallback)] { return index < count }
        return all
    }

    /// `UndimmedDetents(sheet, heights: …).contains(detent)` for one detent, without building a
    /// table: O(detents) for a detent that falls back, O(1) otherwise.
    static func contains(_ detent: DetentHeight, of sheet: Sheet) -> Bool {
        let count = sheet.undimmedDetentCount
        guard !detent.isActive, let fallback = detent.fallbackID else { return detent.index < count }
        let detents = sheet.detents
        let wanted = ExactString(fallback)
        if let index = detents.indices.first(where: { ExactString(detents[$0].id.value) == wanted }) { return index < count }
        if case .all = sheet.backdrop.undimmedThrough.value { return true }
        return false
    }
}
