import FormcCore

/// A tab bar shown over the sheet (spec-language.md §6, specs/004).
public struct TabBar: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var range: SourceRange
        public var pointer: JSONPointer
        public var id: Located<String>
        public var title: Located<String>
        /// An SF Symbol name.
        public var icon: Located<String>?
    }

    public var items: [Item]
    /// The tab that owns this sheet; other tabs dismiss it. Defaults to the first tab.
    public var selected: Located<String>
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(items: [Item], selected: Located<String>, range: SourceRange, pointer: JSONPointer) {
        self.items = items
        self.selected = selected
        self.range = range
        self.pointer = pointer
    }

    /// The index of the selected tab, if it names one.
    public var selectedIndex: Int? { items.firstIndex { $0.id.value.isExactly(selected.value) } }
}

// Ends in the memberwise initializer (`range` and `pointer` are declared first so that its labels
// differ): one that assigns the properties one by one builds the value in a stack slot, and
// the caller then copied it out (a retain and a release of each string, list and pointer).
extension TabBar.Item {
    public init(id: Located<String>, title: Located<String>, icon: Located<String>?, range: SourceRange, pointer: JSONPointer) {
        self.init(range: range, pointer: pointer, id: id, title: title, icon: icon)
    }
}
