import FormcCore
import FormcSpec

/// Where each part of the spec language is documented, and descriptions that end with that
/// link, as SchemaStore's schemas do (a plain `description` for any client, a
/// `markdownDescription` for those that render Markdown). Without a published reference
/// (`ToolInfo.languageReference`) the descriptions end with the text.
enum SpecLanguageDocs {
    /// The published language reference, if any.
    static let reference = ToolInfo.formc.languageReference

    /// The section of the reference that documents a mapping (GitHub's heading anchors).
    static func url(for mapping: MappingName) -> String? {
        let anchor = switch mapping {
        case .screen: "2-a-screen"
        case .sheet, .backdrop, .dismiss, .customDetent, .heightCap: "3-sheet"
        case .field, .option, .section, .content: "4-fields"
        case .action, .actionLayout: "5-actions"
        case .tabBar, .tab: "6-tab-bar"
        case .style, .font, .insets, .color, .optionColors, .button: "3a-style"
        }
        return reference.map { $0 + "#" + anchor }
    }

    /// `text`, then the link on a line of its own.
    static func plain(_ text: String, docs: String?) -> String {
        docs.map { text + "\n\nDocs: " + $0 } ?? text
    }

    /// `text`, then a Markdown link.
    static func markdown(_ text: String, docs: String?) -> String {
        docs.map { text + "\n\n[Docs](" + $0 + ")" } ?? text
    }
}
