@testable import FormcSpec
import Testing

/// A mapping's keys are found by name, each at its position in the language's description,
/// and no other name is found (a name of the same length, or another mapping's key).
@Suite struct MappingKeysTests {
    @Test func everyKeyIsFoundAtItsPosition() {
        for spec in SpecLanguage.mappings {
            let keys = MappingKeys.of(spec.name)
            #expect(keys.keys.map(\.name) == spec.keyNames)
            for (position, name) in spec.keyNames.enumerated() {
                #expect(keys.position(of: name) == position, "\(spec.name.rawValue).\(name)")
            }
            #expect(keys.required == spec.keys.indices.filter { spec.keys[$0].isRequired })
        }
    }

    @Test func otherNamesAreNotFound() {
        let field = MappingKeys.of(.field)
        for name in ["", "ID", "iD", "mix", "mun", "typ", "types", "labels", "lable", "aling", "col umns", "title", "id "] {
            #expect(field.position(of: name) == nil, "\(name)")
        }
        #expect(MappingKeys.of(.screen).position(of: "id") == nil)
    }

    @Test func groupsNameTheirKeysPositions() {
        for spec in SpecLanguage.mappings {
            let keys = MappingKeys.of(spec.name)
            #expect(keys.groupPositions.count == spec.groups.count)
            for (group, positions) in zip(spec.groups, keys.groupPositions) {
                #expect(positions == group.keys.map { name in spec.keyNames.firstIndex(of: name) })
            }
        }
    }
}
