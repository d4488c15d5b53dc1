import FormcSpec

/// Swift for the screens of a build: a `<screen-id>.swift` per screen and one
/// `FormcSupport.swift`, which compile together in one module (an app target). See
/// docs/spec-language.md, "Using the generated Swift".
public enum SwiftGenerator {
    /// One generated file: its name in the output folder and its text.
    public struct GeneratedFile: Hashable, Sendable {
        public var name: String
        public var text: String

        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// `<screen-id>.swift`.
    public static func fileName(of screenID: String) -> String { screenID + ".swift" }

    /// The names of `screen` among a build's `stems` (from `ScreenNames.stems(of:)`).
    public static func names(of screen: Screen, stems: [String: String]) -> ScreenNames {
        ScreenNames(screen, stem: stems[screen.id.value] ?? SwiftNaming.upperCamel(screen.id.value) ?? "Screen")
    }

    /// The text of `screen`'s file, its declarations written with `access`.
    public static func screenFile(_ screen: Screen, stems: [String: String], access: SwiftAccess = .internal) -> String {
        SwiftWriter.render(ScreenFile.file(screen, names: names(of: screen, stems: stems)), access: access)
    }

    /// `screenFile(screen, stems:access:)` as UTF-8 bytes.
    public static func screenFileBytes(_ screen: Screen, stems: [String: String], access: SwiftAccess = .internal) -> [UInt8] {
        SwiftWriter.renderBytes(ScreenFile.file(screen, names: names(of: screen, stems: stems)), access: access)
    }

    /// The text of `FormcSupport.swift`, its declarations written with `access`.
    public static func supportFile(access: SwiftAccess = .internal) -> String {
        SwiftWriter.render(SupportFile.file(), access: access)
    }

    /// Every file of a build of `screens`: theirs in order, then the support file.
    public static func files(_ screens: [Screen], access: SwiftAccess = .internal) -> [GeneratedFile] {
        let stems = ScreenNames.stems(of: screens.map(\.id.value))
        return screens.map { GeneratedFile(name: fileName(of: $0.id.value), text: screenFile($0, stems: stems, access: access)) }
            + [GeneratedFile(name: SupportFile.fileName, text: supportFile(access: access))]
    }
}
