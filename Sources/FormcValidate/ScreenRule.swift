import FormcCore
import FormcSpec

/// One rule (or a small group of related rules) over one screen.
protocol ScreenRule {
    /// The codes the rule reports, each with what it reads of a screen (`RuleCode`).
    static var codes: [RuleCode] { get }
    static func check(_ screen: Screen) -> [Diagnostic]
}

/// A rule declares its messages in an extension of `DiagnosticMessage` beside it, so a
/// message is found with its rule.
extension DiagnosticMessage {
    /// The diagnostic at a located value of `screen`.
    func at<T>(_ located: Located<T>, in screen: Screen, notes: [Diagnostic.Note] = []) -> Diagnostic {
        at(located.range, located.pointer, in: screen, notes: notes)
    }

    /// The diagnostic at a place of `screen`.
    func at(_ place: Place, in screen: Screen, notes: [Diagnostic.Note] = []) -> Diagnostic {
        at(place.range, place.pointer, in: screen, notes: notes)
    }

    func at(_ range: SourceRange, _ pointer: JSONPointer, in screen: Screen, notes: [Diagnostic.Note] = []) -> Diagnostic {
        diagnostic(file: screen.file, range: range, pointer: pointer, notes: notes)
    }
}
