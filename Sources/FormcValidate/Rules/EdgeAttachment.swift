import FormcCore
import FormcSpec

/// W505: width-follows-preferred-content-size has an effect only on an edge-attached sheet.
/// On a presentation that is no page sheet the key does nothing at all (W511 says so).
enum EdgeAttachment: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W505, parts: ["/sheet/presentation", "/sheet/edge-attached-in-compact-height", "/sheet/width-follows-preferred-content-size"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let sheet = screen.sheet
        guard sheet.presentation.value == .sheet, sheet.widthFollowsPreferredContentSize.value,
              !sheet.edgeAttachedInCompactHeight.value else { return [] }
        return [DiagnosticMessage.widthFollowsWithoutEdge.at(sheet.widthFollowsPreferredContentSize, in: screen)]
    }
}

extension DiagnosticMessage {
    static let widthFollowsWithoutEdge = DiagnosticMessage(
        .W505, "width-follows-preferred-content-size has no effect unless the sheet is edge-attached",
        help: "add 'edge-attached-in-compact-height: true', or remove this key")
}

extension DiagnosticCode {
    public static let W505 = DiagnosticCode(
        "W505", .warning,
        summary: "width-follows-preferred-content-size without edge attachment",
        explanation: Explanation(
            meaning: """
            `width-follows-preferred-content-size` is on but `edge-attached-in-compact-height` is not. \
            The width follows the content only when the sheet is edge-attached, so the setting does nothing.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              width-follows-preferred-content-size: true
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Turn on edge attachment, or remove the setting.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              edge-attached-in-compact-height: true
              width-follows-preferred-content-size: true
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
