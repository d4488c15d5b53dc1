/// The mappings of the spec language, by name.
public enum MappingName: String, Hashable, Sendable, CaseIterable {
    case screen
    case sheet
    case backdrop
    case dismiss
    case customDetent = "custom-detent"
    case heightCap = "height-cap"
    case field
    case option
    case section
    case content
    case action
    case actionLayout = "action-layout"
    case tabBar = "tab-bar"
    case tab
    case style
    case font
    case insets
    case color
    case optionColors = "option-colors"
    case button

    /// "a screen", "a custom detent", … for messages.
    public var noun: String {
        switch self {
        case .screen: "a screen (a mapping)"
        case .sheet: "a sheet mapping"
        case .backdrop: "a backdrop mapping"
        case .dismiss: "a dismiss mapping"
        case .customDetent: "a custom detent mapping ({id, height} or {id, fraction})"
        case .heightCap: "a height cap mapping ({screen: fraction})"
        case .content: "a content mapping ({rows} or {placeholder, height})"
        case .field: "a field mapping"
        case .option: "an option mapping"
        case .section: "a section mapping ({title, options})"
        case .action: "an action mapping"
        case .actionLayout: "an action-layout mapping"
        case .tabBar: "a tab-bar mapping"
        case .tab: "a tab mapping"
        case .style: "a style mapping"
        case .font: "a font mapping ({size, weight})"
        case .insets: "an insets mapping ({top, left, bottom, right})"
        case .color: "a colour ({light, dark})"
        case .optionColors: "an option colours mapping ({fill, text, border})"
        case .button: "a button style mapping ({fill, text, corner-radius})"
        }
    }

    /// "a field", "an option" — the mapping named in E200/E201 messages.
    public var shortNoun: String {
        switch self {
        case .screen: "a screen"
        case .sheet: "'sheet'"
        case .backdrop: "'backdrop'"
        case .dismiss: "'dismiss'"
        case .customDetent: "a custom detent"
        case .heightCap: "'max-height'"
        case .content: "a content item"
        case .field: "a field"
        case .option: "an option"
        case .section: "a section"
        case .action: "an action"
        case .actionLayout: "'action-layout'"
        case .tabBar: "'tab-bar'"
        case .tab: "a tab"
        case .style: "'style'"
        case .font: "a font"
        case .insets: "insets"
        case .color: "a colour"
        case .optionColors: "option colours"
        case .button: "'button'"
        }
    }

    var pluralNoun: String {
        switch self {
        case .screen: "screens"
        case .sheet: "sheets"
        case .backdrop: "backdrops"
        case .dismiss: "dismiss mappings"
        case .customDetent: "detents"
        case .heightCap: "height caps"
        case .content: "content items"
        case .field: "fields"
        case .option: "options"
        case .section: "sections"
        case .action: "actions"
        case .actionLayout: "action layouts"
        case .tabBar: "tab bars"
        case .tab: "tabs"
        case .style: "styles"
        case .font: "fonts"
        case .insets: "insets"
        case .color: "colours"
        case .optionColors: "option colours"
        case .button: "button styles"
        }
    }
}

/// One mapping of the spec language: its keys in the order the language reference lists them.
public struct MappingSpec: Hashable, Sendable {
    public var name: MappingName
    /// A title for the schema's definition ("Field").
    public var title: String
    /// What the mapping describes, for an editor hover.
    public var summary: String
    public var keys: [KeySpec]
    /// Rules over several keys (exactly one of `options`/`sections`, …).
    public var groups: [KeyGroup]

    public init(_ name: MappingName, title: String, summary: String, keys: [KeySpec], groups: [KeyGroup] = []) {
        self.name = name
        self.title = title
        self.summary = summary
        self.keys = keys
        self.groups = groups
    }

    /// The key with this name, if the mapping has one.
    public func key(_ name: String) -> KeySpec? { keys.first { $0.name == name } }

    /// Whether the mapping has a key of this name (without copying its description).
    public func hasKey(_ name: String) -> Bool { keys.contains { $0.name == name } }

    /// Every key name, in order (the candidates of did-you-mean).
    public var keyNames: [String] { keys.map(\.name) }

    /// The keys that must always be written.
    public var requiredKeys: [String] { keys.filter(\.isRequired).map(\.name) }
}
