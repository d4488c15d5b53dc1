import FormcCore
import FormcSpec

/// E413: a field whose result groups its picks by section (`result: by-section`) must be a
/// multi-choice with sections, each with an id: the ids are the result's keys. Section ids are
/// unique in a field whatever its result, as option ids are.
enum ResultBySection: ScreenRule {
    static let codes: [RuleCode] = [.reads(.E413, field: ["type", "result"], options: true)]

    static func check(_ screen: Screen) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for field in screen.fields {
            diagnostics += repeatedIDs(field, in: screen)
            guard field.isBySection, let result = field.result else { continue }
            if field.kind.value == .choice {
                diagnostics.append(DiagnosticMessage.bySectionChoice(field: field.id.value).at(result, in: screen))
            } else if field.sections.isEmpty {
                diagnostics.append(DiagnosticMessage.bySectionWithoutSections(field: field.id.value).at(result, in: screen))
            } else {
                let taken = Set(field.sections.compactMap { $0.id?.value })
                var suggested = taken
                for (index, section) in field.sections.enumerated() where section.id == nil {
                    var number = index + 1
                    while suggested.contains("section-\(number)") { number += 1 }
                    suggested.insert("section-\(number)")
                    diagnostics.append(DiagnosticMessage.sectionWithoutID(section.title.value, field: field.id.value, suggestion: "section-\(number)")
                        .at(section.title, in: screen))
                }
            }
        }
        return diagnostics
    }

    /// A section id that an earlier section of the field has.
    private static func repeatedIDs(_ field: Field, in screen: Screen) -> [Diagnostic] {
        let sections = field.sections
        guard sections.count > 1 else { return [] }
        return RepeatedIDs.positions(count: sections.count) { sections[$0].id?.value }.compactMap { first, again in
            guard let id = sections[again].id else { return nil }
            let note = Diagnostic.Note("section '\(SafeText.shown(sections[first].title.value))' has this id", file: screen.file,
                                       range: sections[first].id?.range ?? sections[first].range)
            return DiagnosticMessage.sectionIDTwice(id.value, field: field.id.value).at(id, in: screen, notes: [note])
        }
    }
}

extension DiagnosticMessage {
    static func bySectionChoice(field: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .E413, "field '\(SafeText.shown(field))' is a choice, and only a multi-choice hands back its picks by section",
            help: "write 'result: id': a choice hands back one option, whose section its id tells")
    }

    static func bySectionWithoutSections(field: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .E413, "field '\(SafeText.shown(field))' hands back its picks by section ('result: by-section'), but it has no sections",
            help: "write 'result: id', or group its options under 'sections:', each with an 'id:'")
    }

    static func sectionWithoutID(_ title: String, field: String, suggestion: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .E413, "section '\(SafeText.shown(title))' of field '\(SafeText.shown(field))' has no id, the key of its picks in a by-section result",
            help: "write 'id: \(suggestion)' on the section (any text without outer spaces, unique in the field)")
    }

    static func sectionIDTwice(_ id: String, field: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .E413, "section id '\(SafeText.shown(id))' is used by an earlier section of field '\(SafeText.shown(field))'",
            help: "give the section an id of its own")
    }
}

extension DiagnosticCode {
    public static let E413 = DiagnosticCode(
        "E413", .error,
        summary: "a by-section result needs a multi-choice with sections, each with an id of its own",
        explanation: Explanation(
            meaning: """
            With `result: by-section` a multi-choice hands back a mapping of each section's id to \
            the ids of the options picked in it, so the field needs sections, and every section an \
            `id` of its own (the mapping's key). A choice hands back one option, whose section its \
            id already tells, so it keeps a flat result. Section ids are unique in a field whatever \
            its result.
            """,
            example: """
            formc: 1
            screen: s
            fields:
              - id: tags
                type: multi-choice
                result: by-section
                sections:
                  - { title: Work, options: [career, hiring] }
                  - { title: Hobbies, options: [music, travel] }
            action-layout: { placement: bottom }
            actions:
              - { id: done, title: Done, role: submit }
            """,
            fix: "Give every section an `id:`, or hand back a flat list (`result: id`).",
            fixed: """
            formc: 1
            screen: s
            fields:
              - id: tags
                type: multi-choice
                result: by-section
                sections:
                  - { id: work, title: Work, options: [career, hiring] }
                  - { id: hobbies, title: Hobbies, options: [music, travel] }
            action-layout: { placement: bottom }
            actions:
              - { id: done, title: Done, role: submit }
            """))
}
