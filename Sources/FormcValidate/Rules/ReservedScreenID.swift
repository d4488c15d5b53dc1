import FormcCore
import FormcSpec

/// E306: a screen id that names a file every build shares. A screen's outputs are named by its
/// id (`<screen>.schema.json`, `<screen>.swift`, …), so `formc-spec` would overwrite the spec
/// language's schema and `formcsupport` the shared Swift (`FormcSupport.swift`, on a
/// case-insensitive disk): such a screen cannot be built (§10).
enum ReservedScreenID: ScreenRule {
    static let codes: [RuleCode] = [.comparesIDs(.E306)]

    /// Each reserved id, with the shared output one of its own outputs would overwrite
    /// (`OutputNames.isReservedScreenID` derives the same ids from the output names).
    static let sharedOutputs: [String: String] = ["formc-spec": "formc-spec.schema.json", "formcsupport": "FormcSupport.swift"]

    static func check(_ screen: Screen) -> [Diagnostic] {
        guard let shared = sharedOutputs[screen.id.value] else { return [] }
        return [DiagnosticMessage.reservedScreenID(screen.id.value, overwrites: shared).at(screen.id, in: screen)]
    }
}

extension Validator {
    /// The screen ids E306 reports, each with the shared output it would overwrite.
    public static var reservedScreenIDs: [String: String] { ReservedScreenID.sharedOutputs }
}

extension DiagnosticMessage {
    static func reservedScreenID(_ id: String, overwrites shared: String) -> DiagnosticMessage {
        DiagnosticMessage(.E306, "screen id '\(SafeText.shown(id))' cannot be built: its outputs would overwrite \(shared), which the build shares",
                          help: "rename the screen, for example '\(SafeText.shown(id))-screen'")
    }
}

extension DiagnosticCode {
    public static let E306 = DiagnosticCode(
        "E306", .error,
        summary: "screen id names a file the build shares",
        explanation: Explanation(
            meaning: """
            A screen's outputs are named by its id (`<screen>.schema.json`, `<screen>.swift`, …), and \
            a build also writes files of its own beside them. The id `formc-spec` would make the \
            screen's schema overwrite the spec language's schema (`formc-spec.schema.json`), and \
            `formcsupport` would make its Swift overwrite the shared `FormcSupport.swift` on a \
            case-insensitive disk. Such a screen cannot be built, so the build fails.
            """,
            example: """
            formc: 1
            screen: formc-spec
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """,
            fix: "Rename the screen.",
            fixed: """
            formc: 1
            screen: spec-picker
            fields:
              - { id: f, type: choice, commit: on-select, options: [a, b] }
            """))
}
