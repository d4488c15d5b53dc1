import FormcPipelineTestSupport
import FormcCore
import FormcGenerate
import FormcSpec
import FormcTestSupport
import Testing

/// The result schemas of the example screens judge instances as the contract says: the
/// initial selection passes; an unknown option, a wrong type, a duplicate, too many items, a
/// disabled option, an unknown property or a missing required field fails. In both drafts.
@Suite("Schema: result instances of the example screens")
struct SchemaExampleResultTests {
    static let screens: [Screen] = SchemaSupport.specFiles(in: SchemaSupport.specsDirectory)
        .flatMap { SchemaSupport.check(file: $0).compactMap(\.screen) }

    static func screen(_ id: String) -> Screen? { screens.first { $0.id.value == id } }

    @Test func everyExampleScreenIsHere() {
        #expect(Self.screens.count >= 7)
        #expect(Set(Self.screens.map(\.id.value)).count == Self.screens.count)
    }

    @Test(arguments: screens.map(\.id.value))
    func initialSelectionIsValid(_ id: String) throws {
        let screen = try #require(Self.screen(id))
        let instance = SchemaInstances.initial(of: screen)
        for draft in ResultSchema.Draft.allCases {
            #expect(SchemaChecker(schema: ResultSchema.generate(screen, draft: draft)).errors(instance) == [], "\(draft.flag)")
        }
    }

    @Test(arguments: screens.map(\.id.value))
    func breakagesAreRejected(_ id: String) throws {
        let screen = try #require(Self.screen(id))
        let checker = SchemaChecker(schema: ResultSchema.generate(screen))
        let breakages = SchemaInstances.breakages(of: screen)
        // A screen of display-only content hands back an empty object: only extra keys break it.
        #expect(breakages.count >= (screen.fields.isEmpty ? 1 : 4))
        for breakage in breakages {
            #expect(!checker.isValid(breakage.instance), "accepted \(breakage): \(JSONWriter.compact(breakage.instance))")
        }
    }

    /// Across the examples every kind of breakage the contract names is tried at least once.
    @Test func everyKindOfBreakageIsTried() {
        let names = Set(Self.screens.flatMap { SchemaInstances.breakages(of: $0).map(\.name) })
        for name in ["an unknown option", "a wrong type (number)", "a wrong type (string)", "a duplicate",
                     "an unknown property", "a missing required field"] {
            #expect(names.contains(name), "\(name)")
        }
    }
}
