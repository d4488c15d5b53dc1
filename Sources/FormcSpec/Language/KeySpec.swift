import FormcCore

/// One key of a mapping in the spec language: what it takes, whether it must be written, its
/// default, and a description worth showing in an editor's hover.
public struct KeySpec: Hashable, Sendable {
    /// The key as written (kebab-case).
    public var name: String
    public var value: ValueSpec
    public var isRequired: Bool
    /// The default in words, as the language reference states it (`[large]` (`[fit]` for popup)); nil when
    /// the key has no default (required keys, optional text).
    public var defaultText: String?
    /// The default as a JSON value for the schema's `default`, when it does not depend on
    /// other keys.
    public var defaultValue: JSONValue?
    /// One sentence: what the key does.
    public var summary: String

    public init(
        _ name: String, _ value: ValueSpec, required: Bool = false, default defaultText: String? = nil,
        defaultValue: JSONValue? = nil, _ summary: String
    ) {
        self.name = name
        self.value = value
        self.isRequired = required
        self.defaultText = defaultText
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// The summary with the default, for an editor hover or a reference table.
    public var documentation: String {
        var text = summary
        if let defaultText { text += " Default: \(defaultText)." }
        return text
    }
}


/// A rule over several keys of one mapping.
public struct KeyGroup: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Exactly one of the keys must be written (`options` or `sections`).
        case exactlyOne
        /// At least one of the keys must be written (an option's `id` or `title`).
        case atLeastOne
    }

    public var kind: Kind
    public var keys: [String]

    public init(_ kind: Kind, _ keys: [String]) {
        self.kind = kind
        self.keys = keys
    }
}
