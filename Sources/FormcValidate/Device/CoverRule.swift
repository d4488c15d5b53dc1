import FormcCore
import FormcGeometry
import FormcSpec

/// W512: at the initial detent a pinned button or the tab bar is drawn over part of the content
/// on some device, read from the layout in points (`PointLayout.firstCover`): the message names
/// the screen, the detent, the device, the part covered and by how many points.
enum CoverRule {
    static let codes: [RuleCode] = [.reads(.W512, parts: ["/sheet", "/style", "/action-layout"] + ScreenReads.content)]

    static func check(_ screen: Screen, _ sheets: [DeviceSheet]) -> [Diagnostic] {
        // Whether the screen shows a tab bar is the same on every device (its layout's
        // `hasTabBar`), asked without copying the tab bar.
        let hasTabBar = sheets.first?.points.hasTabBar ?? false
        guard screen.actionLayout.isPinned && !screen.actions.isEmpty || hasTabBar else { return [] }
        var first: (cover: PointCover, sheet: Int)?
        var devices: [String] = []
        for index in sheets.indices {
            guard let cover = sheets[index].initialCover else { continue }
            if first == nil {
                first = (cover, index)
                devices.reserveCapacity(sheets.count - index)
            }
            devices.append(sheets[index].points.device.name)
        }
        guard let first, let initial = sheets[first.sheet].initialDetentIndex else { return [] }
        let detent = sheets[first.sheet].detents[initial].id
        let message = DiagnosticMessage.covered(first.cover, screen: screen, detent: detent, devices: devices)
        if first.cover.cover.kind == .action, let index = first.cover.cover.index, screen.actions.indices.contains(index) {
            return [message.at(screen.actions[index].range, screen.actions[index].pointer, in: screen)]
        }
        guard let bar = screen.shownTabBar else { return [] }
        return [message.at(bar.range, bar.pointer, in: screen)]
    }

    /// How a message names a covered part.
    static func name(_ element: PointElement, in screen: Screen) -> String {
        let field = element.field.flatMap { screen.fields.indices.contains($0) ? screen.fields[$0] : nil }
        let fieldText = field.map { " of field '\(SafeText.shown($0.id.value))'" } ?? ""
        switch element.kind {
        case .title: return "the title"
        case .label: return "the label" + fieldText
        case .sectionHeader: return "section '\(SafeText.shown(element.text))'" + fieldText
        case .option: return "option '\(SafeText.shown(element.id ?? element.text))'" + fieldText
        case .contentRow: return "content row '\(SafeText.shown(element.text))'"
        case .placeholder: return "placeholder '\(SafeText.shown(element.text))'"
        case .action: return "action '\(SafeText.shown(element.id ?? ""))'"
        case .sheet, .grabber, .tabBar: return element.kind.rawValue
        }
    }
}

extension DiagnosticMessage {
    static func covered(_ cover: PointCover, screen: Screen, detent: String, devices: [String]) -> DiagnosticMessage {
        let what = cover.cover.kind == .tabBar ? "the tab bar" : "pinned action '\(SafeText.shown(cover.cover.id ?? ""))'"
        // One interpolation, not pieces joined with `+`: the text is written once.
        return DiagnosticMessage(
            .W512,
            """
            \(what) covers \(CoverRule.name(cover.covered, in: screen)) by \(pointsText(cover.points)) at the initial detent \
            '\(SafeText.shown(detent))' of screen '\(SafeText.shown(screen.id.value))' \(onDevices(devices))
            """,
            help: coveredHelp)
    }

    private static let coveredHelp = """
        open the sheet at a taller detent (initial-detent), make the content shorter (style), or place the buttons \
        after the content (action-layout: {placement: after-content}); 'formc render --format json' gives every frame
        """
}

extension DiagnosticCode {
    public static let W512 = DiagnosticCode(
        "W512", .warning,
        summary: "a pinned action or the tab bar covers content at the initial detent",
        explanation: Explanation(
            meaning: """
            At the detent the sheet opens at, a button pinned to the bottom safe area (action-layout: \
            {placement: bottom}) or the tab bar is drawn over part of the content on some device: the \
            layout in points puts the content's last parts under it. The message names the part covered \
            and by how many points.
            """,
            example: """
            formc: 1
            screen: s
            title: 카테고리를 선택해주세요
            sheet: { detents: [medium, large] }
            style:
              title-font: { size: 18, weight: semibold }
              title-spacing: 20
              option-font: { size: 16, weight: bold }
              option-padding: 10
              option-margin: 5
              item-spacing: 5
              content-inset: { left: 10, right: 10 }
            fields:
              - id: f
                type: choice
                options: [반려동물 🐶, 애인 💑, 가족 👫, 아이 👶, 여행 🛫, 커피 ☕️,
                          차 🫖, 알코올 🚰, 드라이브 🚗, 맛집 🥘, 산책 🌲, 뷰맛집 🌇]
            actions:
              - { id: apply, title: 선택 완료, role: submit }
            action-layout: { placement: bottom, bottom-inset: 10, side-inset: 20 }
            """,
            fix: "Open the sheet at a taller detent (`initial-detent`), make the content shorter, or place the buttons after the content.",
            fixed: """
            formc: 1
            screen: s
            title: 카테고리를 선택해주세요
            sheet: { detents: [medium, large], initial-detent: large }
            style:
              title-font: { size: 18, weight: semibold }
              title-spacing: 20
              option-font: { size: 16, weight: bold }
              option-padding: 10
              option-margin: 5
              item-spacing: 5
              content-inset: { left: 10, right: 10 }
            fields:
              - id: f
                type: choice
                options: [반려동물 🐶, 애인 💑, 가족 👫, 아이 👶, 여행 🛫, 커피 ☕️,
                          차 🫖, 알코올 🚰, 드라이브 🚗, 맛집 🥘, 산책 🌲, 뷰맛집 🌇]
            actions:
              - { id: apply, title: 선택 완료, role: submit }
            action-layout: { placement: bottom, bottom-inset: 10, side-inset: 20 }
            """))
}
