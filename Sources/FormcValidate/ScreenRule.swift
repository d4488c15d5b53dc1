import FormcCore
import FormcSpec

/// One rule (or a small group of related rules) over one screen.
///
/// Every rule runs on every screen a lint reads, so rules read a screen's lists in place, by
/// index (`screen.fields[index].options`): taking a whole `Field` out of its list copies a
/// dozen located values, which costs more than most rules' checks.
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
