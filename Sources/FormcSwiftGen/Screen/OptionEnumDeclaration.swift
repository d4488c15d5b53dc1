import FormcSpec

/// The enum of a field's options: `String`-backed, `CaseIterable`, one case per option the
/// result schema accepts (a disabled option is not a case, so it never decodes), with each
/// option's title — and section title, when the field has sections — for display.
enum OptionEnumDeclaration {
    static func declaration(_ field: Field, names: ScreenNames.FieldNames) -> SwiftDeclaration {
        // The selectable options, one per case name, read in place by index.
        let all = field.options
        let options = field.selectableIndices
        let cases = zip(options, names.cases)
        var members: [SwiftDeclaration] = []
        members.reserveCapacity(options.count + 3)
        // The raw value is what the result holds for the option (`result`): its id, its title or
        // its index in the field's options.
        for (option, name) in cases {
            switch field.resultValue(ofOptionAt: option) {
            case .string(let value): members.append(.enumCase(doc: [], name: SwiftName(name), rawValue: name == value ? nil : value))
            case .integer(let value): members.append(.enumCaseNumbered(doc: [], name: SwiftName(name), rawValue: value))
            }
        }
        if field.resultForm != .index, Self.hasCanonicalTwins(options.map { field.resultForm == .title ? all[$0].title.value : all[$0].id.value }) {
            members.append(byteExactInitializer())
        }
        if !options.isEmpty {
            members.append(.computed(
                ["The option's title, as the spec writes it."], "title", "String",
                .switch(.selfValue, cases.map { option, name in
                    SwiftSwitchCase([.dot(SwiftName(name))], [.expression(.string(all[option].title.value))])
                })))
            if !field.sections.isEmpty {
                members.append(.computed(
                    ["The title of the section the option is listed in."], "section", "String",
                    .switch(.selfValue, cases.map { option, name in
                        SwiftSwitchCase([.dot(SwiftName(name))], [.expression(.string(field.sectionTitle(section: all[option].sectionIndex) ?? ""))])
                    })))
            }
        }
        let disabled = all.indices.filter { all[$0].disabled.value }
        if !disabled.isEmpty {
            members.append(.staticLet(
                ["The titles of the disabled options, for display: no result holds them."],
                "disabledTitles", .array("String"), .array(disabled.map { .string(all[$0].title.value) })))
        }
        let raw = switch field.resultForm {
        case .id, .bySection: "the option id"
        case .title: "the option title (`result: title`)"
        case .index: "the option's index in the spec's options, from 0 (`result: index`)"
        }
        var doc = ["The options of `\(field.id.value)`, in spec order; the raw value is \(raw)."]
        if let label = field.label?.value { doc = [label, ""] + doc }
        return .type(SwiftTypeDeclaration(
            doc: doc, kind: .enum, name: SwiftName(names.optionType),
            conformances: options.isEmpty
                ? ["Codable", "Hashable", "Sendable", "CaseIterable"]
                : [field.resultForm == .index ? "Int" : "String", "Codable", "Hashable", "Sendable", "CaseIterable"],
            members: options.isEmpty ? uninhabited : members))
    }

    /// Whether two of `ids` (distinct byte for byte) are canonically equivalent — `e\u{301}` and
    /// `\u{E9}`: `String`'s `==`, and so the synthesized `init?(rawValue:)`, would take one for
    /// the other, and a result holding the second would decode as the first.
    static func hasCanonicalTwins(_ ids: [String]) -> Bool {
        guard ids.contains(where: { !$0.utf8.allSatisfy { $0 < 0x80 } }) else { return false }
        return Set(ids).count < ids.count
    }

    /// `init?(rawValue:)` comparing the ids byte for byte, for an enum with canonical twins.
    private static func byteExactInitializer() -> SwiftDeclaration {
        typealias E = SwiftExpression
        let matches = E.id("option").dot("rawValue").dot("utf8").dot("elementsEqual").call(.unlabeled(E.id("rawValue").dot("utf8")))
        return .function(SwiftFunction(
            doc: ["The option whose id is `rawValue` byte for byte: two ids of this field differ only in their",
                  "Unicode normalization, which `String`'s `==` does not tell apart."],
            kind: .failableInitializer, parameters: [SwiftParameter("rawValue", "String")],
            body: [
                .forIn("option", SwiftExpression.keyword("Self").dot("allCases"), [
                    .if(.expression(matches), then: [.assignment(.selfValue, .id("option")), .return(nil)], else: []),
                ]),
                .return(.nil),
            ]))
    }

    /// A field with no option a result can hold (an E408 error) still gets a type that
    /// compiles: an enum without cases, which nothing decodes to (Swift synthesizes no coding
    /// for an empty enum, so it is written out).
    private static let uninhabited: [SwiftDeclaration] = [
        .computed(["No option can be selected."], "title", "String", .switch(.selfValue, [])),
        .function(SwiftFunction(
            kind: .initializer, parameters: [SwiftParameter(label: "from", name: "decoder", type: .existential("Decoder"))],
            isThrowing: true,
            body: [.throw(SwiftExpression.id("DecodingError").dot("dataCorrupted").call(.unlabeled(
                SwiftExpression.id("DecodingError").dot("Context").call(
                    .arg("codingPath", SwiftExpression.id("decoder").dot("codingPath")),
                    .arg("debugDescription", .string("no option of this field can be selected"))))))])),
        .function(SwiftFunction(
            kind: .function("encode"), parameters: [SwiftParameter(label: "to", name: "encoder", type: .existential("Encoder"))],
            body: [.switch(.selfValue, [])])),
    ]
}
