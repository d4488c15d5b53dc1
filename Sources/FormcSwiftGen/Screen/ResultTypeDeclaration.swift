import FormcSpec

/// `struct <Screen>Result: Codable, Hashable, Sendable`: the screen's result schema as a type,
/// one property per field in spec order. A choice is its option enum, a multi-choice a `Set` of
/// them (the schema's array has `uniqueItems` and no order); a field the schema does not require
/// (`Field.isRequiredInResult`: `required`, or a `min` of at least one) is optional. Decoding and
/// encoding go through the support file's helpers, so the type accepts and produces exactly
/// what the schema does.
enum ResultTypeDeclaration {
    static func declaration(_ screen: Screen, names: ScreenNames) -> SwiftDeclaration {
        // Each field with its names, read in place by index rather than copied into pairs.
        let fields = Fields(fields: screen.fields, names: names.fields)
        var members: [SwiftDeclaration] = fields.indices.map { index in
            OptionEnumDeclaration.declaration(fields.fields[index], names: fields.names[index])
        }
        members += fields.indices.map { index in
            .variable(SwiftVariable(doc: fields.fields[index].label.map { [$0.value] } ?? [], isLet: false,
                                    name: SwiftName(fields.names[index].property), type: propertyType(fields.fields[index], fields.names[index])))
        }
        members.append(.function(SwiftFunction(
            kind: .initializer,
            parameters: fields.indices.map { index in
                SwiftParameter(SwiftName(fields.names[index].property), propertyType(fields.fields[index], fields.names[index]),
                               defaultValue: fields.fields[index].isRequiredInResult ? nil : .nil)
            },
            body: fields.indices.map { index in
                let property = SwiftName(fields.names[index].property)
                return .assignment(SwiftExpression.selfValue.dot(property), .id(property))
            })))
        members.append(decoder(fields))
        members.append(encoder(fields))
        return .type(SwiftTypeDeclaration(
            doc: doc(screen), kind: .struct, name: SwiftName(names.resultType),
            conformances: ["Codable", "Hashable", "Sendable"], members: members))
    }

    private static func doc(_ screen: Screen) -> [String] {
        var doc = ["What the `\(screen.id.value)` screen hands back when the user commits: its result schema",
                   "(`\(resultSchemaID(screen))`) as a type. Decoding rejects what the schema rejects."]
        if let title = screen.title?.value { doc = [title, ""] + doc }
        return doc
    }

    /// A screen's fields and their names, index by index.
    private struct Fields {
        var fields: [Field]
        var names: [ScreenNames.FieldNames]

        var indices: Range<Int> { 0..<min(fields.count, names.count) }
    }

    static func resultSchemaID(_ screen: Screen) -> String { "urn:formc:screen:" + screen.id.value }

    static func propertyType(_ field: Field, _ name: ScreenNames.FieldNames) -> SwiftTypeName {
        let option = SwiftTypeName.named(name.optionType)
        let value: SwiftTypeName = field.kind.value == .choice ? option : .set(option)
        return field.isRequiredInResult ? value : .optional(value)
    }

    private static func key(_ field: Field) -> SwiftExpression { .string(field.id.value) }

    private static func decoder(_ fields: Fields) -> SwiftDeclaration {
        let container = SwiftExpression.id("container")
        var body: [SwiftStatement] = [
            .variable(SwiftVariable(isLet: true, name: "container", value: .try(SwiftExpression.id("decoder").dot("container").call(
                .arg("keyedBy", .metatype(ResultCoding.key)))))),
            .expression(.try(container.dot("formcRejectUnknownKeys").call(.unlabeled(.array(fields.indices.map { key(fields.fields[$0]) }))))),
        ]
        for index in fields.indices {
            let field = fields.fields[index], name = fields.names[index]
            let type = SwiftExpression.metatype(.named(name.optionType))
            let value: SwiftExpression
            switch (field.kind.value, field.isRequiredInResult) {
            case (.choice, true):
                value = container.dot("decode").call(.unlabeled(type), .arg("forKey", key(field)))
            case (.choice, false):
                value = container.dot("formcDecodeIfPresent").call(.unlabeled(type), .arg("forKey", key(field)))
            case (.multiChoice, let required):
                value = container.dot(required ? "formcDecodeSelection" : "formcDecodeSelectionIfPresent").call(
                    .unlabeled(type), .arg("forKey", key(field)),
                    .arg("minCount", .int(field.effectiveMin)), .arg("maxCount", .int(field.effectiveMax)))
            }
            body.append(.assignment(.id(SwiftName(name.property)), .try(value)))
        }
        return .function(SwiftFunction(
            kind: .initializer, parameters: [SwiftParameter(label: "from", name: "decoder", type: .existential("Decoder"))],
            isThrowing: true, body: body))
    }

    private static func encoder(_ fields: Fields) -> SwiftDeclaration {
        let container = SwiftExpression.id("container")
        let keyed = SwiftExpression.id("encoder").dot("container").call(.arg("keyedBy", .metatype(ResultCoding.key)))
        // A screen of display-only content hands back an empty object: the container is
        // made, and nothing goes into it.
        var body: [SwiftStatement] = fields.indices.isEmpty
            ? [.assignment(.id("_"), keyed)]
            : [.variable(SwiftVariable(isLet: false, name: "container", value: keyed))]
        for index in fields.indices {
            let field = fields.fields[index], name = fields.names[index]
            let property = SwiftExpression.id(SwiftName(name.property))
            let call: SwiftExpression
            switch (field.kind.value, field.isRequiredInResult) {
            case (.choice, let required):
                call = container.dot(required ? "encode" : "encodeIfPresent").call(.unlabeled(property), .arg("forKey", key(field)))
            case (.multiChoice, let required):
                call = container.dot(required ? "formcEncodeSelection" : "formcEncodeSelectionIfPresent").call(
                    .unlabeled(property), .arg("forKey", key(field)),
                    .arg("minCount", .int(field.effectiveMin)), .arg("maxCount", .int(field.effectiveMax)))
            }
            body.append(.expression(.try(call)))
        }
        return .function(SwiftFunction(
            kind: .function("encode"), parameters: [SwiftParameter(label: "to", name: "encoder", type: .existential("Encoder"))],
            isThrowing: true, body: body))
    }
}
