import FormcSpec

/// `struct <Field>BySection: Codable, Hashable, Sendable`, nested in a result: the picks of a
/// `result: by-section` field, a `Set` of the field's option enum per section, keyed in the JSON
/// by the section ids. Decoding and encoding accept exactly what the field's schema does — every
/// section's key, each pick in its own section at most once — and check what the schema only
/// states: between `min` and `max` picks across the sections.
enum BySectionDeclaration {
    static func declaration(_ field: Field, names: ScreenNames.FieldNames) -> SwiftDeclaration? {
        guard let typeName = names.sectionsType else { return nil }
        let option = SwiftTypeName.named(names.optionType)
        let set = SwiftTypeName.set(option)
        let sections = zip(field.sections, names.sectionProperties).map { section, property in
            Section(property: SwiftName(property), key: .string(section.resultKey), title: section.title.value,
                    options: .array(section.optionIndexes.compactMap { index in
                        field.selectableIndices.firstIndex(of: index).map { .implicitMember(SwiftName(names.cases[$0])) }
                    }))
        }
        var members: [SwiftDeclaration] = sections.map { section in
            .variable(SwiftVariable(doc: [section.title], isLet: false, name: section.property, type: set))
        }
        members.append(.function(SwiftFunction(
            kind: .initializer,
            parameters: sections.map { SwiftParameter($0.property, set, defaultValue: .array([])) },
            body: sections.map { .assignment(SwiftExpression.selfValue.dot($0.property), .id($0.property)) })))
        members.append(.computed(["Every pick, of all sections."], "all", set,
                                 sections.dropFirst().reduce(SwiftExpression.selfValue.dot(sections[0].property)) { all, section in
                                     all.dot("union").call(.unlabeled(SwiftExpression.selfValue.dot(section.property)))
                                 }))
        members.append(decoder(sections, option: option, min: field.effectiveMin, max: field.effectiveMax))
        members.append(encoder(sections, min: field.effectiveMin, max: field.effectiveMax))
        return .type(SwiftTypeDeclaration(
            doc: ["The picks of `\(field.id.value)`, section by section (`result: by-section`): each section's id is its key."],
            kind: .struct, name: SwiftName(typeName), conformances: ["Codable", "Hashable", "Sendable"], members: members))
    }

    private struct Section {
        var property: SwiftName
        var key: SwiftExpression
        var title: String
        var options: SwiftExpression
    }

    /// `min <= self.all.count && self.all.count <= max`.
    private static func inBounds(min: Int, max: Int) -> SwiftExpression {
        let count = SwiftExpression.selfValue.dot("all").dot("count")
        return .binary(.binary(.int(min), "<=", count), "&&", .binary(count, "<=", .int(max)))
    }

    private static func boundsMessage(min: Int, max: Int) -> SwiftExpression {
        .string("the schema allows \(min) to \(max) picks across the sections")
    }

    private static func decoder(_ sections: [Section], option: SwiftTypeName, min: Int, max: Int) -> SwiftDeclaration {
        let container = SwiftExpression.id("container")
        var body: [SwiftStatement] = [
            .variable(SwiftVariable(isLet: true, name: "container", value: .try(SwiftExpression.id("decoder").dot("container").call(
                .arg("keyedBy", .metatype(ResultCoding.key)))))),
            .expression(.try(container.dot("formcRejectUnknownKeys").call(.unlabeled(.array(sections.map(\.key)))))),
        ]
        for section in sections {
            body.append(.assignment(SwiftExpression.selfValue.dot(section.property), .try(container.dot("formcDecodeSection").call(
                .unlabeled(.metatype(option)), .arg("forKey", section.key), .arg("options", section.options)))))
        }
        body.append(.guard(.expression(inBounds(min: min, max: max)), else: [
            .throw(SwiftExpression.id("DecodingError").dot("dataCorrupted").call(.unlabeled(
                SwiftExpression.id("DecodingError").dot("Context").call(
                    .arg("codingPath", SwiftExpression.id("decoder").dot("codingPath")),
                    .arg("debugDescription", boundsMessage(min: min, max: max)))))),
        ]))
        return .function(SwiftFunction(
            kind: .initializer, parameters: [SwiftParameter(label: "from", name: "decoder", type: .existential("Decoder"))],
            isThrowing: true, body: body))
    }

    private static func encoder(_ sections: [Section], min: Int, max: Int) -> SwiftDeclaration {
        let container = SwiftExpression.id("container")
        var body: [SwiftStatement] = [
            .guard(.expression(inBounds(min: min, max: max)), else: [
                .throw(SwiftExpression.id("EncodingError").dot("invalidValue").call(
                    .unlabeled(.selfValue),
                    .unlabeled(SwiftExpression.id("EncodingError").dot("Context").call(
                        .arg("codingPath", SwiftExpression.id("encoder").dot("codingPath")),
                        .arg("debugDescription", boundsMessage(min: min, max: max)))))),
            ]),
            .variable(SwiftVariable(isLet: false, name: "container", value: SwiftExpression.id("encoder").dot("container").call(
                .arg("keyedBy", .metatype(ResultCoding.key))))),
        ]
        for section in sections {
            body.append(.expression(.try(container.dot("formcEncodeSection").call(
                .unlabeled(SwiftExpression.selfValue.dot(section.property)), .arg("forKey", section.key), .arg("options", section.options)))))
        }
        return .function(SwiftFunction(
            kind: .function("encode"), parameters: [SwiftParameter(label: "to", name: "encoder", type: .existential("Encoder"))],
            isThrowing: true, body: body))
    }
}
