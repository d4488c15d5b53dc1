import FormcCore

/// What the client said it can take, where formc's answers depend on it: Markdown in
/// completion documentation, and the optional parts of a diagnostic.
struct ClientFeatures: Hashable, Sendable {
    var completionMarkdown = false
    var relatedInformation = false
    var codeDescription = false
    var diagnosticData = false

    init() {}

    init(_ capabilities: JSONValue?) {
        let formats = capabilities?.at("textDocument", "completion", "completionItem", "documentationFormat")?.arrayValue ?? []
        completionMarkdown = formats.contains(.string("markdown"))
        let publish = capabilities?.at("textDocument", "publishDiagnostics")
        relatedInformation = publish?["relatedInformation"]?.boolValue ?? false
        codeDescription = publish?["codeDescriptionSupport"]?.boolValue ?? false
        diagnosticData = publish?["dataSupport"]?.boolValue ?? false
    }
}
