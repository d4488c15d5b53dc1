import FormcCore
import FormcGeometry
import FormcSpec

/// The rules that depend on a device (E407, W500, W502, W512). Each one reads the same layout in
/// points and detent heights (`DeviceSheet`, one per device) the mockup renderer's
/// `SheetGeometry` rounds to cells, so a warning names exactly what the drawing shows.
public enum DeviceRules {
    /// The codes of the device rules, each with what it reads.
    static var codes: [RuleCode] { DetentOrderRule.codes + TitleFitRule.codes + SubmitFoldRule.codes + CoverRule.codes }

    /// The device rules of `screen` on the devices lint checks by default (`Device.checked`).
    public static func diagnostics(for screen: Screen) -> [Diagnostic] {
        diagnostics(for: screen, devices: Device.checked)
    }

    /// The device rules of `screen` on `devices`; a diagnostic names the first device (in
    /// the order given) where the problem shows, and lists the others.
    public static func diagnostics(for screen: Screen, devices: [Device]) -> [Diagnostic] {
        guard !devices.isEmpty, !screen.fields.isEmpty || !screen.sheet.detents.isEmpty else { return [] }
        let texts = PointTexts(screen)
        // A loop, not `map`: a closure would capture (copy) the screen.
        var sheets: [DeviceSheet] = []
        sheets.reserveCapacity(devices.count)
        for device in devices { sheets.append(DeviceSheet(screen: screen, device: device, texts: texts)) }
        return DetentOrderRule.check(screen, sheets)
            + TitleFitRule.check(screen, sheets)
            + SubmitFoldRule.check(screen, sheets)
            + CoverRule.check(screen, sheets)
    }
}

/// `on iphone-se` or `on iphone-se (also iphone-15, iphone-15-pro-max)`.
func onDevices(_ names: [String]) -> String {
    guard let first = names.first else { return "" }
    let others = names.dropFirst()
    return "on \(first)" + (others.isEmpty ? "" : " (also \(others.joined(separator: ", ")))")
}

/// A height in points as the mockup's heading shows it (`333.5 pt`).
func pointsText(_ value: Double) -> String { DetentHeights.describe(value) + " pt" }
