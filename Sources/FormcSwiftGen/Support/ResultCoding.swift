/// The support file's coding helpers: with them a result type decodes exactly the instances its
/// result schema accepts — no unknown key (`additionalProperties: false`), no `null`, each option
/// at most once (`uniqueItems`), between `minItems` and `maxItems` of them — and encodes only
/// such instances, with the options of a multi-choice in spec order.
enum ResultCoding {
    static let keyType = "FormcResultKey"
    static let key = SwiftTypeName.named(keyType)

    static var declarations: [SwiftDeclaration] { [keyDeclaration, decoding, encoding] }

    /// `struct FormcResultKey: CodingKey`: a field id as written in the spec.
    static let keyDeclaration = SwiftDeclaration.type(SwiftTypeDeclaration(
        doc: ["A key of a result's JSON object: a field id, exactly as the spec writes it."],
        kind: .struct, name: SwiftName(keyType),
        conformances: ["CodingKey", "Hashable", "Sendable", "ExpressibleByStringLiteral"],
        members: [
            .variable(SwiftVariable(isLet: true, name: "stringValue", type: "String")),
            .computed([], "intValue", .optional("Int"), .nil),
            .function(SwiftFunction(kind: .initializer, parameters: [SwiftParameter("stringValue", "String")],
                                    body: [.assignment(SwiftExpression.selfValue.dot("stringValue"), .id("stringValue"))])),
            .function(SwiftFunction(kind: .initializer, parameters: [SwiftParameter(label: "stringLiteral", name: "value", type: "String")],
                                    body: [.assignment(SwiftExpression.selfValue.dot("stringValue"), .id("value"))])),
            .function(SwiftFunction(
                doc: ["Results are JSON objects: no key is an integer."],
                kind: .failableInitializer, parameters: [SwiftParameter("intValue", "Int")], body: [.return(.nil)])),
        ]))

    private static let keyParameter = SwiftParameter(label: "forKey", name: "key", type: key)
    private static let countParameters = [SwiftParameter("minCount", "Int"), SwiftParameter("maxCount", "Int")]

    /// `throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: …)`.
    private static func corrupted(_ key: SwiftExpression, _ message: SwiftExpression) -> SwiftStatement {
        .throw(SwiftExpression.id("DecodingError").dot("dataCorruptedError").call(
            .arg("forKey", key), .arg("in", .selfValue), .arg("debugDescription", message)))
    }

    /// `minCount <= count && count <= maxCount`.
    private static func inBounds(_ count: SwiftExpression) -> SwiftExpression {
        .binary(.binary(.id("minCount"), "<=", count), "&&", .binary(count, "<=", .id("maxCount")))
    }

    private static let boundsMessage = SwiftExpression.binary(
        .binary(.string("the schema allows "), "+", SwiftExpression.id("String").call(.unlabeled(.id("minCount")))), "+",
        .binary(.string(" to "), "+", SwiftExpression.id("String").call(.unlabeled(.id("maxCount")))))

    static let decoding = SwiftDeclaration.type(SwiftTypeDeclaration(
        kind: .extension, name: "KeyedDecodingContainer", requirements: [SwiftSameType("K", key)],
        members: [
            .function(SwiftFunction(
                doc: ["Throws at the first key that is not one of `known` (the schema's `additionalProperties: false`)."],
                kind: .function("formcRejectUnknownKeys"),
                parameters: [SwiftParameter(label: nil, name: "known", type: .set("String"))], isThrowing: true,
                body: [
                    .if(.binding("unknown", SwiftExpression.id("allKeys").dot("first").call(.arg("where", .closure(SwiftClosure(
                        parameters: ["key"], body: [.expression(.not(SwiftExpression.id("known").dot("contains").call(
                            .unlabeled(SwiftExpression.id("key").dot("stringValue")))))]))))),
                        then: [corrupted(.id("unknown"), .string("not a field of this screen"))], else: []),
                ])),
            .function(SwiftFunction(
                doc: ["The value at `key`, or nil when the key is absent. A `null` is an error: the schema has none."],
                generics: [SwiftGenericParameter("T", "Decodable")], kind: .function("formcDecodeIfPresent"),
                parameters: [SwiftParameter(label: nil, name: "type", type: .named("T.Type")), keyParameter],
                isThrowing: true, returnType: .optional("T"),
                body: [
                    .guard(.expression(SwiftExpression.id("contains").call(.unlabeled(.id("key")))), else: [.return(.nil)]),
                    .return(.try(SwiftExpression.id("decode").call(.unlabeled(.id("type")), .arg("forKey", .id("key"))))),
                ])),
            .function(SwiftFunction(
                doc: ["The options selected at `key`: each at most once, between `minCount` and `maxCount` of them."],
                generics: [SwiftGenericParameter("T", "Decodable & Hashable")], kind: .function("formcDecodeSelection"),
                parameters: [SwiftParameter(label: nil, name: "type", type: .named("T.Type")), keyParameter] + countParameters,
                isThrowing: true, returnType: .set("T"),
                body: [
                    .variable(SwiftVariable(isLet: true, name: "items", value: .try(SwiftExpression.id("decode").call(
                        .unlabeled(.metatype(.array("T"))), .arg("forKey", .id("key")))))),
                    .variable(SwiftVariable(isLet: true, name: "selection", value: SwiftExpression.id("Set").call(.unlabeled(.id("items"))))),
                    .guard(.expression(.binary(SwiftExpression.id("selection").dot("count"), "==", SwiftExpression.id("items").dot("count"))),
                           else: [corrupted(.id("key"), .string("an option is selected more than once"))]),
                    .guard(.expression(inBounds(SwiftExpression.id("selection").dot("count"))), else: [corrupted(.id("key"), boundsMessage)]),
                    .return(.id("selection")),
                ])),
            .function(SwiftFunction(
                doc: ["`formcDecodeSelection`, or nil when the key is absent."],
                generics: [SwiftGenericParameter("T", "Decodable & Hashable")], kind: .function("formcDecodeSelectionIfPresent"),
                parameters: [SwiftParameter(label: nil, name: "type", type: .named("T.Type")), keyParameter] + countParameters,
                isThrowing: true, returnType: .optional(.set("T")),
                body: [
                    .guard(.expression(SwiftExpression.id("contains").call(.unlabeled(.id("key")))), else: [.return(.nil)]),
                    .return(.try(SwiftExpression.id("formcDecodeSelection").call(
                        .unlabeled(.id("type")), .arg("forKey", .id("key")), .arg("minCount", .id("minCount")),
                        .arg("maxCount", .id("maxCount"))))),
                ])),
            .function(SwiftFunction(
                doc: ["The options picked in one section of a by-section result, at `key`: each at most once, all of `options`."],
                generics: [SwiftGenericParameter("T", "Decodable & Hashable")], kind: .function("formcDecodeSection"),
                parameters: [SwiftParameter(label: nil, name: "type", type: .named("T.Type")), keyParameter,
                             SwiftParameter("options", .set("T"))],
                isThrowing: true, returnType: .set("T"),
                body: [
                    .variable(SwiftVariable(isLet: true, name: "selection", value: .try(SwiftExpression.id("formcDecodeSelection").call(
                        .unlabeled(.id("type")), .arg("forKey", .id("key")), .arg("minCount", .int(0)),
                        .arg("maxCount", SwiftExpression.id("options").dot("count")))))),
                    .guard(.expression(SwiftExpression.id("selection").dot("isSubset").call(.arg("of", .id("options")))),
                           else: [corrupted(.id("key"), .string("an option of another section"))]),
                    .return(.id("selection")),
                ])),
        ]))

