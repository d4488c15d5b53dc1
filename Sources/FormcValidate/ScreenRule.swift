import FormcCore
import FormcSpec

/// One rule (or a small group of related rules) over one screen.
protocol ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic]
}

/// A rule's message: code, text and help. Each rule declares its messages in an extension
/// beside it (swift-format's `Finding.Message` style), so a message is found with its rule.
struct RuleMessage {
    var code: DiagnosticCode
    var text: String
    var help: String?

    init(_ code: DiagnosticCode, _ text: String, help: String? = nil) {
        self.code = code
        self.text = text
        self.help = help
    }

    /// The diagnostic at a located value of `screen`.
    func at<T>(_ located: Located<T>, in screen: Screen, notes: [Diagnostic.Note] = []) -> Diagnostic {
        at(located.range, located.pointer, in: screen, notes: notes)
    }

    /// The diagnostic at a place of `screen`.
    func at(_ place: Place, in screen: Screen, notes: [Diagnostic.Note] = []) -> Diagnostic {
        at(place.range, place.pointer, in: screen, notes: notes)
    }

    func at(_ range: SourceRange, _ pointer: JSONPointer, in screen: Screen, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(code, text, file: screen.file, range: range, pointer: pointer.description, help: help, notes: notes)
    }
}

/// Spec text in messages: escaped, and cut when long.
func shown(_ text: String, limit: Int = 40) -> String { SafeText.shown(text, limit: limit) }
