import FormcSpec

/// The hover texts (Markdown): a key's documentation, a word's meaning, an option id's title.
enum Hover {
    /// `**key**: expectation`, the summary, and the default.
    static func markdown(for key: KeySpec) -> String {
        var text = "**\(key.name)**: \(key.value.expectation)\(key.isRequired ? " (required)" : "")\n\n\(key.summary)"
        if let defaultText = key.defaultText { text += "\n\nDefault: \(defaultText)." }
        return text
    }
}
