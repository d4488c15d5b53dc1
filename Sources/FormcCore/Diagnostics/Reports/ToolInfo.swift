/// Who wrote a report: the tool's name, version and home page, as SARIF's `tool.driver` names
/// them. Lives in the core so every report format can say it without importing the CLI.
public struct ToolInfo: Hashable, Sendable {
    public var name: String
    public var version: String
    /// An absolute URI where users learn about the tool (SARIF `informationUri`), a repository
    /// whose `docs/spec-language.md` is the language reference; nil when there is none.
    public var informationUri: String?

    public init(name: String, version: String, informationUri: String?) {
        self.name = name
        self.version = version
        self.informationUri = informationUri
    }

    /// formc itself. formc has no published home yet, so SARIF leaves `informationUri` out and
    /// the language schema and the language server leave out their links to the reference;
    /// setting the address here brings them all back.
    public static let formc = ToolInfo(name: "formc", version: "0.1.0", informationUri: nil)

    /// The published language reference, when the tool has a home (`docs/spec-language.md` there).
    public var languageReference: String? {
        informationUri.map { $0 + "/blob/main/docs/spec-language.md" }
    }
}
