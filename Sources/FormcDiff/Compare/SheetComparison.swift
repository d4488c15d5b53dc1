import FormcCore
import FormcSpec

/// How the screen is presented (spec-language.md §3): none of it reaches a result or a
/// generated type's shape, so every rule here is presentation only.
enum SheetComparison {
    static let presentationChanged = DiffRule(
        "PRESENTATION_CHANGED", [.presentation], "`sheet`, `popup` or `full-screen` changed",
        reason: "How the screen is presented; `presentation` in the generated Swift is a value.")
    static let detentAdded = DiffRule("DETENT_ADDED", [.presentation], "a new detent", reason: "A resting height of the sheet.")
    static let detentRemoved = DiffRule(
        "DETENT_REMOVED", [.presentation], "a detent is gone",
        reason: "A resting height of the sheet. Code that names the detent's id as a string finds it no more.")
    static let detentChanged = DiffRule(
        "DETENT_CHANGED", [.presentation], "a detent's height changed (same id)", reason: "A resting height of the sheet.")
    static let initialDetentChanged = DiffRule(
        "INITIAL_DETENT_CHANGED", [.presentation], "the sheet opens at another detent", reason: "Where the sheet starts.")
    static let backdropChanged = DiffRule(
        "BACKDROP_CHANGED", [.presentation], "the backdrop's dim, undimmed detents or tap changed",
        reason: "What is behind the sheet and what a tap on it does.")
    static let sheetChanged = DiffRule(
        "SHEET_CHANGED", [.presentation],
        "another sheet setting changed (grabber, corner radius, max height, dismissal, scrolling, edge attachment, width)",
        reason: "How the sheet looks and behaves.")

    static let rules = [presentationChanged, detentAdded, detentRemoved, detentChanged, initialDetentChanged, backdropChanged, sheetChanged]

    static func compare(_ pair: ScreenPair) -> [Change] {
        let old = pair.base.sheet, new = pair.head.sheet
        var changes: [Change] = []
        func setting<T: Equatable>(_ rule: DiffRule, _ key: String, _ a: Located<T>, _ b: Located<T>, _ text: (T) -> String) {
            guard a.value != b.value else { return }
            changes.append(pair.change(rule, "\(key) \(text(a.value)) → \(text(b.value))", base: pair.site(base: a), head: pair.site(head: b)))
        }
        setting(presentationChanged, "presentation", old.presentation, new.presentation) { $0.rawValue }
        changes += detents(pair)
        setting(initialDetentChanged, "initial-detent", old.initialDetent, new.initialDetent) { "'\($0)'" }
        setting(backdropChanged, "backdrop.dim", old.backdrop.dim, new.backdrop.dim, Describe.number)
        setting(backdropChanged, "backdrop.undimmed-through", old.backdrop.undimmedThrough, new.backdrop.undimmedThrough, undimmed)
        setting(backdropChanged, "backdrop.tap", old.backdrop.tap, new.backdrop.tap) { $0.rawValue }
        if old.maxHeight.value != new.maxHeight.value || old.maxHeightReference != new.maxHeightReference {
            changes.append(pair.change(sheetChanged, "max-height \(height(old)) → \(height(new))",
                                       base: pair.site(base: old.maxHeight), head: pair.site(head: new.maxHeight)))
        }
        setting(sheetChanged, "grabber", old.grabber, new.grabber) { "\($0)" }
        setting(sheetChanged, "corner-radius", old.cornerRadius, new.cornerRadius, Describe.number)
        setting(sheetChanged, "dismiss.swipe", old.dismiss.swipe, new.dismiss.swipe) { "\($0)" }
        setting(sheetChanged, "dismiss.close-button", old.dismiss.closeButton, new.dismiss.closeButton) { "\($0)" }
        setting(sheetChanged, "scrolling-expands", old.scrollingExpands, new.scrollingExpands) { "\($0)" }
        setting(sheetChanged, "edge-attached-in-compact-height", old.edgeAttachedInCompactHeight, new.edgeAttachedInCompactHeight) { "\($0)" }
        setting(sheetChanged, "width-follows-preferred-content-size", old.widthFollowsPreferredContentSize,
                new.widthFollowsPreferredContentSize) { "\($0)" }
        return changes
    }

    private static func detents(_ pair: ScreenPair) -> [Change] {
        let old = pair.base.sheet, new = pair.head.sheet
        let oldByID = old.detents.keyed { $0.id.value }, newByID = new.detents.keyed { $0.id.value }
        var changes: [Change] = []
        for detent in new.detents {
            if let before = oldByID[IDKey(detent.id.value)] {
                if before.kind != detent.kind {
                    changes.append(pair.change(detentChanged, "detent '\(detent.id.value)': \(kind(before.kind)) → \(kind(detent.kind))",
                                               base: pair.site(base: before.range, before.pointer), head: pair.site(head: detent.range, detent.pointer)))
                }
            } else {
                changes.append(pair.change(detentAdded, "detent '\(detent.id.value)' (\(kind(detent.kind))) is new",
                                           base: pair.site(base: old.detentsPlace), head: pair.site(head: detent.range, detent.pointer)))
            }
        }
        for detent in old.detents where newByID[IDKey(detent.id.value)] == nil {
            changes.append(pair.change(detentRemoved, "detent '\(detent.id.value)' was removed",
                                       base: pair.site(base: detent.range, detent.pointer), head: pair.site(head: new.detentsPlace)))
        }
        return changes
    }

    static func kind(_ kind: Detent.Kind) -> String {
        switch kind {
        case .medium: "medium"
        case .large: "large"
        case .fit: "fit"
        case .height(let points): "height \(Describe.number(points)) pt"
        case .fraction(let fraction): "fraction \(Describe.number(fraction))"
        }
    }

    private static func undimmed(_ value: Backdrop.UndimmedThrough) -> String {
        switch value {
        case .none: "none"
        case .all: "all"
        case .detent(let id): "'\(id)'"
        }
    }

    private static func height(_ sheet: Sheet) -> String {
        let fraction = Describe.number(sheet.maxHeight.value)
        return sheet.maxHeightReference == .screen ? "{screen: \(fraction)}" : fraction
    }
}
