import FormcCore
import FormcSpec

/// E411: a field that commits on select hands back the screen's result at the first tap, so
/// that result must be one the screen's result schema accepts. It is not when the field needs
/// at least two picks (`min ≥ 2`: the tap hands back one), or when another field must be in
/// the result and nothing fills it before the tap (required, or `min ≥ 1`, and no `initial`
/// that meets it).
enum CommitOnSelectResult: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E411, parts: ["/fields"])]

    static func check(_ screen: Screen) -> [Diagnostic] {
        let committing = screen.fields.filter { $0.commit.value == .onSelect }
        guard !committing.isEmpty else { return [] }
        // The fields a first tap leaves out of the result although the schema needs them: at
        // most two are kept, since a committing field is told of one that is not itself.
        var unfilled: [Field] = []
        for field in screen.fields where leftUnfilled(field) {
            unfilled.append(field)
            if unfilled.count == 2 { break }
        }
        var diagnostics: [Diagnostic] = []
        let onApply = screen.actions.contains { $0.role?.value == .submit } ? "write 'commit: on-apply' (the submit action then commits)"
            : "write 'commit: on-apply' and add an action with 'role: submit'"
        for field in committing {
            if field.effectiveMin >= 2, let min = field.min {
                let note = Diagnostic.Note("'commit: on-select' hands back the result at the first tap", file: screen.file, range: field.commit.range)
                diagnostics.append(DiagnosticMessage.onSelectBelowMin(field: field.id.value, min: min.value, onApply: onApply).at(min, in: screen, notes: [note]))
            }
            if let other = unfilled.first(where: { $0.pointer != field.pointer }) {
                let note = Diagnostic.Note("field '\(SafeText.shown(other.id.value))' is empty until it is picked", file: screen.file, range: other.id.range)
                diagnostics.append(DiagnosticMessage.onSelectLeavesEmpty(field: field.id.value, other: other, onApply: onApply)
                    .at(field.commit, in: screen, notes: [note]))
            }
        }
        return diagnostics
    }

    /// Whether the result must hold `field` and nothing puts it there before a tap elsewhere:
    /// no `initial`, or one with fewer ids than the field needs.
    static func leftUnfilled(_ field: Field) -> Bool {
        guard field.isRequiredInResult else { return false }
        let needed = Swift.max(field.effectiveMin, 1)
        return (field.initial?.value.ids.count ?? 0) < needed
    }
}

extension DiagnosticMessage {
    static func onSelectBelowMin(field: String, min: Int, onApply: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .E411, "field '\(SafeText.shown(field))' commits on select but needs at least \(min) picks: the first tap hands back one, which the result schema rejects",
            help: "lower 'min' to 1, or \(onApply)")
    }

    static func onSelectLeavesEmpty(field: String, other: Field, onApply: String) -> DiagnosticMessage {
        let name = SafeText.shown(other.id.value)
        let fill = other.effectiveMin >= 1
            ? "give field '\(name)' an 'initial' of \(other.effectiveMin == 1 ? "one option" : "\(other.effectiveMin) options")"
            : "write 'required: false' on field '\(name)' (or give it an 'initial' option)"
        return DiagnosticMessage(
            .E411, "field '\(SafeText.shown(field))' commits on select, and the first tap leaves required field '\(name)' empty: the result schema rejects that result",
            help: "\(fill), or on field '\(SafeText.shown(field))' \(onApply)")
    }
}

extension DiagnosticCode {
    public static let E411 = DiagnosticCode(
        "E411", .error,
        summary: "a commit on select hands back a result the schema rejects",
        explanation: Explanation(
            meaning: """
            A field with `commit: on-select` hands the screen's result back at the first tap on one \
            of its options, and the screen is dismissed. That result must be one the screen's result \
            schema accepts, and it is not when the field needs at least two picks (`min: 2` or more: \
            the tap hands back one), or when another field must be in the result (required, or a \
            `min` of 1 or more) and nothing fills it before the tap (it has no `initial` that meets \
            it). The app would receive a result that fails its own schema.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - { id: kind, type: choice, commit: on-select, options: [a, b] }
              - { id: size, type: choice, options: [s, m] }
            actions:
              - { id: ok, title: OK, role: submit }
            """,
            fix: "Fill the other field before the tap (`initial`), make it optional (`required: false`), lower `min` to 1, or commit on apply with a submit action.",
            fixed: """
            formc: 1
            screen: s
            fields:
              - { id: kind, type: choice, commit: on-select, options: [a, b] }
              - { id: size, type: choice, required: false, options: [s, m] }
            actions:
              - { id: ok, title: OK, role: submit }
            """))
}
