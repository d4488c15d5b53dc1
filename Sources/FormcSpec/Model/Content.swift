import FormcCore

/// Display-only content of a screen (spec-language.md §4a): what the screen shows besides its
/// pickers, producing nothing in the result. A table whose selection is off (specs/002), or a
/// placeholder for a view the spec does not describe (the my-place screen's navigation controller).
public struct ContentBlock: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Rows of a table, one title each, not selectable (`allowsSelection = false`).
        case rows([Located<String>])
        /// A view the spec leaves to the app, named by `text`; `height` in points, or nil for
        /// its intrinsic height (one line of its name).
        case placeholder(Located<String>, height: Located<Double>?)
    }

    public var kind: Kind
    /// Hairlines between rows (`UITableView`'s default `separatorStyle = .singleLine`).
    public var separators: Located<Bool>
    /// The whole list item.
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(kind: Kind, separators: Located<Bool>, range: SourceRange, pointer: JSONPointer) {
        self.kind = kind
        self.separators = separators
        self.range = range
        self.pointer = pointer
    }

    /// The rows' titles (empty for a placeholder).
    public var rows: [Located<String>] {
        if case .rows(let rows) = kind { return rows }
        return []
    }
}
