import FormcCore
import FormcSpec

/// The Swift names of one screen: its types, and a property, a type and case names per field.
public struct ScreenNames: Hashable, Sendable {
    /// `TravelCategory`: the stem of `TravelCategoryScreen` and `TravelCategoryResult`.
    public var stem: String
    public var fields: [FieldNames]

    public var screenType: String { stem + "Screen" }
    public var resultType: String { stem + "Result" }

    /// The names of one field.
    public struct FieldNames: Hashable, Sendable {
        /// The property of the result (`category`).
        public var property: String
        /// The enum of its options, nested in the result (`Category`).
        public var optionType: String
        /// One case per selectable option, in spec order.
        public var cases: [String]
        /// A by-section field's type of its picks (`TagsBySection`), nested in the result.
        public var sectionsType: String? = nil
        /// A by-section field's property per section, in spec order.
        public var sectionProperties: [String] = []
    }

    /// Names that the result's nested types must not take: the standard library and protocol
    /// names that its generated code uses, and the words that mean something after a dot.
    static let reservedTypeNames: Set<String> = [
        "Any", "Array", "Bool", "CaseIterable", "Codable", "CodingKey", "CodingKeys", "Decodable", "Decoder",
        "DecodingError", "Double", "Encodable", "Encoder", "EncodingError", "Equatable", "Error", "Hashable",
        "Int", "Never", "Optional", "Protocol", "Self", "Sendable", "Set", "String", "Type",
    ]
    /// Members an option enum declares itself (or inherits), which a case may not be named.
    static let reservedCaseNames = ReservedNames([
        "allCases", "encode", "hash", "hashValue", "init", "rawValue", "section", "self", "title",
    ])
    /// Members of the result struct other than its fields.
    static let reservedPropertyNames = ReservedNames(["encode", "hash", "hashValue", "init", "self"])
    /// Members of a by-section type other than its sections.
    static let reservedSectionPropertyNames = ReservedNames(["all", "encode", "hash", "hashValue", "init", "self"])
    /// The names a field's option enum may not take: the reserved ones and the support file's types.
    static let reservedOptionTypeNames = ReservedNames(reservedTypeNames.union(SupportFile.typeNames))

    /// The names of `screen`'s fields and options, with `stem` for its types.
    public init(_ screen: Screen, stem: String) {
        self.stem = stem
        let fields = screen.fields
        // Fields and options are read by index: a closure over each would copy it.
        let properties = SwiftNaming.unique(fields.indices.map { Self.propertyBase(fields[$0]) ?? "field" },
                                            reserved: Self.reservedPropertyNames)
        // A nested type never takes a property's name (`_1` is both lowerCamel and UpperCamel):
        // the two would be ambiguous in the struct.
        let types = SwiftNaming.unique(fields.indices.map { Self.typeBase(fields[$0]) ?? "Field" },
                                       reserved: Self.reservedOptionTypeNames.adding(properties))
        // A by-section field's type takes none of the other nested types' names.
        let grouped = fields.indices.filter { fields[$0].isBySection && !fields[$0].sections.isEmpty }
        let sectionTypes = SwiftNaming.unique(grouped.map { types[$0] + "BySection" },
                                              reserved: Self.reservedOptionTypeNames.adding(properties).adding(types))
        self.fields = fields.indices.map { index in
            let options = fields[index].options
            let bases = fields[index].selectableIndices.map { Self.caseBase(options[$0]) ?? "option" }
            let cases = SwiftNaming.unique(bases, reserved: Self.reservedCaseNames)
            var names = FieldNames(property: properties[index], optionType: types[index], cases: cases)
            if let position = grouped.firstIndex(of: index) {
                names.sectionsType = sectionTypes[position]
                names.sectionProperties = SwiftNaming.unique(fields[index].sections.map { Self.propertyBase($0) ?? "section" },
                                                             reserved: Self.reservedSectionPropertyNames)
            }
            return names
        }
    }

    /// The name a section's property starts from: its `swift-name`, else its id in
    /// lowerCamelCase; nil when there is none (then `section`, numbered).
    static func propertyBase(_ section: Section) -> String? {
        section.swiftName.map(\.value) ?? section.id.flatMap { SwiftNaming.lowerCamel($0.value) }
    }

    /// The name a field's property starts from: its `swift-name`, else its id in lowerCamelCase;
    /// nil when the id gives none (then `field`, numbered).
    static func propertyBase(_ field: Field) -> String? {
        field.swiftName.map(\.value) ?? SwiftNaming.lowerCamel(field.id.value)
    }

    /// The name a field's option enum starts from: its `swift-name` in UpperCamelCase, else its
    /// id's; nil when there is none (then `Field`, numbered).
    static func typeBase(_ field: Field) -> String? {
        field.swiftName.map { SwiftNaming.upperFirst($0.value) } ?? SwiftNaming.upperCamel(field.id.value)
    }

    /// The name an option's case starts from: its `swift-name`, else its id in lowerCamelCase;
    /// nil when the id has no letter or digit (emoji: then `option`, numbered).
    static func caseBase(_ option: Option) -> String? {
        option.swiftName.map(\.value) ?? SwiftNaming.lowerCamel(option.id.value)
    }

    /// The stems of a build's screens: the id that sorts first (byte order) keeps the plain
    /// stem when two ids give one (`x-1`, `x1` → `X1`, `X12`… by the numbering rule).
    public static func stems(of screenIDs: [String]) -> [String: String] {
        let ids = Array(Set(screenIDs)).sorted { $0.precedesInByteOrder($1) }
        let names = SwiftNaming.unique(ids.map { SwiftNaming.upperCamel($0) ?? "Screen" }, reserved: [])
        return Dictionary(uniqueKeysWithValues: zip(ids, names))
    }
}
