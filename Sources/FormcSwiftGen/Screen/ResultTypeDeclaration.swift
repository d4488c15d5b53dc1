import FormcSpec

/// `struct <Screen>Result: Codable, Hashable, Sendable`: the screen's result schema as a type,
/// one property per field in spec order. A choice is its option enum, a multi-choice a `Set` of
/// them (the schema's array has `uniqueItems` and no order), a by-section multi-choice its
/// `BySectionDeclaration` type; a field the schema does not require
/// (`Field.isRequiredInResult`: `required`, or a `min` of at least one) is optional. Decoding and
/// encoding go through the support file's helpers, so the type accepts and produces exactly
/// what the schema does.
enum ResultTypeDeclaration {
    static func declaration(_ screen: Screen, names: ScreenNames) -> SwiftDeclaration {
        // Each field is read once, into its option enum and the facts its coding needs: a
        // `Field` read again for each of them would be copied each time.
        var enums: [SwiftDeclaration] = []
        var fields: [Facts] = []
        for (field, name) in zip(screen.fields, names.fields) {
            enums.append(OptionEnumDeclaration.declaration(field, names: name))
            if let grouped = BySectionDeclaration.declaration(field, names: name) { enums.append(grouped) }
            fields.append(Facts(field, name))
        }
        var members = enums
        members += fields.map { field in
            .variable(SwiftVariable(doc: field.label.map { [$0] } ?? [], isLet: false, name: field.property, type: field.type))
        }
        members.append(.function(SwiftFunction(
            kind: .initializer,
            parameters: fields.map { field in
                SwiftParameter(field.property, field.type, defaultValue: field.required ? nil : .nil)
            },
            body: fields.map { field in .assignment(SwiftExpression.selfValue.dot(field.property), .id(field.property)) })))
        members.append(decoder(fields))
        members.append(encoder(fields))
        return .type(SwiftTypeDeclaration(
            doc: doc(screen), kind: .struct, name: SwiftName(names.resultType),
            conformances: ["Codable", "Hashable", "Sendable"], members: members))
    }

    /// What the result type says of one field: its property, type and label, and what its
    /// coding reads (kind, whether the result must hold it, its key — the id — and its count
    /// bounds).
    private struct Facts {
        var property: SwiftName
        var optionType: String
        var type: SwiftTypeName
        var label: String?
        var kind: Field.Kind
        var required: Bool
        var key: SwiftExpression
        var min: Int
        var max: Int
        /// A by-section field's type (`TagsBySection`), which codes itself.
        var sectionsType: String?

        init(_ field: Field, _ name: ScreenNames.FieldNames) {
            property = SwiftName(name.property)
            optionType = name.optionType
            type = propertyType(field, name)
            label = field.label?.value
            kind = field.kind.value
            required = field.isRequiredInResult
            key = .string(field.id.value)
            min = field.effectiveMin
            max = field.effectiveMax
            sectionsType = name.sectionsType
        }
    }

    private static func doc(_ screen: Screen) -> [String] {
        var doc = ["What the `\(screen.id.value)` screen hands back when the user commits: its result schema",
                   "(`\(resultSchemaID(screen))`) as a type. Decoding rejects what the schema rejects."]
        if let title = screen.title?.value { doc = [title, ""] + doc }
        return doc
    }

    static func resultSchemaID(_ screen: Screen) -> String { "urn:formc:screen:" + screen.id.value }

    static func propertyType(_ field: Field, _ name: ScreenNames.FieldNames) -> SwiftTypeName {
        let option = SwiftTypeName.named(name.optionType)
        let value: SwiftTypeName = name.sectionsType.map(SwiftTypeName.named) ?? (field.kind.value == .choice ? option : .set(option))
        return field.isRequiredInResult ? value : .optional(value)
    }

    private static func decoder(_ fields: [Facts]) -> SwiftDeclaration {
        let container = SwiftExpression.id("container")
        var body: [SwiftStatement] = [
            .variable(SwiftVariable(isLet: true, name: "container", value: .try(SwiftExpression.id("decoder").dot("container").call(
                .arg("keyedBy", .metatype(ResultCoding.key)))))),
            .expression(.try(container.dot("formcRejectUnknownKeys").call(.unlabeled(.array(fields.map(\.key)))))),
        ]
        for field in fields {
            let type = SwiftExpression.metatype(.named(field.sectionsType ?? field.optionType))
            let value: SwiftExpression
            switch (field.sectionsType == nil ? field.kind : .choice, field.required) {
            case (.choice, true):
                value = container.dot("decode").call(.unlabeled(type), .arg("forKey", field.key))
            case (.choice, false):
                value = container.dot("formcDecodeIfPresent").call(.unlabeled(type), .arg("forKey", field.key))
            case (.multiChoice, let required):
                value = container.dot(required ? "formcDecodeSelection" : "formcDecodeSelectionIfPresent").call(
                    .unlabeled(type), .arg("forKey", field.key),
                    .arg("minCount", .int(field.min)), .arg("maxCount", .int(field.max)))
            }
            // `self.`: a field may be named as a local of this initializer (`decoder`, `container`).
            body.append(.assignment(SwiftExpression.selfValue.dot(field.property), .try(value)))
        }
        return .function(SwiftFunction(
            kind: .initializer, parameters: [SwiftParameter(label: "from", name: "decoder", type: .existential("Decoder"))],
            isThrowing: true, body: body))
    }

    private static func encoder(_ fields: [Facts]) -> SwiftDeclaration {
        let container = SwiftExpression.id("container")
        let keyed = SwiftExpression.id("encoder").dot("container").call(.arg("keyedBy", .metatype(ResultCoding.key)))
        // A screen of display-only content hands back an empty object: the container is
        // made, and nothing goes into it.
        var body: [SwiftStatement] = fields.isEmpty
            ? [.assignment(.id("_"), keyed)]
            : [.variable(SwiftVariable(isLet: false, name: "container", value: keyed))]
        for field in fields {
            // `self.`: a field may be named as a local of this method (`encoder`, `container`).
            let property = SwiftExpression.selfValue.dot(field.property)
            let call: SwiftExpression
            // A by-section field's type is coded as one value, as a choice's enum is.
            switch (field.sectionsType == nil ? field.kind : .choice, field.required) {
            case (.choice, let required):
                call = container.dot(required ? "encode" : "encodeIfPresent").call(.unlabeled(property), .arg("forKey", field.key))
            case (.multiChoice, let required):
                call = container.dot(required ? "formcEncodeSelection" : "formcEncodeSelectionIfPresent").call(
                    .unlabeled(property), .arg("forKey", field.key),
                    .arg("minCount", .int(field.min)), .arg("maxCount", .int(field.max)))
            }
            body.append(.expression(.try(call)))
        }
        return .function(SwiftFunction(
            kind: .function("encode"), parameters: [SwiftParameter(label: "to", name: "encoder", type: .existential("Encoder"))],
            isThrowing: true, body: body))
    }
}
