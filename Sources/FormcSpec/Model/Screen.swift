import FormcCore

/// One screen: one YAML document of a spec file, decoded and typed (spec-language.md §2).
public struct Screen: Hashable, Sendable {
    /// The file as the user named it.
    public var file: String
    /// 0-based index of the document within the file.
    public var documentIndex: Int
    /// The range of the document's root mapping.
    public var range: SourceRange
    public var version: Located<Int>
    public var id: Located<String>
    public var title: Located<String>?
    public var description: Located<String>?
    public var sheet: Sheet
    public var fields: [Field]
    /// Display-only content, drawn after the fields (§4a); produces no result.
    public var content: [ContentBlock] = []
    public var actions: [Action]
    /// Where the actions sit (`action-layout`; after the content by default).
    public var actionLayout = ActionLayout()
    /// The `action-layout` value as written; nil when the spec leaves it out.
    public var actionLayoutPlace: Place?
    public var tabBar: TabBar?
    /// The tab bar as the presentation shows it: none on a `popup`, whose full-screen cover
    /// hides it (§3, W511), so it is neither drawn, measured nor a way out there.
    public var shownTabBar: TabBar? { sheet.presentation.value == .popup ? nil : tabBar }
    /// The `fields` list (the screen's root mapping when the key is missing), for rules about
    /// the fields as a whole (E409).
    public var fieldsPlace: Place
    /// Where decoding left the screen incomplete (empty for a screen read whole).
    public var incomplete = IncompleteParts()
    /// The screen's `style` as written (§3a); empty when left out.
    public var style = Style()

    /// Whether decoding left `part` (a JSON Pointer such as `/sheet` or `/fields/2`) incomplete.
    public func isIncomplete(at part: String) -> Bool { incomplete.contains(part) }

    /// Whether the root mapping has a key formc could not place (no likely meaning): it may be
    /// what the screen-wide rules would miss (`buttons:` for `actions:`).
    public var isRootIncomplete: Bool { incomplete.unplacedKeysIn.contains("") || incomplete.marks("") }

    /// The first action with the `submit` role (what `commit: on-apply` needs, specs/000).
    public var submitAction: Action? { actions.first { $0.role?.value == .submit } }
}

// The initializer is in an extension and ends in the memberwise one, which the decoder also
// calls with every part: an initializer that assigns the properties one by one builds the
// screen in a stack slot, and the caller then copied it out (a retain and a release of each of
// its strings, lists and pointers).
extension Screen {
    public init(
        file: String, documentIndex: Int, range: SourceRange, version: Located<Int>, id: Located<String>,
        title: Located<String>?, description: Located<String>?, sheet: Sheet, fields: [Field],
        actions: [Action], tabBar: TabBar?
    ) {
        self.init(file: file, documentIndex: documentIndex, range: range, version: version, id: id, title: title,
                  description: description, sheet: sheet, fields: fields, actions: actions, tabBar: tabBar,
                  fieldsPlace: Place(range: range, pointer: .root))
    }
}