    static let encoding = SwiftDeclaration.type(SwiftTypeDeclaration(
        kind: .extension, name: "KeyedEncodingContainer", requirements: [SwiftSameType("K", key)],
        members: [
            .function(SwiftFunction(
                doc: ["Writes the options of `selection` in spec order; throws when their number is out of bounds."],
                isMutating: true,
                generics: [SwiftGenericParameter("T", "Encodable & Hashable & CaseIterable")], kind: .function("formcEncodeSelection"),
                parameters: [SwiftParameter(label: nil, name: "selection", type: .set("T")), keyParameter] + countParameters,
                isThrowing: true,
                body: [
                    .guard(.expression(inBounds(SwiftExpression.id("selection").dot("count"))), else: [
                        .throw(SwiftExpression.id("EncodingError").dot("invalidValue").call(
                            .unlabeled(.id("selection")),
                            .unlabeled(SwiftExpression.id("EncodingError").dot("Context").call(
                                .arg("codingPath", .binary(.id("codingPath"), "+", .array([.id("key")]))),
                                .arg("debugDescription", boundsMessage))))),
                    ]),
                    .expression(.try(SwiftExpression.id("encode").call(
                        .unlabeled(SwiftExpression.id("T").dot("allCases").dot("filter").call(
                            .unlabeled(SwiftExpression.id("selection").dot("contains")))),
                        .arg("forKey", .id("key"))))),
                ])),
            .function(SwiftFunction(
                doc: ["`formcEncodeSelection`, writing nothing for nil."],
                isMutating: true,
                generics: [SwiftGenericParameter("T", "Encodable & Hashable & CaseIterable")],
                kind: .function("formcEncodeSelectionIfPresent"),
                parameters: [SwiftParameter(label: nil, name: "selection", type: .optional(.set("T"))), keyParameter] + countParameters,
                isThrowing: true,
                body: [
                    .guard(.binding("selection", .id("selection")), else: [.return(nil)]),
                    .expression(.try(SwiftExpression.id("formcEncodeSelection").call(
                        .unlabeled(.id("selection")), .arg("forKey", .id("key")), .arg("minCount", .id("minCount")),
                        .arg("maxCount", .id("maxCount"))))),
                ])),
            .function(SwiftFunction(
                doc: ["Writes the options picked in one section of a by-section result in spec order; throws when one is not of `options`."],
                isMutating: true,
                generics: [SwiftGenericParameter("T", "Encodable & Hashable & CaseIterable")], kind: .function("formcEncodeSection"),
                parameters: [SwiftParameter(label: nil, name: "selection", type: .set("T")), keyParameter,
                             SwiftParameter("options", .set("T"))],
                isThrowing: true,
                body: [
                    .guard(.expression(SwiftExpression.id("selection").dot("isSubset").call(.arg("of", .id("options")))), else: [
                        .throw(SwiftExpression.id("EncodingError").dot("invalidValue").call(
                            .unlabeled(.id("selection")),
                            .unlabeled(SwiftExpression.id("EncodingError").dot("Context").call(
                                .arg("codingPath", .binary(.id("codingPath"), "+", .array([.id("key")]))),
                                .arg("debugDescription", .string("an option of another section")))))),
                    ]),
                    .expression(.try(SwiftExpression.id("encode").call(
                        .unlabeled(SwiftExpression.id("T").dot("allCases").dot("filter").call(
                            .unlabeled(SwiftExpression.id("selection").dot("contains")))),
                        .arg("forKey", .id("key"))))),
                ])),
        ]))
}
