/// What a key of the spec language accepts, as data: the decoder checks values against it and
/// the spec-language JSON Schema is generated from it, so the two cannot drift apart.
public indirect enum ValueSpec: Hashable, Sendable {
    /// Text; `format` says which strings are well formed (E205).
    case string(StringFormat)
    /// `true` or `false` only (never `yes`, `on` or `True`).
    case boolean
    /// A whole number (YAML 1.2 core forms: `12`, `0o14`, `0xC`) within `bounds` (E204).
    case integer(NumberBounds)
    /// Any YAML 1.2 core number within `bounds` (E204).
    case number(NumberBounds)
    /// One of a fixed set of words (E203).
    case word([WordSpec])
    /// A list of values of one shape; `minItems` items at least.
    case list(ValueSpec, minItems: Int)
    /// A mapping described by `SpecLanguage.mapping(_:)`.
    case mapping(MappingName)
    /// Any one of several shapes (an option as a bare string or a mapping, …).
    case oneOf([ValueSpec])
    /// The `formc:` version number: one of the supported versions (E206).
    case version([Int])

    /// The words of a `.word` spec (also inside `.oneOf`), in order.
    public var words: [WordSpec] {
        switch self {
        case .word(let words): words
        case .oneOf(let specs): specs.flatMap(\.words)
        default: []
        }
    }

    /// "true or false", "a list of options", … for "expected … found …" messages.
    public var expectation: String {
        switch self {
        case .string(let format): format.noun
        case .boolean: "true or false"
        case .integer: "a whole number"
        case .number: "a number"
        case .word(let words): SpecWording.alternatives(words.map { $0.word })
        case .list(let item, _): "a list of " + item.pluralNoun
        case .mapping(let name): name.noun
        case .oneOf(let specs): SpecWording.alternatives(specs.map(\.expectation), quoted: false)
        case .version(let versions): "the version number " + SpecWording.alternatives(versions.map(String.init), quoted: false)
        }
    }

    /// The plural noun for list items ("options", "detents").
    var pluralNoun: String {
        switch self {
        case .string(let format): format.pluralNoun
        case .boolean: "booleans"
        case .integer: "whole numbers"
        case .number: "numbers"
        case .word: "words"
        case .list: "lists"
        case .mapping(let name): name.pluralNoun
        case .oneOf(let specs): specs.first?.pluralNoun ?? "values"
        case .version: "versions"
        }
    }
}

/// Which strings a string-typed key accepts.
public enum StringFormat: String, Hashable, Sendable, CaseIterable {
    /// Any text (titles, labels, descriptions).
    case text
    /// A screen id: `[a-z][a-z0-9-]*`.
    case screenID
    /// A field id, the key in the result JSON: `[A-Za-z_][A-Za-z0-9_]*`.
    case fieldID
    /// A detent, action or tab id: `[a-z][a-z0-9_-]*`.
    case nameID
    /// An option id: any non-empty text without leading or trailing whitespace (`취업/이직`).
    case optionID
    /// A reference to a detent: `none`, `all` or a detent id (checked by the validator).
    case detentReference
    /// A colour: a UIKit semantic colour name (`SemanticColors`) or `#RRGGBB[AA]`.
    case color

    /// An ECMA-262 regular expression for the JSON Schema `pattern`, nil for any text.
    public var pattern: String? {
        switch self {
        case .text, .detentReference: nil
        case .screenID: "^[a-z][a-z0-9-]{0,\(Self.maxScreenIDLength - 1)}$"
        case .fieldID: "^[A-Za-z_][A-Za-z0-9_]*$"
        case .nameID: "^[a-z][a-z0-9_-]*$"
        // Not `\S`: ECMA-262's `\s` differs from Unicode White_Space, which `accepts` uses
        // (U+0085 is White_Space but not `\s`; U+FEFF is `\s` but not White_Space).
        case .optionID: "^[^\(Self.whiteSpace)](?:[\\s\\S]*[^\(Self.whiteSpace)])?$"
        case .color: "^(?:#[0-9A-Fa-f]{6}(?:[0-9A-Fa-f]{2})?|" + SemanticColors.table.map(\.name).joined(separator: "|") + ")$"
        }
    }

    /// A screen id names output files (`<id>.schema.json`), and file names are limited to 255
    /// bytes on common file systems: ids are held well below that.
    public static let maxScreenIDLength = 200

    /// The Unicode White_Space characters as the inside of an ECMA-262 character class.
    private static let whiteSpace = "\\t-\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000"

    /// The rule in words, for E205 messages and schema descriptions.
    public var rule: String {
        switch self {
        case .text, .detentReference: "any text"
        case .screenID: "a lower-case letter, then lower-case letters, digits or '-' (at most \(Self.maxScreenIDLength) in all)"
        case .fieldID: "a letter or '_', then letters, digits or '_'"
        case .nameID: "a lower-case letter, then lower-case letters, digits, '_' or '-'"
        case .optionID: "any text that is not empty and has no leading or trailing spaces"
        case .color: "a UIKit semantic colour name (label, systemBackground, tintColor, systemBlue, …) or #RRGGBB or #RRGGBBAA"
        }
    }

