import FormcCore
import FormcSpec

/// W503: `medium` alone leaves the sheet nowhere to rest in compact height.
enum LoneMediumDetent: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W503, parts: ["/sheet/detents"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let detents = screen.sheet.detents
        guard detents.count == 1, let only = detents.first, only.kind == .medium else { return [] }
        return [DiagnosticMessage.mediumOnly.at(only.range, only.pointer, in: screen)]
    }
}

extension DiagnosticMessage {
    static let mediumOnly = DiagnosticMessage(
        .W503, "'medium' is the only detent, and medium is inactive in compact height (landscape iPhone)",
        help: "list a larger detent after it: 'detents: [medium, large]'")
}

extension DiagnosticCode {
    public static let W503 = DiagnosticCode(
        "W503", .warning,
        summary: "medium is the only detent",
        explanation: Explanation(
            meaning: """
            `medium` is the sheet's only detent. Medium is inactive in compact height (an iPhone in \
            landscape), where the system falls back to the next larger detent — and there is none.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [medium]
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "List a larger detent after it.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [medium, large]
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
