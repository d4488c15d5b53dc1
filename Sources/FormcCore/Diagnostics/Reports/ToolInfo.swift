/// Who wrote a report: the tool's name, version and home page, as SARIF's `tool.driver` names
/// them. Lives in the core so every report format can say it without importing the CLI.
public struct ToolInfo: Hashable, Sendable {
    public var name: String
    public var version: String
    /// An absolute URI where users learn about the tool (SARIF `informationUri`).
    public var informationUri: String

    public init(name: String, version: String, informationUri: String) {
        self.name = name
        self.version = version
        self.informationUri = informationUri
    }

    /// formc itself.
    public static let formc = ToolInfo(
        name: "formc", version: "0.1.0", informationUri: "https://github.com/formc/formc")
}
