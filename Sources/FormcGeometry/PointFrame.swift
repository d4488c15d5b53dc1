/// A rectangle in points, from the screen's top-left corner.
public struct PointFrame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The same frame moved down by `dy`.
    func offset(by dy: Double) -> PointFrame { PointFrame(x: x, y: y + dy, width: width, height: height) }

    /// How far `other` reaches into this frame from above, vertically, when they overlap
    /// horizontally: 0 when they do not overlap.
    public func verticalOverlap(with other: PointFrame) -> Double {
        guard x < other.maxX, other.x < maxX else { return 0 }
        return Swift.max(0, Swift.min(maxY, other.maxY) - Swift.max(y, other.y))
    }
}

/// One part of the sheet laid out in points (spec-language.md §9, "The layout in points").
public struct PointElement: Hashable, Sendable {
    /// What the part is, as `formc render --format json` names it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case sheet, grabber, title, label, placeholder, option
        case sectionHeader = "section-header"
        case contentRow = "content-row"
        case action
        case tabBar = "tab-bar"
    }

    public var kind: Kind
    /// The option's, action's or field's id (a label's), nil for a part without one.
    public var id: String?
    public var frame: PointFrame
    /// The field (of an option, a label or a section header), or the action, by index.
    public var field: Int?
    public var index: Int?
    /// The text shown, its measured width and the width it has (0 for parts without text).
    public var text: String
    public var textWidth: Double
    public var textRoom: Double
    /// A view sized by what holds it (a placeholder without a `height`): its frame is the least it
    /// takes, and nothing is said to cover it.
    public var isFlexible: Bool

    // No initializer is declared here: the one Swift writes for every stored property builds a
    // part straight into its list, where a declared one builds it aside and then copies it in
    // (retaining its texts) and destroys the first. The layout calls that one; others call the
    // public one below, which delegates to it.

    /// Whether the text is wider than its room (the part cuts it with `…`).
    public var cutsText: Bool { textWidth > textRoom + 0.01 }
}

extension PointElement {
    /// A part that is not flexible.
    public init(
        kind: Kind, id: String? = nil, frame: PointFrame, field: Int? = nil, index: Int? = nil, text: String = "",
        textWidth: Double = 0, textRoom: Double = 0
    ) {
        self.init(kind: kind, id: id, frame: frame, field: field, index: index, text: text, textWidth: textWidth, textRoom: textRoom,
                  isFlexible: false)
    }
}
