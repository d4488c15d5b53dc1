import FormcSpec

/// Every piece of a screen's text that a drawing shows, cleaned (`DisplayText`) and measured
/// once, and the mark each option is drawn with, so laying the screen out on several devices
/// neither measures its text nor resolves its initial selection again.
public struct PreparedText: Sendable {
    /// Text ready to place, and its display width.
    public struct Piece: Hashable, Sendable {
        public var text: String
        public var width: Int

        public init(_ raw: String) {
            (text, width) = DisplayText.measured(raw)
        }
    }

    public var title: Piece?
    /// Per field: its label (or id when it has none).
    public var fieldLabels: [Piece]
    /// Per field, per option: the title.
    public var optionTitles: [[Piece]]
    /// Per field, per section: the title.
    public var sectionTitles: [[Piece]]
    /// Per content block: its rows' titles, or the placeholder's name.
    public var contentTexts: [[Piece]]
    /// Per action: the title.
    public var actionTitles: [Piece]
    /// Per tab: the title and the icon's name.
    public var tabTitles: [Piece]
    public var tabIcons: [Piece?]
    /// Per field, per option: its mark (`InitialSelection.marks`).
    public var optionMarks: [[OptionMark]]

    public init(_ screen: borrowing Screen) {
        title = screen.title.map { Piece($0.value) }
        // Fields are read in place, by index (a copy of a `Field` is one retain of its box, but
        // none is cheaper still in these loops).
        let fields = screen.fields
        fieldLabels = []
        optionTitles = []
        sectionTitles = []
        optionMarks = []
        fieldLabels.reserveCapacity(fields.count)
        optionTitles.reserveCapacity(fields.count)
        sectionTitles.reserveCapacity(fields.count)
        optionMarks.reserveCapacity(fields.count)
        for index in fields.indices {
            fieldLabels.append(Piece(fields[index].label?.value ?? fields[index].id.value))
            let options = fields[index].options
            var titles: [Piece] = []
            titles.reserveCapacity(options.count)
            for option in options.indices { titles.append(Piece(options[option].title.value)) }
            optionTitles.append(titles)
            let sections = fields[index].sections
            var sectionPieces: [Piece] = []
            sectionPieces.reserveCapacity(sections.count)
            for section in sections.indices { sectionPieces.append(Piece(sections[section].title.value)) }
            sectionTitles.append(sectionPieces)
            optionMarks.append(InitialSelection.marks(of: fields, at: index))
        }
        contentTexts = screen.content.map { block in
            switch block.kind {
            case .rows(let rows): rows.map { Piece($0.value) }
            case .placeholder(let text, _): [Piece(text.value)]
            }
        }
        // Actions, sections and tabs too are read in place rather than copied one by one.
        let actions = screen.actions
        actionTitles = []
        actionTitles.reserveCapacity(actions.count)
        for index in actions.indices { actionTitles.append(Piece(actions[index].title.value)) }
        let items = screen.tabBar?.items ?? []
        tabTitles = []
        tabIcons = []
        tabTitles.reserveCapacity(items.count)
        tabIcons.reserveCapacity(items.count)
        for index in items.indices {
            tabTitles.append(Piece(items[index].title.value))
            tabIcons.append(items[index].icon.map { Piece($0.value) })
        }
    }
}
