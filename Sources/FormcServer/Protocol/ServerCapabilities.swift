import FormcCore
import FormcLanguage

/// What `formc lsp` tells the client it can do (the `initialize` result's `capabilities`).
enum ServerCapabilities {
    /// The commands `workspace/executeCommand` runs.
    static let mockupCommand = LanguageService.mockupCommand

    static func json(encoding: PositionEncoding) -> JSONValue {
        .object([
            "positionEncoding": .string(encoding.rawValue),
            // Open and close, and incremental changes (2).
            "textDocumentSync": .object(["openClose": .bool(true), "change": .int(2)]),
            "completionProvider": .object([
                "triggerCharacters": .array([":", " ", "-", "[", "{", ","].map(JSONValue.string)),
                "resolveProvider": .bool(false),
            ]),
            "hoverProvider": .bool(true),
            "definitionProvider": .bool(true),
            "referencesProvider": .bool(true),
            "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")]), "resolveProvider": .bool(false)]),
            "codeLensProvider": .object(["resolveProvider": .bool(false)]),
            "executeCommandProvider": .object(["commands": .array([.string(mockupCommand)])]),
            // `formc fmt` on the whole document, for a range too (its layout depends on the whole).
            "documentFormattingProvider": .bool(true),
            "documentRangeFormattingProvider": .bool(true),
        ])
    }
}
