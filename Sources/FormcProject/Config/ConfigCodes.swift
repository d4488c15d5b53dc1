import FormcCore

extension ConfigLoader {
    /// The codes of a project config that cannot be used (E600–E602). Any of them stops the
    /// run before a spec is read: exit 2, as for a bad flag.
    public static let codes: [DiagnosticCode] = [.E600, .E601, .E602]
}

extension DiagnosticCode {
    public static let E600 = DiagnosticCode(
        "E600", .error,
        summary: "unknown key in the project config",
        explanation: Explanation(
            meaning: ".formc.yaml (or the file given with --config) has a key formc does not know. The keys are "
                + ConfigKey.namesInWords + "; a misspelt one would otherwise be ignored silently, so formc "
                + "stops instead (exit 2) and suggests the key it was probably meant as.",
            described: """
            $ cat .formc.yaml
            devise: [iphone-se]
            $ formc lint
            .formc.yaml:1:1: error[E600]: unknown key 'devise' in the project config
              = help: did you mean 'devices'?
            """,
            producedBy: "FormcProjectTests/ProjectConfigTests.swift/unknownKeys",
            fix: "Spell the key as formc does; 'formc schema --config' prints every key with its meaning.",
            fixed: "devices: [iphone-se]"),
        fix: .suggestedWord)

    public static let E601 = DiagnosticCode(
        "E601", .error,
        summary: "project config value of the wrong type or unknown",
        explanation: Explanation(
            meaning: """
            A value in the project config is not what its key takes: a list where a string is \
            expected, a quoted "true" for strict, a device formc does not know, a level other than \
            off, warning and error. formc stops (exit 2) rather than guess.
            """,
            described: """
            $ cat .formc.yaml
            devices: [iphone-14]
            $ formc lint
            .formc.yaml:1:11: error[E601]: unknown device 'iphone-14'
              = help: did you mean 'iphone-15'?
            """,
            producedBy: "FormcProjectTests/ProjectConfigTests.swift/wrongValues",
            fix: "Give the key a value of its type: 'formc schema --config' describes each one.",
            fixed: "devices: [iphone-15]"),
        fix: .suggestedWord)

    public static let E602 = DiagnosticCode(
        "E602", .error,
        summary: "rule setting not allowed",
        explanation: Explanation(
            meaning: """
            A key of rules is not a code formc reports, or it lowers an error. Warnings can be set \
            to off, warning or error; an error code can be set to error only: a spec with an error \
            cannot be built, whatever a config says.
            """,
            described: """
            $ cat .formc.yaml
            rules:
              E312: off
            $ formc lint
            .formc.yaml:2:9: error[E602]: E312 is an error and cannot be set to 'off'
              = help: only warnings (W codes) can be turned off or kept as warnings
            """,
            producedBy: "FormcProjectTests/ProjectConfigTests.swift/ruleLevels",
            fix: "Set warnings only; fix the spec an error points at.",
            fixed: "rules:\n  W502: off"),
        fix: .suggestedWord)
}
