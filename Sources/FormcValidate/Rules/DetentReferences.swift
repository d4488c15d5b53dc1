import FormcCore
import FormcSpec

/// E310 and E311: `initial-detent` and `undimmed-through` name detents of this sheet.
enum DetentReferences: ScreenRule {
    static let codes: [RuleCode] = [
        .reads(.E310, parts: ["/sheet/presentation", "/sheet/detents", "/sheet/initial-detent"]),
        .reads(.E311, parts: ["/sheet/presentation", "/sheet/detents", "/sheet/backdrop/undimmed-through"]),
    ]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let sheet = screen.sheet
        let ids = sheet.detents.map(\.id.value)
        var diagnostics: [Diagnostic] = []
        if sheet.initialDetent.isExplicit, sheet.detent(id: sheet.initialDetent.value) == nil {
            diagnostics.append(DiagnosticMessage.initialDetentNamesNoDetent(sheet.initialDetent.value, detents: ids)
                .at(sheet.initialDetent, in: screen))
        }
        let undimmed = sheet.backdrop.undimmedThrough
        if case .detent(let id) = undimmed.value, sheet.detent(id: id) == nil {
            diagnostics.append(DiagnosticMessage.undimmedThroughNamesNoDetent(id, detents: ids).at(undimmed, in: screen))
        }
        return diagnostics
    }
}

extension DiagnosticMessage {
    static func initialDetentNamesNoDetent(_ id: String, detents: [String]) -> DiagnosticMessage {
        DiagnosticMessage(.E310, "initial-detent '\(SafeText.shown(id))' is not one of the sheet's detents",
                          help: suggestion(for: id, among: detents, listing: "the detents are"))
    }

    static func undimmedThroughNamesNoDetent(_ id: String, detents: [String]) -> DiagnosticMessage {
        DiagnosticMessage(.E311, "undimmed-through '\(SafeText.shown(id))' is not one of the sheet's detents",
                          help: suggestion(for: id, among: detents + ["none", "all"], listing: "write none, all or one of the detents"))
    }

    /// "did you mean 'x'?" when one is close, else the list of valid names.
    static func suggestion(for word: String, among candidates: [String], listing: String) -> String {
        if let close = Suggestions.closest(to: word, among: candidates) { return "did you mean '\(SafeText.shown(close))'?" }
        let names = candidates.filter { $0 != "none" && $0 != "all" }.map { "'\(SafeText.shown($0))'" }
        return "\(listing): \(names.joined(separator: ", "))"
    }
}

extension DiagnosticCode {
    public static let E310 = DiagnosticCode(
        "E310", .error,
        summary: "initial-detent names no detent",
        explanation: Explanation(
            meaning: """
            `sheet.initial-detent` names a detent the sheet does not list. It must be one of the \
            `detents`: medium, large, fit, or a custom detent's id. Left out, the sheet opens at its \
            smallest detent.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [medium, large]
              initial-detent: fit
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Name a listed detent, or add the detent to `detents`.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [medium, large]
              initial-detent: medium
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """),
        fix: .suggestedWord)

    public static let E311 = DiagnosticCode(
        "E311", .error,
        summary: "undimmed-through names no detent",
        explanation: Explanation(
            meaning: """
            `backdrop.undimmed-through` names a detent the sheet does not list. It takes `none`, `all`, \
            or the id of one of the sheet's detents: at and below that detent the backdrop is clear \
            and passes touches through (`undimmed-through: medium` keeps a map behind the sheet usable \
            up to medium).
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [{ id: peek, height: 140 }, large]
              backdrop: { undimmed-through: medium }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Name a listed detent, or `none` or `all`.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [{ id: peek, height: 140 }, large]
              backdrop: { undimmed-through: peek }
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """),
        fix: .suggestedWord)
}
