import FormcCore
import FormcGeometry
import FormcSpec

/// W502: at the initial detent the submit button is cut off in the layout in points (not wholly
/// above the fold, or under the tab bar: `PointFold`), so the user must drag the sheet up
/// before committing.
enum SubmitFoldRule {
    static let codes: [RuleCode] = [.reads(.W502, parts: ["/sheet"] + ScreenReads.content)]

    static func check(_ screen: Screen, _ sheets: [DeviceSheet]) -> [Diagnostic] {
        // Actions are read in place, by index: an `Action` is large to copy.
        let actions = screen.actions
        guard let actionIndex = actions.indices.first(where: { actions[$0].role?.value == .submit }) else { return [] }
        var devices: [String] = []
        var first: (fold: PointFold, sheet: Int)?
        // Sheets are read in place, by index. Whether the button shows is asked of the initial
        // detent's fold in points.
        for index in sheets.indices {
            guard let fold = sheets[index].initialFold(hidingAction: actionIndex) else { continue }
            if first == nil {
                first = (fold, index)
                devices.reserveCapacity(sheets.count - index)
            }
            devices.append(sheets[index].points.device.name)
        }
        guard let first, let initial = sheets[first.sheet].initialDetentIndex else { return [] }
        let detent = sheets[first.sheet].detents[initial]
        return [DiagnosticMessage.submitBelowFold(actions[actionIndex], detent: detent, fold: first.fold, devices: devices)
            .at(actions[actionIndex].range, actions[actionIndex].pointer, in: screen)]
    }
}

extension DiagnosticMessage {
    static func submitBelowFold(_ action: Action, detent: DetentHeight, fold: PointFold, devices: [String]) -> DiagnosticMessage {
        // One interpolation, not pieces joined with `+`: the text is written once.
        DiagnosticMessage(
            .W502,
            """
            submit action '\(SafeText.shown(action.id.value))' is below the fold at the initial detent \
            '\(SafeText.shown(detent.id))' (\(pointsText(detent.points)), \(pointsText(fold.hidden.points)) of content below the fold) \
            \(onDevices(devices))
            """,
            help: Self.submitBelowFoldHelp)
    }

    private static let submitBelowFoldHelp = """
        pin the buttons to the bottom of the sheet (action-layout: {placement: bottom}), start at a \
        taller detent (initial-detent), or put fewer rows above the button; 'formc render' marks what is hidden
        """
}

extension DiagnosticCode {
    public static let W502 = DiagnosticCode(
        "W502", .warning,
        summary: "the submit action is below the fold at the initial detent",
        explanation: Explanation(
            meaning: """
            At the detent the sheet opens at, the submit action is below the visible part of the sheet \
            on some device: the user has to drag the sheet up before they can apply.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [{ id: peek, height: 120 }, large]
            fields:
              - { id: f, type: multi-choice, layout: list, options: [a, b, c, d] }
            actions:
              - { id: apply, title: 선택 완료, role: submit }
            """,
            fix: """
            Pin the buttons to the bottom of the sheet, where they show at every detent \
            (`action-layout: {placement: bottom}`); where the pinned buttons would then cover the \
            content at the initial detent (W512), open the sheet at a taller one as well \
            (`initial-detent: large`, both below); or make the content shorter.
            """,
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [{ id: peek, height: 120 }, large]
              initial-detent: large
            fields:
              - { id: f, type: multi-choice, layout: list, options: [a, b, c, d] }
            actions:
              - { id: apply, title: 선택 완료, role: submit }
            action-layout: { placement: bottom }
            """))
}
