import FormcCore

/// A button at the bottom of the sheet (spec-language.md §5).
public struct Action: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable, CaseIterable {
        case submit, cancel, destructive
    }

    public var range: SourceRange
    public var pointer: JSONPointer
    public var id: Located<String>
    public var title: Located<String>
    /// nil for a plain button.
    public var role: Located<Role>?
}

// Ends in the memberwise initializer (`range` and `pointer` are declared first so that its labels
// differ): one that assigns the properties one by one builds the value in a stack slot, and
// the caller then copied it out (a retain and a release of each string, list and pointer).
extension Action {
    public init(id: Located<String>, title: Located<String>, role: Located<Role>?, range: SourceRange, pointer: JSONPointer) {
        self.init(range: range, pointer: pointer, id: id, title: title, role: role)
    }
}

/// Where a screen's buttons sit and how big they are (spec-language.md §5, `action-layout`).
public struct ActionLayout: Hashable, Sendable {
    public enum Placement: String, Hashable, Sendable, CaseIterable {
        /// Under the fields and content, scrolling with them.
        case afterContent = "after-content"
        /// Pinned to the bottom safe area at every detent (the travel-category apply button's
        /// bottom anchor on the safe area's, 10 pt above it).
        case bottom
    }

    public var placement: Placement
    /// Points between the last button and the bottom safe area (pinned buttons only).
    public var bottomInset: Double
    /// Points between a button and the sheet's sides; nil for the content's margin.
    public var sideInset: Double?
    /// Each button's height in points.
    public var height: Double

    /// UIKit's system button has no height of its own: 50 pt is the example specs' button.
    public static let defaultHeight = 50.0

    public init(placement: Placement = .afterContent, bottomInset: Double = 0, sideInset: Double? = nil,
                height: Double = ActionLayout.defaultHeight) {
        self.placement = placement
        self.bottomInset = bottomInset
        self.sideInset = sideInset
        self.height = height
    }

    /// Whether the buttons are pinned to the bottom safe area.
    public var isPinned: Bool { placement == .bottom }
}
