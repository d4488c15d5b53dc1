import FormcCore
import FormcGeometry
import FormcSpec

/// E407: on some device a detent is not taller than the active detent listed before it.
/// `medium` in compact height is skipped: it is inactive there and takes another detent's
/// height by design (spec-language.md §3); so is a device where the sheet fills the screen (a
/// `full-screen` presentation, or a sheet in compact height that is not edge-attached), where
/// every detent is the whole screen.
enum DetentOrderRule {
    /// Detent heights, and the content too when a detent fits it.
    static let codes: [RuleCode] = [
        RuleCode(.E407) { _, screen in
            let heights = ["/sheet/presentation", "/sheet/detents", "/sheet/max-height", "/sheet/edge-attached-in-compact-height"]
            return ScreenReads(parts: heights + (screen.sheet.detents.contains { $0.kind == .fit } ? ScreenReads.content : []))
        },
    ]

    static func check(_ screen: Screen, _ sheets: [DeviceSheet]) -> [Diagnostic] {
        // Per detent index: the first failing device's pair, then every failing device's name.
        var first: [Int: (previous: DetentHeight, current: DetentHeight, device: String)] = [:]
        var devices: [Int: [String]] = [:]
        // Sheets are read in place, by index; whether one fills the screen is its layout's
        // `fillsScreen` (`DetentHeights.fillsScreen` of the screen's sheet on its device).
        for sheet in sheets.indices where !sheets[sheet].points.fillsScreen {
            let detents = sheets[sheet].detents
            var previous: Int?
            var seen = Set<String>()
            let few = detents.count <= RepeatedIDs.pairwiseLimit
            // A detent listed twice is E303's; comparing it with itself would only echo that.
            // Ids compare as `String`s here (as the set does); a few are compared pairwise.
            for index in detents.indices where detents[index].isActive {
                if few {
                    guard !detents[..<index].contains(where: { $0.isActive && $0.id == detents[index].id }) else { continue }
                } else {
                    guard seen.insert(detents[index].id).inserted else { continue }
                }
                if let before = previous, detents[index].points <= detents[before].points {
                    let detent = detents[index]
                    let name = sheets[sheet].points.device.name
                    if first[detent.index] == nil { first[detent.index] = (detents[before], detent, name) }
                    devices[detent.index, default: []].append(name)
                }
                previous = index
            }
        }
        return first.keys.sorted().compactMap { index in
            guard let pair = first[index], index < screen.sheet.detents.count else { return nil }
            let detent = screen.sheet.detents[index]
            let message = DiagnosticMessage.detentNotAscending(pair.current, after: pair.previous, devices: devices[index] ?? [])
            return message.at(detent.range, detent.pointer, in: screen)
        }
    }
}

extension DiagnosticMessage {
    static func detentNotAscending(_ detent: DetentHeight, after previous: DetentHeight, devices: [String]) -> DiagnosticMessage {
        let relation = detent.points == previous.points ? "no taller than" : "shorter than"
        return DiagnosticMessage(
            .E407,
            "detent '\(SafeText.shown(detent.id))' (\(pointsText(detent.points))) is \(relation) '\(SafeText.shown(previous.id))'"
                + " (\(pointsText(previous.points))) listed before it, \(onDevices(devices))",
            help: "list detents smallest first on every device; 'formc devices' lists the screens,"
                + " and 'formc render --device NAME' shows each detent's height")
    }
}

extension DiagnosticCode {
    public static let E407 = DiagnosticCode(
        "E407", .error,
        summary: "detents not in ascending height on some device",
        explanation: Explanation(
            meaning: """
            The detents are not in ascending height on some device (named in the message). Detents are \
            listed smallest first, and their heights depend on the device: `medium` is half the \
            screen, `{height: h}` is h plus the bottom safe inset, `{fraction: f}` is f of the large \
            height. A custom detent that is taller than medium on a small iPhone breaks the order \
            there even if it does not on a large one.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              detents: [{ id: peek, height: 400 }, medium, large]
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Reorder the detents, or size the custom detent so it stays below the next one on every device.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              detents: [{ id: peek, height: 140 }, medium, large]
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
