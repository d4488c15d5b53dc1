import FormcCore
import FormcSpec

/// W511: a key written for a presentation that ignores it. Only a page sheet has a sheet
/// presentation controller (UIKit's `sheetPresentationController` is nil for any other
/// `modalPresentationStyle`): a `popup` (`.overFullScreen`, a card as tall as its content)
/// has no detents, grabber, undimmed detents, swipe or edge attachment, and a `full-screen`
/// presentation (`.fullScreen`, or an app's root screen) has none of those and no backdrop,
/// corner radius or height cap either. A page sheet itself ignores `backdrop.dim` (the system
/// dims it, and no API sets another dim) and a `backdrop.tap: none` while it can be swiped
/// away (UIKit then dismisses it on a backdrop tap too).
enum IgnoredSheetKeys: ScreenRule {
    static let codes: [RuleCode] = [.reads(.W511, parts: ["/sheet", "/tab-bar"])]

    /// A key some presentations ignore: its spelling in the spec and where it is written, if it is.
    struct Key: Sendable {
        let name: String
        /// A list, not a set: asked of every screen for every key, comparing two or three cases
        /// costs less than hashing one.
        let ignoredBy: [Sheet.Presentation]
        let written: @Sendable (Screen) -> (range: SourceRange, pointer: JSONPointer)?
    }

    static let keys: [Key] = [
        Key(name: "detents", ignoredBy: [.popup, .fullScreen]) { screen in
            let sheet = screen.sheet
            guard sheet.detents.contains(where: \.id.isExplicit) else { return nil }
            // A popup's card fits its content: `[fit]` says just that.
            if sheet.presentation.value == .popup, sheet.detents.allSatisfy({ $0.kind == .fit }) { return nil }
            return (sheet.detentsPlace.range, sheet.detentsPlace.pointer)
        },
        Key(name: "initial-detent", ignoredBy: [.popup, .fullScreen]) { screen in
            let initial = screen.sheet.initialDetent
            guard initial.isExplicit else { return nil }
            if screen.sheet.presentation.value == .popup, screen.sheet.detent(id: initial.value)?.kind == .fit { return nil }
            return written(initial)
        },
        Key(name: "max-height", ignoredBy: [.fullScreen]) { written($0.sheet.maxHeight) },
        Key(name: "grabber", ignoredBy: [.popup, .fullScreen]) { written($0.sheet.grabber) },
        Key(name: "corner-radius", ignoredBy: [.fullScreen]) { written($0.sheet.cornerRadius) },
        // A page sheet's dim is the system's: neither UIKit nor SwiftUI can set it.
        Key(name: "backdrop.dim", ignoredBy: [.sheet, .fullScreen]) { written($0.sheet.backdrop.dim) },
        Key(name: "backdrop.undimmed-through", ignoredBy: [.popup, .fullScreen]) { written($0.sheet.backdrop.undimmedThrough) },
        // A page sheet's backdrop tap follows its swipe: `tap: none` on one that swipes is
        // ignored (`tap: dismiss` on one that does not is E410).
        Key(name: "backdrop.tap", ignoredBy: [.sheet, .fullScreen]) { screen in
            let sheet = screen.sheet
            if sheet.presentation.value == .sheet, sheet.backdrop.tap.value == .dismiss || !sheet.dismiss.swipe.value { return nil }
            return written(sheet.backdrop.tap)
        },
        Key(name: "dismiss.swipe", ignoredBy: [.popup, .fullScreen]) { written($0.sheet.dismiss.swipe) },
        Key(name: "scrolling-expands", ignoredBy: [.popup, .fullScreen]) { written($0.sheet.scrollingExpands) },
        Key(name: "edge-attached-in-compact-height", ignoredBy: [.popup, .fullScreen]) {
            written($0.sheet.edgeAttachedInCompactHeight)
        },
        Key(name: "width-follows-preferred-content-size", ignoredBy: [.popup, .fullScreen]) {
            written($0.sheet.widthFollowsPreferredContentSize)
        },
        Key(name: "tab-bar", ignoredBy: [.popup]) { screen in screen.tabBar.map { ($0.range, $0.pointer) } },
    ]

