import FormcCore
import FormcSpec

/// E310 and E311: `initial-detent` and `undimmed-through` name detents of this sheet.
enum DetentReferences: ScreenRule {
    static func check(_ screen: Screen) -> [Diagnostic] {
        let sheet = screen.sheet
        let ids = sheet.detents.map(\.id.value)
        var diagnostics: [Diagnostic] = []
        if sheet.initialDetent.isExplicit, sheet.detent(id: sheet.initialDetent.value) == nil {
            diagnostics.append(RuleMessage.initialDetentNamesNoDetent(sheet.initialDetent.value, detents: ids)
                .at(sheet.initialDetent, in: screen))
        }
        let undimmed = sheet.backdrop.undimmedThrough
        if case .detent(let id) = undimmed.value, sheet.detent(id: id) == nil {
            diagnostics.append(RuleMessage.undimmedThroughNamesNoDetent(id, detents: ids).at(undimmed, in: screen))
        }
        return diagnostics
    }
}

extension RuleMessage {
    static func initialDetentNamesNoDetent(_ id: String, detents: [String]) -> RuleMessage {
        RuleMessage(.E310, "initial-detent '\(SafeText.shown(id))' is not one of the sheet's detents",
                    help: suggestion(for: id, among: detents, listing: "the detents are"))
    }

    static func undimmedThroughNamesNoDetent(_ id: String, detents: [String]) -> RuleMessage {
        RuleMessage(.E311, "undimmed-through '\(SafeText.shown(id))' is not one of the sheet's detents",
                    help: suggestion(for: id, among: detents + ["none", "all"], listing: "write none, all or one of the detents"))
    }

    /// "did you mean 'x'?" when one is close, else the list of valid names.
    static func suggestion(for word: String, among candidates: [String], listing: String) -> String {
        if let close = Suggestions.closest(to: word, among: candidates) { return "did you mean '\(SafeText.shown(close))'?" }
        let names = candidates.filter { $0 != "none" && $0 != "all" }.map { "'\(SafeText.shown($0))'" }
        return "\(listing): \(names.joined(separator: ", "))"
    }
}
