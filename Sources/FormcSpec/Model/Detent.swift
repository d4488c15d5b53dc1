import FormcCore

/// One resting height of the sheet (spec-language.md §3).
public struct Detent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Half the screen height; inactive in compact height.
        case medium
        /// Screen − top safe inset − 10 pt.
        case large
        /// Content height + bottom safe inset (+ 49 pt under a tab bar), capped by `max-height`.
        case fit
        /// Points above the bottom safe area (the my-place peek's 140 pt).
        case height(Double)
        /// A fraction 0 < f ≤ 1 of the large height.
        case fraction(Double)
    }

    /// `medium`, `large`, `fit`, or the custom id.
    public var id: Located<String>
    public var kind: Kind
    /// The whole list item.
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(id: Located<String>, kind: Kind, range: SourceRange, pointer: JSONPointer) {
        self.id = id
        self.kind = kind
        self.range = range
        self.pointer = pointer
    }
}