    /// The presentations that ignore some key: a page sheet, which ignores none, is done at once.
    static let ignoring: [Sheet.Presentation] = Sheet.Presentation.allCases.filter { presentation in
        keys.contains { $0.ignoredBy.contains(presentation) }
    }

    static func check(_ screen: Screen) -> [Diagnostic] {
        let presentation = screen.sheet.presentation.value
        guard ignoring.contains(presentation) else { return [] }
        var diagnostics: [Diagnostic] = []
        for key in keys where key.ignoredBy.contains(presentation) {
            guard let place = key.written(screen) else { continue }
            diagnostics.append(DiagnosticMessage.ignoredByPresentation(key.name, presentation: presentation)
                .at(place.range, place.pointer, in: screen))
        }
        return diagnostics
    }

    private static func written<T>(_ value: Located<T>) -> (range: SourceRange, pointer: JSONPointer)? {
        value.isExplicit ? (value.range, value.pointer) : nil
    }
}

extension DiagnosticMessage {
    static func ignoredByPresentation(_ key: String, presentation: Sheet.Presentation) -> DiagnosticMessage {
        let why = switch (presentation, key) {
        case (.sheet, "backdrop.dim"):
            "a page sheet is dimmed by the system: UISheetPresentationController and SwiftUI's sheet have no setting for the dim"
        case (.sheet, _):
            "UIKit dismisses a page sheet on a tap on its backdrop whenever it can be swiped away, and no setting keeps the swipe without the tap"
        case (.popup, "tab-bar"):
            "a popup covers the screen, tab bar included; a tab bar over a presentation belongs to a page sheet"
        case (.popup, _):
            "a popup is presented over the full screen (.overFullScreen) as a card as tall as its content, with no sheet presentation controller"
        case (_, let key) where key.hasPrefix("backdrop."):
            "a full-screen presentation covers the whole screen and has no backdrop"
        default:
            "a full-screen presentation covers the whole screen (.fullScreen) and has no sheet presentation controller"
        }
        let help = switch (presentation, key) {
        case (.sheet, "backdrop.dim"): "remove 'backdrop.dim' (the system dims a page sheet's backdrop), or use 'presentation: popup' for a dim of your own"
        case (.sheet, _): "remove 'tap: none', or write 'dismiss.swipe: false' as well (then neither a swipe nor a tap dismisses the sheet)"
        default: "remove '\(key)', or use 'presentation: sheet'"
        }
        return DiagnosticMessage(
            .W511, "'\(key)' has no effect on a '\(presentation.rawValue)' presentation: \(why)", help: help)
    }
}

extension DiagnosticCode {
    public static let W511 = DiagnosticCode(
        "W511", .warning,
        summary: "a key the presentation ignores",
        explanation: Explanation(
            meaning: """
            The key is written, but the screen's presentation ignores it. Only a page sheet \
            (`presentation: sheet`) has a sheet presentation controller — UIKit's \
            `sheetPresentationController` is nil for any other presentation style — so a `popup` \
            (`.overFullScreen`: a card as tall as its content over a dimmed cover) ignores `detents` \
            other than `[fit]`, `initial-detent`, `grabber`, `backdrop.undimmed-through`, \
            `dismiss.swipe`, `scrolling-expands`, `edge-attached-in-compact-height`, \
            `width-follows-preferred-content-size` and `tab-bar`; a `full-screen` presentation \
            (`.fullScreen`, or an app's root screen) ignores all of those but `tab-bar`, and \
            `max-height`, `corner-radius` and the whole `backdrop` as well. A page sheet itself \
            ignores `backdrop.dim` (the system dims it: `UISheetPresentationController` and SwiftUI's \
            sheet have no setting for the dim) and `backdrop.tap: none` while it can be swiped away \
            (UIKit dismisses it on a backdrop tap whenever a swipe can). The mockups draw what the app \
            shows, and the generated Swift ignores the keys too.
            """,
            example: """
            formc: 1
            screen: s
            sheet:
              presentation: popup
              grabber: true
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Remove the key, or present the screen as a page sheet.",
            fixed: """
            formc: 1
            screen: s
            sheet:
              presentation: popup
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
