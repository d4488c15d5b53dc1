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
        let sheets = DeviceSheet.sheets(of: screen, on: devices)
        var found = DetentOrderRule.check(screen, sheets)
        add(TitleFitRule.check(screen, sheets), to: &found)
        add(SubmitFoldRule.check(screen, sheets), to: &found)
        add(CoverRule.check(screen, sheets), to: &found)
        return found
    }

    /// `more` after `found`: most rules find nothing, and most screens nothing at all.
    private static func add(_ more: [Diagnostic], to found: inout [Diagnostic]) {
        if found.isEmpty {
            found = more
        } else if !more.isEmpty {
            found.append(contentsOf: more)
        }
    }
}

/// `on iphone-se` or `on iphone-se (also iphone-15, iphone-15-pro-max)`, written into one string
/// (`joined` over a slice of the names would cost a generic instantiation per process).
func onDevices(_ names: [String]) -> String {
    guard let first = names.first else { return "" }
    var text = "on "
    text.reserveCapacity(3 + names.count * 24)
    text += first
    guard names.count > 1 else { return text }
    text += " (also "
    for index in 1..<names.count {
        if index > 1 { text += ", " }
        text += names[index]
    }
    text += ")"
    return text
}

/// A height in points as the mockup's heading shows it (`333.5 pt`).
func pointsText(_ value: Double) -> String { "\(DetentHeights.describe(value)) pt" }
