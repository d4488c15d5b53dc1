import FormcCore
import FormcSpec

/// An iOS version, `16` or `16.4` as `--ios-target` takes it.
public struct IOSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `15`, `15.0`, `16.4`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0,
              parts[0].allSatisfy(\.isASCII), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } })
        else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor else { return nil }
        self.init(major, minor)
    }

    /// The lowest target the generated Swift supports: `UISheetPresentationController` is iOS 15.
    public static let minimum = IOSVersion(15)

    public var description: String { "\(major).\(minor)" }
    public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}

/// W510: a screen whose generated Swift needs a newer iOS than the app's deployment target
/// (`--ios-target`). The code still compiles for the target — every such call is behind
/// `#available` — so the warning says which API it is and what the screen does without it.
public enum DeploymentTarget {
    public static let codes = [DiagnosticCode.W510]

    /// The warnings for `screen` in an app whose lowest iOS is `target`.
    public static func diagnostics(for screen: Screen, target: IOSVersion) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sheet = screen.sheet
        if target < IOSVersion(16), sheet.presentation.value == .sheet {
            for detent in sheet.detents {
                let fallback: String
                switch detent.kind {
                case .medium, .large: continue
                case .fraction(let fraction) where fraction > 0.5: fallback = ".large()"
                case .fit, .height, .fraction: fallback = ".medium()"
                }
                diagnostics.append(DiagnosticMessage.newerAPI(
                    "custom detent '\(detent.id.value)'", api: "UISheetPresentationController.Detent.custom(identifier:resolver:)",
                    version: "16", target: target, without: "the sheet rests at \(fallback) there")
                    .at(detent.id, in: screen))
            }
        }
        // The SwiftUI modifier presents page sheets only: a popup's card and a full-screen
        // screen are UIKit's (iOS 15), and they ignore undimmed detents (W511).
        guard sheet.presentation.value == .sheet else { return diagnostics }
        if target < IOSVersion(16, 4), sheet.backdrop.undimmedThrough.value != .none, sheet.backdrop.undimmedThrough.isExplicit {
            diagnostics.append(DiagnosticMessage.newerAPI(
                "backdrop.undimmed-through", api: "SwiftUI's presentationBackgroundInteraction(_:)", version: "16.4",
                target: target, without: "SwiftUI keeps the backdrop dimmed and inactive there (UIKit has it from iOS 15)")
                .at(sheet.backdrop.undimmedThrough, in: screen))
        }
        if target < IOSVersion(16, 4), sheet.cornerRadius.isExplicit {
            diagnostics.append(DiagnosticMessage.newerAPI(
                "corner-radius", api: "SwiftUI's presentationCornerRadius(_:)", version: "16.4",
                target: target, without: "SwiftUI keeps the system radius there (UIKit has it from iOS 15)")
                .at(sheet.cornerRadius, in: screen))
        }
        return diagnostics
    }
}

extension DiagnosticMessage {
    static func newerAPI(_ what: String, api: String, version: String, target: IOSVersion, without: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .W510, "\(what) needs iOS \(version) (\(api)); the deployment target is iOS \(target): \(without)",
            help: "raise ios-target in .formc.yaml (or --ios-target) to \(version) if the app allows it, or accept the fallback")
    }

    /// The diagnostic at a located value of `screen`.
    func at<Value>(_ value: Located<Value>, in screen: Screen) -> Diagnostic {
        diagnostic(file: screen.file, range: value.range, pointer: value.pointer)
    }
}

extension DiagnosticCode {
    public static let W510 = DiagnosticCode(
        "W510", .warning,
        summary: "the generated Swift needs a newer iOS than the deployment target",
        explanation: Explanation(
            meaning: """
            `formc build --ios-target VERSION`, or `ios-target` in `.formc.yaml`, names the lowest iOS the \
            app supports (15.0 or later). A screen that needs more gets this warning, from `build` and from \
            `lint` under the same config (when the Swift is written), with the API named: a custom detent (`fit`, a height \
            or a fraction) needs iOS 16 (`UISheetPresentationController.Detent.custom`), and in SwiftUI \
            `backdrop.undimmed-through` and `corner-radius` of a page sheet need iOS 16.4 \
            (`presentationBackgroundInteraction`, `presentationCornerRadius`; a popup's corner radius is \
            UIKit's, from iOS 15, and the SwiftUI modifier presents page sheets only). The generated Swift still compiles for the target: below those \
            versions a custom detent becomes `.medium()` (a fraction above 0.5 `.large()`), and SwiftUI keeps \
            the dimmed backdrop and the system radius.
            """,
            described: """
            formc build specs/ --ios-target 15
            (a spec under specs/ has the custom detent { id: peek, height: 140 })
            """,
            producedBy: "FormcBuildTests/SwiftDeploymentTargetTests.swift/customDetentsBelowIOS16",
            fix: "Raise --ios-target when the app's deployment target allows it, or use system detents.",
            fixed: "formc build specs/ --ios-target 16.4"))
}