    /// "a screen id", "a string", … for messages.
    public var noun: String {
        switch self {
        case .text: "a string"
        case .screenID: "a screen id"
        case .fieldID: "a field id"
        case .nameID: "an id"
        case .optionID: "an option id"
        case .detentReference: "a detent id"
        case .color: "a colour"
        }
    }

    /// "screen id", "field id", … without an article, for E205 messages.
    public var idName: String {
        switch self {
        case .text: "string"
        case .screenID: "screen id"
        case .fieldID: "field id"
        case .nameID: "id"
        case .optionID: "option id"
        case .detentReference: "detent id"
        case .color: "colour"
        }
    }

    var pluralNoun: String {
        switch self {
        case .text: "strings"
        case .screenID: "screen ids"
        case .fieldID: "field ids"
        case .nameID: "ids"
        case .optionID: "option ids"
        case .detentReference: "detent ids"
        case .color: "colours"
        }
    }

    /// Whether `text` is well formed. Checked byte by byte: no regex in the decoder's hot path.
    public func accepts(_ text: String) -> Bool {
        switch self {
        case .text, .detentReference:
            return true
        case .color:
            return SemanticColors.isName(text) || SemanticColors.isHex(text)
        case .optionID:
            // An ASCII byte at either end is the scalar there: only other ends are decoded.
            guard let firstByte = text.utf8.first, let lastByte = text.utf8.last,
                  let first = firstByte < 0x80 ? Unicode.Scalar(firstByte) : text.unicodeScalars.first,
                  let last = lastByte < 0x80 ? Unicode.Scalar(lastByte) : text.unicodeScalars.last else { return false }
            return !Self.isWhiteSpace(first) && !Self.isWhiteSpace(last)
        case .screenID, .fieldID, .nameID:
            if self == .screenID, text.utf8.count > Self.maxScreenIDLength { return false }
            var isFirst = true
            for byte in text.utf8 {
                guard accepts(byte: byte, first: isFirst) else { return false }
                isFirst = false
            }
            return !isFirst
        }
    }

    /// Unicode White_Space, looked up only where it can hold: tab to carriage return, space,
    /// and U+0085 to U+3000 (Korean syllables and emoji, common at the ends of option ids, are
    /// above it and need no property lookup).
    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20: true
        case 0x85...0x3000: scalar.properties.isWhitespace
        default: false
        }
    }

    private func accepts(byte b: UInt8, first: Bool) -> Bool {
        let lower = b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")
        let upper = b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
        let digit = b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
        switch self {
        case .screenID: return lower || (!first && (digit || b == UInt8(ascii: "-")))
        case .fieldID: return lower || upper || b == UInt8(ascii: "_") || (!first && digit)
        case .nameID: return lower || (!first && (digit || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")))
        default: return true
        }
    }
}

/// Inclusive or exclusive limits of a number.
public struct NumberBounds: Hashable, Sendable {
    public var minimum: Double?
    public var minimumIsExclusive: Bool
    public var maximum: Double?
    public var maximumIsExclusive: Bool

    public init(minimum: Double? = nil, exclusive minimumIsExclusive: Bool = false,
                maximum: Double? = nil, exclusive maximumIsExclusive: Bool = false) {
        self.minimum = minimum
        self.minimumIsExclusive = minimumIsExclusive
        self.maximum = maximum
        self.maximumIsExclusive = maximumIsExclusive
    }

    /// No limits.
    public static let any = NumberBounds()

    public func contains(_ value: Double) -> Bool {
        guard !value.isNaN else { return false }
        if let minimum, minimumIsExclusive ? value <= minimum : value < minimum { return false }
        if let maximum, maximumIsExclusive ? value >= maximum : value > maximum { return false }
        return true
    }

    /// "between 0 and 1", "greater than 0 and at most 1", "at least 0", "from 1 to 6" (integers).
    public func describe(integer: Bool = false) -> String {
        let lo = minimum.map(SpecWording.number)
        let hi = maximum.map(SpecWording.number)
        switch (lo, hi) {
        case (let lo?, let hi?):
            if !minimumIsExclusive && !maximumIsExclusive { return integer ? "from \(lo) to \(hi)" : "between \(lo) and \(hi)" }
            return (minimumIsExclusive ? "greater than \(lo)" : "at least \(lo)")
                + " and " + (maximumIsExclusive ? "less than \(hi)" : "at most \(hi)")
        case (let lo?, nil):
            return minimumIsExclusive ? "greater than \(lo)" : "at least \(lo)"
        case (nil, let hi?):
            return maximumIsExclusive ? "less than \(hi)" : "at most \(hi)"
        case (nil, nil):
            return "any number"
        }
    }
}

/// One allowed word with what it means (shown in editor completion).
public struct WordSpec: Hashable, Sendable {
    public var word: String
    public var description: String

    public init(_ word: String, _ description: String) {
        self.word = word
        self.description = description
    }
}
