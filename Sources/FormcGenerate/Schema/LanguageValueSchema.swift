import FormcCore
import FormcSpec

/// What a key accepts (`ValueSpec`) as JSON Schema keywords, exactly as the decoder reads
/// values, so that a value the decoder rejects (E202–E206) is invalid here too.
enum LanguageValueSchema {
    /// The decoder reads whole numbers only below 10^15 in magnitude (E204 beyond).
    static let largestInteger = 999_999_999_999_999
    /// The largest finite double. The decoder rejects `.inf` (E204) but JSON Schema has no
    /// "finite" keyword; a YAML reader gives infinity for `.inf`, which only a finite bound
    /// rejects. No finite number is affected.
    static let largestNumber = "1.7976931348623157e308"

    static func members(for value: ValueSpec) -> [JSONValue.Member] {
        switch value {
        case .string(let format):
            return string(format)
        case .boolean:
            return [.init("type", .string("boolean"))]
        case .integer(let bounds):
            return [.init("type", .string("integer"))] + limits(bounds, integer: true)
        case .number(let bounds):
            return [.init("type", .string("number"))] + limits(bounds, integer: false)
        case .word(let words):
            return self.words(words)
        case .list(let item, let minItems):
            return LanguageMappingSchema.ordered([
                "type": .string("array"),
                "minItems": minItems > 0 ? .int(minItems) : nil,
                "items": .object(members(for: item)),
            ])
        case .mapping(let name):
            return [.init("$ref", .string(SpecLanguageSchema.reference(to: name)))]
        case .oneOf(let specs):
            // anyOf, not oneOf: the alternatives may overlap (`none` is a word and also a
            // string), and the decoder takes a value that fits any of them.
            return [.init("anyOf", .array(specs.map { .object(members(for: $0)) }))]
        case .version(let versions):
            return [
                .init("type", .string("integer")),
                .init("enum", .array(versions.map(JSONValue.int))),
                .init("enumDescriptions", .array(versions.map { .string("Spec language version \($0).") })),
            ]
        }
    }

    /// A string, with the id pattern of its format. A detent reference (`initial-detent`,
    /// `undimmed-through`) offers the system detents as examples; whether it names a detent
    /// of the screen is checked by `formc lint` (E310, E311).
    private static func string(_ format: StringFormat) -> [JSONValue.Member] {
        LanguageMappingSchema.ordered([
            "type": .string("string"),
            "pattern": format.pattern.map(JSONValue.string),
            "examples": format == .detentReference ? .array(SpecLanguage.systemDetents.map { .string($0.word) }) : nil,
        ])
    }

    /// A set of words: `enum`, with a description of each word in the same order.
    static func words(_ words: [WordSpec]) -> [JSONValue.Member] {
        [
            .init("type", .string("string")),
            .init("enum", .array(words.map { .string($0.word) })),
            .init("enumDescriptions", .array(words.map { .string($0.description) })),
            .init("markdownEnumDescriptions", .array(words.map { .string($0.description) })),
        ]
    }

    /// The bounds of a number; open ends get the decoder's implicit limits (finite numbers,
    /// integers below 10^15), so `.inf` or `1e20` fail here as they fail in the decoder.
    private static func limits(_ bounds: NumberBounds, integer: Bool) -> [JSONValue.Member] {
        let widest: JSONValue = integer ? .int(largestInteger) : .number(largestNumber)
        let lowest: JSONValue = integer ? .int(-largestInteger) : .number("-" + largestNumber)
        var members: [JSONValue.Member] = []
        if let minimum = bounds.minimum {
            members.append(.init(bounds.minimumIsExclusive ? "exclusiveMinimum" : "minimum", .double(minimum)))
        } else {
            members.append(.init("minimum", lowest))
        }
        if let maximum = bounds.maximum {
            members.append(.init(bounds.maximumIsExclusive ? "exclusiveMaximum" : "maximum", .double(maximum)))
        } else {
            members.append(.init("maximum", widest))
        }
        return members
    }
}
