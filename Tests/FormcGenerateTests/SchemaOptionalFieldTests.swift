import FormcCore
import FormcGenerate
import FormcSpec
import FormcTestSupport
import Testing

/// An optional field on which nothing is picked is absent from the result: the schema accepts
/// the result without its key and rejects `null`, an empty string or an empty list standing for
/// "nothing" (spec-language.md §12, the caller's `if let`).
@Suite("Schema: an optional field left empty is absent")
struct SchemaOptionalFieldTests {
    typealias S = SchemaTestScreens

    @Test func absentIsTheOnlyWayToSayNothingWasPicked() {
        let screen = S.screen("trip", fields: [
            S.field("companion", .choice, options: ["alone", "friend"], required: false),
            S.field("extras", .multiChoice, options: ["x", "y"]),
        ])
        let checker = SchemaChecker(schema: ResultSchema.generate(screen))
        #expect(checker.isValid(.object([:])))
        #expect(checker.isValid(.object(["companion": .string("friend")])))
        for nothing: JSONValue in [.null, .string(""), .array([])] {
            #expect(!checker.isValid(.object(["companion": nothing])), "\(nothing)")
        }
        // A multi-choice without min may be absent, or hold no option at all.
        #expect(checker.isValid(.object(["extras": .array([])])))
        #expect(!checker.isValid(.object(["extras": .null])))
    }
}
