/// What a `MappingReader` needs of one mapping of the language, made once per mapping: its
/// description, the length of each key's name, the positions of its required and grouped
/// keys, and for an unknown key (E200) the list of names and their did-you-mean, made ready.
///
/// Every key written and every key a decoder asks for is found here: a key is compared only
/// with the names of its length (the names of a mapping mostly differ in length), whose lengths
/// are counted once here. A class, made once: a reader holds one reference to it.
final class MappingKeys: Sendable {
    let spec: MappingSpec
    /// `spec.keys`, in order.
    let keys: [KeySpec]
    /// The names of `keys` as E200's help lists them (`id, type, label`).
    let namesListed: String
    /// The names of `keys`, ready for E200's did-you-mean.
    let suggestions: KeySuggestions.Prepared
    /// The UTF-8 length of each key's name, by position.
    private let lengths: [Int]
    /// The positions of the keys that must be written, in order.
    let required: [Int]
    /// For each of `spec.groups`, the position of each of its keys (nil for a name the mapping
    /// does not have).
    let groupPositions: [[Int?]]
    /// What the typed readers need of each key's value, by position, read out of its
    /// `ValueSpec` once here: the spec is an indirect enum, and reading a case out of it at each
    /// lookup cost retains and releases of its boxes (and, for `words`, a list made each time).
    /// The format of a string key (or of the string branch of a `.oneOf`).
    let stringFormats: [StringFormat?]
    /// The bounds of an integer key.
    let integerBounds: [NumberBounds?]
    /// The bounds of a number key.
    let numberBounds: [NumberBounds?]
    /// The words of a word key (`ValueSpec.words`).
    let words: [[WordSpec]]

    private init(_ spec: MappingSpec) {
        self.spec = spec
        keys = spec.keys
        namesListed = spec.keyNames.joined(separator: ", ")
        suggestions = KeySuggestions.Prepared(spec.keyNames)
        lengths = spec.keys.map(\.name.utf8.count)
        required = spec.keys.indices.filter { spec.keys[$0].isRequired }
        groupPositions = spec.groups.map { group in
            group.keys.map { name in spec.keys.indices.first { spec.keys[$0].name == name } }
        }
        stringFormats = spec.keys.map { key in
            if case .string(let format) = key.value.stringLike { format } else { nil }
        }
        integerBounds = spec.keys.map { key in
            if case .integer(let bounds) = key.value { bounds } else { nil }
        }
        numberBounds = spec.keys.map { key in
            if case .number(let bounds) = key.value { bounds } else { nil }
        }
        words = spec.keys.map(\.value.words)
    }

    /// The position of `key` in `keys`, if the mapping has that key.
    func position(of key: String) -> Int? {
        let length = key.utf8.count
        for position in lengths.indices where lengths[position] == length && keys[position].name == key { return position }
        return nil
    }

    /// The keys of the mapping `name`.
    static func of(_ name: MappingName) -> MappingKeys {
        switch name {
        case .screen: screen
        case .sheet: sheet
        case .backdrop: backdrop
        case .dismiss: dismiss
        case .customDetent: customDetent
        case .heightCap: heightCap
        case .content: content
        case .field: field
        case .option: option
        case .section: section
        case .action: action
        case .actionLayout: actionLayout
        case .tabBar: tabBar
        case .tab: tab
        case .style: style
        case .font: font
        case .insets: insets
        case .color: color
        case .optionColors: optionColors
        case .button: button
        }
    }

    private static let screen = MappingKeys(SpecLanguage.mapping(.screen))
    private static let sheet = MappingKeys(SpecLanguage.mapping(.sheet))
    private static let backdrop = MappingKeys(SpecLanguage.mapping(.backdrop))
    private static let dismiss = MappingKeys(SpecLanguage.mapping(.dismiss))
    private static let customDetent = MappingKeys(SpecLanguage.mapping(.customDetent))
    private static let heightCap = MappingKeys(SpecLanguage.mapping(.heightCap))
    private static let content = MappingKeys(SpecLanguage.mapping(.content))
    private static let field = MappingKeys(SpecLanguage.mapping(.field))
    private static let option = MappingKeys(SpecLanguage.mapping(.option))
    private static let section = MappingKeys(SpecLanguage.mapping(.section))
    private static let action = MappingKeys(SpecLanguage.mapping(.action))
    private static let actionLayout = MappingKeys(SpecLanguage.mapping(.actionLayout))
    private static let tabBar = MappingKeys(SpecLanguage.mapping(.tabBar))
    private static let tab = MappingKeys(SpecLanguage.mapping(.tab))
    private static let style = MappingKeys(SpecLanguage.mapping(.style))
    private static let color = MappingKeys(SpecLanguage.mapping(.color))
    private static let optionColors = MappingKeys(SpecLanguage.mapping(.optionColors))
    private static let button = MappingKeys(SpecLanguage.mapping(.button))
    private static let font = MappingKeys(SpecLanguage.mapping(.font))
    private static let insets = MappingKeys(SpecLanguage.mapping(.insets))
}
