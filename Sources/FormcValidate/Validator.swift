import FormcCore
import FormcGeometry
import FormcSpec

/// The rules that run on decoded screens (spec-language.md §7): references, uniqueness and
/// reserved ids (E300–E313), semantics (E400–E410, W501, W503–W506, W511) and, through `DeviceRules`, the
/// device-dependent ones computed from the mockup's geometry (E407, W500, W502).
public enum Validator {
    /// Every rule of one screen.
    public static func validate(_ screen: Screen) -> [Diagnostic] {
        validate(screen, devices: Device.checked)
    }

    /// `validate`, with the device rules on `devices` only (a project's `devices`).
    public static func validate(_ screen: Screen, devices: [Device]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in screenRules {
            diagnostics += rule.check(screen)
        }
        diagnostics += DeviceRules.diagnostics(for: screen, devices: devices)
        if !screen.incomplete.isEmpty { diagnostics.removeAll { !echoFilter.keeps($0, of: screen) } }
        return diagnostics.sortedForReport()
    }

    /// Every rule of a build: each screen's rules (as `validate`) plus those across screens
    /// (E300, a screen id used twice).
    public static func validateBuild(_ screens: [Screen]) -> [Diagnostic] {
        var diagnostics = screens.flatMap(validate)
        diagnostics += ScreenIDUniqueness.check(screens)
        return diagnostics.sortedForReport()
    }

    /// Only the rules across screens (E300), for a caller that already ran `validate` on each
    /// screen (the build pipeline, which validates files concurrently). These rules read only a
    /// screen's identity: its `file` and `id`.
    public static func validateAcrossScreens(_ screens: [Screen]) -> [Diagnostic] {
        // Only screens that share an id can break it; checking just those keeps a lint of
        // thousands of screens from holding a second copy of every one.
        var seen = Set<String>(), repeated = Set<String>()
        for screen in screens where !seen.insert(screen.id.value).inserted { repeated.insert(screen.id.value) }
        return ScreenIDUniqueness.check(screens.filter { repeated.contains($0.id.value) }).sortedForReport()
    }

    /// Every code the rules report (the cross-screen E300 included), for the registry.
    public static var codes: [DiagnosticCode] {
        (screenRules.flatMap { $0.codes } + DeviceRules.codes).map(\.code) + ScreenIDUniqueness.codes
    }

    private static let echoFilter = EchoFilter(screenRules.flatMap { $0.codes } + DeviceRules.codes)

    /// The per-screen rules, in the order of the codes table.
    static var screenRules: [any ScreenRule.Type] {
        [
            IDUniqueness.self, ReservedScreenID.self, DetentReferences.self, OptionReferences.self, TabReferences.self,
            Cardinality.self, GridColumns.self, SubmitAction.self, Dismissal.self, PassThroughTap.self, EmptyLists.self,
            ModalBackdropTap.self, CommitOnSelectResult.self, ResultTitles.self, ResultBySection.self, TabCount.self, LoneMediumDetent.self, EdgeAttachment.self, SingleOption.self,
            IgnoredSheetKeys.self,
        ]
    }
}
