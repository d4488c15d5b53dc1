import FormcCore
import FormcSpec

/// W503: `medium` alone leaves an edge-attached sheet nowhere to rest in compact height. A
/// sheet that is not edge-attached is full screen there anyway (UIKit's
/// `prefersEdgeAttachedInCompactHeight = false`), so its detents do not matter.
enum LoneMediumDetent: ScreenRule {
    static let codes: [RuleCode] = [
        .reads(.W503, parts: ["/sheet/detents", "/sheet/presentation", "/sheet/edge-attached-in-compact-height"]),
    ]

    static func check(_ screen: Screen) -> [Diagnostic] {
        guard screen.sheet.presentation.value == .sheet, screen.sheet.edgeAttachedInCompactHeight.value else { return [] }
        let detents = screen.sheet.detents
        guard detents.count == 1, let only = detents.first, only.kind == .medium else { return [] }
        return [DiagnosticMessage.mediumOnly.at(only.range, only.pointer, in: screen)]
    }
}

extension DiagnosticMessage {
    static let mediumOnly = DiagnosticMessage(
        .W503, "'medium' is the only detent of an edge-attached sheet, and medium is inactive in compact height (landscape iPhone)",
        help: "list a larger detent after it: 'detents: [medium, large]'")
}

extension DiagnosticCode {
    public static let W503 = DiagnosticCode(
        "W503", .warning,
        summary: "medium is the only detent of an edge-attached sheet",
        explanation: Explanation(
            meaning: """
            `medium` is the only detent of a sheet that stays edge-attached in compact height. Medium \
            is inactive in compact height (an iPhone in landscape), where the system falls back to \
            the next larger detent — and there is none. A sheet that is not edge-attached is full \
            screen in compact height (UIKit's default), so its detents do not matter there and it \
            gets no W503.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [medium]
              edge-attached-in-compact-height: true
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "List a larger detent after it.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [medium, large]
              edge-attached-in-compact-height: true
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
