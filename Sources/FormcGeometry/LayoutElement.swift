/// One part of a sheet as the ASCII drawing draws it: its frame in points rounded to cells
/// (`SheetLayout`), and what text it shows.
///
/// Rows count from the sheet's top edge (row 0), columns from the screen's left edge.
/// The text is already cleaned (`DisplayText`) and truncated to the room the part has.
public struct LayoutElement: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case grabber
        /// The screen's title, on the header row.
        case title
        /// The ✕ on the header row.
        case closeButton
        /// A field's label, shown when a screen has more than one field.
        case fieldLabel(field: Int)
        /// A section's title (specs/003).
        case sectionHeader(field: Int, section: Int)
        /// A chip of a flow layout.
        case chip(field: Int, option: Int)
        /// A bordered cell of an N-column grid.
        case gridCell(field: Int, option: Int)
        /// A row of a list (a hairline on its first row after the first row of the list).
        case listRow(field: Int, option: Int)
        /// A display-only table row (index into the screen's content, then into its rows),
        /// drawn with a hairline on its first row when the rows have separators.
        case contentRow(block: Int, row: Int, separator: Bool)
        /// A placeholder for a view the spec does not describe (index into the content).
        case placeholder(block: Int)
        /// A button (index into the screen's actions).
        case action(Int)
    }

    public var kind: Kind
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int
    /// The text shown, cleaned and truncated (empty for parts without text).
    public var text: String
    /// The shown text's display width.
    public var textWidth: Int
    /// How an option is marked; `.none` for other parts.
    public var mark: OptionMark
    /// Whether `text` is cut (with `…`): where the layout in points cuts it, or where the cells
    /// it has are too few.
    public var isTruncated: Bool
    /// The display width the whole text would need.
    public var fullTextWidth: Int
    /// The cells the text had.
    public var textRoom: Int

    public init(
        kind: Kind, row: Int, column: Int, width: Int, height: Int, text: String = "", textWidth: Int = 0,
        mark: OptionMark = .none, isTruncated: Bool = false, fullTextWidth: Int = 0, textRoom: Int = 0
    ) {
        self.kind = kind
        self.row = row
        self.column = column
        self.width = width
        self.height = height
        self.text = text
        self.textWidth = textWidth
        self.mark = mark
        self.isTruncated = isTruncated
        self.fullTextWidth = fullTextWidth
        self.textRoom = textRoom
    }

    /// An element showing `fitted`, with its width, truncation and room.
    init(
        kind: Kind, row: Int, column: Int, width: Int, height: Int, fitted: FittedText, mark: OptionMark = .none
    ) {
        self.init(
            kind: kind, row: row, column: column, width: width, height: height, text: fitted.text, textWidth: fitted.width,
            mark: mark, isTruncated: fitted.isTruncated, fullTextWidth: fitted.fullWidth, textRoom: fitted.room)
    }

    /// The first row below the element.
    public var bottom: Int { row + height }

    /// The option this element shows, if it shows one.
    public var option: (field: Int, option: Int)? {
        switch kind {
        case .chip(let field, let option), .gridCell(let field, let option), .listRow(let field, let option):
            (field, option)
        default:
            nil
        }
    }

    /// The action this element shows, if it is a button.
    public var action: Int? {
        if case .action(let index) = kind { return index }
        return nil
    }
}

/// How an option is drawn, so that its state shows without colour.
public enum OptionMark: Hashable, Sendable {
    case none
    /// In the initial selection: `[✓ 애인 💑 ]`.
    case selected
    /// Disabled and not selected: `[- 차 🫖 ]`.
    case disabled

    /// Whether a mark glyph is drawn (and takes room).
    public var isMarked: Bool { self != .none }
}
